import { investigationTemplateSchema } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { investigationKeys, type Scope, templatesPath } from "./keys";

export const getTemplate = (companyId: string, templateId: string) =>
  api.get(templatesPath(companyId, templateId), investigationTemplateSchema);

export const templateQuery = (scope: Scope, templateId: string) =>
  queryOptions({
    queryKey: investigationKeys.template(scope, templateId),
    queryFn: () => getTemplate(scope.companyId, templateId),
  });

/** One template, as its editor starts from it. */
export function useTemplate(scope: Scope, templateId: string) {
  return useQuery(templateQuery(scope, templateId));
}
