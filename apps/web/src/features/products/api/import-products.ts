import { productImportPreviewSchema, productImportResultSchema } from "@app/contract";
import { uploadFile } from "../../../lib/upload";
import { productsPath } from "./keys";

/** POST products/import/preview: each line of the CSV or XLSX file new, duplicate or invalid; nothing written. */
export const previewProductImport = (companyId: string, file: File, onProgress: (percent: number) => void) =>
  uploadFile(productsPath(companyId, "/import/preview"), file, productImportPreviewSchema, onProgress);

/** POST products/import: the file's new lines written in one transaction (all or none). */
export const runProductImport = (companyId: string, file: File, onProgress: (percent: number) => void) =>
  uploadFile(productsPath(companyId, "/import"), file, productImportResultSchema, onProgress);
