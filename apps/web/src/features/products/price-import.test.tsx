import type { PriceImportPreview, PriceImportRow, PriceListDetail } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { userEvent } from "../../test/user-event";
import { mockProductsApi } from "./test-utils";

/** A lazy screen's or modal's first load under a busy machine (docs: cold chunks). */
const slow = { timeout: 15_000 };

const list: PriceListDetail = {
  id: "12121212-1212-4212-8212-000000000001",
  name: "Storkund",
  description: "",
  validFrom: null,
  validTo: null,
  customer: null,
  customerStatus: null,
  isDefault: true,
  itemCount: 1,
  version: 1,
  createdAt: "2026-01-02T10:00:00.000Z",
  updatedAt: "2026-01-02T10:00:00.000Z",
  categoryDiscounts: [],
};

const row = (line: number, overrides: Partial<PriceImportRow> = {}): PriceImportRow => ({
  line,
  status: "new",
  number: "S-1",
  name: "Spik",
  fromQuantity: 1,
  priceOre: 95,
  currentPriceOre: null,
  field: null,
  problem: null,
  otherLine: null,
  ...overrides,
});

const preview: PriceImportPreview = {
  format: "csv;",
  columns: ["number", "name", "fromQuantity", "price"],
  ignored: ["Enhet"],
  rows: [
    row(2),
    row(3, { fromQuantity: 2.5, priceOre: 90 }),
    row(4, { status: "changed", number: "J-1", name: "Arbetsjacka", priceOre: 123450, currentPriceOre: 89900 }),
    row(5, { status: "unchanged", number: "T-1", name: "Trappa", priceOre: 1400000, currentPriceOre: 1400000 }),
    row(6, { status: "invalid", number: "X-9", name: "Okänd", field: "number", problem: "unknownProduct" }),
    row(7, {
      status: "invalid",
      number: "B-1",
      name: "Bräda",
      field: "price",
      problem: "breakRaisesPrice",
      otherLine: 8,
    }),
  ],
  counts: { new: 2, changed: 1, unchanged: 1, invalid: 2 },
  products: { new: 1, changed: 1, unchanged: 1, invalid: 2 },
};

describe("price list import", () => {
  it("previews a file of prices by product number and quantity with the reasons, then imports the new and changed products' prices", async () => {
    mockProductsApi([], ["PriceLists"]);
    const calls: string[] = [];
    let listReads = 0;
    server.use(
      http.get("/api/companies/:companyId/price-lists/:id", () => {
        listReads++;
        return HttpResponse.json(list);
      }),
      http.get("/api/companies/:companyId/price-lists/:id/items", () => HttpResponse.json([])),
      http.post("/api/companies/:companyId/price-lists/:id/import/preview", async ({ request, params }) => {
        const file = (await request.formData()).get("file") as File;
        calls.push(`preview ${params.id} ${file.size} bytes`);
        return HttpResponse.json(preview);
      }),
      http.post("/api/companies/:companyId/price-lists/:id/import", async ({ request, params }) => {
        const file = (await request.formData()).get("file") as File;
        calls.push(`import ${params.id} ${file.size} bytes`);
        return HttpResponse.json({ created: 1, updated: 1, skipped: { unchanged: 1, invalid: 2 } }, { status: 201 });
      }),
    );
    signIn();
    renderApp(`/list/price-lists/${list.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Import prices" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Import prices into Storkund" }, slow);
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const picked = new File(["\uFEFFArtikelnummer;Från antal;Pris\r\n"], "priser.csv", { type: "text/csv" });
    await userEvent.upload(input, picked);
    const table = await within(dialog).findByRole("table", { name: "Lines of the file" });
    expect(within(dialog).getByRole("status")).toHaveTextContent("Products: 1 new, 1 changed, 1 unchanged, 2 invalid");
    const lines = within(table)
      .getAllByRole("row")
      .map((tr) => [...tr.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ["Line", "State", "Number", "Name", "From quantity", "Price", "Price now", "Reason"],
      ["2", "New", "S-1", "Spik", "1", "SEK 0.95", "", ""],
      ["3", "New", "S-1", "Spik", "2.5", "SEK 0.90", "", ""],
      ["4", "Changed", "J-1", "Arbetsjacka", "1", "SEK 1,234.50", "SEK 899.00", ""],
      ["5", "Unchanged", "T-1", "Trappa", "1", "SEK 14,000.00", "", ""],
      ["6", "Invalid", "X-9", "Okänd", "1", "SEK 0.95", "", "No product has this number"],
      ["7", "Invalid", "B-1", "Bräda", "1", "SEK 0.95", "", "Higher than the price of a smaller quantity (line 8)"],
    ]);
    expect(calls).toEqual([`preview ${list.id} ${picked.size} bytes`]);
    const readsBefore = listReads;
    await userEvent.click(within(dialog).getByRole("button", { name: "Import prices of 2 products" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls).toEqual([`preview ${list.id} ${picked.size} bytes`, `import ${list.id} ${picked.size} bytes`]);
    expect(await screen.findByText("Prices saved: 1 new, 1 changed")).toBeInTheDocument();
    // The list (its version and items) is read again.
    await waitFor(() => expect(listReads).toBeGreaterThan(readsBefore));
  });

  it("shows the server's refusal in the modal and keeps the list as it was", async () => {
    mockProductsApi([], ["PriceLists"]);
    server.use(
      http.get("/api/companies/:companyId/price-lists/:id", () => HttpResponse.json(list)),
      http.get("/api/companies/:companyId/price-lists/:id/items", () => HttpResponse.json([])),
      http.post("/api/companies/:companyId/price-lists/:id/import/preview", () =>
        HttpResponse.json(
          {
            code: "VALIDATION",
            message: "The file has no column of the products' numbers (number or artikelnummer) in its first line.",
            field: "file",
          },
          { status: 400 },
        ),
      ),
    );
    signIn();
    renderApp(`/list/price-lists/${list.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Import prices" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Import prices into Storkund" }, slow);
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(["Namn;Pris\r\n"], "priser.csv", { type: "text/csv" }));
    expect(await within(dialog).findByRole("alert")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Import prices of 0 products" })).toBeDisabled();
  });
});
