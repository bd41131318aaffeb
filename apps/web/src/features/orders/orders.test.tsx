import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import {
  contact,
  customer,
  listItem,
  mockOrders,
  order,
  orderId,
  orderObject,
  ordersCompany,
  plant,
  type Sent,
} from "./test-utils";

/** A lazy screen's or modal's first load under a busy machine. */
const slow = { timeout: 15_000 };
const listPath = `/companies/${ordersCompany.id}/orders`;

const lastList = (sent: Sent[]) =>
  Object.fromEntries(
    sent.filter((s) => s.method === "GET" && s.url.pathname.endsWith("/orders")).at(-1)?.url.searchParams ?? [],
  );

describe("order list", () => {
  it("shows the columns of each order and asks for 21", async () => {
    const { sent } = mockOrders([], [listItem(7, { status: "active", grossOre: 112_550 })]);
    signIn();
    renderApp(listPath);
    const table = await screen.findByRole("table", { name: "Orders" }, slow);
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Number", "Customer", "Order date", "Status", "Responsible", "Total incl. VAT"]);
    expect(within(table).getByRole("link", { name: "7" })).toHaveAttribute(
      "href",
      `/companies/${ordersCompany.id}/publications/${orderId(7)}`,
    );
    expect(within(table).getByText("Active")).toBeInTheDocument();
    expect(within(table).getByText("SEK 1,125.50")).toBeInTheDocument();
    expect(lastList(sent)).toEqual({ limit: "21", offset: "0" });
  });

  it("keeps the search, the status and the customer picked in the address", async () => {
    const { sent } = mockOrders([], [listItem(7)]);
    signIn();
    const { location } = renderApp(listPath);
    await screen.findByRole("table", { name: "Orders" }, slow);
    await fill(screen.getByRole("textbox", { name: "Search orders" }), "solbacken");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(location()).toBe(`${listPath}?q=solbacken`));
    await waitFor(() => expect(lastList(sent).q).toBe("solbacken"));

    await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "In progress" }, slow));
    await waitFor(() => expect(location()).toContain("status=inProgress"));
    await waitFor(() => expect(lastList(sent)).toMatchObject({ q: "solbacken", status: "inProgress" }));

    await userEvent.click(screen.getByRole("combobox", { name: "Customer" }));
    await userEvent.click(await screen.findByRole("option", { name: "K-1 Villa Solbacken" }, slow));
    await waitFor(() => expect(location()).toContain(`customer=${customer.id}`));
    await waitFor(() => expect(lastList(sent).customerId).toBe(customer.id));
  });

  it("reads the filters from the address it is opened at (a reload keeps them)", async () => {
    const { sent } = mockOrders([]);
    signIn();
    renderApp(`${listPath}?q=sot&status=reported&customer=${customer.id}&from=2026-11-01&to=2026-11-30&page=2`);
    expect(await screen.findByText("No orders match", {}, slow)).toBeInTheDocument();
    expect(lastList(sent)).toEqual({
      q: "sot",
      status: "reported",
      customerId: customer.id,
      from: "2026-11-01",
      to: "2026-11-30",
      limit: "21",
      offset: "20",
    });
    expect(screen.getByRole("textbox", { name: "Search orders" })).toHaveValue("sot");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("Reported");
  });

  it("says there are no orders yet, and offers New order only to those who may make them", async () => {
    mockOrders(["OrderCreate"]);
    signIn();
    renderApp(listPath);
    expect(await screen.findByText("No orders yet", {}, slow)).toBeInTheDocument();
    // OrderCreate alone is not enough: an order is an object, made with PublicationCreate too.
    expect(screen.queryByRole("button", { name: "New order" })).not.toBeInTheDocument();
  });
});

describe("the order list on a phone", () => {
  it("shows a card per order and folds the filters behind a button", async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: false });
    try {
      mockOrders([], [listItem(7, { status: "reported" })]);
      signIn();
      renderApp(`${listPath}?status=reported`);
      const cards = await screen.findByRole("list", { name: "Orders" }, slow);
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      const card = within(cards).getByRole("listitem");
      expect(within(card).getByRole("link", { name: "Order 7" })).toHaveAttribute(
        "href",
        `/companies/${ordersCompany.id}/publications/${orderId(7)}`,
      );
      expect(within(card).getByText("Reported")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: /^Filters/ })).toHaveTextContent("Filters1");
    } finally {
      window.matchMedia = wide;
    }
  });
});

describe("a new order", () => {
  // A flow through the list, the lazy modal, its pickers and the order's page: as long as other features' longer flows.
  it("is made for the customer and contact picked, with its dates, and opened", async () => {
    const { sent, record } = mockOrders(["OrderCreate", "PublicationCreate"]);
    const made = order({ id: orderId(42), number: 42 });
    server.use(
      http.post("/api/companies/:companyId/orders", async ({ request }) => {
        await record(request);
        return HttpResponse.json(made, { status: 201 });
      }),
      // The order's page it opens.
      http.get("/api/companies/:companyId/publications/:id", () => HttpResponse.json(orderObject(made.id, "Order 42"))),
      http.get("/api/companies/:companyId/publications/:id/:part", () => HttpResponse.json([])),
      http.get("/api/companies/:companyId/orders/:id", () => HttpResponse.json(made)),
      http.get("/api/companies/:companyId/notices", () => HttpResponse.json([])),
      http.get("/api/companies/:companyId/groups", () => HttpResponse.json([])),
    );
    signIn();
    const { location } = renderApp(listPath);
    await userEvent.click(await screen.findByRole("button", { name: "New order" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "New order" }, slow);
    expect(within(dialog).getByRole("button", { name: "Create order" })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("combobox", { name: /^Customer/ }));
    await userEvent.click(await screen.findByRole("option", { name: "K-1 Villa Solbacken" }, slow));
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Contact" }));
    await userEvent.click(await screen.findByRole("option", { name: contact.name }, slow));
    // The customer's plant, whose address becomes the delivery address; then one of the customer's addresses.
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Plant" }));
    await userEvent.click(await screen.findByRole("option", { name: plant.name }, slow));
    expect(within(dialog).getByRole("combobox", { name: "Delivery address" })).toHaveValue(
      "Pannvägen 2, 123 46 Solna (The plant's address)",
    );
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Delivery address" }));
    expect(await screen.findByRole("option", { name: "Solvägen 1, 123 45 Solna (Visiting address)" })).toBeVisible();
    await userEvent.click(screen.getByRole("option", { name: "Lagergatan 9, 171 11 Solna (Delivery address)" }));
    await fill(within(dialog).getByRole("textbox", { name: "Planned start" }), "2026-12-10");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create order" }));

    await waitFor(() => expect(location()).toBe(`/companies/${ordersCompany.id}/publications/${orderId(42)}`));
    const posted = sent.find((s) => s.method === "POST");
    expect(posted?.body).toMatchObject({
      customerId: customer.id,
      contactId: contact.id,
      plantId: plant.id,
      deliveryAddress: { street: "Lagergatan 9", postcode: "171 11", city: "Solna", country: "SE" },
      plannedStart: "2026-12-10",
      plannedEnd: null,
      responsibleId: null,
    });
  }, 60_000);
});
