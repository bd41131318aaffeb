import { esignLinkSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { linkKey, linkPath } from "./keys";

/** What an outside signer's link shows; a public call whose failures stay on the page (404: an unknown link). */
export const getLink = (companyId: string, token: string) =>
  api.get(linkPath(companyId, token), esignLinkSchema, { errorPages: false });

export function useLink(companyId: string, token: string) {
  return useQuery({ queryKey: linkKey(companyId, token), queryFn: () => getLink(companyId, token), retry: false });
}
