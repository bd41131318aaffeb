import type { Order } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import {
  customer,
  line,
  mockOrders,
  order,
  orderId,
  orderObject,
  ordersCompany,
  plant,
  shirt,
  sotning,
} from "./test-utils";

const slow = { timeout: 15_000 };
const id = orderId(1);
const pagePath = `/companies/${ordersCompany.id}/publications/${id}`;

/** The object page of order 1 as `permissions` see it; `answer` gives the order's writes their answers. */
function mockOrderPage(permissions: string[], first: Order, answer: (request: Request, body: unknown) => Response) {
  const api = mockOrders(permissions);
  let current = first;
  const base = `/api/companies/${ordersCompany.id}/publications/:publicationId`;
  server.use(
    http.get(base, ({ params }) => HttpResponse.json(orderObject(String(params.publicationId), "Order 1"))),
    http.get(`${base}/:part`, () => HttpResponse.json([])),
    http.get("/api/companies/:companyId/notices", () => HttpResponse.json([])),
    http.get("/api/companies/:companyId/groups", () => HttpResponse.json([])),
    http.get("/api/companies/:companyId/orders/:orderId", async ({ request }) => {
      await api.record(request);
      return HttpResponse.json(current);
    }),
    http.all(`/api/companies/:companyId/orders/${id}/:action`, async ({ request }) => {
      await api.record(request);
      const response = answer(request, api.sent.at(-1)?.body);
      if (response.ok) current = await response.clone().json();
      return response;
    }),
  );
  return {
    ...api,
    setCurrent: (order: Order) => {
      current = order;
    },
  };
}

/** Order 1 as saved with a second line the server priced at the sales price. */
const savedWithTwoLines = order({
  version: 2,
  lines: [
    line(),
    line({
      id: "e0e0e0e0-e0e0-4e0e-8e0e-000000000002",
      position: 1,
      quantity: 1,
      unitPriceOre: 50_000,
      priceRule: { kind: "salesPrice", basis: "salesPrice" },
      lineOre: 50_000,
      netOre: 50_000,
    }),
  ],
  totals: {
    netOre: 140_000,
    vat: [{ rate: 25, baseOre: 140_000, vatOre: 35_000 }],
    vatOre: 35_000,
    grossOre: 175_000,
  },
});

const section = () => screen.findByRole("region", { name: "Order 1" }, slow);

