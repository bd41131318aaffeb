import { type CompanyUser, companyUserSchema, USER_PAGE_FETCH } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { membersPath, type Scope, usersAdminKeys } from "./keys";

export const USERS_PAGE_SIZE = USER_PAGE_FETCH - 1;

/** GET /companies/{companyId}/users: 21 fetched for 20 shown, so a further page is known. */
export const getUsers = (companyId: string, page: number, q: string) =>
  api.get(membersPath(companyId), z.array(companyUserSchema), {
    query: { limit: USER_PAGE_FETCH, offset: page * USERS_PAGE_SIZE, q: q || undefined },
  });

export function useUsers(scope: Scope, page: number, q: string) {
  const query = useQuery({
    queryKey: usersAdminKeys.list(scope, page, q),
    queryFn: () => getUsers(scope.companyId, page, q),
    placeholderData: keepPreviousData,
  });
  const rows: CompanyUser[] = query.data?.slice(0, USERS_PAGE_SIZE) ?? [];
  return { ...query, rows, hasNext: (query.data?.length ?? 0) > USERS_PAGE_SIZE };
}
