import { download } from "../../../lib/download";
import { certificatePath } from "./keys";

/** Hands a person's certificate to the browser as a download under its own name. */
export const downloadCertificate = (companyId: string, userSkillId: string, name: string) =>
  download(certificatePath(companyId, userSkillId), name);
