import { type Notice, type NoticeInput, noticeSchema } from "@app/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { noticesPath, reminderKeys, type Scope } from "./keys";

/** The whole notice as PUT takes it (ids instead of nested users and category), based on its version. */
export function toInput(notice: Notice): Required<NoticeInput> {
  return {
    title: notice.title,
    description: notice.description,
    enddate: notice.enddate,
    reminderAt: notice.reminderAt,
    noticePeriod: notice.noticePeriod,
    status: notice.status,
    tag: notice.tag,
    managerId: notice.manager?.id ?? null,
    assigneeIds: notice.assignees.map((a) => a.id),
    categoryId: notice.companyCategory?.id ?? null,
    version: notice.version,
  };
}

export const updateNotice = (companyId: string, id: string, input: NoticeInput) =>
  api.put(noticesPath(companyId, id), noticeSchema, { body: input });

/** Makes the notice the loaded one and lets the lists read again. */
export function storeNotice(queryClient: QueryClient, scope: Scope, notice: Notice) {
  queryClient.setQueryData(reminderKeys.detail(scope, notice.id), notice);
  void queryClient.invalidateQueries({ queryKey: reminderKeys.all(scope), refetchType: "active" });
}

/** Saves the whole notice; the answer becomes the loaded one. */
export function useUpdateNotice(scope: Scope, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticeInput) => updateNotice(scope.companyId, id, input),
    onSuccess: (notice) => storeNotice(queryClient, scope, notice),
  });
}
