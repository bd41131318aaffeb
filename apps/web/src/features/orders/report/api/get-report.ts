import { orderReportSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { reportKeys, reportPath, type Scope } from "./keys";

export const getReport = (companyId: string, orderId: string) =>
  api.get(reportPath(companyId, orderId), orderReportSchema);

/** The order's report (version 0 while none is saved). */
export function useOrderReport(scope: Scope, orderId: string) {
  return useQuery({ queryKey: reportKeys.detail(scope, orderId), queryFn: () => getReport(scope.companyId, orderId) });
}
