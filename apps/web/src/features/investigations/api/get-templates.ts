import { investigationTemplateSchema } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { investigationKeys, type Scope, templatesPath } from "./keys";

export const getTemplates = (companyId: string) =>
  api.get(templatesPath(companyId), z.array(investigationTemplateSchema), { errorPages: false });

export const templatesQuery = (scope: Scope) =>
  queryOptions({ queryKey: investigationKeys.templates(scope), queryFn: () => getTemplates(scope.companyId) });

/** The company's investigation templates. */
export function useTemplates(scope: Scope, enabled = true) {
  return useQuery({ ...templatesQuery(scope), enabled });
}
