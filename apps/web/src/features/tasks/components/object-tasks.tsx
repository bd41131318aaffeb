import type { Task } from "@app/contract";
import { Anchor, Avatar, Button, ThemeIcon } from "@mantine/core";
import { IconCheck, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { ObjectSection } from "../../../components/object-section";
import { QueryBoundary } from "../../../components/query-boundary";
import { UserAvatar } from "../../../components/user-avatar";
import { formatDate } from "../../../lib/dates";
import { usePermissions } from "../../../lib/permissions";
import { useSession } from "../../../lib/session";
import { useObjectTasks } from "../api/get-tasks";
import { useTaskParam } from "../task-param";

/** An object's tasks on its page; a task and "New task" open in the task editor (by the address). */
export function ObjectTasks({ companyId, publicationId }: { companyId: string; publicationId: string }) {
  const { t } = useTranslation("tasks");
  const { user } = useSession();
  const { has } = usePermissions(companyId);
  const tasks = useObjectTasks({ userId: user.id, companyId }, publicationId);
  const editor = useTaskParam();

  return (
    <ObjectSection
      title={t("object.title")}
      actions={
        has("Tasks") && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => editor.open("new", { publicationId })}
          >
            {t("object.add")}
          </Button>
        )
      }
    >
      <QueryBoundary query={tasks} failed={t("object.failed")} placeholders={2} empty={t("object.empty")}>
        {(rows) => (
          <ListTable<Task>
            aria-label={t("object.title")}
            records={rows}
            columns={[
              {
                accessor: "done",
                title: t("object.done"),
                width: 60,
                render: (task) =>
                  task.done ? (
                    <ThemeIcon size="sm" radius="xl" color="teal.9" aria-label={t("status.done")} role="img">
                      <IconCheck size={12} aria-hidden />
                    </ThemeIcon>
                  ) : null,
              },
              {
                accessor: "title",
                title: t("fields.title"),
                render: (task) => (
                  <Anchor component="button" type="button" size="sm" onClick={() => editor.open(task.id)}>
                    {task.title}
                  </Anchor>
                ),
              },
              {
                accessor: "dueDate",
                title: t("object.due"),
                render: (task) =>
                  task.dueDate ? `${formatDate(task.dueDate)}${task.dueTime ? ` ${task.dueTime}` : ""}` : "–",
              },
              {
                accessor: "members",
                title: t("object.members"),
                visibleFrom: "xs",
                render: (task) => (
                  <Avatar.Group spacing="xs">
                    {task.members.map((member) => (
                      <UserAvatar
                        key={member.id}
                        userId={member.id}
                        name={member.name}
                        hasImage={member.hasAvatar}
                        size="sm"
                      />
                    ))}
                  </Avatar.Group>
                ),
              },
            ]}
          />
        )}
      </QueryBoundary>
    </ObjectSection>
  );
}
