import { Badge, Table } from "@mantine/core";
import type { ReactNode } from "react";

/** A column of the preview: its heading and a line's cell. */
export interface ImportPreviewColumn<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
}

interface Props<Row extends { line: number; status: string }> {
  /** The table's name (read out). */
  label: string;
  rows: Row[];
  /** The line number's and the state's headings, the first two columns. */
  lineHeading: string;
  stateHeading: string;
  /** A state's word and colour (green for new, red for invalid, ...). */
  state: (status: Row["status"]) => { label: string; colour: string };
  /** The area's columns after the state (the reason last). */
  columns: ImportPreviewColumn<Row>[];
  minWidth?: number;
}

/** The one preview table of an import: a line per line of the file, its number, its state as a badge and the area's columns. */
export function ImportPreviewTable<Row extends { line: number; status: string }>({
  label,
  rows,
  lineHeading,
  stateHeading,
  state,
  columns,
  minWidth = 640,
}: Props<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth} mah={360}>
      <Table striped stickyHeader aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{lineHeading}</Table.Th>
            <Table.Th>{stateHeading}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.heading}>{column.heading}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const { label: word, colour } = state(row.status);
            return (
              <Table.Tr key={row.line} data-status={row.status}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>
                  <Badge color={colour} variant="light">
                    {word}
                  </Badge>
                </Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.heading}>{column.cell(row)}</Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
