import type { PriceCheck } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { mockProductsApi, product, type Sent, saws, tools } from "./test-utils";

/** A lazy screen's or modal's first load under a busy machine (docs: cold chunks). */
const slow = { timeout: 15_000 };

const lastList = (sent: Sent[]) =>
  Object.fromEntries(
    sent.filter((s) => s.method === "GET" && s.url.pathname.endsWith("/products")).at(-1)?.url.searchParams ?? [],
  );

describe("product list", () => {
  it("shows the columns, asks for 21 by name, and keeps the search and filters in the address", async () => {
    const saw = product({ name: "Fogsvans", number: "S-1", category: { id: saws.id, name: saws.name } });
    const sent = mockProductsApi([saw]);
    signIn();
    const { location } = renderApp("/list/products");
    const table = await screen.findByRole("table", { name: "Products" }, slow);
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Product number", "Name", "Type", "Category", "Unit", "Sales price", "Active"]);
    expect(within(table).getByRole("link", { name: "Fogsvans" })).toHaveAttribute("href", `/list/products/${saw.id}`);
    expect(within(table).getByText("PCS – piece")).toBeInTheDocument();
    expect(within(table).getByText("SEK 129.50")).toBeInTheDocument();
    expect(lastList(sent)).toEqual({ limit: "21", offset: "0", sort: "name" });

    await fill(screen.getByRole("textbox", { name: "Search products" }), "fog");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(location()).toBe("/list/products?q=fog"));
    await waitFor(() => expect(lastList(sent).q).toBe("fog"));

    await userEvent.click(screen.getByRole("combobox", { name: "Type" }));
    await userEvent.click(await screen.findByRole("option", { name: "Configurable" }, slow));
    await waitFor(() => expect(location()).toContain("type=configurable"));
    await waitFor(() => expect(lastList(sent)).toMatchObject({ q: "fog", type: "configurable" }));

    await userEvent.click(screen.getByRole("combobox", { name: "Category" }));
    await userEvent.click(await screen.findByRole("option", { name: "Tools › Saws" }, slow));
    await waitFor(() => expect(location()).toContain(`category=${saws.id}`));
    await waitFor(() => expect(lastList(sent).categoryId).toBe(saws.id));

    await userEvent.click(screen.getByRole("combobox", { name: "Shown" }));
    await userEvent.click(await screen.findByRole("option", { name: "Active and inactive" }, slow));
    await waitFor(() => expect(location()).toContain("active=all"));
    await waitFor(() => expect(lastList(sent).active).toBe("all"));
  });

  it("reads the filters from the address it is opened at (a reload keeps them)", async () => {
    const sent = mockProductsApi([]);
    signIn();
    renderApp(`/list/products?q=spik&type=service&category=${tools.id}&active=inactive&sort=number&page=2`);
    expect(await screen.findByText("No products match", {}, slow)).toBeInTheDocument();
    expect(lastList(sent)).toEqual({
      q: "spik",
      type: "service",
      categoryId: tools.id,
      active: "false",
      sort: "number",
      limit: "21",
      offset: "20",
    });
    expect(screen.getByRole("textbox", { name: "Search products" })).toHaveValue("spik");
    expect(screen.getByRole("combobox", { name: "Type" })).toHaveValue("Service");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("Tools");
  });

  it("shows a card per product on a phone and folds the filters behind a button", async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: false });
    try {
      const saw = product({ name: "Fogsvans", number: "S-1" });
      mockProductsApi([saw]);
      signIn();
      renderApp("/list/products?type=simple");
      const cards = await screen.findByRole("list", { name: "Products" }, slow);
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      const card = within(cards).getByRole("listitem");
      expect(within(card).getByRole("link", { name: "Fogsvans" })).toHaveAttribute("href", `/list/products/${saw.id}`);
      expect(screen.getByRole("button", { name: /^Filters/ })).toHaveTextContent("Filters1");
    } finally {
      window.matchMedia = wide;
    }
  });
});

