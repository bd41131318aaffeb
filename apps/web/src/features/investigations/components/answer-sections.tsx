import type { Investigation } from "@app/contract";
import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Scope } from "../api/keys";
import { QuestionAnswer } from "./question-answer";

interface Props {
  scope: Scope;
  publicationId: string;
  sections: Investigation["sections"];
  readOnly: boolean;
}

/** The investigation's sections, each with its questions and their answers. */
export function AnswerSections({ scope, publicationId, sections, readOnly }: Props) {
  const { t } = useTranslation("investigations");
  if (sections.every((section) => section.questions.length === 0)) {
    return (
      <Text size="sm" c="dimmed">
        {t("object.noQuestions")}
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <Stack key={section.id} gap="sm" component="section" aria-label={section.title}>
          <Title order={3} fz="h5">
            {section.title}
          </Title>
          {section.questions.map((question) => (
            <QuestionAnswer
              key={question.id}
              scope={scope}
              publicationId={publicationId}
              question={question}
              readOnly={readOnly}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
