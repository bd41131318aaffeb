import { download } from "../../../lib/download";
import { priceListsPath, productsPath } from "./keys";

export type ExportFormat = "csv" | "xlsx";

/** GET products/export: the catalogue with the list's filters (every page) as CSV or XLSX, as a download. */
export function exportProducts(companyId: string, filters: object, format: ExportFormat, name: string) {
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters)) if (typeof value === "string" && value) query.set(key, value);
  return download(productsPath(companyId, `/export?${query}`), `${name}.${format}`);
}

/** GET price-lists/{id}/export: a line per product, then one per quantity break. */
export const exportPriceList = (companyId: string, listId: string, format: ExportFormat, name: string) =>
  download(priceListsPath(companyId, `/${listId}/export?format=${format}`), `${name}.${format}`);
