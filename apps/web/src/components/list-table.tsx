import { Loader, type MantineBreakpoint } from "@mantine/core";
import type { CSSProperties, Key, MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useBreakpoints } from "../lib/breakpoints";
import classes from "./list-table.module.css";
import { ariaSort, cellClass, SelectBox, SortButton, valueAt, widthStyle } from "./list-table-parts";
import { useRowSelection } from "./list-table-selection";

export interface ListColumn<T> {
  /** The record's field the cell shows (a path: "company.name") unless `render` says otherwise; the column's key. */
  accessor: string;
  title?: ReactNode;
  render?: (record: T, index: number) => ReactNode;
  width?: number | string;
  textAlign?: "left" | "center" | "right";
  noWrap?: boolean;
  ellipsis?: boolean;
  /** Shown only on screens at least this wide (as Mantine's prop of that name). */
  visibleFrom?: MantineBreakpoint;
  hidden?: boolean;
  sortable?: boolean;
  cellsStyle?: (record: T, index: number) => CSSProperties | undefined;
  customCellAttributes?: (record: T, index: number) => Record<string, unknown>;
}

export interface SortStatus<T> {
  columnAccessor: keyof T | (string & {});
  direction: "asc" | "desc";
}

/** What a selection checkbox may be told: its name, and for the header's, its state and what it does. */
export interface SelectionBoxProps {
  "aria-label"?: string;
  checked?: boolean;
  indeterminate?: boolean;
  onChange?: () => void;
}

export interface ListTableProps<T> {
  "aria-label": string;
  records: T[];
  columns: ListColumn<T>[];
  /** The field (or function) that tells rows apart; `id` by default. */
  idAccessor?: string | ((record: T) => Key);
  /** A new page is loading: the rows shown stay, under a veil. */
  fetching?: boolean;
  /** Shown in the table while it has no rows (the header stays); by default a short line. */
  empty?: ReactNode;
  highlightOnHover?: boolean;
  sortStatus?: SortStatus<T>;
  onSortStatusChange?: (status: SortStatus<T>) => void;
  /** With both, each row has a checkbox and the header one for all rows shown; Shift selects a range. */
  selectedRecords?: T[];
  onSelectedRecordsChange?: (records: T[]) => void;
  allRecordsSelectionCheckboxProps?: SelectionBoxProps;
  getRecordSelectionCheckboxProps?: (record: T, index: number) => SelectionBoxProps;
  onRowClick?: (click: { record: T; index: number; event: MouseEvent }) => void;
  customRowAttributes?: (record: T, index: number) => Record<string, unknown>;
}

/**
 * The one way to show rows: a bordered table in Mantine's look that scrolls sideways on a phone, written
 * out as plain cells (mantine-datatable's components made a list's rows about six React parts a cell:
 * docs/benchmarks.md, "The list's table"). Loading, failure and "nothing yet" belong to the QueryBoundary
 * around it, unless the header must stay while there are no rows (`empty`).
 */
export function ListTable<T>(props: ListTableProps<T>) {
  const { records, idAccessor = "id", sortStatus, onSortStatusChange, onRowClick, customRowAttributes } = props;
  const { t } = useTranslation();
  const wide = useBreakpoints();
  const columns = props.columns.filter((c) => !c.hidden && (!c.visibleFrom || wide[c.visibleFrom]));
  const keyOf = (record: T) =>
    (typeof idAccessor === "function" ? idAccessor(record) : valueAt(record, idAccessor)) as Key;
  const selection = useRowSelection(props, keyOf);

  return (
    <div className={classes.root}>
      <div className={classes.scroll}>
        <table
          className={classes.table}
          aria-label={props["aria-label"]}
          aria-busy={props.fetching || undefined}
          data-hover={props.highlightOnHover || undefined}
        >
          <thead>
            <tr>
              {selection && (
                <th className={classes.selector}>
                  <SelectBox {...selection.header} />
                </th>
              )}
              {columns.map((column) => (
                <th
                  key={column.accessor}
                  className={cellClass(column)}
                  style={widthStyle(column.width)}
                  aria-sort={ariaSort(column, sortStatus)}
                >
                  {column.sortable && onSortStatusChange ? (
                    <SortButton column={column} status={sortStatus} onSort={onSortStatusChange} />
                  ) : (
                    column.title
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {records.length === 0 && (
              <tr data-empty>
                <td className={classes.empty} colSpan={columns.length + (selection ? 1 : 0)}>
                  {props.empty ?? t("list.empty")}
                </td>
              </tr>
            )}
            {records.map((record, index) => (
              <tr
                key={keyOf(record)}
                data-selected={selection?.isSelected(record) || undefined}
                data-clickable={onRowClick ? true : undefined}
                onClick={onRowClick && ((event) => onRowClick({ record, index, event }))}
                {...customRowAttributes?.(record, index)}
              >
                {selection && (
                  <td className={classes.selector}>
                    <SelectBox {...selection.row(record, index)} />
                  </td>
                )}
                {columns.map((column) => (
                  <td
                    key={column.accessor}
                    className={cellClass(column)}
                    style={
                      column.cellsStyle || column.width !== undefined
                        ? { ...widthStyle(column.width), ...column.cellsStyle?.(record, index) }
                        : undefined
                    }
                    {...column.customCellAttributes?.(record, index)}
                  >
                    {column.render ? column.render(record, index) : (valueAt(record, column.accessor) as ReactNode)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {props.fetching && (
        <div className={classes.loader}>
          <Loader size="md" />
        </div>
      )}
    </div>
  );
}
