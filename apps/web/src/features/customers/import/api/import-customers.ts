import { customerImportPreviewSchema, customerImportResultSchema } from "@app/contract";
import { uploadFile } from "../../../../lib/upload";
import { customersPath } from "../../api/keys";

/** POST customers/import/preview: each line of the file new, duplicate or invalid; nothing written. */
export const previewImport = (companyId: string, file: File, onProgress: (percent: number) => void) =>
  uploadFile(customersPath(companyId, "/import/preview"), file, customerImportPreviewSchema, onProgress);

/** POST customers/import: the file's new lines written in one transaction (all or none). */
export const runImport = (companyId: string, file: File, onProgress: (percent: number) => void) =>
  uploadFile(customersPath(companyId, "/import"), file, customerImportResultSchema, onProgress);
