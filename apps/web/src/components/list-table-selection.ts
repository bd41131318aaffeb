import { type Key, useRef } from "react";
import type { ListTableProps } from "./list-table";

/**
 * The checkboxes' state and changes, as mantine-datatable had them: a row's checkbox toggles it, with Shift
 * every row from the last one changed; the header's selects every row shown, or none once all are.
 */
export function useRowSelection<T>(props: ListTableProps<T>, keyOf: (record: T) => Key) {
  const { records, selectedRecords, onSelectedRecordsChange, allRecordsSelectionCheckboxProps } = props;
  const last = useRef<Key | null>(null);
  if (!selectedRecords || !onSelectedRecordsChange) return null;
  const selected = new Set(selectedRecords.map(keyOf));
  const shown = records.map(keyOf);
  const all = shown.length > 0 && shown.every((key) => selected.has(key));
  const some = shown.some((key) => selected.has(key));
  const without = (keys: Set<Key>) => selectedRecords.filter((record) => !keys.has(keyOf(record)));
  const withRecords = (added: T[]) => [...selectedRecords, ...added.filter((record) => !selected.has(keyOf(record)))];

  const toggle = (record: T, index: number, range: boolean) => {
    const from = range && last.current !== null ? shown.indexOf(last.current) : -1;
    const rows = from < 0 ? [record] : records.slice(Math.min(from, index), Math.max(from, index) + 1);
    last.current = keyOf(record);
    onSelectedRecordsChange(selected.has(keyOf(record)) ? without(new Set(rows.map(keyOf))) : withRecords(rows));
  };

  return {
    isSelected: (record: T) => selected.has(keyOf(record)),
    header: {
      checked: all,
      indeterminate: some && !all,
      onChange: () => onSelectedRecordsChange(all ? without(new Set(shown)) : withRecords(records)),
      ...allRecordsSelectionCheckboxProps,
    },
    row: (record: T, index: number) => ({
      ...props.getRecordSelectionCheckboxProps?.(record, index),
      checked: selected.has(keyOf(record)),
      onChange: (shift: boolean) => toggle(record, index, shift),
    }),
  };
}