describe("the order on its object page", () => {
  it("shows the lines with the rule of each price, the totals and the customer", async () => {
    mockOrderPage(["OrderCreate"], order(), () => HttpResponse.json(order()));
    signIn();
    renderApp(pagePath);
    const part = await section();
    const lines = await within(part).findByRole("table", { name: "Order lines" });
    expect(within(lines).getByText("Customer's own list 'Storkund', from 2 piece")).toBeInTheDocument();
    expect(within(lines).getByText("SEK 450.00")).toBeInTheDocument();
    const totals = within(part).getByRole("group", { name: "Totals" });
    expect(within(totals).getByText("VAT 25 % of SEK 900.00")).toBeInTheDocument();
    expect(within(totals).getByText("SEK 1,125.00")).toBeInTheDocument();
    expect(within(part).getByRole("link", { name: "Villa Solbacken" })).toHaveAttribute(
      "href",
      "/list/customers/c0c0c0c0-c0c0-4c0c-8c0c-000000000001",
    );
    // A draft has no report yet.
    expect(screen.queryByRole("region", { name: "Order report" })).not.toBeInTheDocument();
  });

  it("adds a product line, priced by the server on save, and shows the rule it answered", async () => {
    const { sent } = mockOrderPage(["OrderCreate"], order(), () => HttpResponse.json(savedWithTwoLines));
    signIn();
    renderApp(pagePath);
    const part = await section();
    await userEvent.click(await within(part).findByRole("button", { name: "Edit lines" }));
    // Without PriceLists: no price by hand and no free line.
    expect(within(part).queryByRole("checkbox", { name: "Set the price by hand" })).not.toBeInTheDocument();
    expect(within(part).queryByRole("button", { name: "Add a free line" })).not.toBeInTheDocument();
    expect(within(part).getByText("SEK 450.00 · Customer's own list 'Storkund', from 2 piece")).toBeInTheDocument();

    await userEvent.click(within(part).getByRole("button", { name: "Add a product" }));
    const added = within(part).getByRole("group", { name: "Line 2" });
    expect(within(added).getByText("Priced by the price lists when saved")).toBeInTheDocument();
    await userEvent.click(within(added).getByRole("combobox", { name: /^Product/ }));
    await userEvent.click(await screen.findByRole("option", { name: `${sotning.number} ${sotning.name}` }, slow));
    await userEvent.click(within(part).getByRole("button", { name: "Save lines" }));

    await waitFor(() => expect(sent.some((s) => s.method === "PUT")).toBe(true));
    const put = sent.find((s) => s.method === "PUT");
    expect(put?.url.pathname).toMatch(/\/lines$/);
    expect(put?.body).toEqual({
      version: 1,
      lines: [
        expect.objectContaining({ id: line().id, productId: sotning.id, quantity: 2, manualPrice: false }),
        expect.objectContaining({ productId: sotning.id, quantity: 1, manualPrice: false, description: sotning.name }),
      ],
    });
    // A product's new line asks the price resolution for its price: none is sent.
    expect(put?.body).toMatchObject({
      lines: [expect.anything(), expect.not.objectContaining({ unitPriceOre: expect.anything() })],
    });
    const table = await within(part).findByRole("table", { name: "Order lines" });
    expect(within(table).getByText("Sales price")).toBeInTheDocument();
  });

  it("shows a configurable product's choices on its line, keeps them when other lines are saved, and sends a choice picked", async () => {
    const [size, material] = shirt.options;
    const xl = size?.choices[1];
    const wool = material?.choices[0];
    const shirtLine = line({
      id: "e0e0e0e0-e0e0-4e0e-8e0e-000000000003",
      position: 1,
      product: { id: shirt.id, number: shirt.number, name: shirt.name },
      choices: [{ id: xl?.id ?? "", optionId: size?.id ?? "", optionName: "Size", name: "XL", priceChangeOre: 2_500 }],
      description: "Tröja",
      quantity: 1,
      unitPriceOre: 22_500,
      priceRule: { kind: "salesPrice", basis: "salesPrice" },
      lineOre: 22_500,
      netOre: 22_500,
    });
    const withShirt = order({ lines: [line(), shirtLine] });
    const { sent } = mockOrderPage(["OrderCreate"], withShirt, () => HttpResponse.json(withShirt));
    signIn();
    renderApp(pagePath);
    const part = await section();
    const table = await within(part).findByRole("table", { name: "Order lines" });
    expect(within(table).getByText("Size: XL")).toBeInTheDocument();

    await userEvent.click(within(part).getByRole("button", { name: "Edit lines" }));
    const shirtFields = within(part).getByRole("group", { name: "Line 2" });
    expect(await within(shirtFields).findByLabelText("Size", {}, slow)).toHaveValue("XL (+SEK 25.00)");
    expect(within(shirtFields).getByLabelText("Material")).toHaveValue("");
    expect(within(shirtFields).getByText("SEK 225.00 · Sales price")).toBeInTheDocument();
    // Another line changes; the configurable line is sent with its choice.
    const firstQuantity = within(within(part).getByRole("group", { name: "Line 1" })).getByRole("textbox", {
      name: "Quantity",
    });
    await userEvent.clear(firstQuantity);
    await fill(firstQuantity, "3");
    await userEvent.click(within(part).getByRole("button", { name: "Save lines" }));
    await waitFor(() => expect(sent.some((s) => s.method === "PUT")).toBe(true));
    expect(sent.find((s) => s.method === "PUT")?.body).toMatchObject({
      lines: [
        { id: line().id, quantity: 3, choiceIds: [] },
        { id: shirtLine.id, productId: shirt.id, quantity: 1, choiceIds: [xl?.id] },
      ],
    });

    // A choice picked: the line's price before saving, by the price check, and the choices sent.
    await userEvent.click(await within(part).findByRole("button", { name: "Edit lines" }));
    const again = within(part).getByRole("group", { name: "Line 2" });
    await userEvent.click(await within(again).findByLabelText("Material", {}, slow));
    await userEvent.click(await screen.findByRole("option", { name: "Wool (+SEK 50.00)" }, slow));
    expect(await within(again).findByText("SEK 275.00 · Sales price (when saved)", {}, slow)).toBeInTheDocument();
    const check = sent.find(
      (s) => s.url.pathname.endsWith("/price-check") && s.url.searchParams.get("productId") === shirt.id,
    );
    expect(Object.fromEntries(check?.url.searchParams ?? [])).toEqual({
      productId: shirt.id,
      customerId: customer.id,
      quantity: "1",
      date: "2026-12-01",
      choiceIds: `${xl?.id},${wool?.id}`,
    });
    await userEvent.click(within(part).getByRole("button", { name: "Save lines" }));
    await waitFor(() => expect(sent.filter((s) => s.method === "PUT")).toHaveLength(2));
    expect(sent.filter((s) => s.method === "PUT")[1]?.body).toMatchObject({
      lines: [expect.anything(), { id: shirtLine.id, choiceIds: [xl?.id, wool?.id] }],
    });
  }, 45_000);

  it("shows a new line's price and its rule once its product and quantity are picked, before it is saved", async () => {
    const { sent } = mockOrderPage(["OrderCreate"], order(), () => HttpResponse.json(order()));
    signIn();
    renderApp(pagePath);
    const part = await section();
    await userEvent.click(await within(part).findByRole("button", { name: "Edit lines" }));
    await userEvent.click(within(part).getByRole("button", { name: "Add a product" }));
    const added = within(part).getByRole("group", { name: "Line 2" });
    await userEvent.click(within(added).getByRole("combobox", { name: /^Product/ }));
    await userEvent.click(await screen.findByRole("option", { name: `${sotning.number} ${sotning.name}` }, slow));
    const quantity = within(added).getByRole("textbox", { name: "Quantity" });
    await userEvent.clear(quantity);
    await fill(quantity, "3");
    expect(await within(added).findByText("SEK 500.00 · Sales price (when saved)", {}, slow)).toBeInTheDocument();
    const checks = sent.filter((s) => s.url.pathname.endsWith("/price-check"));
    expect(checks.at(-1)?.url.searchParams.get("quantity")).toBe("3");
    expect(checks.at(-1)?.url.searchParams.get("customerId")).toBe(customer.id);
    // The totals count it at that price: 900 kr saved + 3 × 500 kr, 25 % VAT.
    const totals = within(part).getByRole("group", { name: "Totals" });
    expect(within(totals).getByText("VAT 25 % of SEK 2,400.00")).toBeInTheDocument();
    expect(within(totals).getByText("SEK 3,000.00")).toBeInTheDocument();
    expect(within(part).queryByText(/not in these totals yet/)).not.toBeInTheDocument();
    // A quantity that is not one asks nothing and says the line is priced on save.
    await userEvent.clear(quantity);
    await fill(quantity, "0,0001");
    expect(within(added).getByText("Priced by the price lists when saved")).toBeInTheDocument();
    expect(within(part).getByText(/not in these totals yet/)).toBeInTheDocument();
    // The saved line, unchanged, keeps its saved price without asking.
    expect(within(part).getByText("SEK 450.00 · Customer's own list 'Storkund', from 2 piece")).toBeInTheDocument();
    expect(checks.every((s) => s.url.searchParams.get("productId") === sotning.id)).toBe(true);
  }, 45_000);

  it("picks the order's plant among its customer's, and a delivery address among the customer's", async () => {
    const { sent, record } = mockOrderPage(["OrderCreate"], order(), () => HttpResponse.json(order()));
    server.use(
      http.put(`/api/companies/:companyId/orders/${id}`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(order({ version: 2 }));
      }),
    );
    signIn();
    renderApp(pagePath);
    const part = await section();
    expect(within(part).getByText("Solvägen 1, 123 45 Solna")).toBeInTheDocument();
    await userEvent.click(within(part).getByRole("button", { name: "Edit details" }));
    const form = within(part).getByRole("form", { name: "The order's details" });
    const address = within(form).getByRole("combobox", { name: "Delivery address" });
    await waitFor(() => expect(address).toHaveValue("Solvägen 1, 123 45 Solna (Visiting address)"));
    await userEvent.click(within(form).getByRole("combobox", { name: "Plant" }));
    await userEvent.click(await screen.findByRole("option", { name: plant.name }, slow));
    expect(address).toHaveValue("Pannvägen 2, 123 46 Solna (The plant's address)");
    await userEvent.click(within(form).getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(sent.some((s) => s.method === "PUT")).toBe(true));
    expect(sent.find((s) => s.method === "PUT")?.body).toMatchObject({
      plantId: plant.id,
      deliveryAddress: { street: "Pannvägen 2", postcode: "123 46", city: "Solna", country: "SE" },
      version: 1,
    });
    // Only the order's customer's plants are asked for.
    expect(sent.find((s) => s.url.pathname.endsWith("/plants"))?.url.searchParams.get("customerId")).toBe(customer.id);
  }, 45_000);

  it("lets a holder of PriceLists set a line's price by hand", async () => {
    const { sent } = mockOrderPage(["OrderCreate", "PriceLists"], order(), () =>
      HttpResponse.json(order({ version: 2 })),
    );
    signIn();
    renderApp(pagePath);
    const part = await section();
    await userEvent.click(await within(part).findByRole("button", { name: "Edit lines" }));
    expect(within(part).getByRole("button", { name: "Add a free line" })).toBeInTheDocument();
    await userEvent.click(within(part).getByRole("checkbox", { name: "Set the price by hand" }));
    const price = within(part).getByRole("textbox", { name: "Unit price" });
    expect(price).toHaveValue("450,00");
    await userEvent.clear(price);
    await userEvent.click(within(part).getByRole("button", { name: "Save lines" }));
    expect(await within(part).findByRole("alert")).toHaveTextContent("a price by hand");
    await fill(price, "399,50");
    await userEvent.click(within(part).getByRole("button", { name: "Save lines" }));
    await waitFor(() => expect(sent.some((s) => s.method === "PUT")).toBe(true));
    expect(sent.find((s) => s.method === "PUT")?.body).toMatchObject({
      lines: [{ manualPrice: true, unitPriceOre: 39_950 }],
    });
  });

  it("activates by the button its permission shows, and answers a 409 with the state the order is in now", async () => {
    const { sent, setCurrent } = mockOrderPage(["OrderActivateCancel"], order(), (request) =>
      request.url.endsWith("/activate")
        ? HttpResponse.json(order({ status: "active", version: 2 }))
        : HttpResponse.json(
            {
              code: "CONFLICT",
              message: "The order is in progress",
              field: "status",
              current: { status: "inProgress", version: 3 },
            },
            { status: 409 },
          ),
    );
    signIn();
    renderApp(pagePath);
    const part = await section();
    // Start and Report need OrderReport; Copy needs OrderCopy; editing needs OrderCreate.
    expect(within(part).queryByRole("button", { name: "Start" })).not.toBeInTheDocument();
    expect(within(part).queryByRole("button", { name: "Copy" })).not.toBeInTheDocument();
    expect(within(part).queryByRole("button", { name: "Edit lines" })).not.toBeInTheDocument();

    await userEvent.click(await within(part).findByRole("button", { name: "Activate" }));
    expect(await within(part).findByText("Active")).toBeInTheDocument();
    expect(sent.find((s) => s.url.pathname.endsWith("/activate"))?.body).toEqual({ version: 1 });

    // Someone else started it meanwhile: cancelling it from here is refused with the state it is in now.
    setCurrent(order({ status: "inProgress", version: 3 }));
    await userEvent.click(within(part).getByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel the order" }, slow);
    await fill(within(dialog).getByRole("textbox", { name: "Reason" }), "The customer called it off");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel the order" }));
    expect(
      await screen.findByText("Someone changed the order first: it is now In progress. It is shown as it is now."),
    ).toBeInTheDocument();
    expect(sent.find((s) => s.url.pathname.endsWith("/cancel"))?.body).toEqual({
      reason: "The customer called it off",
      version: 2,
    });
    expect(await within(part).findByText("In progress")).toBeInTheDocument();
  });

  it("copies the order keeping the old prices and opens the new draft", async () => {
    const copy = order({ id: orderId(2), number: 2, name: "Order 2" });
    const { sent } = mockOrderPage(["OrderCopy"], order({ status: "invoiced" }), () =>
      HttpResponse.json(copy, { status: 201 }),
    );
    signIn();
    const { location } = renderApp(pagePath);
    const part = await section();
    await userEvent.click(await within(part).findByRole("button", { name: "Copy" }));
    const dialog = await screen.findByRole("dialog", { name: "Copy order 1" }, slow);
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Keep the old prices/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(location()).toBe(`/companies/${ordersCompany.id}/publications/${orderId(2)}`));
    expect(sent.find((s) => s.url.pathname.endsWith("/copy"))?.body).toEqual({ keepPrices: true });
  });

  it("places the order report under a reported order", async () => {
    mockOrderPage([], order({ status: "reported" }), () => HttpResponse.json(order()));
    server.use(
      http.get(`/api/companies/:companyId/orders/${id}/report`, () =>
        HttpResponse.json({
          orderId: id,
          orderStatus: "reported",
          lines: [],
          extraLines: [],
          timeMinutes: null,
          photos: [],
          note: "",
          signature: null,
          language: "se",
          totals: { netOre: 0, vat: [], vatOre: 0, grossOre: 0 },
          complete: false,
          version: 0,
          updatedAt: null,
        }),
      ),
    );
    signIn();
    renderApp(pagePath);
    await section();
    expect(await screen.findByRole("region", { name: "Order report" }, slow)).toBeInTheDocument();
  });
});
