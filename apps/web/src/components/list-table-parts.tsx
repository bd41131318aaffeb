/** The cells' parts of ListTable (list-table.tsx). */
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import type { ListColumn, SelectionBoxProps, SortStatus } from "./list-table";
import classes from "./list-table.module.css";

export const valueAt = (record: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);

export function cellClass<T>({ noWrap, ellipsis, textAlign }: ListColumn<T>) {
  const names = [noWrap && classes.noWrap, ellipsis && classes.ellipsis];
  if (textAlign === "center") names.push(classes.center);
  if (textAlign === "right") names.push(classes.right);
  return names.filter(Boolean).join(" ") || undefined;
}

export const widthStyle = (width: number | string | undefined): CSSProperties | undefined =>
  width === undefined ? undefined : { width, minWidth: width, maxWidth: width };

/** `onChange` learns whether Shift was held: React fires a checkbox's change from its click. */
export function SelectBox({
  checked = false,
  indeterminate = false,
  onChange,
  "aria-label": label,
}: Omit<SelectionBoxProps, "onChange"> & { onChange?: (shift: boolean) => void }) {
  return (
    <input
      type="checkbox"
      className={classes.box}
      checked={checked}
      ref={(input) => {
        if (input) input.indeterminate = indeterminate;
      }}
      onChange={(event) => onChange?.((event.nativeEvent as globalThis.MouseEvent).shiftKey === true)}
      // A click on a row's checkbox is not a click on the row.
      onClick={(event) => event.stopPropagation()}
      aria-label={label}
    />
  );
}

export function SortButton<T>({
  column,
  status,
  onSort,
}: {
  column: ListColumn<T>;
  status: SortStatus<T> | undefined;
  onSort: (status: SortStatus<T>) => void;
}) {
  const active = status?.columnAccessor === column.accessor;
  const Icon = active ? (status.direction === "asc" ? IconArrowUp : IconArrowDown) : IconArrowsSort;
  const direction = active ? (status.direction === "asc" ? "desc" : "asc") : (status?.direction ?? "asc");
  return (
    <button
      type="button"
      className={classes.sort}
      data-active={active || undefined}
      onClick={() => onSort({ columnAccessor: column.accessor, direction })}
    >
      {column.title}
      <Icon size={14} aria-hidden />
    </button>
  );
}

/** How a column sorts now, for its header cell (`aria-sort`), when it is the one the rows are sorted by. */
export function ariaSort<T>(column: ListColumn<T>, status: SortStatus<T> | undefined) {
  if (!column.sortable || status?.columnAccessor !== column.accessor) return undefined;
  return status.direction === "asc" ? "ascending" : "descending";
}
