import { download } from "../../../lib/download";
import { investigationPath } from "./keys";

/** The investigation's report as a PDF download. */
export const downloadReport = (companyId: string, publicationId: string, fileName: string) =>
  download(`${investigationPath(companyId, publicationId)}/report`, fileName);
