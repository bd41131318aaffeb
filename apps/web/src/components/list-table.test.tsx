import { render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Providers } from "../app/providers";
import { createQueryClient } from "../app/query-client";
import { userEvent } from "../test/user-event";
import { ListTable, type ListTableProps, type SortStatus } from "./list-table";

interface Row {
  id: string;
  name: string;
  city: { name: string };
}

const rows: Row[] = ["Alfa", "Beta", "Gamma", "Delta", "Epsilon"].map((name, i) => ({
  id: `r${i}`,
  name,
  city: { name: `City ${i}` },
}));

const columns: ListTableProps<Row>["columns"] = [
  { accessor: "name", title: "Name", sortable: true },
  { accessor: "city.name", title: "City", visibleFrom: "md" },
];

function Selectable({ onRowClick }: { onRowClick?: ListTableProps<Row>["onRowClick"] }) {
  const [selected, setSelected] = useState<Row[]>([]);
  return (
    <ListTable<Row>
      aria-label="Places"
      records={rows}
      columns={columns}
      selectedRecords={selected}
      onSelectedRecordsChange={setSelected}
      allRecordsSelectionCheckboxProps={{ "aria-label": "Select all" }}
      getRecordSelectionCheckboxProps={(row) => ({ "aria-label": `Select ${row.name}` })}
      onRowClick={onRowClick}
    />
  );
}

const show = (ui: React.ReactNode) =>
  render(
    <Providers queryClient={createQueryClient()} env="test">
      {ui}
    </Providers>,
  );

const box = (name: string) => screen.getByRole("checkbox", { name });
const checked = () => rows.filter((row) => box(`Select ${row.name}`).matches(":checked")).map((row) => row.name);

describe("a list's table", () => {
  it("shows each record's fields, nested ones too, under the column titles", () => {
    show(<ListTable<Row> aria-label="Places" records={rows} columns={columns} />);
    const table = screen.getByRole("table", { name: "Places" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Name", "City"]);
    expect(within(table).getAllByRole("row")[2]).toHaveTextContent("BetaCity 1");
  });

  it("leaves out the columns of wider screens on a narrow one", () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: false })) as typeof window.matchMedia;
    try {
      show(<ListTable<Row> aria-label="Places" records={rows} columns={columns} />);
      expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Name"]);
      expect(screen.queryByText("City 1")).toBeNull();
    } finally {
      window.matchMedia = wide;
    }
  });

  it("selects a row by its checkbox, a range with Shift, and all or none from the header's", async () => {
    show(<Selectable />);
    await userEvent.click(box("Select Beta"));
    expect(checked()).toEqual(["Beta"]);
    expect(box("Select all")).toBePartiallyChecked();
    await userEvent.keyboard("{Shift>}");
    await userEvent.click(box("Select Delta"));
    await userEvent.keyboard("{/Shift}");
    expect(checked()).toEqual(["Beta", "Gamma", "Delta"]);
    await userEvent.click(box("Select Gamma"));
    expect(checked()).toEqual(["Beta", "Delta"]);
    await userEvent.click(box("Select all"));
    expect(checked()).toEqual(["Alfa", "Beta", "Gamma", "Delta", "Epsilon"]);
    expect(box("Select all")).toBeChecked();
    await userEvent.click(box("Select all"));
    expect(checked()).toEqual([]);
    expect(box("Select all")).not.toBePartiallyChecked();
  });

  it("tells a click on a row, but not one on its checkbox", async () => {
    const clicked = vi.fn();
    show(<Selectable onRowClick={({ record }) => clicked(record.name)} />);
    await userEvent.click(screen.getByText("Gamma"));
    expect(clicked).toHaveBeenCalledWith("Gamma");
    await userEvent.click(box("Select Delta"));
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it("sorts by a column's button, says how it sorts, and keeps the direction for another column", async () => {
    const sorted = vi.fn();
    function Sorted() {
      const [status, setStatus] = useState<SortStatus<Row>>({ columnAccessor: "city.name", direction: "desc" });
      return (
        <ListTable<Row>
          aria-label="Places"
          records={rows}
          columns={[...columns, { accessor: "id", title: "Code", sortable: true }]}
          sortStatus={status}
          onSortStatusChange={(next) => {
            sorted(next);
            setStatus(next);
          }}
        />
      );
    }
    show(<Sorted />);
    const header = (name: string) => screen.getByRole("columnheader", { name });
    expect(header("City")).not.toHaveAttribute("aria-sort");
    expect(screen.queryByRole("button", { name: "City" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Name" }));
    expect(sorted).toHaveBeenLastCalledWith({ columnAccessor: "name", direction: "desc" });
    expect(header("Name")).toHaveAttribute("aria-sort", "descending");
    screen.getByRole("button", { name: "Name" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(sorted).toHaveBeenLastCalledWith({ columnAccessor: "name", direction: "asc" });
    expect(header("Name")).toHaveAttribute("aria-sort", "ascending");
    expect(header("Code")).not.toHaveAttribute("aria-sort");
  });

  it("keeps its header and says so while there are no rows, and marks itself busy while a page loads", () => {
    const { rerender } = show(
      <ListTable<Row> aria-label="Places" records={[]} columns={columns} empty="Nothing here yet" />,
    );
    const table = screen.getByRole("table", { name: "Places" });
    expect(within(table).getAllByRole("columnheader")).toHaveLength(2);
    expect(within(table).getByRole("cell", { name: "Nothing here yet" })).toBeInTheDocument();
    expect(table).not.toHaveAttribute("aria-busy");
    rerender(
      <Providers queryClient={createQueryClient()} env="test">
        <ListTable<Row> aria-label="Places" records={rows} columns={columns} fetching />
      </Providers>,
    );
    expect(screen.getByRole("table", { name: "Places" })).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText("Nothing here yet")).toBeNull();
  });
});
