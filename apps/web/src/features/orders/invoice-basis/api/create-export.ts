import { type InvoiceExportCreate, invoiceExportResultSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { orderKeys } from "../../api/keys";
import { invoiceBasisKeys, invoiceBasisPath, type Scope } from "./keys";

/** Every read the orders' state shows in: the basis, the exports, and the order screens'. */
export function useInvalidateOrders(scope: Scope) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invoiceBasisKeys.all(scope) }),
      queryClient.invalidateQueries({ queryKey: orderKeys.all(scope) }),
    ]);
}

/** POST /invoice-basis/exports: marks the orders invoiced; answers the export and those invoiced meanwhile. */
export function useCreateExport(scope: Scope) {
  const onSuccess = useInvalidateOrders(scope);
  return useMutation({
    mutationFn: (body: InvoiceExportCreate) =>
      api.post(invoiceBasisPath(scope.companyId, "/exports"), invoiceExportResultSchema, { body }),
    onSuccess,
  });
}
