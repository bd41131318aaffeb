import type { CustomerImportPreview, CustomerImportRow } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import { server, signIn } from "../../../test/server";
import { userEvent } from "../../../test/user-event";
import { customer, mockCustomersApi } from "../test-utils";

/** A lazy screen's or modal's first load under a busy machine (docs: cold chunks). */
const slow = { timeout: 15_000 };

const row = (line: number, overrides: Partial<CustomerImportRow> = {}): CustomerImportRow => ({
  line,
  status: "new",
  name: `Kund ${line} AB`,
  kind: "organisation",
  orgNumber: null,
  personalNumber: null,
  email: null,
  city: null,
  contactName: null,
  field: null,
  problem: null,
  duplicateOf: null,
  ...overrides,
});

const preview: CustomerImportPreview = {
  delimiter: ";",
  columns: ["name", "orgNumber", "email"],
  ignored: [],
  rows: [
    row(2),
    row(3, { status: "invalid", field: "orgNumber", problem: "invalid" }),
    row(4, { status: "duplicate", field: "email", duplicateOf: { name: "Kund 2 AB", line: 2 } }),
    row(5, { status: "duplicate", field: "orgNumber", duplicateOf: { name: "Bergström Bygg AB", line: null } }),
  ],
  counts: { new: 1, duplicate: 2, invalid: 1 },
};

describe("customer import and export", () => {
  it("previews a CSV file line by line with the reasons, writes nothing until confirmed, then imports the new lines", async () => {
    mockCustomersApi([customer({ name: "Bergström Bygg AB" })], ["CustomerCreate"]);
    const calls: string[] = [];
    server.use(
      http.post("/api/companies/:companyId/customers/import/preview", async ({ request }) => {
        const file = (await request.formData()).get("file") as File;
        calls.push(`preview ${file.size} bytes`);
        return HttpResponse.json(preview);
      }),
      http.post("/api/companies/:companyId/customers/import", async ({ request }) => {
        const file = (await request.formData()).get("file") as File;
        calls.push(`import ${file.size} bytes`);
        return HttpResponse.json(
          { created: 1, contacts: 0, addresses: 0, skipped: { duplicate: 2, invalid: 1 } },
          { status: 201 },
        );
      }),
    );
    signIn();
    renderApp("/list/customers");
    await userEvent.click(await screen.findByRole("button", { name: "Import" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Import customers from CSV" }, slow);
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(["\uFEFFNamn;Organisationsnummer\r\n"], "kunder.csv", { type: "text/csv" }));
    const table = await within(dialog).findByRole("table", { name: "Lines of the file" });
    expect(within(dialog).getByRole("status")).toHaveTextContent("1 new, 2 duplicates, 1 invalid");
    const lines = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent));
    expect(lines).toEqual([
      ["2", "New", "Kund 2 AB", "", "", ""],
      ["3", "Invalid", "Kund 3 AB", "", "", "Organisation number is not valid"],
      ["4", "Duplicate", "Kund 4 AB", "", "", "Same Email as line 2"],
      ["5", "Duplicate", "Kund 5 AB", "", "", "Same Organisation number as Bergström Bygg AB"],
    ]);
    expect(calls).toEqual(["preview 29 bytes"]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Import 1 customer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls).toEqual(["preview 29 bytes", "import 29 bytes"]);
    expect(await screen.findByText("1 customer imported")).toBeInTheDocument();
  });

  it("exports the filtered list as CSV or XLSX with the list's filters", async () => {
    mockCustomersApi([customer({ name: "Bergström Bygg AB" })], []);
    const asked: URLSearchParams[] = [];
    server.use(
      http.get("/api/companies/:companyId/customers/export", ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return new HttpResponse("x", { headers: { "content-type": "text/csv" } });
      }),
    );
    signIn();
    renderApp("/list/customers?q=berg");
    expect(screen.queryByRole("button", { name: "Import" })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Export" }, slow));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Excel workbook (XLSX)" }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({ format: "xlsx", q: "berg", sort: "name" });
  });
});
