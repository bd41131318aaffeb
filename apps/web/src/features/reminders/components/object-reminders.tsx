import "../reminders.css";
import type { Notice } from "@app/contract";
import { Button } from "@mantine/core";
import { IconBellPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { formatDate } from "../../../lib/dates";
import { lazyModal } from "../../../lib/lazy-modal";
import { usePermissions } from "../../../lib/permissions";
import { useSession } from "../../../lib/session";
import { useObjectReminders } from "../api/get-object-reminders";
import { DueDate } from "./due-date";
import { ReminderName } from "./reminder-name";

const CreateReminderModal = lazyModal(() =>
  import("./create-reminder-modal").then((module) => module.CreateReminderModal),
);

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

  return (
    <ObjectSection
      title={t("object.title")}
      actions={
        <Button
          size="xs"
          variant="default"
          leftSection={<IconBellPlus size={14} aria-hidden />}
          onPointerEnter={CreateReminderModal.preload}
          onFocus={CreateReminderModal.preload}
          onClick={() => setCreating(true)}
        >
          {t("object.add")}
        </Button>
      }
    >
      <QueryBoundary query={reminders} failed={t("list.failed")} placeholders={2} empty={t("object.empty")}>
        {(rows) => (
          <ListTable<Notice>
            aria-label={t("object.title")}
            records={rows}
            columns={[
              {
                accessor: "title",
                title: t("fields.title"),
                render: (reminder) => <ReminderName reminder={reminder} to={`/list/reminder/${reminder.id}`} />,
              },
              {
                accessor: "reminderAt",
                title: t("fields.reminderAt"),
                render: (reminder) => <DueDate reminderAt={reminder.reminderAt} />,
              },
              {
                accessor: "enddate",
                title: t("fields.enddate"),
                visibleFrom: "xs",
                render: (reminder) => formatDate(reminder.enddate) || "–",
              },
            ]}
          />
        )}
      </QueryBoundary>
      <CreateReminderModal
        scope={scope}
        publicationId={publicationId}
        publicationName={publicationName}
        me={{ id: user.id, name: user.name, email: user.email }}
        opened={creating}
        onClose={() => setCreating(false)}
      />
    </ObjectSection>
  );
}
