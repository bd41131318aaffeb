import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { esignKeys, esignPath, type Scope } from "./keys";

/** The PDF sent for signing, as a Blob (pdf.js reads it afresh; an ArrayBuffer it would take over). */
export const getEsignDocument = (companyId: string, esignId: string) =>
  api.getBlob(`${esignPath(companyId, esignId)}/document`, { errorPages: false });

export const esignDocumentQuery = (scope: Scope, esignId: string) =>
  queryOptions({
    queryKey: esignKeys.document(scope, esignId),
    queryFn: () => getEsignDocument(scope.companyId, esignId),
    // The server checks the bytes against the hash taken at sending: they do not change.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The request's document, to show in the page; a failure stays in the page (the download remains). */
export function useEsignDocument(scope: Scope, esignId: string) {
  return useQuery(esignDocumentQuery(scope, esignId));
}
