import { queryKeys, type Scope } from "../../../../lib/query-keys";

export type { Scope };

export const reportKeys = {
  /** One order's report (under the company's orders, so a change of the orders reads it again). */
  detail: (scope: Scope, orderId: string) => [...queryKeys.company(scope), "orders", "report", orderId] as const,
};

export const reportPath = (companyId: string, orderId: string, rest = "") =>
  `/companies/${companyId}/orders/${orderId}/report${rest}`;
