import { commentSchema, okSchema } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { publicationKeys, publicationPath, type Scope } from "./keys";

const path = (companyId: string, id: string, commentId?: string) =>
  `${publicationPath(companyId, id)}/comments${commentId ? `/${commentId}` : ""}`;

export const getComments = (companyId: string, id: string) =>
  api.get(path(companyId, id), z.array(commentSchema), { errorPages: false });

/** The object's comments, newest last. */
export function useComments(scope: Scope, id: string) {
  return useQuery({
    queryKey: publicationKeys.part(scope, id, "comments"),
    queryFn: () => getComments(scope.companyId, id),
  });
}

type CommentChange =
  | { kind: "add"; body: string }
  | { kind: "edit"; commentId: string; body: string }
  | { kind: "delete"; commentId: string };

export function useChangeComment(scope: Scope, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CommentChange): Promise<unknown> => {
      const { companyId } = scope;
      if (change.kind === "add") return api.post(path(companyId, id), commentSchema, { body: { body: change.body } });
      if (change.kind === "edit")
        return api.put(path(companyId, id, change.commentId), commentSchema, { body: { body: change.body } });
      return api.delete(path(companyId, id, change.commentId), okSchema);
    },
    onSettled: () => client.invalidateQueries({ queryKey: publicationKeys.part(scope, id, "comments") }),
  });
}
