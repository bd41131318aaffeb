import type { LogoType } from "@app/contract";
import { queryKeys, type Scope } from "../../../lib/query-keys";

export type { Scope };

export const companySettingsKeys = {
  info: queryKeys.companyInfo,
  settings: queryKeys.companySettings,
  logo: (scope: Scope, type: LogoType) => [...queryKeys.company(scope), "logo", type] as const,
  files: (scope: Scope) => [...queryKeys.company(scope), "company-files"] as const,
  filesPage: (scope: Scope, page: number) => [...companySettingsKeys.files(scope), page] as const,
  /** The same key the reminders use for their categories, so both see a change at once. */
  list: queryKeys.companyList,
};

export const companyPath = (companyId: string, rest = "") => `/companies/${companyId}${rest}`;
