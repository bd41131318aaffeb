import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const esignKeys = {
  /** Every e-sign read of the company (the list, an object's requests). */
  all: (scope: Scope) => [...queryKeys.company(scope), "e-signs"] as const,
  list: (scope: Scope, query: object) => [...esignKeys.all(scope), "list", query] as const,
  /** An object's files, of which a PDF is sent for signatures. */
  files: (scope: Scope, publicationId: string) =>
    [...queryKeys.company(scope), "publications", publicationId, "files"] as const,
  members: (scope: Scope, query: object) => queryKeys.members(scope, query),
};

export const esignSharePath = (companyId: string) => `/companies/${companyId}/e-signs-share`;
export const publicationPath = (companyId: string, publicationId: string) =>
  `/companies/${companyId}/publications/${publicationId}`;
