import { okSchema } from "@app/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const forgotPassword = (email: string) =>
  api.post("/users/forgot-password", okSchema, { body: { Email: email } });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
