import { investigationSorts } from "@app/contract";
import { parseAsStringLiteral, useQueryStates } from "nuqs";
import { parseAsPage, parseAsText } from "../../lib/list-state";
import type { InvestigationPage } from "./api/get-investigations";

/** The investigation list's state in the address: page, q (the name searched), sort, direction. */
const listParsers = {
  page: parseAsPage,
  q: parseAsText,
  sort: parseAsStringLiteral(investigationSorts).withDefault("name"),
  direction: parseAsStringLiteral(["asc", "desc"] as const).withDefault("asc"),
};

/** The investigation list's search, paging and sort, kept in the address. */
export function useInvestigationListState() {
  const [state, setState] = useQueryStates(listParsers, { shallow: false, history: "push" });
  return [state satisfies InvestigationPage, setState] as const;
}
