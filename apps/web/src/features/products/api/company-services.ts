import { type CompanyServiceCreate, type CompanyServiceUpdate, companyServiceSchema, okSchema } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { productKeys, type Scope, servicesPath } from "./keys";

/** The services the company offers, in order. */
export function useCompanyServices(scope: Scope) {
  return useQuery({
    queryKey: productKeys.services(scope),
    queryFn: () => api.get(servicesPath(scope.companyId), z.array(companyServiceSchema)),
  });
}

export type ServiceSave = { id: null; body: CompanyServiceCreate } | { id: string; body: CompanyServiceUpdate };

export function useSaveCompanyService(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: ServiceSave) =>
      id === null
        ? api.post(servicesPath(scope.companyId), companyServiceSchema, { body })
        : api.put(servicesPath(scope.companyId, id), companyServiceSchema, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productKeys.services(scope) }),
  });
}

export function useDeleteCompanyService(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(servicesPath(scope.companyId, id), okSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productKeys.services(scope) }),
  });
}
