import { esignVerificationSchema } from "@app/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Sends a PDF (no sign-in): is it a sealed document of this installation, and of which request. */
export const verifyDocument = (file: File) =>
  api.post("/e-sign/verify", esignVerificationSchema, { body: new Blob([file], { type: "application/pdf" }) });

export function useVerifyDocument() {
  return useMutation({ mutationFn: verifyDocument });
}
