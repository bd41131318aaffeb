import {
  type CreateMailTemplateBody,
  MAIL_TEMPLATE_PAGE_SIZE,
  mailTemplateSchema,
  okSchema,
  type UpdateMailTemplateBody,
} from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { integrationKeys, type Scope } from "./keys";

/** The spec's paths end in a slash. */
const base = "/companies/mail-templates/";
const one = (id: string) => `/companies/mail-templates/${id}/`;

/** GET /companies/mail-templates/?companyId=&limit=21&offset=: the company's own templates (at most 8 exist). */
export const getMailTemplates = (companyId: string) =>
  api.get(base, z.array(mailTemplateSchema), { query: { companyId, limit: MAIL_TEMPLATE_PAGE_SIZE, offset: 0 } });

export function useMailTemplates(scope: Scope) {
  return useQuery({ queryKey: integrationKeys.mailTemplates(scope), queryFn: () => getMailTemplates(scope.companyId) });
}

export const createMailTemplate = (companyId: string, body: CreateMailTemplateBody) =>
  api.post(base, mailTemplateSchema, { query: { companyId }, body });

export const updateMailTemplate = (companyId: string, id: string, body: UpdateMailTemplateBody) =>
  api.put(one(id), mailTemplateSchema, { query: { companyId }, body });

export const deleteMailTemplate = (companyId: string, id: string) =>
  api.delete(one(id), okSchema, { query: { companyId } });

/** Saves (creates without an id) or resets (deletes the company's own); the list refreshes. */
export function useMailTemplateMutations(scope: Scope) {
  const queryClient = useQueryClient();
  const onSettled = () => void queryClient.invalidateQueries({ queryKey: integrationKeys.mailTemplates(scope) });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateMailTemplateBody }) =>
      id
        ? updateMailTemplate(scope.companyId, id, { subject: body.subject, body: body.body })
        : createMailTemplate(scope.companyId, body),
    onSettled,
  });
  const reset = useMutation({ mutationFn: (id: string) => deleteMailTemplate(scope.companyId, id), onSettled });
  return { save, reset };
}
