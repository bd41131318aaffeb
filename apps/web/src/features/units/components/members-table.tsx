import type { UnitMember } from "@app/contract";
import { Button, Group, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { PersonLink } from "../../../components/person-link";
import { DeleteAction } from "../../../components/row-actions";
import { formatDate } from "../../../lib/dates";
import { MemberStatusBadge } from "./unit-status-badge";

/** The unit's members: name and email, their place (with the button that changes it), since when, remove. */
export function MembersTable({
  members,
  busy,
  onToggle,
  onRemove,
}: {
  members: UnitMember[];
  busy: (member: UnitMember) => boolean;
  onToggle: (member: UnitMember) => void;
  onRemove: (member: UnitMember) => void;
}) {
  const { t } = useTranslation("units");
  return (
    <ListTable<UnitMember>
      aria-label={t("members.title")}
      records={members}
      idAccessor={(member) => member.user.id}
      columns={[
        {
          accessor: "name",
          title: t("fields.name"),
          render: (member) => (
            <div>
              <PersonLink user={member.user} size="sm" />
              <Text size="xs" c="dimmed" style={{ overflowWrap: "break-word" }}>
                {member.user.email}
              </Text>
            </div>
          ),
        },
        {
          accessor: "status",
          title: t("fields.status"),
          render: (member) => (
            <Group gap={4} wrap="wrap">
              <MemberStatusBadge status={member.status} />
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={busy(member)}
                aria-label={t(member.status === "ASSIGNED" ? "members.unassign" : "members.assign", {
                  name: member.user.name,
                })}
                onClick={() => onToggle(member)}
              >
                {t(member.status === "ASSIGNED" ? "members.unassignShort" : "members.assignShort")}
              </Button>
            </Group>
          ),
        },
        {
          accessor: "addedAt",
          title: t("members.addedAt"),
          width: 110,
          visibleFrom: "md",
          render: (member) => formatDate(member.addedAt),
        },
        {
          accessor: "actions",
          title: <VisuallyHidden>{t("actions.label")}</VisuallyHidden>,
          width: 48,
          render: (member) => (
            <DeleteAction
              label={t("members.remove", { name: member.user.name })}
              loading={busy(member)}
              onClick={() => onRemove(member)}
            />
          ),
        },
      ]}
    />
  );
}
