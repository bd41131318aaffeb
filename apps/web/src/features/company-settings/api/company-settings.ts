import { type CompanySettings, companySettingsSchema } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { companyPath, companySettingsKeys, type Scope } from "./keys";

/** GET /companies/{id}/settings: second factor and feature flags. */
export const getCompanySettings = (companyId: string) =>
  api.get(companyPath(companyId, "/settings"), companySettingsSchema);

export function useCompanySettings(scope: Scope, enabled = true) {
  return useQuery({
    queryKey: companySettingsKeys.settings(scope),
    queryFn: () => getCompanySettings(scope.companyId),
    enabled,
  });
}

export const saveCompanySettings = (companyId: string, settings: CompanySettings) =>
  api.put(companyPath(companyId, "/settings"), companySettingsSchema, { body: settings });

/** PUT /companies/{id}/settings (account administrators); the company list, and with it the side menu, reloads. */
export function useSaveCompanySettings(scope: Scope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: CompanySettings) => saveCompanySettings(scope.companyId, settings),
    onSuccess: (saved) => {
      client.setQueryData(companySettingsKeys.settings(scope), saved);
      return client.invalidateQueries({ queryKey: queryKeys.companies(scope.userId), exact: true });
    },
  });
}
