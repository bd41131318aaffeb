import type { Skill } from "@app/contract";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ListTable } from "../../../components/list-table";
import { DeleteAction, EditAction, RowActions } from "../../../components/row-actions";
import { validityText } from "./validity";

/** The company's skills: name (with its description), category, validity and notice days; edit and delete with Skills. */
export function SkillsTable({
  rows,
  fetching,
  canWrite,
  onEdit,
  onDelete,
}: {
  rows: Skill[];
  fetching: boolean;
  canWrite: boolean;
  onEdit: (skill: Skill) => void;
  onDelete: (skill: Skill) => void;
}) {
  const { t } = useTranslation("skills");
  return (
    <ListTable<Skill>
      aria-label={t("definitions.tableLabel")}
      records={rows}
      fetching={fetching}
      columns={[
        {
          accessor: "name",
          title: t("fields.name"),
          render: (skill) => (
            <div>
              <Text fz="sm" fw={500}>
                {skill.name}
              </Text>
              {skill.description && (
                <Text fz="xs" c="dimmed" lineClamp={2}>
                  {skill.description}
                </Text>
              )}
            </div>
          ),
        },
        { accessor: "category", title: t("fields.category"), render: (skill) => skill.category || "–" },
        {
          accessor: "validityMonths",
          title: t("fields.validity"),
          noWrap: true,
          render: (skill) => validityText(t, skill.validityMonths),
        },
        {
          accessor: "noticeDays",
          title: t("fields.noticeDays"),
          noWrap: true,
          visibleFrom: "sm",
          render: (skill) => t("definitions.days", { count: skill.noticeDays }),
        },
        {
          accessor: "actions",
          title: t("list.actions"),
          width: 90,
          hidden: !canWrite,
          render: (skill) => (
            <RowActions>
              <EditAction label={t("definitions.edit", { name: skill.name })} onClick={() => onEdit(skill)} />
              <DeleteAction label={t("definitions.delete", { name: skill.name })} onClick={() => onDelete(skill)} />
            </RowActions>
          ),
        },
      ]}
    />
  );
}
