import { unitStatuses } from "@app/contract";
import { parseAsStringLiteral, useQueryStates } from "nuqs";
import { parseAsPage, parseAsText, parseAsUuid } from "../../lib/list-state";
import type { UnitPage } from "./api/get-units";

/** The unit list's state in the address: page, q (the name searched), status and categoryId. */
const listParsers = {
  page: parseAsPage,
  q: parseAsText,
  status: parseAsStringLiteral(unitStatuses),
  categoryId: parseAsUuid,
};

/** The unit list's search, filters and paging, kept in the address. */
export function useUnitListState() {
  const [state, setState] = useQueryStates(listParsers, { shallow: false, history: "push" });
  return [state satisfies UnitPage, setState] as const;
}

export const hasFilters = (state: UnitPage) => Boolean(state.q || state.status || state.categoryId);
