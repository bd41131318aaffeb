import { priceImportPreviewSchema, priceImportResultSchema } from "@app/contract";
import { uploadFile } from "../../../lib/upload";
import { priceListsPath } from "./keys";

/** POST price-lists/{id}/import/preview: each line's product new on the list, changed, unchanged or invalid; nothing written. */
export const previewPriceImport = (
  companyId: string,
  listId: string,
  file: File,
  onProgress: (percent: number) => void,
) => uploadFile(priceListsPath(companyId, `/${listId}/import/preview`), file, priceImportPreviewSchema, onProgress);

/** POST price-lists/{id}/import: the new and changed products' prices and breaks written in one transaction. */
export const runPriceImport = (companyId: string, listId: string, file: File, onProgress: (percent: number) => void) =>
  uploadFile(priceListsPath(companyId, `/${listId}/import`), file, priceImportResultSchema, onProgress);
