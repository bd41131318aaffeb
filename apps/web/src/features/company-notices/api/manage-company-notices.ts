import { type CompanyNoticeInput, companyNoticeSchema, okSchema } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { companyNoticesPath, noticeKeys } from "./keys";

/** GET ?active=false: every notice of the company, scheduled and ended ones too (administrators). */
export const getAllCompanyNotices = (companyId: string) =>
  api.get(companyNoticesPath(companyId), z.array(companyNoticeSchema), { query: { active: "false" } });

export function useAllCompanyNotices(userId: string, companyId: string) {
  return useQuery({
    queryKey: noticeKeys.all(userId, companyId),
    queryFn: () => getAllCompanyNotices(companyId),
  });
}

export const createCompanyNotice = (companyId: string, input: CompanyNoticeInput) =>
  api.post(companyNoticesPath(companyId), companyNoticeSchema, { body: input });

export const updateCompanyNotice = (companyId: string, id: string, input: CompanyNoticeInput) =>
  api.put(companyNoticesPath(companyId, id), companyNoticeSchema, { body: input });

export const deleteCompanyNotice = (companyId: string, id: string) =>
  api.delete(companyNoticesPath(companyId, id), okSchema);

/** Saves (creates without an id) or deletes; the settings list and the banner both refresh. */
export function useCompanyNoticeMutations(userId: string, companyId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: noticeKeys.company(userId, companyId) });
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CompanyNoticeInput }) =>
      id ? updateCompanyNotice(companyId, id, input) : createCompanyNotice(companyId, input),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: string) => deleteCompanyNotice(companyId, id), onSuccess });
  return { save, remove };
}
