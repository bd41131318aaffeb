import { SKILL_EXPIRING_DAYS, skillStatuses } from "@app/contract";
import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SkillStatusBadge } from "./skill-status";

/** What the matrix's colours and icons say. */
export function MatrixLegend() {
  const { t } = useTranslation("skills");
  return (
    <Group component="ul" gap="md" p={0} m={0} aria-label={t("matrix.legend")} style={{ listStyle: "none" }}>
      {skillStatuses.map((status) => (
        <Group component="li" key={status} gap={6} wrap="nowrap">
          <SkillStatusBadge status={status} />
          <Text size="xs" c="dimmed">
            {t(`legend.${status}`, { days: SKILL_EXPIRING_DAYS })}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
