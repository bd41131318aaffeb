import { Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TemplateDraft } from "../template-draft";
import { AnswerField } from "./answer-field";

const ignore = () => {};

/** The template's questions as an investigation shows them, read-only. */
export function TemplatePreview({ draft }: { draft: TemplateDraft }) {
  const { t } = useTranslation("investigations");
  const sections = draft.sections.filter((section) => section.title.trim() || section.questions.length > 0);
  return (
    <Paper withBorder p="md" radius="sm">
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t("editor.previewHint")}
        </Text>
        {sections.length === 0 && <Text size="sm">{t("editor.previewEmpty")}</Text>}
        {sections.map((section) => (
          <Stack key={section.key} gap="sm" component="section" aria-label={section.title}>
            <Title order={3} fz="h5">
              {section.title}
            </Title>
            {section.questions.map((question) => (
              <AnswerField
                key={question.key}
                question={{
                  id: question.key,
                  text: question.text || t("editor.untitledQuestion"),
                  type: question.type,
                  choices: question.choices.map((choice) => choice.text).filter(Boolean),
                }}
                value={null}
                onChange={ignore}
                readOnly
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
