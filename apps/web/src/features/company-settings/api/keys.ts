import type { LogoType } from "@app/contract";

/** Who asks and in which company: every key carries both, so nothing outlives a sign-in or a company switch. */
export interface Scope {
  userId: string;
  companyId: string;
}

const base = ({ userId, companyId }: Scope) => ["users", userId, "companies", companyId] as const;

export const companySettingsKeys = {
  info: (scope: Scope) => [...base(scope), "info"] as const,
  settings: (scope: Scope) => [...base(scope), "settings"] as const,
  logo: (scope: Scope, type: LogoType) => [...base(scope), "logo", type] as const,
  files: (scope: Scope) => [...base(scope), "company-files"] as const,
  filesPage: (scope: Scope, page: number) => [...companySettingsKeys.files(scope), page] as const,
  /** The same key the reminders use for their categories, so both see a change at once. */
  list: (scope: Scope, type: string) => [...base(scope), "categories", type] as const,
};

export const companyPath = (companyId: string, rest = "") => `/companies/${companyId}${rest}`;
