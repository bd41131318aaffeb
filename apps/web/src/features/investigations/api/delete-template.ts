import { okSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { investigationKeys, type Scope, templatesPath } from "./keys";

export const deleteTemplate = (companyId: string, templateId: string) =>
  api.delete(templatesPath(companyId, templateId), okSchema);

export function useDeleteTemplate(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => deleteTemplate(scope.companyId, templateId),
    onSuccess: (_ok, templateId) => {
      queryClient.removeQueries({ queryKey: investigationKeys.template(scope, templateId) });
      void queryClient.invalidateQueries({ queryKey: investigationKeys.templates(scope), exact: true });
    },
  });
}
