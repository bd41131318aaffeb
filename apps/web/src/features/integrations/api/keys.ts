import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

/** Every key carries the signed-in user and the company, so nothing outlives a sign-in or a company switch. */
export const integrationKeys = {
  all: (s: Scope) => [...queryKeys.company(s), "integrations"] as const,
  mailTemplates: (s: Scope) => [...integrationKeys.all(s), "mail-templates"] as const,
  apiTokens: (s: Scope) => [...integrationKeys.all(s), "api-tokens"] as const,
  apps: (s: Scope) => [...integrationKeys.all(s), "apps"] as const,
};
