import { type AuthorizeSmsBody, sessionSchema, WEB_APP_ID } from "@app/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Second sign-in step: the six-digit code sent by SMS or email. */
export const authorizeCode = (body: AuthorizeSmsBody) =>
  api.post("/authorize-sms", sessionSchema, { query: { appId: WEB_APP_ID }, body });

export const useAuthorizeCode = () => useMutation({ mutationFn: authorizeCode });
