import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const certifyKeys = {
  /** Every approval flow read of the company. */
  all: (scope: Scope) => [...queryKeys.company(scope), "flow-verifies"] as const,
  /** An object's flows as of one version of the object: a save that changes it reads them again. */
  object: (scope: Scope, publicationId: string, version: number) =>
    [...certifyKeys.all(scope), "object", publicationId, version] as const,
  members: (scope: Scope, query: object) => queryKeys.members(scope, query),
};

export const flowsPath = (companyId: string, id?: string) =>
  `/companies/${companyId}/flow-verifies${id ? `/${id}` : ""}`;
