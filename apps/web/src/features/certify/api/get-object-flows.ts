import { flowSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { certifyKeys, flowsPath, type Scope } from "./keys";

/** The most flows the object's panel reads (newest first). */
export const OBJECT_FLOWS_LIMIT = 100;

export const getObjectFlows = (companyId: string, publicationId: string) =>
  api.get(flowsPath(companyId), z.array(flowSchema), { query: { publicationId, limit: OBJECT_FLOWS_LIMIT } });

/** The object's approval flows, newest first, read again when the object's version changes. */
export function useObjectFlows(scope: Scope, publicationId: string, version: number) {
  return useQuery({
    queryKey: certifyKeys.object(scope, publicationId, version),
    queryFn: () => getObjectFlows(scope.companyId, publicationId),
  });
}
