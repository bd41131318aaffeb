import { currentUserSchema } from "@app/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const getCurrentUser = (userId: string) => api.get(`/users/${userId}`, currentUserSchema);

export const currentUserQuery = (userId: string) =>
  queryOptions({ queryKey: queryKeys.user(userId), queryFn: () => getCurrentUser(userId) });
