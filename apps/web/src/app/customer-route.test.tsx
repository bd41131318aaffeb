import type { PriceCheck } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { customer, customersCompany, mockCustomersApi } from "../features/customers/test-utils";
import { order, orderId } from "../features/orders/test-utils";
import { product } from "../features/products/test-utils";
import { renderApp } from "../test/render-app";
import { server, signIn } from "../test/server";
import { fill, userEvent } from "../test/user-event";

const slow = { timeout: 15_000 };

describe("the customer page's price check (app/customer-route.tsx)", () => {
  it("prices a product picked for this customer and says which rule gave the price", async () => {
    const kund = customer({ name: "Bergström Bygg AB" });
    const saw = product({ name: "Fogsvans", number: "S-1" });
    mockCustomersApi([kund]);
    const asked: URLSearchParams[] = [];
    server.use(
      http.get("/api/companies/:companyId/products", () =>
        HttpResponse.json([
          {
            id: saw.id,
            number: saw.number,
            name: saw.name,
            type: saw.type,
            unitCode: saw.unitCode,
            category: null,
            vatRate: 25,
            salesPriceOre: saw.salesPriceOre,
            active: true,
            durationMinutes: null,
          },
        ]),
      ),
      http.get("/api/companies/:companyId/products/:productId", () => HttpResponse.json(saw)),
      http.get("/api/companies/:companyId/price-check", ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.searchParams);
        const answer: PriceCheck = {
          product: { id: saw.id, number: "S-1", name: "Fogsvans", unitCode: "PCS" },
          customer: { id: kund.id, name: kund.name },
          customerStatus: { id: "66666666-6666-4666-8666-000000000001", name: "Active" },
          quantity: Number(url.searchParams.get("quantity")),
          date: "2026-12-06",
          salesPriceOre: 12950,
          ruleUnitPriceOre: 11000,
          choices: [],
          unitPriceOre: 11000,
          totalOre: 11000,
          vatRate: 25,
          vatOre: 2750,
          totalWithVatOre: 13750,
          rule: { kind: "statusList", basis: "listPrice", listName: "Storkund" },
        };
        return HttpResponse.json(answer);
      }),
    );
    signIn();
    renderApp(`/list/customers/${kund.id}`);
    const panel = await screen.findByRole("region", { name: "Price check" }, slow);
    expect(within(panel).getByText("Pick a product to see its price.")).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("combobox", { name: "Product" }));
    await userEvent.click(await screen.findByRole("option", { name: "S-1 Fogsvans" }, slow));
    expect(
      await within(panel).findByText("The list 'Storkund' of the status 'Active': SEK 110.00", {}, slow),
    ).toBeInTheDocument();
    expect(within(panel).getByText("SEK 137.50")).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)?.get("customerId")).toBe(kund.id));
    expect(asked.at(-1)?.get("productId")).toBe(saw.id);
    await fill(within(panel).getByRole("textbox", { name: "Quantity" }), "x");
    expect(within(panel).getByText("A quantity above 0, at most three decimals")).toBeInTheDocument();
  });

  it("picks a configurable product's choices, sent with the check", async () => {
    const kund = customer({ name: "Bergström Bygg AB" });
    const jacket = product({
      name: "Arbetsjacka",
      number: "J-1",
      type: "configurable",
      options: [
        {
          id: "88888888-8888-4888-8888-000000000001",
          name: "Storlek",
          choices: [
            { id: "88888888-8888-4888-8888-000000000011", name: "M", priceChangeOre: 0 },
            { id: "88888888-8888-4888-8888-000000000012", name: "XL", priceChangeOre: 2000 },
          ],
        },
      ],
    });
    mockCustomersApi([kund]);
    const asked: URLSearchParams[] = [];
    server.use(
      http.get("/api/companies/:companyId/products", () =>
        HttpResponse.json([
          { ...jacket, category: null, durationMinutes: null, parentCategory: undefined, options: undefined },
        ]),
      ),
      http.get("/api/companies/:companyId/products/:productId", () => HttpResponse.json(jacket)),
      http.get("/api/companies/:companyId/price-check", ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ message: "not needed" }, { status: 500 });
      }),
    );
    signIn();
    renderApp(`/list/customers/${kund.id}`);
    const panel = await screen.findByRole("region", { name: "Price check" }, slow);
    await userEvent.click(within(panel).getByRole("combobox", { name: "Product" }));
    await userEvent.click(await screen.findByRole("option", { name: "J-1 Arbetsjacka" }, slow));
    await userEvent.click(await within(panel).findByRole("combobox", { name: "Storlek" }, slow));
    await userEvent.click(await screen.findByRole("option", { name: "XL" }, slow));
    await waitFor(() =>
      expect(asked.at(-1)?.getAll("choiceIds").join(",")).toContain("88888888-8888-4888-8888-000000000012"),
    );
    expect(asked.at(-1)?.get("productId")).toBe(jacket.id);
  });
});

describe("the customer page's New order (app/customer-route.tsx)", () => {
  it("makes an order for this customer and opens it, for a member who may make orders", async () => {
    const kund = customer({ name: "Bergström Bygg AB" });
    mockCustomersApi([kund], ["OrderCreate", "PublicationCreate"]);
    const withOrders = {
      ...customersCompany,
      enabledFeatures: { ...customersCompany.enabledFeatures, publicationTypes: ["order" as const] },
    };
    const posted: unknown[] = [];
    server.use(
      http.get("/api/companies", () => HttpResponse.json([withOrders])),
      http.post("/api/companies/:companyId/orders", async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(order({ id: orderId(42), number: 42 }), { status: 201 });
      }),
      // The new order's page stays loading: an unanswered read could take the address to /error
      // before the test read it (failed in CI).
      http.get("/api/companies/:companyId/publications/:id", () => delay("infinite")),
    );
    signIn();
    const { location } = renderApp(`/list/customers/${kund.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "New order" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "New order" }, slow);
    expect(within(dialog).getByRole("combobox", { name: /^Customer/ })).toHaveValue("Bergström Bygg AB");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create order" }));
    await waitFor(() => expect(location()).toBe(`/companies/${customersCompany.id}/publications/${orderId(42)}`));
    expect(posted).toEqual([expect.objectContaining({ customerId: kund.id })]);
  });

  it("has no New order for a member without OrderCreate", async () => {
    const kund = customer({ name: "Bergström Bygg AB" });
    mockCustomersApi([kund], ["PublicationCreate"]);
    signIn();
    renderApp(`/list/customers/${kund.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Bergström Bygg AB" }, slow)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New order" })).not.toBeInTheDocument();
  });
});
