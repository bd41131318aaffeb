import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const publicationKeys = {
  /** Everything of the company's objects (lists, pages and their parts). */
  all: (scope: Scope) => [...queryKeys.company(scope), "publications"] as const,
  lists: (scope: Scope) => [...publicationKeys.all(scope), "list"] as const,
  list: (scope: Scope, filters: object) => [...publicationKeys.lists(scope), filters] as const,
  groups: (scope: Scope) => [...publicationKeys.all(scope), "groups"] as const,
  detail: (scope: Scope, id: string) => [...publicationKeys.all(scope), "detail", id] as const,
  part: (scope: Scope, id: string, part: "files" | "comments" | "shares" | "links" | "secrets") =>
    [...publicationKeys.detail(scope, id), part] as const,
  reveals: (scope: Scope, id: string, secretId: string) =>
    [...publicationKeys.part(scope, id, "secrets"), secretId, "reveals"] as const,
  members: (scope: Scope, q: string) => queryKeys.members(scope, q),
  /** An object opened through a shared link: no one is signed in. */
  shared: (companyId: string, token: string) => ["shared", companyId, token] as const,
};

export const publicationPath = (companyId: string, id?: string) =>
  `/companies/${companyId}/publications${id ? `/${id}` : ""}`;
