import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const esignKeys = {
  /** Every e-sign read of the company (the list, an object's requests). */
  all: (scope: Scope) => [...queryKeys.company(scope), "e-signs"] as const,
  list: (scope: Scope, query: object) => [...esignKeys.all(scope), "list", query] as const,
  /** An object's files, of which a PDF is sent for signatures. */
  files: (scope: Scope, publicationId: string) =>
    [...queryKeys.company(scope), "publications", publicationId, "files"] as const,
  object: (scope: Scope, publicationId: string) => [...esignKeys.all(scope), "object", publicationId] as const,
  detail: (scope: Scope, esignId: string) => [...esignKeys.all(scope), "detail", esignId] as const,
  /** The PDF sent for signing: its bytes never change (hash-checked), so it stays out of `all`. */
  document: (scope: Scope, esignId: string) => [...queryKeys.company(scope), "e-sign-documents", esignId] as const,
  members: (scope: Scope, query: object) => queryKeys.members(scope, query),
};

export const esignSharePath = (companyId: string) => `/companies/${companyId}/e-signs-share`;
export const publicationPath = (companyId: string, publicationId: string) =>
  `/companies/${companyId}/publications/${publicationId}`;
export const esignPath = (companyId: string, esignId: string) => `/companies/${companyId}/e-signs/${esignId}`;
/** An outside signer's link (no sign-in). */
export const linkPath = (companyId: string, token: string) => `/e-sign/${companyId}/${token}`;
export const linkKey = (companyId: string, token: string) => ["e-sign-link", companyId, token] as const;
/** The link's PDF, apart from `linkKey`, which every action of the link reads again. */
export const linkDocumentKey = (companyId: string, token: string) =>
  ["e-sign-link-document", companyId, token] as const;
