import type { UserSkill } from "@app/contract";
import { Button, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { DeleteAction, EditAction, RowActions } from "../../../components/row-actions";
import { formatDate } from "../../../lib/dates";
import { SkillStatusBadge } from "./skill-status";

/**
 * People's skills: person, skill, status (colour with its word), achieved and valid-until dates,
 * the certificate to download; edit (renew) and delete with Skills.
 */
export function UserSkillsTable({
  rows,
  fetching,
  canWrite,
  onEdit,
  onDelete,
  onDownload,
}: {
  rows: UserSkill[];
  fetching: boolean;
  canWrite: boolean;
  onEdit: (row: UserSkill) => void;
  onDelete: (row: UserSkill) => void;
  onDownload: (row: UserSkill) => void;
}) {
  const { t } = useTranslation("skills");
  return (
    <ListTable<UserSkill>
      aria-label={t("list.tableLabel")}
      records={rows}
      fetching={fetching}
      columns={[
        { accessor: "user", title: t("fields.person"), render: (row) => row.user.name },
        {
          accessor: "skill",
          title: t("fields.skill"),
          render: (row) => (
            <div>
              <Text fz="sm">{row.skill.name}</Text>
              {row.skill.category && (
                <Text fz="xs" c="dimmed">
                  {row.skill.category}
                </Text>
              )}
            </div>
          ),
        },
        { accessor: "status", title: t("fields.status"), render: (row) => <SkillStatusBadge status={row.status} /> },
        {
          accessor: "achievedOn",
          title: t("fields.achievedOn"),
          noWrap: true,
          visibleFrom: "sm",
          render: (row) => formatDate(row.achievedOn),
        },
        {
          accessor: "validUntil",
          title: t("fields.validUntil"),
          noWrap: true,
          render: (row) => (row.validUntil ? formatDate(row.validUntil) : t("validity.none")),
        },
        {
          accessor: "certificate",
          title: t("fields.certificate"),
          render: (row) =>
            row.certificate ? (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconDownload size={14} aria-hidden />}
                aria-label={t("list.download", { name: row.certificate.uploadName })}
                onClick={() => onDownload(row)}
                maw={200}
              >
                <Text span fz="sm" truncate="end">
                  {row.certificate.uploadName}
                </Text>
              </Button>
            ) : (
              "–"
            ),
        },
        {
          accessor: "actions",
          title: t("list.actions"),
          width: 90,
          hidden: !canWrite,
          render: (row) => (
            <RowActions>
              <EditAction
                label={t("list.edit", { skill: row.skill.name, person: row.user.name })}
                onClick={() => onEdit(row)}
              />
              <DeleteAction
                label={t("list.delete", { skill: row.skill.name, person: row.user.name })}
                onClick={() => onDelete(row)}
              />
            </RowActions>
          ),
        },
      ]}
    />
  );
}
