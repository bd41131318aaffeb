import { type InvestigationTemplate, investigationTemplateSchema, type TemplateInput } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { investigationKeys, type Scope, templatesPath } from "./keys";

export const createTemplate = (companyId: string, input: TemplateInput) =>
  api.post(templatesPath(companyId), investigationTemplateSchema, { body: input });

/** PUT the whole template, based on the `version` it was read at (409 STALE_VERSION when older). */
export const updateTemplate = (companyId: string, templateId: string, input: TemplateInput) =>
  api.put(templatesPath(companyId, templateId), investigationTemplateSchema, { body: input });

/** Creates (without an id) or saves a template; it becomes the loaded one and the list reads again. */
export function useSaveTemplate(scope: Scope, templateId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TemplateInput) =>
      templateId ? updateTemplate(scope.companyId, templateId, input) : createTemplate(scope.companyId, input),
    onSuccess: (saved: InvestigationTemplate) => {
      queryClient.setQueryData(investigationKeys.template(scope, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: investigationKeys.templates(scope), exact: true });
    },
  });
}
