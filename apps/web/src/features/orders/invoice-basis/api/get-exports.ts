import { INVOICE_EXPORT_PAGE_FETCH, invoiceExportSchema } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../../lib/api-client";
import { invoiceBasisKeys, invoiceBasisPath, type Scope } from "./keys";

export const exportsQuery = (scope: Scope) =>
  queryOptions({
    queryKey: invoiceBasisKeys.exports(scope),
    queryFn: () =>
      api.get(
        invoiceBasisPath(scope.companyId, `/exports?limit=${INVOICE_EXPORT_PAGE_FETCH}`),
        z.array(invoiceExportSchema),
      ),
  });

/** GET /invoice-basis/exports: the latest exports, newest first. */
export const useInvoiceExports = (scope: Scope) => useQuery(exportsQuery(scope));
