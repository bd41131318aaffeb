import { TEMPLATE_LIMITS, templateInputSchema } from "@app/contract";
import { Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { maxLengthOf } from "../../../lib/forms";
import { newQuestion, type SectionDraft, type TemplateForm } from "../template-draft";
import { ItemActions } from "./item-actions";
import { QuestionEditor } from "./question-editor";

const TITLE_MAX = maxLengthOf(templateInputSchema, "sections.title");

interface Props {
  form: TemplateForm;
  section: SectionDraft;
  index: number;
  count: number;
}

/** One section: its title and its questions, in order. */
export function SectionEditor({ form, section, index, count }: Props) {
  const { t } = useTranslation("investigations");
  const path = `sections.${index}`;
  const questions = `${path}.questions`;
  const n = index + 1;

  return (
    <Paper withBorder p="md" radius="sm" role="group" aria-label={t("editor.section", { n })}>
      <Stack gap="sm">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label={t("editor.sectionTitle", { n })}
            required
            flex={1}
            maxLength={TITLE_MAX}
            {...form.getInputProps(`${path}.title`)}
          />
          <Group mt={26}>
            <ItemActions
              index={index}
              count={count}
              labels={{
                up: t("editor.sectionUp", { n }),
                down: t("editor.sectionDown", { n }),
                remove: t("editor.sectionRemove", { n }),
              }}
              onMove={(to) => form.reorderListItem("sections", { from: index, to })}
              onRemove={() => form.removeListItem("sections", index)}
            />
          </Group>
        </Group>
        {section.questions.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("editor.noQuestions")}
          </Text>
        )}
        {section.questions.map((question, q) => (
          <QuestionEditor
            key={question.key}
            form={form}
            path={`${questions}.${q}`}
            question={question}
            n={q + 1}
            count={section.questions.length}
            onMove={(to) => form.reorderListItem(questions, { from: q, to })}
            onRemove={() => form.removeListItem(questions, q)}
          />
        ))}
        <Group>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={section.questions.length >= TEMPLATE_LIMITS.questions}
            onClick={() => form.insertListItem(questions, newQuestion())}
          >
            {t("editor.addQuestion", { n })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
