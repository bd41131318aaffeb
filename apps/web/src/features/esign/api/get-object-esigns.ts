import { esignObjectRequestSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { esignKeys, publicationPath, type Scope } from "./keys";

/** The object's requests the member may see, newest first, with each signer's state. */
export const getObjectEsigns = (companyId: string, publicationId: string) =>
  api.get(`${publicationPath(companyId, publicationId)}/e-signs`, z.array(esignObjectRequestSchema));

export function useObjectEsigns(scope: Scope | null, publicationId: string) {
  const known = scope ?? { userId: "", companyId: "" };
  return useQuery({
    queryKey: esignKeys.object(known, publicationId),
    queryFn: () => getObjectEsigns(known.companyId, publicationId),
    enabled: scope !== null,
  });
}
