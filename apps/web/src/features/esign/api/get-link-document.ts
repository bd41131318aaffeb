import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { linkDocumentKey, linkPath } from "./keys";

/** The PDF behind an outside signer's link; answers 403 ESIGN_CODE_REQUIRED until the emailed code is confirmed. */
export const getLinkDocument = (companyId: string, token: string) =>
  api.getBlob(`${linkPath(companyId, token)}/document`, { errorPages: false });

export const linkDocumentQuery = (companyId: string, token: string) =>
  queryOptions({
    queryKey: linkDocumentKey(companyId, token),
    queryFn: () => getLinkDocument(companyId, token),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Used only once the link is verified: the page mounts it after the code. */
export function useLinkDocument(companyId: string, token: string) {
  return useQuery(linkDocumentQuery(companyId, token));
}
