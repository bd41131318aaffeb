import {
  activityCommentSchema,
  okSchema,
  PAGE_FETCH,
  PAGE_SIZE,
  publicationListItemSchema,
  sharedLinkSchema,
} from "@app/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export type ActivityList = "watched" | "shared-links" | "comments";

const schemas = {
  watched: z.array(publicationListItemSchema),
  "shared-links": z.array(sharedLinkSchema),
  comments: z.array(activityCommentSchema),
} satisfies Record<ActivityList, z.ZodMiniType>;

type Row<L extends ActivityList> = z.infer<(typeof schemas)[L]>[number];

export const activityKey = (userId: string, companyId: string, list: ActivityList, page?: number) =>
  [...queryKeys.company({ userId, companyId }), "activities", list, ...(page === undefined ? [] : [page])] as const;

export async function getActivities<L extends ActivityList>(
  companyId: string,
  list: L,
  page: number,
): Promise<Row<L>[]> {
  const schema = schemas[list] as z.ZodMiniType<Row<L>[]>;
  return api.get(`/companies/${companyId}/activities/${list}`, schema, {
    query: { limit: PAGE_FETCH, offset: page * PAGE_SIZE },
  });
}

/** One page (20 shown, 21 fetched) of a CompanyActivities list. */
export function useActivities<L extends ActivityList>(userId: string, companyId: string, list: L, page: number) {
  const query = useQuery({
    queryKey: activityKey(userId, companyId, list, page),
    queryFn: () => getActivities(companyId, list, page),
    placeholderData: keepPreviousData,
  });
  const rows = query.data ?? [];
  return { ...query, rows: rows.slice(0, PAGE_SIZE), hasNext: rows.length > PAGE_SIZE };
}

export function useRevokeLink(userId: string, companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => api.delete(`/companies/${companyId}/shared-links/${linkId}`, okSchema),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.company({ userId, companyId }) }),
  });
}
