import type { UnitListItem } from "@app/contract";
import { Anchor, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListTable } from "../../../components/list-table";
import { unitRoutes } from "../api/keys";
import { UnitStatusBadge } from "./unit-status-badge";

/** The unit list: name (a link to the unit), status, members assigned, categories and manager. */
export function UnitsTable({ rows, fetching }: { rows: UnitListItem[]; fetching: boolean }) {
  const { t } = useTranslation("units");
  return (
    <ListTable<UnitListItem>
      aria-label={t("list.tableLabel")}
      records={rows}
      fetching={fetching}
      columns={[
        {
          accessor: "name",
          title: t("fields.name"),
          cellsStyle: () => ({ overflowWrap: "anywhere" }),
          render: (row) => (
            <Anchor component={Link} to={unitRoutes.unit(row.id)} fz="sm">
              {row.name}
            </Anchor>
          ),
        },
        {
          accessor: "status",
          title: t("fields.status"),
          width: 120,
          render: (row) => <UnitStatusBadge status={row.status} />,
        },
        { accessor: "memberCount", title: t("fields.memberCount"), width: 100, textAlign: "right" },
        {
          accessor: "categories",
          title: t("fields.categories"),
          visibleFrom: "sm",
          render: (row) => (
            <Text span fz="sm" c={row.categories.length ? undefined : "dimmed"}>
              {row.categories.map((c) => c.name).join(", ") || "–"}
            </Text>
          ),
        },
        {
          accessor: "manager",
          title: t("fields.manager"),
          visibleFrom: "md",
          noWrap: true,
          render: (row) => row.manager?.name ?? "–",
        },
      ]}
    />
  );
}
