import type { PublicationListItem } from "@app/contract";
import { Anchor, Badge, Group, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LazyTooltip } from "../../../components/lazy-tooltip";
import { ListTable } from "../../../components/list-table";
import { PublicationTypeIcon, usePublicationTypeName } from "../../../components/publication-type-icon";
import { formatDate } from "../../../lib/dates";
import type { PublicationSort } from "../api/get-publications";
import { publicationPath } from "../api/keys";

export interface SortState {
  sort: PublicationSort;
  direction: "asc" | "desc";
}

/** The compact table of objects; each name links to the object page. */
export function PublicationTable({
  rows,
  fetching,
  sort,
  onSort,
  label,
}: {
  rows: PublicationListItem[];
  fetching?: boolean;
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  label: string;
}) {
  const { t } = useTranslation("publications");
  const typeName = usePublicationTypeName();
  return (
    <ListTable<PublicationListItem>
      aria-label={label}
      records={rows}
      fetching={fetching}
      sortStatus={sort && { columnAccessor: sort.sort, direction: sort.direction }}
      onSortStatusChange={
        onSort
          ? (status) => onSort({ sort: status.columnAccessor as PublicationSort, direction: status.direction })
          : undefined
      }
      columns={[
        {
          accessor: "name",
          title: t("fields.name"),
          sortable: Boolean(onSort),
          render: (row) => (
            <Group gap={8} wrap="nowrap">
              <PublicationTypeIcon type={row.type} />
              <Anchor component={Link} to={publicationPath(row.companyId, row.id)} fz="sm" fw={500}>
                {row.name}
              </Anchor>
              {row.lock && (
                <LazyTooltip label={t("lock.short", { name: row.lock.user.name })}>
                  <IconLock size={14} aria-label={t("lock.short", { name: row.lock.user.name })} />
                </LazyTooltip>
              )}
              {row.status === "archived" && (
                <Badge size="xs" variant="filled" color="gray.7">
                  {t("status.archived")}
                </Badge>
              )}
            </Group>
          ),
        },
        { accessor: "objectNumber", title: t("fields.number"), sortable: Boolean(onSort), width: 90 },
        {
          accessor: "type",
          title: t("fields.type"),
          render: (row) => typeName(row.type),
          visibleFrom: "sm",
        },
        {
          accessor: "group",
          title: t("fields.group"),
          render: (row) =>
            row.group?.name ?? (
              <Text span c="dimmed" fz="sm">
                –
              </Text>
            ),
          visibleFrom: "md",
        },
        {
          accessor: "periodDate",
          title: t("fields.endDate"),
          sortable: Boolean(onSort),
          render: (row) => formatDate(row.periodDate),
          width: 120,
        },
        {
          accessor: "updatedAt",
          title: t("fields.updated"),
          sortable: Boolean(onSort),
          render: (row) => formatDate(row.updatedAt),
          width: 120,
          visibleFrom: "sm",
        },
      ]}
    />
  );
}
