import { esignSortKeys, esignStatuses } from "@app/contract";
import { parseAsStringLiteral, useQueryStates } from "nuqs";
import { parseAsIsoDate, parseAsPage } from "../../lib/list-state";
import type { EsignSharePage } from "./api/get-esign-shares";

/** The e-sign list's state in the address (spec: status, deadline); defaults are left out. */
const listParsers = {
  page: parseAsPage,
  status: parseAsStringLiteral(esignStatuses).withDefault("active"),
  deadline: parseAsIsoDate,
  sort: parseAsStringLiteral(esignSortKeys).withDefault("created"),
  direction: parseAsStringLiteral(["asc", "desc"] as const).withDefault("desc"),
};

/** The e-sign list's filters, paging and sort, kept in the address. */
export function useEsignListState() {
  const [state, setState] = useQueryStates(listParsers, { shallow: false });
  return [state satisfies EsignSharePage, setState] as const;
}
