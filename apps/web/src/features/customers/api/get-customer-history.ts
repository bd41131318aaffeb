import { auditPageSchema } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { customerKeys, customersPath, type Scope } from "./keys";

/** Events shown per page of the History. */
export const HISTORY_PAGE = 10;

/** A page of the customer's History (the audit log's events of its row, contacts and addresses), newest first. */
export const getCustomerHistory = (companyId: string, customerId: string, before: string | null) =>
  api.get(customersPath(companyId, `/${customerId}/history`), auditPageSchema, {
    query: { limit: HISTORY_PAGE, ...(before ? { before } : {}) },
  });

/** `before` is the last id of the previous page (null: the newest); only for holders of AuditLogs. */
export function useCustomerHistory(scope: Scope, customerId: string, before: string | null, enabled: boolean) {
  return useQuery({
    queryKey: customerKeys.section(scope, customerId, "history", before),
    queryFn: () => getCustomerHistory(scope.companyId, customerId, before),
    placeholderData: keepPreviousData,
    enabled,
  });
}
