import { type EsignSign, okSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { savePdf } from "../download";
import { linkKey, linkPath } from "./keys";

/** What an outside signer does through the link: the body each action's endpoint takes. */
export type LinkAction =
  | { action: "code"; body?: undefined }
  | { action: "verify"; body: { code: string } }
  | { action: "sign"; body: EsignSign }
  | { action: "decline"; body: { reason: string } };

export const actOnLink = (companyId: string, token: string, { action, body }: LinkAction) =>
  api.post(`${linkPath(companyId, token)}/${action}`, okSchema, { body: body ?? {} });

/** Asks for a code, confirms it, signs or declines; the link is read again afterwards. */
export function useActOnLink(companyId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LinkAction) => actOnLink(companyId, token, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkKey(companyId, token) }),
  });
}

/** Opens the document (after the code) as a download under its name. */
export async function downloadLinkPdf(companyId: string, token: string, name: string) {
  savePdf(await api.getBlob(`${linkPath(companyId, token)}/document`, { errorPages: false }), name);
}
