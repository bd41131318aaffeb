import { type InvoiceBasisDateBy, invoiceBasisSchema } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { invoiceBasisKeys, invoiceBasisPath, type Scope } from "./keys";

export interface BasisPeriod {
  dateBy: InvoiceBasisDateBy;
  from?: string;
  to?: string;
}

const query = (period: BasisPeriod) =>
  new URLSearchParams(
    Object.entries(period).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();

export const invoiceBasisQuery = (scope: Scope, period: BasisPeriod) =>
  queryOptions({
    queryKey: invoiceBasisKeys.basis(scope, period),
    queryFn: () => api.get(invoiceBasisPath(scope.companyId, `?${query(period)}`), invoiceBasisSchema),
  });

/** GET /invoice-basis: the reported orders of the period, with their sums. */
export const useInvoiceBasis = (scope: Scope, period: BasisPeriod) => useQuery(invoiceBasisQuery(scope, period));
