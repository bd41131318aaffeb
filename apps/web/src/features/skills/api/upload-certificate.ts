import { userSkillSchema } from "@app/contract";
import { uploadFile } from "../../../lib/upload";
import { certificatePath } from "./keys";

/** Sends a person's certificate (PDF or image, at most 20 MB) with progress; the answer is the record with it. */
export const uploadCertificate = (
  companyId: string,
  userSkillId: string,
  file: File,
  onProgress: (percent: number) => void,
) => uploadFile(certificatePath(companyId, userSkillId), file, userSkillSchema, onProgress);
