import type { PlanningItem } from "@app/contract";
import { Anchor, Badge, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ListColumn, ListTable } from "../../../components/list-table";
import { plantRoutes } from "../api/keys";

interface Props {
  companyId: string;
  rows: PlanningItem[];
  selected: PlanningItem[];
  onSelectedChange: (rows: PlanningItem[]) => void;
  fetching: boolean;
  empty: ReactNode;
}

/** A row is a plant's budning type due on a date. */
export const rowKey = (row: PlanningItem) => `${row.plant.id}:${row.type}`;

const addressText = (row: PlanningItem) =>
  row.address
    ? [row.address.street, [row.address.postcode, row.address.city].filter(Boolean).join(" ")].join(", ")
    : "";

/** The due plants of the period, by area, with a checkbox each for making orders and sending the budning. */
export function PlanningTable({ companyId, rows, selected, onSelectedChange, fetching, empty }: Props) {
  const { t } = useTranslation("plants");
  const columns: ListColumn<PlanningItem>[] = [
    { accessor: "area", title: t("fields.area"), render: (row) => row.plant.area },
    {
      accessor: "plant",
      title: t("fields.plant"),
      render: (row) => (
        <Anchor component={Link} to={plantRoutes.object(companyId, row.plant.id)} fz="sm" fw={500}>
          {row.plant.name}
        </Anchor>
      ),
    },
    { accessor: "type", title: t("fields.type"), render: (row) => t(`types.${row.type}`) },
    { accessor: "nextDue", title: t("fields.nextDue"), noWrap: true },
    { accessor: "customer", title: t("fields.customer"), render: (row) => row.customer.name },
    { accessor: "address", title: t("fields.address"), visibleFrom: "md", render: addressText },
    {
      accessor: "state",
      title: t("fields.state"),
      render: (row) => (
        <Group gap={4}>
          {row.order && (
            <Anchor component={Link} to={plantRoutes.object(companyId, row.order.id)} fz="sm">
              {t("state.order", { number: row.order.number })}
            </Anchor>
          )}
          {row.noticeSent && <Badge variant="light">{t("state.noticeSent")}</Badge>}
          {!row.hasEmail && !row.hasPhone && (
            <Badge variant="light" color="orange">
              {t("state.unreachable")}
            </Badge>
          )}
        </Group>
      ),
    },
  ];
  return (
    <ListTable<PlanningItem>
      aria-label={t("list.tableLabel")}
      idAccessor={rowKey}
      records={rows}
      columns={columns}
      fetching={fetching}
      empty={empty}
      selectedRecords={selected}
      onSelectedRecordsChange={onSelectedChange}
      getRecordSelectionCheckboxProps={(row) => ({
        "aria-label": t("list.select", { plant: row.plant.name, type: t(`types.${row.type}`) }),
      })}
      allRecordsSelectionCheckboxProps={{ "aria-label": t("list.selectAll") }}
    />
  );
}
