import type { QuestionType } from "@app/contract";
import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/dates";
import type { Scope } from "../api/keys";
import type { AnsweredQuestion } from "../api/save-answer";
import { useAnswerDraft } from "../use-answer-draft";
import { AnswerField } from "./answer-field";
import { SaveStatus } from "./save-status";

/** Typed answers wait for a pause; a pick (yes/no, a choice, a date) is saved at once. */
const typed: Record<QuestionType, boolean> = { text: true, yesNo: false, choice: false, date: false };

interface Props {
  scope: Scope;
  publicationId: string;
  question: AnsweredQuestion;
  readOnly: boolean;
}

/** One question with its answer, saved as it is given, who answered it and when. */
export function QuestionAnswer({ scope, publicationId, question, readOnly }: Props) {
  const { t } = useTranslation("investigations");
  const answer = useAnswerDraft(scope, publicationId, question);
  const answered =
    question.answeredBy && question.answeredAt
      ? t("answer.answeredBy", { name: question.answeredBy.name, date: formatDateTime(question.answeredAt) })
      : undefined;

  return (
    <Stack gap={2}>
      <AnswerField
        question={question}
        value={answer.draft}
        readOnly={readOnly}
        description={answered}
        onChange={(value) => answer.change(value, typed[question.type])}
        onBlur={answer.flush}
      />
      <SaveStatus state={answer.state} error={answer.error} question={question.text} onRetry={answer.retry} />
    </Stack>
  );
}
