/** Who asks and in which company: every key carries both, so no data outlives a sign-in or a company. */
export interface Scope {
  userId: string;
  companyId: string;
}

const base = ({ userId, companyId }: Scope) => ["users", userId, "companies", companyId] as const;

export const publicationKeys = {
  /** Everything of the company's objects (lists, pages and their parts). */
  all: (scope: Scope) => [...base(scope), "publications"] as const,
  list: (scope: Scope, filters: object) => [...publicationKeys.all(scope), "list", filters] as const,
  groups: (scope: Scope) => [...publicationKeys.all(scope), "groups"] as const,
  detail: (scope: Scope, id: string) => [...publicationKeys.all(scope), "detail", id] as const,
  part: (scope: Scope, id: string, part: "files" | "comments" | "shares" | "links" | "secrets") =>
    [...publicationKeys.detail(scope, id), part] as const,
  reveals: (scope: Scope, id: string, secretId: string) =>
    [...publicationKeys.part(scope, id, "secrets"), secretId, "reveals"] as const,
};

export const publicationPath = (companyId: string, id?: string) =>
  `/companies/${companyId}/publications${id ? `/${id}` : ""}`;
