import type { OrderListItem } from "@app/contract";
import { Anchor, Card, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ListColumn, ListTable } from "../../../components/list-table";
import { useWiderThan } from "../../../lib/breakpoints";
import { formatMoney } from "../../../lib/money";
import { orderRoutes } from "../api/keys";
import { OrderStatusBadge } from "./status-badge";

interface Props {
  companyId: string;
  rows: OrderListItem[];
  fetching: boolean;
  empty: ReactNode;
}

/** The orders of a page: a table, or cards on a phone. */
export function OrdersTable({ companyId, rows, fetching, empty }: Props) {
  const { t, i18n } = useTranslation("orders");
  const wide = useWiderThan("sm");
  const link = (order: OrderListItem, label: string) => (
    <Anchor component={Link} to={orderRoutes.detail(companyId, order.id)} fz="sm" fw={500}>
      {label}
    </Anchor>
  );
  if (!wide) {
    if (rows.length === 0) return empty;
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("list.tableLabel")}>
        {rows.map((order) => (
          <Card component="li" key={order.id} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap">
              {link(order, t("list.numbered", { number: order.number }))}
              <OrderStatusBadge status={order.status} />
            </Group>
            <Text size="sm">{order.customer.name}</Text>
            <Text size="sm" c="dimmed">
              {order.orderDate} · {formatMoney(order.grossOre, i18n.language)}
            </Text>
          </Card>
        ))}
      </Stack>
    );
  }
  const columns: ListColumn<OrderListItem>[] = [
    {
      accessor: "number",
      title: t("fields.number"),
      width: 100,
      noWrap: true,
      render: (order) => link(order, String(order.number)),
    },
    { accessor: "customer", title: t("fields.customer"), render: (order) => order.customer.name },
    { accessor: "orderDate", title: t("fields.orderDate"), noWrap: true },
    { accessor: "status", title: t("fields.status"), render: (order) => <OrderStatusBadge status={order.status} /> },
    {
      accessor: "responsible",
      title: t("fields.responsible"),
      visibleFrom: "md",
      render: (order) => order.responsible?.name ?? "",
    },
    {
      accessor: "grossOre",
      title: t("fields.gross"),
      textAlign: "right",
      noWrap: true,
      render: (order) => formatMoney(order.grossOre, i18n.language),
    },
  ];
  return (
    <ListTable<OrderListItem>
      aria-label={t("list.tableLabel")}
      records={rows}
      columns={columns}
      fetching={fetching}
      empty={empty}
    />
  );
}
