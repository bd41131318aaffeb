/** The signed-in user and the company the screens administer. */
export interface Scope {
  userId: string;
  companyId: string;
}

/** Every key carries the signed-in user and the company, so nothing outlives a sign-in or a company switch. */
export const integrationKeys = {
  all: (s: Scope) => ["users", s.userId, "companies", s.companyId, "integrations"] as const,
  mailTemplates: (s: Scope) => [...integrationKeys.all(s), "mail-templates"] as const,
  apiTokens: (s: Scope) => [...integrationKeys.all(s), "api-tokens"] as const,
  apps: (s: Scope) => [...integrationKeys.all(s), "apps"] as const,
};
