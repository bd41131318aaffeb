import type { Customer } from "@app/contract";
import { Anchor } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ListColumn, ListTable } from "../../../components/list-table";
import { useWiderThan } from "../../../lib/breakpoints";
import { customerRoutes } from "../api/keys";
import { CustomerCards } from "./customer-cards";
import { identityNumber } from "./customer-number";
import { StatusBadge } from "./status-badge";

interface Props {
  rows: Customer[];
  fetching: boolean;
  empty: ReactNode;
}

/** The customers of a page: a table, or cards on a phone. */
export function CustomersTable({ rows, fetching, empty }: Props) {
  const { t } = useTranslation("customers");
  const wide = useWiderThan("sm");
  if (!wide) return rows.length === 0 ? empty : <CustomerCards rows={rows} />;
  const columns: ListColumn<Customer>[] = [
    { accessor: "number", title: t("fields.number"), width: 110, noWrap: true },
    {
      accessor: "name",
      title: t("fields.name"),
      render: (customer) => (
        <Anchor component={Link} to={customerRoutes.detail(customer.id)} fz="sm" fw={500}>
          {customer.name}
        </Anchor>
      ),
    },
    { accessor: "identity", title: t("fields.identity"), noWrap: true, render: identityNumber },
    { accessor: "city", title: t("fields.city"), visibleFrom: "md" },
    { accessor: "status", title: t("fields.status"), render: (customer) => <StatusBadge status={customer.status} /> },
    {
      accessor: "responsible",
      title: t("fields.responsible"),
      visibleFrom: "md",
      render: (customer) => customer.responsible?.name ?? "",
    },
  ];
  return (
    <ListTable<Customer>
      aria-label={t("list.tableLabel")}
      records={rows}
      columns={columns}
      fetching={fetching}
      empty={empty}
    />
  );
}
