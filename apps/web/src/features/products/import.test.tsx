import type { ProductImportPreview, ProductImportRow } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { userEvent } from "../../test/user-event";
import { mockProductsApi, product } from "./test-utils";

/** A lazy screen's or modal's first load under a busy machine (docs: cold chunks). */
const slow = { timeout: 15_000 };

const row = (line: number, overrides: Partial<ProductImportRow> = {}): ProductImportRow => ({
  line,
  status: "new",
  number: `A-${line}`,
  name: `Vara ${line}`,
  type: "simple",
  unitCode: "PCS",
  vatRate: 25,
  salesPriceOre: 123450,
  purchasePriceOre: null,
  field: null,
  problem: null,
  duplicateOf: null,
  ...overrides,
});

const preview: ProductImportPreview = {
  format: "csv;",
  columns: ["number", "name", "type", "unit", "salesPrice"],
  ignored: [],
  rows: [
    row(2),
    row(3, { status: "invalid", type: null, salesPriceOre: null, field: "salesPrice", problem: "invalid" }),
    row(4, { status: "duplicate", number: "A-2", field: "number", duplicateOf: { name: "Vara 2", line: 2 } }),
    row(5, { status: "duplicate", number: "S-1", field: "number", duplicateOf: { name: "Fogsvans", line: null } }),
    row(6, { status: "invalid", type: null, field: "durationMinutes", problem: "missing" }),
  ],
  counts: { new: 1, duplicate: 2, invalid: 2 },
};

describe("product import", () => {
  it("previews a file line by line with the reasons, writes nothing until confirmed, then imports the new lines", async () => {
    mockProductsApi([product({ name: "Fogsvans", number: "S-1" })], ["Products"]);
    const calls: string[] = [];
    server.use(
      http.post("/api/companies/:companyId/products/import/preview", async ({ request }) => {
        const file = (await request.formData()).get("file") as File;
        calls.push(`preview ${file.size} bytes`);
        return HttpResponse.json(preview);
      }),
      http.post("/api/companies/:companyId/products/import", async ({ request }) => {
        const file = (await request.formData()).get("file") as File;
        calls.push(`import ${file.size} bytes`);
        return HttpResponse.json({ created: 1, skipped: { duplicate: 2, invalid: 2 } }, { status: 201 });
      }),
    );
    signIn();
    renderApp("/list/products");
    await userEvent.click(await screen.findByRole("button", { name: "Import" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Import products from CSV or Excel" }, slow);
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(["\uFEFFArtikelnummer;Namn\r\n"], "produkter.csv", { type: "text/csv" }));
    const table = await within(dialog).findByRole("table", { name: "Lines of the file" });
    expect(within(dialog).getByRole("status")).toHaveTextContent("1 new, 2 duplicates, 2 invalid");
    const lines = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent));
    expect(lines).toEqual([
      ["2", "New", "A-2", "Vara 2", "Simple", "PCS", "SEK 1,234.50", ""],
      ["3", "Invalid", "A-3", "Vara 3", "", "PCS", "", "Sales price is not valid"],
      ["4", "Duplicate", "A-2", "Vara 4", "Simple", "PCS", "SEK 1,234.50", "Same number as line 2"],
      ["5", "Duplicate", "S-1", "Vara 5", "Simple", "PCS", "SEK 1,234.50", "Number already used by Fogsvans"],
      ["6", "Invalid", "A-6", "Vara 6", "", "PCS", "SEK 1,234.50", "Duration is missing"],
    ]);
    expect(calls).toEqual(["preview 23 bytes"]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Import 1 product" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls).toEqual(["preview 23 bytes", "import 23 bytes"]);
    expect(await screen.findByText("1 product imported")).toBeInTheDocument();
  });

  it("offers no Import without the Products permission", async () => {
    mockProductsApi([product({ name: "Fogsvans" })], []);
    signIn();
    renderApp("/list/products");
    expect(await screen.findByRole("table", { name: "Products" }, slow)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import" })).not.toBeInTheDocument();
  });
});
