import { type OrderReportSave, orderReportSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { reportKeys, reportPath, type Scope } from "./keys";

export const saveReport = (companyId: string, orderId: string, body: OrderReportSave) =>
  api.put(reportPath(companyId, orderId), orderReportSchema, { body });

/** PUT: the whole report; the answer replaces the one read (a refused save reads it again: someone else's version). */
export function useSaveReport(scope: Scope, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderReportSave) => saveReport(scope.companyId, orderId, body),
    onSuccess: (report) => queryClient.setQueryData(reportKeys.detail(scope, orderId), report),
    onError: () => void queryClient.invalidateQueries({ queryKey: reportKeys.detail(scope, orderId) }),
  });
}
