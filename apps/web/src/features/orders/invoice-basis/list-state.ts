import { invoiceBasisDateBys } from "@app/contract";
import { parseAsStringLiteral, useQueryStates } from "nuqs";
import { parseAsIsoDate } from "../../../lib/list-state";
import type { BasisPeriod } from "./api/get-invoice-basis";

const parsers = {
  dateBy: parseAsStringLiteral(invoiceBasisDateBys).withDefault("orderDate"),
  from: parseAsIsoDate,
  to: parseAsIsoDate,
};

/** The invoice basis's period kept in the address; defaults are left out. */
export const useBasisPeriodState = () => useQueryStates(parsers, { shallow: false });

export type BasisPeriodState = ReturnType<typeof useBasisPeriodState>[0];

export const toPeriod = (state: BasisPeriodState): BasisPeriod => ({
  dateBy: state.dateBy,
  from: state.from ?? undefined,
  to: state.to ?? undefined,
});
