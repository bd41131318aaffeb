import "mantine-datatable/styles.css";
import type { PublicationListItem } from "@app/contract";
import { Anchor, Badge, Group, Skeleton, Stack, Text, Tooltip } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { DataTable, type DataTableSortStatus } from "mantine-datatable";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
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
  loading,
  fetching,
  sort,
  onSort,
  empty,
  label,
}: {
  rows: PublicationListItem[];
  loading: boolean;
  fetching?: boolean;
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  empty: ReactNode;
  label: string;
}) {
  const { t } = useTranslation("publications");
  const typeName = usePublicationTypeName();

  if (loading) {
    return (
      <Stack gap={6} aria-busy="true" aria-label={t("list.loading")}>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} h={34} />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) return <>{empty}</>;

  const sortStatus: DataTableSortStatus<PublicationListItem> | undefined = sort && {
    columnAccessor: sort.sort,
    direction: sort.direction,
  };

  return (
    <DataTable<PublicationListItem>
      aria-label={label}
      withTableBorder
      borderRadius="sm"
      highlightOnHover
      verticalSpacing={6}
      fz="sm"
      records={rows}
      fetching={fetching}
      minHeight={rows.length ? undefined : 150}
      sortStatus={sortStatus as DataTableSortStatus<PublicationListItem>}
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
                <Tooltip label={t("lock.short", { name: row.lock.user.name })}>
                  <IconLock size={14} aria-label={t("lock.short", { name: row.lock.user.name })} />
                </Tooltip>
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
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
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
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
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
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
        },
      ]}
    />
  );
}
