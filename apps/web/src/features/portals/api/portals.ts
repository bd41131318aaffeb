import { GROUP_PAGE_FETCH, type GroupUpdate, groupSchema, okSchema } from "@app/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { groupsPath, portalKeys, type Scope } from "./keys";

export const PORTAL_PAGE_SIZE = GROUP_PAGE_FETCH - 1;

export interface PortalListQuery {
  /** 0-based page. */
  page: number;
  q: string;
}

/** GET /companies/{id}/groups?type=PORTAL: one page of portals (21 fetched for 20 shown). */
export const getPortals = (companyId: string, { page, q }: PortalListQuery) =>
  api.get(groupsPath(companyId), z.array(groupSchema), {
    query: {
      type: "PORTAL",
      limit: GROUP_PAGE_FETCH,
      offset: page * PORTAL_PAGE_SIZE,
      q: q.trim() || undefined,
    },
  });

export function usePortals(scope: Scope, query: PortalListQuery) {
  return useQuery({
    queryKey: portalKeys.list(scope, query),
    queryFn: () => getPortals(scope.companyId, query),
    placeholderData: keepPreviousData,
  });
}

export const getPortal = (companyId: string, id: string) => api.get(groupsPath(companyId, `/${id}`), groupSchema);

export function usePortal(scope: Scope, id: string) {
  return useQuery({ queryKey: portalKeys.detail(scope, id), queryFn: () => getPortal(scope.companyId, id) });
}

export interface PortalInput {
  name: string;
  customerId: string | null;
}

const body = (input: PortalInput): GroupUpdate => ({ ...input, type: "PORTAL", categoryId: null });

export const createPortal = (companyId: string, input: PortalInput) =>
  api.post(groupsPath(companyId), groupSchema, { body: body(input) });

export const updatePortal = (companyId: string, id: string, input: PortalInput) =>
  api.put(groupsPath(companyId, `/${id}`), groupSchema, { body: body(input) });

export const deletePortal = (companyId: string, id: string) => api.delete(groupsPath(companyId, `/${id}`), okSchema);

/** Create, edit and delete portals; every group read of the company refreshes. */
export function usePortalMutations(scope: Scope) {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: portalKeys.all(scope) });
  return {
    create: useMutation({ mutationFn: (input: PortalInput) => createPortal(scope.companyId, input), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: PortalInput }) => updatePortal(scope.companyId, id, input),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => deletePortal(scope.companyId, id),
      // Only the lists refresh: the deleted portal's page is left (reading it again would be a 404).
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: portalKeys.lists(scope) }),
    }),
  };
}
