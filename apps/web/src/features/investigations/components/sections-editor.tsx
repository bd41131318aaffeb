import { TEMPLATE_LIMITS } from "@app/contract";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { newSection, type TemplateForm } from "../template-draft";
import { SectionEditor } from "./section-editor";

/** The template's sections, each with its questions; sections are added, moved and removed here. */
export function SectionsEditor({ form }: { form: TemplateForm }) {
  const { t } = useTranslation("investigations");
  const { sections } = form.values;
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t("editor.sections")}
      </Title>
      {sections.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("editor.noSections")}
        </Text>
      )}
      {sections.map((section, index) => (
        <SectionEditor key={section.key} form={form} section={section} index={index} count={sections.length} />
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={sections.length >= TEMPLATE_LIMITS.sections}
          onClick={() => form.insertListItem("sections", newSection())}
        >
          {t("editor.addSection")}
        </Button>
      </Group>
    </Stack>
  );
}
