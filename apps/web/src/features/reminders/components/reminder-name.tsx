import type { Notice } from "@app/contract";
import { Anchor, Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** A reminder's name linking to its detail, marked when completed. */
export function ReminderName({ reminder, to }: { reminder: Notice; to: string }) {
  const { t } = useTranslation("reminders");
  return (
    <Group gap={6} wrap="wrap">
      <Anchor component={Link} to={to} fz="sm" fw={500}>
        {reminder.title}
      </Anchor>
      {reminder.status && (
        <Badge size="xs" variant="light" color="gray">
          {t("status.completed")}
        </Badge>
      )}
    </Group>
  );
}
