import { answerInputSchema, type Question, type QuestionType } from "@app/contract";
import { Group, Radio, Select, Textarea } from "@mantine/core";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { IsoDateInput } from "../../../components/iso-date-input";
import { maxLengthOf } from "../../../lib/forms";

const ANSWER_MAX = maxLengthOf(answerInputSchema, "answer");

export interface AnswerFieldProps {
  question: Pick<Question, "id" | "text" | "type" | "choices">;
  value: string | null;
  onChange: (value: string | null) => void;
  /** Leaving the field: a typed answer is saved at once. */
  onBlur?: () => void;
  readOnly?: boolean;
  /** Under the field: who answered, or why the answer is not saved. */
  description?: string;
}

function TextAnswer({ question, value, onChange, onBlur, readOnly, description }: AnswerFieldProps) {
  return (
    <Textarea
      label={question.text}
      description={description}
      inputWrapperOrder={["label", "input", "description"]}
      value={value ?? ""}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      onBlur={onBlur}
      readOnly={readOnly}
      autosize
      minRows={2}
      maxRows={12}
      maxLength={ANSWER_MAX}
    />
  );
}

function YesNoAnswer({ question, value, onChange, readOnly, description }: AnswerFieldProps) {
  const { t } = useTranslation("investigations");
  return (
    <Radio.Group
      label={question.text}
      description={description}
      inputWrapperOrder={["label", "input", "description"]}
      value={value}
      onChange={onChange}
    >
      <Group gap="lg" my={4}>
        <Radio value="yes" label={t("answer.yes")} disabled={readOnly} />
        <Radio value="no" label={t("answer.no")} disabled={readOnly} />
      </Group>
    </Radio.Group>
  );
}

function ChoiceAnswer({ question, value, onChange, readOnly, description }: AnswerFieldProps) {
  const { t } = useTranslation("investigations");
  return (
    <Select
      label={question.text}
      description={description}
      inputWrapperOrder={["label", "input", "description"]}
      placeholder={readOnly ? undefined : t("answer.choose")}
      data={[...new Set(question.choices)]}
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      clearable={!readOnly}
      clearButtonProps={{ "aria-label": t("answer.clear", { question: question.text }) }}
    />
  );
}

function DateAnswer({ question, value, onChange, readOnly, description }: AnswerFieldProps) {
  return (
    <IsoDateInput
      label={question.text}
      description={description}
      inputWrapperOrder={["label", "input", "description"]}
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      maw={220}
    />
  );
}

const fields: Record<QuestionType, ComponentType<AnswerFieldProps>> = {
  text: TextAnswer,
  yesNo: YesNoAnswer,
  choice: ChoiceAnswer,
  date: DateAnswer,
};

/** The field a question is answered in: text, yes or no, one of its choices, or a date. */
export function AnswerField(props: AnswerFieldProps) {
  const Field = fields[props.question.type];
  return <Field {...props} />;
}
