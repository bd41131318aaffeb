import "mantine-datatable/styles.css";
import type { MantineBreakpoint } from "@mantine/core";
import { DataTable, type DataTableColumn, type DataTableProps } from "mantine-datatable";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A column; `visibleFrom` hides it on screens narrower than that breakpoint (as Mantine's prop of that name). */
export type ListColumn<T> = DataTableColumn<T> & { visibleFrom?: MantineBreakpoint };

export type ListTableProps<T> = Omit<DataTableProps<T>, "columns" | "groups" | "emptyState"> & {
  "aria-label": string;
  columns: ListColumn<T>[];
  /** Shown inside the table while it has no rows, for tables whose header (sorting, select all) stays. */
  empty?: ReactNode;
};

const column = <T,>({ visibleFrom, ...rest }: ListColumn<T>): DataTableColumn<T> =>
  visibleFrom ? { ...rest, visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints[visibleFrom]})` } : rest;

/**
 * The one way to show rows: a compact, bordered mantine-datatable that scrolls sideways on a phone.
 * Loading, failure and "nothing yet" belong to the QueryBoundary around it, unless the header must stay
 * while there are no rows (`empty`).
 */
export function ListTable<T>({ columns, empty, ...props }: ListTableProps<T>) {
  const { t } = useTranslation();
  const table = {
    withTableBorder: true,
    borderRadius: "sm",
    verticalSpacing: 6,
    fz: "sm",
    noRecordsText: t("list.empty"),
    emptyState: empty,
    minHeight: props.records?.length ? undefined : 180,
    ...props,
    columns: columns.map(column),
  } as DataTableProps<T>;
  return <DataTable<T> {...table} />;
}
