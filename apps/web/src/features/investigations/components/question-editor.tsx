import { type QuestionType, questionTypes, TEMPLATE_LIMITS, templateInputSchema } from "@app/contract";
import { Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { maxLengthOf } from "../../../lib/forms";
import { newLine, type QuestionDraft, type TemplateForm } from "../template-draft";
import { ItemActions } from "./item-actions";
import { LinesEditor } from "./lines-editor";

const QUESTION_MAX = maxLengthOf(templateInputSchema, "sections.questions.text");
const CHOICE_MAX = maxLengthOf(templateInputSchema, "sections.questions.choices.*");

interface Props {
  form: TemplateForm;
  /** The question's path in the form ("sections.0.questions.1"). */
  path: string;
  question: QuestionDraft;
  /** 1-based, within its section. */
  n: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One question: its text, the type of answer it takes and, for a choice, the choices. */
export function QuestionEditor({ form, path, question, n, count, onMove, onRemove }: Props) {
  const { t } = useTranslation("investigations");
  const choices = `${path}.choices`;
  const setType = (type: QuestionType) => {
    form.setFieldValue(`${path}.type`, type);
    // A new choice question starts with two empty choices to fill in.
    if (type === "choice" && question.choices.length === 0) form.setFieldValue(choices, [newLine(), newLine()]);
  };

  return (
    <Paper withBorder p="sm" radius="sm" role="group" aria-label={t("editor.question", { n })}>
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label={t("editor.questionText", { n })}
            required
            flex={1}
            maxLength={QUESTION_MAX}
            {...form.getInputProps(`${path}.text`)}
          />
          <Select
            label={t("editor.questionType", { n })}
            w={200}
            allowDeselect={false}
            data={questionTypes.map((type) => ({ value: type, label: t(`editor.types.${type}`) }))}
            value={question.type}
            onChange={(type) => type && setType(type as QuestionType)}
          />
          <Group mt={26}>
            <ItemActions
              index={n - 1}
              count={count}
              labels={{
                up: t("editor.questionUp", { n }),
                down: t("editor.questionDown", { n }),
                remove: t("editor.questionRemove", { n }),
              }}
              onMove={onMove}
              onRemove={onRemove}
            />
          </Group>
        </Group>
        {question.type === "choice" && (
          <>
            <LinesEditor
              label={t("editor.choices", { n })}
              lines={question.choices}
              errors={(index) => form.errors[`${choices}.${index}`] as string | undefined}
              labels={(c) => ({
                field: t("editor.choice", { n: c }),
                up: t("editor.choiceUp", { n: c }),
                down: t("editor.choiceDown", { n: c }),
                remove: t("editor.choiceRemove", { n: c }),
              })}
              add={t("editor.addChoice")}
              max={TEMPLATE_LIMITS.choices}
              maxLength={CHOICE_MAX}
              onChange={(index, text) => form.setFieldValue(`${choices}.${index}.text`, text)}
              onAdd={() => form.insertListItem(choices, newLine())}
              onMove={(from, to) => form.reorderListItem(choices, { from, to })}
              onRemove={(index) => form.removeListItem(choices, index)}
            />
            {form.errors[choices] && (
              <Text size="xs" c="red.8" role="alert">
                {form.errors[choices]}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
