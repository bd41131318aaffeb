import { type noticeCreateSchema, noticeSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { noticesPath, reminderKeys, type Scope } from "./keys";

export type NoticeCreate = z.input<typeof noticeCreateSchema>;

export const createNotice = (companyId: string, input: NoticeCreate) =>
  api.post(noticesPath(companyId), noticeSchema, { body: input });

export function useCreateNotice(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticeCreate) => createNotice(scope.companyId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reminderKeys.all(scope) }),
  });
}
