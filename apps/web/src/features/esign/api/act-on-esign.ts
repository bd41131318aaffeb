import { type EsignSign, esignRequestSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { savePdf } from "../download";
import { esignKeys, esignPath, type Scope } from "./keys";

/** What a member may do to a request: the body each action's endpoint takes. */
export type EsignAction =
  | { action: "sign"; body: EsignSign }
  | { action: "decline"; body: { reason: string } }
  | { action: "remind"; body?: undefined }
  | { action: "cancel"; body?: undefined };

export const actOnEsign = (companyId: string, esignId: string, { action, body }: EsignAction) =>
  api.post(`${esignPath(companyId, esignId)}/${action}`, esignRequestSchema, { body: body ?? {} });

/** Sign, decline, remind or cancel; the answer is the request as it is now, and the lists are read again. */
export function useActOnEsign(scope: Scope, esignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: EsignAction) => actOnEsign(scope.companyId, esignId, action),
    onSuccess: (request) => {
      queryClient.setQueryData(esignKeys.detail(scope, esignId), request);
      return queryClient.invalidateQueries({ queryKey: esignKeys.all(scope) });
    },
  });
}

/** Downloads the original or the sealed PDF under its name. */
export async function downloadEsignPdf(companyId: string, esignId: string, which: "document" | "sealed", name: string) {
  savePdf(await api.getBlob(`${esignPath(companyId, esignId)}/${which}`, { errorPages: false }), name);
}
