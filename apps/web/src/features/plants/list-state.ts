import { budningTypes, planningPeriods } from "@app/contract";
import { parseAsStringLiteral, useQueryStates } from "nuqs";
import { parseAsPage, parseAsText } from "../../lib/list-state";
import type { PlanningFilters } from "./api/planning";

const parsers = {
  period: parseAsStringLiteral(planningPeriods).withDefault("thisMonth"),
  type: parseAsStringLiteral(budningTypes),
  area: parseAsText,
  page: parseAsPage,
};

/** The planning list's period, type and area filters and 1-based page kept in the address. */
export const usePlanningState = () => useQueryStates(parsers, { shallow: false });

export type PlanningState = ReturnType<typeof usePlanningState>[0];

export const toFilters = (state: PlanningState): PlanningFilters => ({
  period: state.period,
  type: state.type ?? undefined,
  area: state.area ?? undefined,
});
