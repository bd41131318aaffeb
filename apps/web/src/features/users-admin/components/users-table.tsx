import type { CompanyUser } from "@app/contract";
import { Anchor, Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListTable } from "../../../components/list-table";
import { UserAvatar } from "../../../components/user-avatar";
import { TypeBadge } from "./type-badge";

/** One page of the company's users, each ticked for mass editing or opened by its name. */
export function UsersTable({
  rows,
  fetching,
  userId,
  selected,
  onSelectedChange,
}: {
  rows: CompanyUser[];
  fetching: boolean;
  /** The signed-in user, marked "(you)". */
  userId: string;
  selected: CompanyUser[];
  onSelectedChange: (selected: CompanyUser[]) => void;
}) {
  const { t } = useTranslation("usersAdmin");
  return (
    <ListTable<CompanyUser>
      aria-label={t("list.tableLabel")}
      records={rows}
      fetching={fetching}
      selectedRecords={selected}
      onSelectedRecordsChange={onSelectedChange}
      allRecordsSelectionCheckboxProps={{ "aria-label": t("list.selectAll") }}
      getRecordSelectionCheckboxProps={(row) => ({ "aria-label": t("list.select", { name: row.name }) })}
      columns={[
        {
          accessor: "name",
          title: t("list.name"),
          render: (row) => (
            <Group gap={6} wrap="nowrap">
              <Anchor
                component={Link}
                to={`/profile/${row.id}/detail`}
                aria-label={t("list.profile", { name: row.name })}
              >
                <UserAvatar userId={row.id} name={row.name} hasImage={row.hasAvatar} size="sm" />
              </Anchor>
              <Anchor component={Link} to={`/settings/users/${row.id}`} fz="sm" fw={500}>
                {row.name}
              </Anchor>
              {row.id === userId && (
                <Text span size="xs" c="dimmed">
                  ({t("list.you")})
                </Text>
              )}
            </Group>
          ),
        },
        {
          accessor: "email",
          title: t("list.email"),
          visibleFrom: "sm",
        },
        { accessor: "type", title: t("list.type"), render: (row) => <TypeBadge type={row.type} /> },
        {
          accessor: "features",
          title: t("list.webLogin"),
          width: 130,
          visibleFrom: "md",
          render: (row) =>
            row.features.denyLoginOnWeb ? (
              <Badge color="red" variant="light">
                {t("list.blocked")}
              </Badge>
            ) : (
              <Text span size="sm" c="dimmed">
                {t("list.allowed")}
              </Text>
            ),
        },
      ]}
    />
  );
}
