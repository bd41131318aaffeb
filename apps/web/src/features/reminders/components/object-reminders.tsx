import "../reminders.css";
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconBellPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/dates";
import { usePermissions } from "../../../lib/permissions";
import { useSession } from "../../../lib/session";
import { useObjectReminders } from "../api/get-object-reminders";
import { CreateReminderModal } from "./create-reminder-modal";
import { DueDate } from "./due-date";

/**
 * An object's reminders with an "Add reminder" button, for the object page. Shows nothing where
 * the company lacks the documentReminder feature or the user the DocumentReminders permission.
 */
export function ObjectReminders({
  companyId,
  publicationId,
  publicationName,
}: {
  companyId: string;
  publicationId: string;
  publicationName: string;
}) {
  const { t } = useTranslation("reminders");
  const { user, companies } = useSession();
  const company = companies.find((c) => c.id === companyId);
  const permissions = usePermissions(companyId);
  const usable = Boolean(company?.enabledFeatures.documentReminder && permissions.has("DocumentReminders"));
  const scope = { userId: user.id, companyId };
  const reminders = useObjectReminders(usable ? scope : null, publicationId);
  const [creating, setCreating] = useState(false);

  if (!usable) return null;
  const headingId = `object-reminders-${publicationId}`;

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h5" id={headingId}>
          {t("object.title")}
        </Title>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconBellPlus size={14} aria-hidden />}
          onClick={() => setCreating(true)}
        >
          {t("object.add")}
        </Button>
      </Group>
      {reminders.isPending ? (
        <Stack gap={6}>
          <Skeleton h={28} />
          <Skeleton h={28} />
        </Stack>
      ) : reminders.data?.length ? (
        <Table fz="sm" verticalSpacing={4} aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("fields.title")}</Table.Th>
              <Table.Th>{t("fields.reminderAt")}</Table.Th>
              <Table.Th visibleFrom="xs">{t("fields.enddate")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reminders.data.map((reminder) => (
              <Table.Tr key={reminder.id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Anchor component={Link} to={`/list/reminder/${reminder.id}`} fz="sm">
                      {reminder.title}
                    </Anchor>
                    {reminder.status && (
                      <Badge size="xs" variant="light" color="gray">
                        {t("status.completed")}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <DueDate reminderAt={reminder.reminderAt} />
                </Table.Td>
                <Table.Td visibleFrom="xs">{formatDate(reminder.enddate) || "–"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          {t("object.empty")}
        </Text>
      )}
      <CreateReminderModal
        scope={scope}
        publicationId={publicationId}
        publicationName={publicationName}
        me={{ id: user.id, name: user.name, email: user.email }}
        opened={creating}
        onClose={() => setCreating(false)}
      />
    </Paper>
  );
}
