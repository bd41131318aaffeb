import type { InvoiceBasisOrder } from "@app/contract";
import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ListColumn, ListTable } from "../../../../components/list-table";
import { formatMoney } from "../../../../lib/money";

/** The reported orders of the period; rows picked export alone. */
export function BasisTable({
  companyId,
  rows,
  selected,
  onSelect,
}: {
  companyId: string;
  rows: InvoiceBasisOrder[];
  selected: InvoiceBasisOrder[];
  onSelect: (rows: InvoiceBasisOrder[]) => void;
}) {
  const { t, i18n } = useTranslation("invoiceBasis");
  const money = (ore: number) => formatMoney(ore, i18n.language);
  const columns: ListColumn<InvoiceBasisOrder>[] = [
    {
      accessor: "number",
      title: t("table.number"),
      render: (order) => (
        <Anchor component={Link} to={`/companies/${companyId}/publications/${order.id}`}>
          {order.number}
        </Anchor>
      ),
    },
    { accessor: "customer.name", title: t("table.customer"), render: (o) => `${o.customer.number} ${o.customer.name}` },
    { accessor: "orderDate", title: t("table.orderDate"), noWrap: true, visibleFrom: "sm" },
    { accessor: "reportedOn", title: t("table.reportedOn"), noWrap: true, visibleFrom: "md" },
    {
      accessor: "netOre",
      title: t("table.net"),
      textAlign: "right",
      noWrap: true,
      visibleFrom: "md",
      render: (o) => money(o.netOre),
    },
    {
      accessor: "vatOre",
      title: t("table.vat"),
      textAlign: "right",
      noWrap: true,
      visibleFrom: "md",
      render: (o) => money(o.vatOre),
    },
    {
      accessor: "grossOre",
      title: t("table.gross"),
      textAlign: "right",
      noWrap: true,
      render: (o) => money(o.grossOre),
    },
  ];
  return (
    <ListTable<InvoiceBasisOrder>
      aria-label={t("table.label")}
      records={rows}
      columns={columns}
      selectedRecords={selected}
      onSelectedRecordsChange={onSelect}
      allRecordsSelectionCheckboxProps={{ "aria-label": t("table.selectAll") }}
      getRecordSelectionCheckboxProps={(o) => ({ "aria-label": t("table.select", { number: o.number }) })}
    />
  );
}
