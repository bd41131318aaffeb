import { type investigationCreateSchema, publicationSchema } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { investigationKeys, investigationsPath, type Scope } from "./keys";

export type InvestigationCreate = z.input<typeof investigationCreateSchema>;

/** POST /investigations: a new object of type investigation, answered as the object. */
export const createInvestigation = (companyId: string, input: InvestigationCreate) =>
  api.post(investigationsPath(companyId), publicationSchema, { body: input });

export function useCreateInvestigation(scope: Scope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvestigationCreate) => createInvestigation(scope.companyId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: investigationKeys.all(scope) }),
  });
}
