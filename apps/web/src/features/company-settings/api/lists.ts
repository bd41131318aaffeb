import {
  CATEGORY_LIMIT,
  type Category,
  categorySchema,
  okSchema,
  PRIORITY,
  REMINDER_CATEGORY,
  REMINDER_TYPE,
  TAG,
} from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { companyPath, companySettingsKeys, type Scope } from "./keys";

/** Categories of groups and portals. */
const GROUP_CATEGORY = "GROUP_CATEGORY";

/** The company's lists: where each lives in the API and the type it is stored as. */
export const companyListDefs = {
  categories: { path: "/categories", type: REMINDER_CATEGORY, query: { type: REMINDER_CATEGORY } },
  groupCategories: { path: "/categories", type: GROUP_CATEGORY, query: { type: GROUP_CATEGORY } },
  priorities: { path: "/priorities", type: PRIORITY, query: {} },
  reminderTypes: { path: "/reminder-type", type: REMINDER_TYPE, query: {} },
  tags: { path: "/tags", type: TAG, query: {} },
} as const;
export type CompanyListKey = keyof typeof companyListDefs;

const entryPath = (companyId: string, list: CompanyListKey, id?: string) =>
  companyPath(companyId, `${companyListDefs[list].path}${id ? `/${id}` : ""}`);

/** GET the whole list (at most 100), by name. A failure shows in the list, not as an error page. */
export const getList = (companyId: string, list: CompanyListKey) =>
  api.get(entryPath(companyId, list), z.array(categorySchema), {
    query: { limit: CATEGORY_LIMIT, ...companyListDefs[list].query },
    errorPages: false,
  });

export function useCompanyList(scope: Scope, list: CompanyListKey) {
  return useQuery({
    queryKey: companySettingsKeys.list(scope, companyListDefs[list].type),
    queryFn: () => getList(scope.companyId, list),
  });
}

export interface EntryInput {
  name: string;
  color: number;
}

/** Create (without an id), rename or recolour, and delete entries; the list (and the reminders' copy) reloads. */
export function useCompanyListMutations(scope: Scope, list: CompanyListKey) {
  const client = useQueryClient();
  const onSettled = () =>
    client.invalidateQueries({ queryKey: companySettingsKeys.list(scope, companyListDefs[list].type) });
  const query = companyListDefs[list].query;
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: string; input: EntryInput }): Promise<Category> =>
      id
        ? api.put(entryPath(scope.companyId, list, id), categorySchema, { body: input, query })
        : api.post(entryPath(scope.companyId, list), categorySchema, { body: input, query }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete(entryPath(scope.companyId, list, id), okSchema, { query }),
    onSettled,
  });
  return { save, remove };
}
