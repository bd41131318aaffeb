import { CATEGORY_LIMIT, categorySchema, REMINDER_CATEGORY } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { reminderKeys, type Scope } from "./keys";

export const getCategories = (companyId: string) =>
  api.get(`/companies/${companyId}/categories`, z.array(categorySchema), {
    query: { limit: CATEGORY_LIMIT, type: REMINDER_CATEGORY },
  });

export const categoriesQuery = (scope: Scope) =>
  queryOptions({
    queryKey: reminderKeys.categories(scope),
    queryFn: () => getCategories(scope.companyId),
    staleTime: 5 * 60_000,
  });

/** The company's reminder categories (at most 100). */
export function useCategories(scope: Scope | null) {
  return useQuery({ ...categoriesQuery(scope ?? { userId: "", companyId: "" }), enabled: scope !== null });
}
