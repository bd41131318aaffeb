import { download } from "../../../lib/download";
import { matrixPath } from "./keys";

export type MatrixFormat = "csv" | "pdf";

/** The matrix as a CSV or PDF file (only one skill's column when `skillId` is given). */
export function downloadMatrix(
  companyId: string,
  unitId: string,
  format: MatrixFormat,
  skillId: string | null,
  name: string,
) {
  const query = new URLSearchParams({ format });
  if (skillId) query.set("skillId", skillId);
  return download(`${matrixPath(companyId, unitId)}/export?${query}`, name);
}
