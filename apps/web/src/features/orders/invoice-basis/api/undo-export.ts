import { invoiceExportSchema } from "@app/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { useInvalidateOrders } from "./create-export";
import { invoiceBasisPath, type Scope } from "./keys";

/** POST /invoice-basis/exports/{id}/undo: the export's orders back to reported. */
export function useUndoExport(scope: Scope) {
  const onSuccess = useInvalidateOrders(scope);
  return useMutation({
    mutationFn: (id: string) =>
      api.post(invoiceBasisPath(scope.companyId, `/exports/${id}/undo`), invoiceExportSchema, { body: {} }),
    onSuccess,
  });
}
