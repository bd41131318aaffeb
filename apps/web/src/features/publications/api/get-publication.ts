import { type Publication, publicationSchema } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { publicationKeys, publicationPath, type Scope } from "./keys";

export const getPublication = (companyId: string, id: string) =>
  api.get(publicationPath(companyId, id), publicationSchema);

export const publicationQuery = (scope: Scope, id: string) =>
  queryOptions({ queryKey: publicationKeys.detail(scope, id), queryFn: () => getPublication(scope.companyId, id) });

export function usePublication(scope: Scope, id: string) {
  return useQuery(publicationQuery(scope, id));
}

export type { Publication };
