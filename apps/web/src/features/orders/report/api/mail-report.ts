import { type OrderReportMail, orderReportMailedSchema } from "@app/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { reportPath, type Scope } from "./keys";

export const mailReport = (companyId: string, orderId: string, body: OrderReportMail) =>
  api.post(reportPath(companyId, orderId, "/mail"), orderReportMailedSchema, { body });

/** Mails the order report PDF to the customer (or the address given); answers to whom. */
export function useMailReport(scope: Scope, orderId: string) {
  return useMutation({ mutationFn: (body: OrderReportMail) => mailReport(scope.companyId, orderId, body) });
}
