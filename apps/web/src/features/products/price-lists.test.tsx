import type { PriceListDetail, PriceListItem } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { mockProductsApi, product, tools } from "./test-utils";

const slow = { timeout: 15_000 };

const list: PriceListDetail = {
  id: "12121212-1212-4212-8212-000000000001",
  name: "Bergströms priser",
  description: "",
  validFrom: "2026-01-01",
  validTo: null,
  customer: { id: "77777777-7777-4777-8777-000000000001", name: "Bergström Bygg AB" },
  customerStatus: null,
  isDefault: false,
  itemCount: 1,
  version: 1,
  createdAt: "2026-01-02T10:00:00.000Z",
  updatedAt: "2026-01-02T10:00:00.000Z",
  categoryDiscounts: [{ category: { id: tools.id, name: tools.name }, percent: 12.5 }],
};

describe("price lists", () => {
  it("shows a list's prices with their breaks and discounts, and saves a price with a break in öre", async () => {
    const saw = product({ name: "Fogsvans", number: "S-1" });
    const item: PriceListItem = {
      id: "13131313-1313-4313-8313-000000000001",
      priceListId: list.id,
      product: { id: saw.id, number: "S-1", name: "Fogsvans", unitCode: "PCS", salesPriceOre: 12950, active: true },
      priceOre: 11000,
      breaks: [{ fromQuantity: 20, priceOre: 9500 }],
      updatedAt: "2026-01-02T10:00:00.000Z",
    };
    const sent = mockProductsApi([saw], ["PriceLists"]);
    server.use(
      http.get("/api/companies/:companyId/price-lists", () => HttpResponse.json([list])),
      http.get("/api/companies/:companyId/price-lists/:id", () => HttpResponse.json(list)),
      http.get("/api/companies/:companyId/price-lists/:id/items", () => HttpResponse.json([item])),
      http.put("/api/companies/:companyId/price-lists/:id/items/:productId", async ({ request }) => {
        sent.push({ method: "PUT", url: new URL(request.url), body: await request.json() });
        return HttpResponse.json(item);
      }),
    );
    signIn();
    renderApp("/list/price-lists");
    const lists = await screen.findByRole("table", { name: "Price lists" }, slow);
    expect(within(lists).getByText("Customer Bergström Bygg AB")).toBeInTheDocument();
    expect(within(lists).getByText("From 2026-01-01")).toBeInTheDocument();
    await userEvent.click(within(lists).getByRole("link", { name: "Bergströms priser" }));

    const prices = await screen.findByRole("table", { name: "Prices" }, slow);
    expect(within(prices).getByText("SEK 110.00")).toBeInTheDocument();
    expect(within(prices).getByText("from 20: SEK 95.00")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Category discounts" })).toHaveTextContent("Tools12.5%");

    await userEvent.click(within(prices).getByRole("button", { name: "Edit the price of Fogsvans" }));
    const dialog = await screen.findByRole("dialog", { name: "The price of Fogsvans" }, slow);
    expect(within(dialog).getByRole("textbox", { name: "List price" })).toHaveValue("110,00");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add quantity break" }));
    await fill(within(dialog).getByRole("textbox", { name: "From quantity (break 2)" }), "100");
    await fill(within(dialog).getByRole("textbox", { name: "Price (break 2)" }), "99,50");
    // A break that raises the price is refused before anything is sent.
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("Quantity breaks rise in quantity and never raise the price"),
    ).toBeInTheDocument();
    const second = within(dialog).getByRole("textbox", { name: "Price (break 2)" });
    await userEvent.clear(second);
    await fill(second, "89,90");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(sent.find((s) => s.method === "PUT")?.body).toEqual({
        priceOre: 11000,
        breaks: [
          { fromQuantity: 20, priceOre: 9500 },
          { fromQuantity: 100, priceOre: 8990 },
        ],
      }),
    );
  });
});
