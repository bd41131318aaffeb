import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

/** Every key carries the signed-in user and the company, so nothing outlives a sign-in or a company switch. */
export const usersAdminKeys = {
  all: (s: Scope) => [...queryKeys.company(s), "users-admin"] as const,
  list: (s: Scope, page: number, q: string) => [...usersAdminKeys.all(s), "list", { page, q }] as const,
  member: (s: Scope, memberId: string) => [...usersAdminKeys.all(s), "member", memberId] as const,
  memberPermissions: (s: Scope, memberId: string) => [...usersAdminKeys.member(s, memberId), "permissions"] as const,
  memberGroups: (s: Scope, memberId: string) => [...usersAdminKeys.member(s, memberId), "groups"] as const,
  memberTags: (s: Scope, memberId: string) => [...usersAdminKeys.member(s, memberId), "tags"] as const,
  invitations: (s: Scope) => [...usersAdminKeys.all(s), "invitations"] as const,
  roles: (s: Scope) => [...usersAdminKeys.all(s), "roles"] as const,
};

export const membersPath = (companyId: string, memberId?: string) =>
  `/companies/${companyId}/users${memberId ? `/${memberId}` : ""}`;
