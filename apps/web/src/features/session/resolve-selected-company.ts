import type { Company } from "@app/contract";
import type { StoredSelection } from "../../lib/storage";

/**
 * Session start: the stored company stays selected if it is still in the list and was chosen by
 * the same user (the fresh copy from the list is used); otherwise the first company, if any.
 */
export function resolveSelectedCompany(
  stored: StoredSelection | null,
  companies: Company[],
  userId: string,
): Company | null {
  const kept = stored?.userId === userId ? companies.find((c) => c.id === stored.company.id) : undefined;
  return kept ?? companies[0] ?? null;
}
