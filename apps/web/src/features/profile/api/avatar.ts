import { type AvatarCrop, okSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** PUT /users/{userId}/avatar: the picked file as it is, with the rectangle to keep (the server makes the 256 px WebP). */
export const uploadAvatar = (userId: string, file: Blob, crop: AvatarCrop) =>
  api.put(`/users/${userId}/avatar`, okSchema, { body: file, query: crop });

/** DELETE /users/{userId}/avatar: initials are shown again. */
export const removeAvatar = (userId: string) => api.delete(`/users/${userId}/avatar`, okSchema);

/** The current user (hasAvatar) and the image itself, wherever they are shown, load again. */
function useInvalidateUser(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.user(userId) });
}

export function useUploadAvatar(userId: string) {
  const onSuccess = useInvalidateUser(userId);
  return useMutation({
    mutationFn: ({ file, crop }: { file: Blob; crop: AvatarCrop }) => uploadAvatar(userId, file, crop),
    onSuccess,
  });
}

export function useRemoveAvatar(userId: string) {
  const onSuccess = useInvalidateUser(userId);
  return useMutation({ mutationFn: () => removeAvatar(userId), onSuccess });
}
