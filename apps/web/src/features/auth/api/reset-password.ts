import { okSchema } from "@app/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const resetPassword = (body: { token: string; password: string }) =>
  api.post("/users/reset-password", okSchema, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
