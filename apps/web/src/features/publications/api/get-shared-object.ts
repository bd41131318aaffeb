import { apiErrorSchema, sharedObjectSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { API_BASE, ApiError, NETWORK_ERROR } from "../../../lib/api-client";
import { publicationKeys } from "./keys";

/**
 * What a shared link shows. A public call: no token is sent and no failure redirects (a 404 means
 * the link was revoked, has expired or its object is archived).
 */
export async function getSharedObject(companyId: string, token: string) {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/shared/${encodeURIComponent(companyId)}/${encodeURIComponent(token)}`, {
      headers: { Accept: "application/json" },
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, "The request did not reach the server.");
  }
  if (!response.ok) {
    const body = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw new ApiError(response.status, body.success ? body.data.code : `HTTP_${response.status}`, response.statusText);
  }
  return sharedObjectSchema.parse(await response.json());
}

export function useSharedObject(companyId: string, token: string) {
  return useQuery({
    queryKey: publicationKeys.shared(companyId, token),
    queryFn: () => getSharedObject(companyId, token),
    retry: false,
  });
}
