import type { FormGroup } from "@app/contract";
import { Button, VisuallyHidden } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type ListColumn, ListTable } from "../../../components/list-table";

function AddMemberButton({ group, onAdd }: { group: FormGroup; onAdd: (group: FormGroup) => void }) {
  const { t } = useTranslation("portals");
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconUserPlus size={14} aria-hidden />}
      onClick={() => onAdd(group)}
      aria-label={t("formGroups.addTitle", { name: group.name })}
    >
      {t("formGroups.add")}
    </Button>
  );
}

/** The form app's groups with their member counts; `onAdd` (for those who may edit) adds a member. */
export function FormGroupsTable({ groups, onAdd }: { groups: FormGroup[]; onAdd?: (group: FormGroup) => void }) {
  const { t } = useTranslation("portals");
  const actions: ListColumn<FormGroup> = {
    accessor: "actions",
    title: <VisuallyHidden>{t("formGroups.actions")}</VisuallyHidden>,
    textAlign: "right",
    render: (group) => onAdd && <AddMemberButton group={group} onAdd={onAdd} />,
  };
  return (
    <ListTable<FormGroup>
      aria-label={t("formGroups.title")}
      records={groups}
      columns={[
        { accessor: "name", title: t("formGroups.name"), cellsStyle: () => ({ overflowWrap: "anywhere" }) },
        { accessor: "memberCount", title: t("formGroups.members") },
        ...(onAdd ? [actions] : []),
      ]}
    />
  );
}
