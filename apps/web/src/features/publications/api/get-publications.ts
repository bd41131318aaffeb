import type { PublicationTypeKey } from "@app/contract";
import { groupSchema, PAGE_FETCH, PAGE_SIZE, publicationListItemSchema, type publicationSorts } from "@app/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { publicationKeys, publicationPath, type Scope } from "./keys";

export type PublicationSort = (typeof publicationSorts)[number];

export interface PublicationFilters {
  page: number;
  q: string;
  type: PublicationTypeKey | null;
  groupId: string | null;
  archived: boolean;
  sort: PublicationSort;
  direction: "asc" | "desc";
}

const listSchema = z.array(publicationListItemSchema);

export const getPublications = (companyId: string, filters: PublicationFilters) =>
  api.get(publicationPath(companyId), listSchema, {
    query: {
      limit: PAGE_FETCH,
      offset: filters.page * PAGE_SIZE,
      q: filters.q || undefined,
      type: filters.type ?? undefined,
      groupId: filters.groupId ?? undefined,
      archived: filters.archived,
      sort: filters.sort,
      direction: filters.direction,
    },
  });

export const publicationsQuery = (scope: Scope, filters: PublicationFilters) =>
  queryOptions({
    queryKey: publicationKeys.list(scope, filters),
    queryFn: () => getPublications(scope.companyId, filters),
  });

/** One page of 20 objects (21 fetched: the 21st says a next page exists). */
export function usePublications(scope: Scope, filters: PublicationFilters) {
  const query = useQuery({ ...publicationsQuery(scope, filters), placeholderData: keepPreviousData });
  const rows = query.data ?? [];
  return { ...query, rows: rows.slice(0, PAGE_SIZE), hasNext: rows.length > PAGE_SIZE };
}

/** The company's groups (authorization groups and portals): the group filter, the object's group, sharing. */
export function usePublicationGroups(scope: Scope, enabled = true) {
  return useQuery({
    enabled,
    queryKey: publicationKeys.groups(scope),
    queryFn: () =>
      api.get(`/companies/${scope.companyId}/groups`, z.array(groupSchema), {
        query: { all: "true" },
        errorPages: false,
      }),
    select: (groups) => groups.map(({ id, name }) => ({ id, name })),
    staleTime: 5 * 60_000,
  });
}