describe("creating a product", () => {
  const openForm = async () => {
    signIn();
    renderApp("/list/products");
    await userEvent.click(await screen.findByRole("button", { name: "New product" }, slow));
    return screen.findByRole("dialog", { name: "New product" }, slow);
  };

  it("is offered only with Products", async () => {
    mockProductsApi([product()]);
    signIn();
    renderApp("/list/products");
    await screen.findByRole("table", { name: "Products" }, slow);
    expect(screen.queryByRole("button", { name: "New product" })).not.toBeInTheDocument();
  });

  it("reads kronor typed with a space and a comma as exact öre, and refuses what is no amount under its field", async () => {
    const sent = mockProductsApi([], ["Products"]);
    const dialog = await openForm();
    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "Hammare");
    await fill(within(dialog).getByRole("textbox", { name: /Sales price/ }), "12,345");
    await fill(within(dialog).getByRole("textbox", { name: "Purchase price" }), "abc");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create product" }));
    const problems = await within(dialog).findAllByText(
      "Type an amount in kronor, e.g. 1 234,50 (at most two decimals)",
    );
    expect(problems).toHaveLength(2);
    expect(within(dialog).getByRole("textbox", { name: /Sales price/ })).toHaveAttribute("aria-invalid", "true");
    expect(sent.filter((s) => s.method === "POST")).toHaveLength(0);

    await userEvent.clear(within(dialog).getByRole("textbox", { name: /Sales price/ }));
    await fill(within(dialog).getByRole("textbox", { name: /Sales price/ }), "1 234,50");
    await userEvent.clear(within(dialog).getByRole("textbox", { name: "Purchase price" }));
    await fill(within(dialog).getByRole("textbox", { name: "Purchase price" }), "999.9");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create product" }));
    await waitFor(() => expect(sent.filter((s) => s.method === "POST")).toHaveLength(1));
    expect(sent.find((s) => s.method === "POST")?.body).toMatchObject({
      name: "Hammare",
      type: "simple",
      salesPriceOre: 123450,
      purchasePriceOre: 99990,
      options: [],
    });
  });

  it("creates a configurable product with two options and their choices' price changes", async () => {
    const sent = mockProductsApi([], ["Products"]);
    const dialog = await openForm();
    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "Pall");
    await fill(within(dialog).getByRole("textbox", { name: /Sales price/ }), "100");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Type" }));
    await userEvent.click(await screen.findByRole("option", { name: "Configurable" }));
    // Without an option, the contract refuses it.
    await userEvent.click(within(dialog).getByRole("button", { name: "Create product" }));
    expect(await within(dialog).findByText("Add at least one option with a choice; names differ")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Add option" }));
    await fill(within(dialog).getByRole("textbox", { name: "Name of option 1" }), "Storlek");
    await fill(within(dialog).getByRole("textbox", { name: "Choice 1 of option 1" }), "Liten");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add a choice to option 1" }));
    await fill(within(dialog).getByRole("textbox", { name: "Choice 2 of option 1" }), "Stor");
    const change = within(dialog).getByRole("textbox", { name: "Price change of choice 2 of option 1" });
    await userEvent.clear(change);
    await fill(change, "25,50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add option" }));
    await fill(within(dialog).getByRole("textbox", { name: "Name of option 2" }), "Material");
    await fill(within(dialog).getByRole("textbox", { name: "Choice 1 of option 2" }), "Trä");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create product" }));

    await waitFor(() => expect(sent.filter((s) => s.method === "POST")).toHaveLength(1));
    expect(sent.find((s) => s.method === "POST")?.body).toMatchObject({
      name: "Pall",
      type: "configurable",
      salesPriceOre: 10000,
      durationMinutes: null,
      options: [
        {
          name: "Storlek",
          choices: [
            { name: "Liten", priceChangeOre: 0 },
            { name: "Stor", priceChangeOre: 2550 },
          ],
        },
        { name: "Material", choices: [{ name: "Trä", priceChangeOre: 0 }] },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Pall", level: 1 }, slow)).toBeInTheDocument();
  }, 60_000);
});

describe("price check", () => {
  const check = (url: URL, overrides: Partial<PriceCheck>): PriceCheck => ({
    product: { id: url.searchParams.get("productId") ?? "", number: "S-1", name: "Fogsvans", unitCode: "PCS" },
    customer: { id: "77777777-7777-4777-8777-000000000001", name: "Bergström Bygg AB" },
    customerStatus: null,
    quantity: Number(url.searchParams.get("quantity")),
    date: "2026-12-06",
    salesPriceOre: 12950,
    ruleUnitPriceOre: 9500,
    choices: [],
    unitPriceOre: 9500,
    totalOre: 9500 * Number(url.searchParams.get("quantity")),
    vatRate: 25,
    vatOre: 0,
    totalWithVatOre: 0,
    rule: { kind: "salesPrice", basis: "salesPrice" },
    ...overrides,
  });

  it("shows the price for a customer and a quantity with the rule in words", async () => {
    const saw = product({ name: "Fogsvans", number: "S-1" });
    const sent = mockProductsApi([saw], [], {
      priceCheck: (url) =>
        Number(url.searchParams.get("quantity")) >= 20
          ? check(url, {
              rule: {
                kind: "customerList",
                basis: "quantityBreak",
                listName: "Bergströms priser",
                fromQuantity: 20,
              },
              totalOre: 190000,
            })
          : check(url, {
              customer: null,
              ruleUnitPriceOre: 12950,
              unitPriceOre: 12950,
              totalOre: 12950,
              rule: { kind: "salesPrice", basis: "salesPrice" },
            }),
    });
    signIn();
    renderApp(`/list/products/${saw.id}`);
    const panel = await screen.findByRole("region", { name: "Price check" }, slow);
    expect(await within(panel).findByText("Sales price: SEK 129.50", {}, slow)).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole("combobox", { name: "Customer" }));
    await userEvent.click(await screen.findByRole("option", { name: "Bergström Bygg AB" }, slow));
    const quantity = within(panel).getByRole("textbox", { name: "Quantity" });
    await userEvent.clear(quantity);
    await fill(quantity, "20");
    expect(
      await within(panel).findByText("Customer's own list 'Bergströms priser', from 20 pcs: SEK 95.00", {}, slow),
    ).toBeInTheDocument();
    expect(within(panel).getByText("SEK 1,900.00")).toBeInTheDocument();
    const asked = sent.filter((s) => s.url.pathname.endsWith("/price-check")).at(-1)?.url.searchParams;
    expect(Object.fromEntries(asked ?? [])).toEqual({
      productId: saw.id,
      customerId: "77777777-7777-4777-8777-000000000001",
      quantity: "20",
    });
  });
});
