import { type Checklist, type ChecklistInput, type ChecklistItem, checklistSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, staleCurrent } from "../../../lib/api-client";
import { checklistKeys, checklistPath, type Scope } from "./keys";

/** A change to the items: applied to the checklist as the server has it. */
export type ItemsChange = (items: ChecklistItem[]) => ChecklistInput["items"];

const put = (companyId: string, checklist: Checklist, change: ItemsChange) =>
  api.put(checklistPath(companyId), checklistSchema, {
    body: { publicationId: checklist.publicationId, version: checklist.version, items: change(checklist.items) },
  });

/**
 * Saves a change (tick, add, remove, move) on the version last read. When someone else saved in
 * between, the same change is applied once more to the checklist as it is now, so neither is lost.
 */
export function useSaveChecklist(scope: Scope, publicationId: string) {
  const queryClient = useQueryClient();
  const key = checklistKeys.object(scope, publicationId);
  return useMutation({
    mutationFn: async (change: ItemsChange) => {
      const known = queryClient.getQueryData<Checklist>(key);
      if (!known) throw new Error("The checklist is not loaded");
      try {
        return await put(scope.companyId, known, change);
      } catch (error) {
        const current = staleCurrent(error, checklistSchema);
        if (!current) throw error;
        queryClient.setQueryData(key, current);
        return put(scope.companyId, current, change);
      }
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
