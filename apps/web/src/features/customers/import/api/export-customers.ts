import { download } from "../../../../lib/download";
import { customersPath } from "../../api/keys";

/** The list's filters as the export takes them (the list's own, without paging). */
export type ExportFilters = Record<string, string | undefined>;

/** GET customers/export: the filtered list as CSV or XLSX, handed to the browser as a download. */
export function exportCustomers(companyId: string, filters: ExportFilters, format: "csv" | "xlsx", name: string) {
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return download(customersPath(companyId, `/export?${query}`), `${name}.${format}`);
}
