import { type AuthorizeBody, authorizeResponseSchema, WEB_APP_ID } from "@app/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const authorize = (body: AuthorizeBody) =>
  api.post("/authorize", authorizeResponseSchema, { query: { appId: WEB_APP_ID }, body });

export const useAuthorize = () => useMutation({ mutationFn: authorize });
