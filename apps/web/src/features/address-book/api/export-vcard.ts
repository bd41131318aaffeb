import { download } from "../../../lib/download";
import { addressBookPath } from "./keys";

/** GET address-book/vcard: the entries chosen (all when none) as a vCard 4 download. */
export function exportVcard(companyId: string, ids: string[]) {
  const query = ids.length > 0 ? `?${new URLSearchParams({ ids: ids.join(",") })}` : "";
  return download(addressBookPath(companyId, `/vcard${query}`), "address-book.vcf");
}
