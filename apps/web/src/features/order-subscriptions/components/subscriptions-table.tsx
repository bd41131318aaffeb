import type { OrderSubscription } from "@app/contract";
import { Anchor } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ListColumn, ListTable } from "../../../components/list-table";
import { subscriptionRoutes } from "../api/keys";
import { describeRule } from "../repeat";
import { StatusBadge } from "./status-badge";

interface Props {
  companyId: string;
  rows: OrderSubscription[];
  fetching: boolean;
  empty: ReactNode;
}

/** The subscriptions of a page: name (to the object's page), customer, rule, dates and status. */
export function SubscriptionsTable({ companyId, rows, fetching, empty }: Props) {
  const { t, i18n } = useTranslation("orderSubscriptions");
  const columns: ListColumn<OrderSubscription>[] = [
    {
      accessor: "name",
      title: t("fields.name"),
      render: (row) => (
        <Anchor component={Link} to={subscriptionRoutes.object(companyId, row.id)} fz="sm" fw={500}>
          {row.name}
        </Anchor>
      ),
    },
    { accessor: "customer.name", title: t("fields.customer") },
    {
      accessor: "rrule",
      title: t("fields.rule"),
      visibleFrom: "sm",
      render: (row) => describeRule(row.rrule, row.startDate, t, i18n.language),
    },
    { accessor: "startDate", title: t("fields.startDate"), noWrap: true, visibleFrom: "md" },
    {
      accessor: "endDate",
      title: t("fields.endDate"),
      noWrap: true,
      visibleFrom: "md",
      render: (row) => row.endDate ?? t("fields.noEnd"),
    },
    { accessor: "status", title: t("fields.status"), render: (row) => <StatusBadge status={row.status} /> },
  ];
  return (
    <ListTable<OrderSubscription>
      aria-label={t("list.tableLabel")}
      records={rows}
      columns={columns}
      fetching={fetching}
      empty={empty}
    />
  );
}
