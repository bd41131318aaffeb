import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { active, customer, mockCustomersApi, paused, type Sent } from "./test-utils";

/** A lazy screen's or modal's first load under a busy machine (docs: cold chunks). */
const slow = { timeout: 15_000 };

const lastList = (sent: Sent[]) =>
  Object.fromEntries(sent.filter((s) => s.method === "GET").at(-1)?.url.searchParams ?? []);

describe("customer list", () => {
  it("shows the columns, asks for 21 by name, and keeps the search and filters in the address", async () => {
    const bergstrom = customer({ name: "Bergström Bygg AB", number: "1001" });
    const sent = mockCustomersApi([bergstrom]);
    signIn();
    const { location } = renderApp("/list/customers");
    const table = await screen.findByRole("table", { name: "Customers" }, slow);
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Customer number", "Name", "Org. / personal number", "City", "Status", "Responsible"]);
    expect(within(table).getByRole("link", { name: "Bergström Bygg AB" })).toHaveAttribute(
      "href",
      `/list/customers/${bergstrom.id}`,
    );
    expect(within(table).getByText("556036-0793")).toBeInTheDocument();
    expect(lastList(sent)).toEqual({ limit: "21", offset: "0", sort: "name" });

    await fill(screen.getByRole("textbox", { name: "Search customers" }), "malmö");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(location()).toBe("/list/customers?q=malm%C3%B6"));
    await waitFor(() => expect(lastList(sent).q).toBe("malmö"));

    await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Paused" }, slow));
    await waitFor(() => expect(location()).toContain(`status=${paused.id}`));
    await waitFor(() => expect(lastList(sent)).toMatchObject({ q: "malmö", statusId: paused.id }));

    await userEvent.click(screen.getByRole("switch", { name: "Archived only" }));
    await waitFor(() => expect(location()).toContain("archived=true"));
    await waitFor(() => expect(lastList(sent).archived).toBe("true"));
  });

  it("reads the filters from the address it is opened at", async () => {
    const sent = mockCustomersApi([]);
    signIn();
    renderApp(`/list/customers?q=bygg&status=${active.id}&tag=vip&page=2`);
    expect(await screen.findByText("No customers match")).toBeInTheDocument();
    expect(lastList(sent)).toEqual({
      q: "bygg",
      statusId: active.id,
      tag: "vip",
      sort: "name",
      limit: "21",
      offset: "20",
    });
  });
});

describe("customer list on a phone", () => {
  it("shows a card per customer and folds the filters behind a button", async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: false });
    try {
      const kund = customer({ name: "Bergström Bygg AB", number: "1001" });
      mockCustomersApi([kund]);
      signIn();
      renderApp(`/list/customers?status=${paused.id}`);
      const cards = await screen.findByRole("list", { name: "Customers" }, slow);
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      const card = within(cards).getByRole("listitem");
      expect(within(card).getByRole("link", { name: "Bergström Bygg AB" })).toHaveAttribute(
        "href",
        `/list/customers/${kund.id}`,
      );
      expect(within(card).getByText("1001 · 556036-0793 · Malmö")).toBeInTheDocument();
      const filters = screen.getByRole("button", { name: /^Filters/ });
      expect(filters).toHaveTextContent("Filters1");
      expect(filters).toHaveAttribute("aria-expanded", "false");
      await userEvent.click(filters);
      expect(filters).toHaveAttribute("aria-expanded", "true");
    } finally {
      window.matchMedia = wide;
    }
  });
});

describe("creating a customer", () => {
  const openForm = async () => {
    signIn();
    renderApp("/list/customers");
    await userEvent.click(await screen.findByRole("button", { name: "New customer" }, slow));
    return screen.findByRole("dialog", { name: "New customer" }, slow);
  };

  it("is offered only with CustomerCreate", async () => {
    mockCustomersApi([customer()]);
    signIn();
    renderApp("/list/customers");
    await screen.findByRole("table", { name: "Customers" }, slow);
    expect(screen.queryByRole("button", { name: "New customer" })).not.toBeInTheDocument();
  });

  it("refuses a wrong check digit in the organisation number before anything is sent", async () => {
    const sent = mockCustomersApi([], ["CustomerCreate"]);
    const dialog = await openForm();
    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "Fel Nummer AB");
    await fill(within(dialog).getByRole("textbox", { name: "Organisation number" }), "556036-0794");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create customer" }));
    expect(
      await within(dialog).findByText("Not a valid organisation number (NNNNNN-NNNN, check digit included)"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Organisation number" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(sent.filter((s) => s.method === "POST")).toHaveLength(0);
  });

  it("says under the number field that another customer holds the number (409)", async () => {
    const sent = mockCustomersApi([], ["CustomerCreate"]);
    server.use(
      http.post("/api/companies/:companyId/customers", async ({ request }) => {
        sent.push({ method: "POST", url: new URL(request.url), body: await request.json() });
        return HttpResponse.json(
          { code: "CONFLICT", message: "Customer number 1001 is taken by Bergström Bygg AB.", field: "number" },
          { status: 409 },
        );
      }),
    );
    const dialog = await openForm();
    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "Nya Kunden AB");
    await fill(within(dialog).getByRole("textbox", { name: /Customer number/ }), "1001");
    await fill(within(dialog).getByRole("textbox", { name: "Organisation number" }), "5560360793");
    // Left, a valid number is written as it is stored.
    await userEvent.click(within(dialog).getByRole("textbox", { name: "Phone" }));
    expect(within(dialog).getByRole("textbox", { name: "Organisation number" })).toHaveValue("556036-0793");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create customer" }));
    expect(
      await within(dialog).findByText("Another customer has this number: choose another or leave it empty"),
    ).toBeInTheDocument();
    expect(sent.find((s) => s.method === "POST")?.body).toMatchObject({
      kind: "organisation",
      name: "Nya Kunden AB",
      number: "1001",
      orgNumber: "556036-0793",
      personalNumber: "",
    });
    expect(screen.queryByText(/taken by/)).not.toBeInTheDocument();
  });
});
