import {
  type CompanyInfoInput,
  type CompanyInfoView,
  companyInfoReadSchema,
  companyInfoViewSchema,
} from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { companyPath, companySettingsKeys, type Scope } from "./keys";

/** GET /companies/{id}/info: the spec's company settings fields, or a guest's public face of them. */
export const getCompanyInfo = (companyId: string) => api.get(companyPath(companyId, "/info"), companyInfoReadSchema);

export function useCompanyInfo(scope: Scope) {
  return useQuery({ queryKey: companySettingsKeys.info(scope), queryFn: () => getCompanyInfo(scope.companyId) });
}

export const saveCompanyInfo = (companyId: string, info: CompanyInfoInput) =>
  api.put(companyPath(companyId, "/info"), companyInfoViewSchema, { body: info });

/** PUT /companies/{id}/info; the company list reloads so the header takes the new name and colours at once. */
export function useSaveCompanyInfo(scope: Scope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (info: CompanyInfoInput) => saveCompanyInfo(scope.companyId, info),
    onSuccess: (saved: CompanyInfoView) => {
      client.setQueryData(companySettingsKeys.info(scope), saved);
      return client.invalidateQueries({ queryKey: queryKeys.companies(scope.userId), exact: true });
    },
  });
}
