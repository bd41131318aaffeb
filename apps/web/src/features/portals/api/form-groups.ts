import { type FormGroup, formGroupListSchema, formGroupSchema } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { portalKeys, type Scope } from "./keys";

/** The company's form-app groups by name (GET /companies/{id}/form-groups). */
export function useFormGroups(scope: Scope) {
  return useQuery({
    queryKey: portalKeys.formGroups(scope),
    queryFn: () => api.get(`/companies/${scope.companyId}/form-groups`, formGroupListSchema, { errorPages: false }),
  });
}

/** Create a group (409 FORM_GROUP_LIMIT_REACHED past the company's limit) and add members. */
export function useFormGroupMutations(scope: Scope) {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: portalKeys.formGroups(scope) });
  return {
    create: useMutation({
      mutationFn: (name: string) =>
        api.post(`/companies/${scope.companyId}/form-groups`, formGroupSchema, { body: { name } }),
      onSuccess,
    }),
    addMember: useMutation({
      mutationFn: ({ group, userId }: { group: FormGroup; userId: string }) =>
        api.post(`/form-groups/${group.id}/users`, formGroupSchema, {
          query: { companyId: scope.companyId },
          body: { userId },
        }),
      onSuccess,
    }),
  };
}
