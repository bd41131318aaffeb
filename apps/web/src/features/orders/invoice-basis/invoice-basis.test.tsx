import type { InvoiceBasis, InvoiceBasisOrder, InvoiceExport } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app";
import { server, signIn, user } from "../../../test/server";
import { userEvent } from "../../../test/user-event";
import { customer, orderId, ordersCompany } from "../test-utils";

const slow = { timeout: 15_000 };
const path = `/companies/${ordersCompany.id}/orders/invoice-basis`;

function basisOrder(n: number, netOre: number, vatOre: number): InvoiceBasisOrder {
  return {
    id: orderId(n),
    number: n,
    name: `Order ${n}`,
    customer,
    orderDate: `2026-11-0${n}`,
    reportedOn: "2026-11-20",
    lineCount: 1,
    netOre,
    vatOre,
    grossOre: netOre + vatOre,
  };
}
const rows = [basisOrder(3, 100_000, 25_000), basisOrder(4, 40_000, 10_000)];

function batch(overrides: Partial<InvoiceExport> = {}): InvoiceExport {
  return {
    id: "e1e1e1e1-e1e1-4e1e-8e1e-000000000001",
    createdAt: "2026-12-01T09:00:00.000Z",
    createdBy: { id: user.id, name: user.name },
    issuedOn: "2026-12-01",
    selection: { dateBy: "orderDate", from: null, to: null, picked: true },
    orders: [{ id: orderId(1), number: 1 }],
    sums: { count: 1, netOre: 80_000, vatOre: 20_000, grossOre: 100_000 },
    undoneAt: null,
    undoneBy: null,
    ...overrides,
  };
}

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

function mockBasis(permissions: string[], exports: InvoiceExport[] = []) {
  const sent: Sent[] = [];
  const record = async (request: Request) =>
    sent.push({
      method: request.method,
      url: new URL(request.url),
      body: request.method === "GET" ? null : await request.clone().json(),
    });
  const basis: InvoiceBasis = {
    orders: rows,
    totals: { count: 2, netOre: 140_000, vatOre: 35_000, grossOre: 175_000 },
    truncated: false,
  };
  server.use(
    http.get("/api/companies", () => HttpResponse.json([ordersCompany])),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get("/api/companies/:companyId/invoice-basis", async ({ request }) => {
      await record(request);
      return HttpResponse.json(basis);
    }),
    http.get("/api/companies/:companyId/invoice-basis/exports", () => HttpResponse.json(exports)),
    http.post("/api/companies/:companyId/invoice-basis/exports", async ({ request }) => {
      await record(request);
      const made = batch({ orders: rows.map((o) => ({ id: o.id, number: o.number })) });
      return HttpResponse.json({ export: made, skipped: [] }, { status: 201 });
    }),
    http.get("/api/companies/:companyId/invoice-basis/exports/:exportId/file", async ({ request }) => {
      await record(request);
      return new HttpResponse("<Invoice/>", { headers: { "Content-Type": "application/octet-stream" } });
    }),
    http.post("/api/companies/:companyId/invoice-basis/exports/:exportId/undo", async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        batch({ undoneAt: "2026-12-02T09:00:00.000Z", undoneBy: { id: user.id, name: user.name } }),
      );
    }),
  );
  return { sent };
}

beforeEach(() => {
  URL.createObjectURL = () => "blob:1";
  URL.revokeObjectURL = () => {};
});

describe("invoice basis", () => {
  it("shows the reported orders of the period in the address with their sums, and exports them after the confirmation", async () => {
    const { sent } = mockBasis(["OrderActivateCancel"]);
    signIn();
    renderApp(`${path}?dateBy=reportedDate&from=2026-11-01&to=2026-11-30`);
    const table = await screen.findByRole("table", { name: "Reported orders" }, slow);
    expect(within(table).getByRole("link", { name: "3" })).toHaveAttribute(
      "href",
      `/companies/${ordersCompany.id}/publications/${orderId(3)}`,
    );
    const asked = sent.find((s) => s.method === "GET" && s.url.pathname.endsWith("/invoice-basis"));
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      dateBy: "reportedDate",
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(screen.getByText(/2 orders · net SEK 1,400.00 · VAT SEK 350.00 · total SEK 1,750.00/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Export e-invoices (UBL)" }));
    const dialog = await screen.findByRole("dialog", { name: "Export and mark invoiced?" }, slow);
    expect(within(dialog).getByText(/Exporting marks 2 orders invoiced/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Export" }));
    await waitFor(() => expect(sent.some((s) => s.method === "POST")).toBe(true));
    expect(sent.find((s) => s.method === "POST")?.body).toEqual({
      dateBy: "reportedDate",
      from: "2026-11-01",
      to: "2026-11-30",
    });
    await waitFor(() => expect(sent.some((s) => s.url.pathname.endsWith("/file"))).toBe(true));
    expect(sent.find((s) => s.url.pathname.endsWith("/file"))?.url.searchParams.get("format")).toBe("ubl");
    expect(await screen.findByText("2 orders exported and marked invoiced.")).toBeInTheDocument();
  });

  it("exports only the orders picked, with their sums", async () => {
    const { sent } = mockBasis(["OrderActivateCancel"]);
    signIn();
    renderApp(path);
    const table = await screen.findByRole("table", { name: "Reported orders" }, slow);
    const [, , second] = within(table).getAllByRole("checkbox");
    if (!second) throw new Error("no row checkbox");
    await userEvent.click(second);
    expect(await screen.findByText(/1 order · net SEK 400.00 · VAT SEK 100.00 · total SEK 500.00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    const dialog = await screen.findByRole("dialog", { name: "Export and mark invoiced?" }, slow);
    await userEvent.click(within(dialog).getByRole("button", { name: "Export" }));
    await waitFor(() => expect(sent.find((s) => s.method === "POST")?.body).toEqual({ orderIds: [orderId(4)] }));
  });

  it("lists the latest exports and undoes one after the confirmation", async () => {
    const { sent } = mockBasis(["OrderActivateCancel"], [batch()]);
    signIn();
    renderApp(path);
    const table = await screen.findByRole("table", { name: "Latest exports" }, slow);
    expect(within(table).getByText("Invoiced")).toBeInTheDocument();
    await userEvent.click(within(table).getByRole("button", { name: "Undo" }));
    const dialog = await screen.findByRole("dialog", { name: "Undo the export?" }, slow);
    await userEvent.click(within(dialog).getByRole("button", { name: "Undo" }));
    await waitFor(() =>
      expect(sent.some((s) => s.method === "POST" && s.url.pathname.endsWith(`/exports/${batch().id}/undo`))).toBe(
        true,
      ),
    );
    expect(await screen.findByText("The export was undone.")).toBeInTheDocument();
  });

  it("is locked without the permission to activate and cancel orders", async () => {
    mockBasis([]);
    signIn();
    renderApp(path);
    expect(await screen.findByText("Invoice basis not available", {}, slow)).toBeInTheDocument();
  });
});
