import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const checklistKeys = {
  object: (scope: Scope, publicationId: string) => [...queryKeys.company(scope), "checklists", publicationId] as const,
};

export const checklistPath = (companyId: string) => `/companies/${companyId}/checklist`;
