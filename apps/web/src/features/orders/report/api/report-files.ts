import { uploadFileSchema } from "@app/contract";
import { download } from "../../../../lib/download";
import { uploadFile } from "../../../../lib/upload";
import { reportPath } from "./keys";

/** A photo uploaded as one of the order's files (the object's files, as the files section uploads them). */
export const uploadReportPhoto = (companyId: string, orderId: string, file: File, onProgress: (p: number) => void) =>
  uploadFile(`/companies/${companyId}/publications/${orderId}/files`, file, uploadFileSchema, onProgress);

/** Downloads the order report PDF (in the report's language). */
export const downloadReportPdf = (companyId: string, orderId: string, name: string) =>
  download(reportPath(companyId, orderId, ".pdf"), name);
