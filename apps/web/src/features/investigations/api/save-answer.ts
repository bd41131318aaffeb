import { answeredQuestionSchema, ErrorCode, type Investigation } from "@app/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod/mini";
import { ApiError, api } from "../../../lib/api-client";
import { investigationKeys, investigationPath, type Scope } from "./keys";

export type AnsweredQuestion = z.infer<typeof answeredQuestionSchema>;

export const saveAnswer = (companyId: string, publicationId: string, questionId: string, answer: string | null) =>
  api.put(`${investigationPath(companyId, publicationId)}/answers`, answeredQuestionSchema, {
    body: { questionId, answer },
  });

/** The loaded investigation with one question as the server answered it. */
const withQuestion = (investigation: Investigation, saved: AnsweredQuestion): Investigation => ({
  ...investigation,
  sections: investigation.sections.map((section) => ({
    ...section,
    questions: section.questions.map((question) => (question.id === saved.id ? saved : question)),
  })),
});

/**
 * Saves one answer; the answered question (who, when) replaces the loaded one. Refused because the
 * investigation was closed meanwhile, the investigation is read again (it shows closed, read-only).
 */
export function useSaveAnswer(scope: Scope, publicationId: string) {
  const queryClient = useQueryClient();
  const key = investigationKeys.object(scope, publicationId);
  return useMutation({
    mutationFn: ({ questionId, answer }: { questionId: string; answer: string | null }) =>
      saveAnswer(scope.companyId, publicationId, questionId, answer),
    onSuccess: (saved) =>
      queryClient.setQueryData<Investigation>(key, (current) => current && withQuestion(current, saved)),
    onError: (error) => {
      if (error instanceof ApiError && error.code === ErrorCode.InvestigationClosed)
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
