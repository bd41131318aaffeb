import { render, screen, waitFor, within } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Providers } from "../../app/providers";
import { createQueryClient } from "../../app/query-client";
import { today } from "../../lib/dates";
import { SessionContext } from "../../lib/session";
import { renderApp } from "../../test/render-app";
import { server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { ObjectSubscription } from ".";
import { kund, mockSubscriptionsApi, product, type Sent, subsCompany, subscription } from "./test-utils";

/** A lazy screen's or modal's first load under a busy machine. */
const slow = { timeout: 15_000 };
const listPath = `/companies/${subsCompany.id}/order-subscriptions`;
const lastList = (sent: Sent[]) =>
  Object.fromEntries(sent.filter((s) => s.method === "GET").at(-1)?.url.searchParams ?? []);

describe("order subscription list", () => {
  it("shows each subscription's rule in words and keeps the search and status filter in the address", async () => {
    const weekly = subscription({ name: "Hämtning varje måndag" });
    const yearly = subscription({ name: "Besiktning i maj", rrule: "FREQ=YEARLY", startDate: "2027-05-15" });
    const sent = mockSubscriptionsApi([weekly, yearly]);
    signIn();
    const { location } = renderApp(listPath);
    const table = await screen.findByRole("table", { name: "Order subscriptions" }, slow);
    const first = within(table).getByRole("link", { name: "Hämtning varje måndag" });
    expect(first).toHaveAttribute("href", `/companies/${subsCompany.id}/publications/${weekly.id}`);
    expect(within(table).getByText("Every week on Monday")).toBeInTheDocument();
    expect(within(table).getByText("Every year on 15 May")).toBeInTheDocument();
    expect(lastList(sent)).toEqual({ limit: "21", offset: "0" });

    await fill(screen.getByRole("textbox", { name: "Search order subscriptions" }), "maj");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(location()).toBe(`${listPath}?q=maj`));
    await waitFor(() => expect(lastList(sent).q).toBe("maj"));

    await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Paused" }, slow));
    await waitFor(() => expect(location()).toContain("status=paused"));
    await waitFor(() => expect(lastList(sent)).toMatchObject({ q: "maj", status: "paused" }));
    // Without OrderCreate, no new subscription.
    expect(screen.queryByRole("button", { name: "New subscription" })).not.toBeInTheDocument();
  });

  it("says so when the company has none, and reads the page from the address", async () => {
    const sent = mockSubscriptionsApi([]);
    signIn();
    renderApp(`${listPath}?page=2&status=ended`);
    expect(await screen.findByText("No order subscription matches", {}, slow)).toBeInTheDocument();
    expect(lastList(sent)).toEqual({ status: "ended", limit: "21", offset: "20" });
  });

  it("creates a yearly subscription with its customer, contact, rule and a product's line, then opens it", async () => {
    const sent = mockSubscriptionsApi([], { permissions: ["OrderCreate", "PublicationCreate"] });
    // The new subscription's page stays loading: a 404 answered would take the address to /404
    // before the test could read it.
    server.use(http.get("/api/companies/:companyId/publications/:id", () => delay("infinite")));
    signIn();
    const { location } = renderApp(listPath);
    await userEvent.click(await screen.findByRole("button", { name: "New subscription" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "New order subscription" }, slow);

    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Give the subscription a name.")).toBeInTheDocument();
    expect(within(dialog).getByText("Pick the customer.")).toBeInTheDocument();

    await fill(within(dialog).getByRole("textbox", { name: "Name" }), "Sotning varje år");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Customer" }));
    await userEvent.click(await screen.findByRole("option", { name: kund.name }, slow));
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Contact" }));
    await userEvent.click(await screen.findByRole("option", { name: "Karin Berg" }, slow));
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Frequency" }));
    await userEvent.click(await screen.findByRole("option", { name: "Yearly" }));
    const day = new Date(`${today()}T12:00:00Z`).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    });
    expect(within(dialog).getByText(`Every year on ${day}`)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Add a line" }));
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Product" }));
    await userEvent.click(await screen.findByRole("option", { name: `${product.number} ${product.name}` }, slow));
    const quantity = within(dialog).getByRole("textbox", { name: "Quantity" });
    await userEvent.clear(quantity);
    await fill(quantity, "3");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));

    await waitFor(() => expect(sent.some((s) => s.method === "POST")).toBe(true));
    expect(sent.find((s) => s.method === "POST")?.body).toEqual({
      name: "Sotning varje år",
      customerId: kund.id,
      contactId: "55555555-5555-4555-8555-000000000001",
      responsibleId: user.id,
      assigneeIds: [],
      rrule: "FREQ=YEARLY",
      startDate: today(),
      endDate: null,
      horizonDays: 14,
      lines: [{ productId: product.id, quantity: 3 }],
    });
    await waitFor(() =>
      expect(location()).toBe(`/companies/${subsCompany.id}/publications/99999999-9999-4999-8999-999999999999`),
    );
  });
});

/** The section alone on an object page of the company (the API mocked first). */
function renderSection(id: string) {
  signIn();
  const session = { user, companies: [subsCompany], selectedCompany: subsCompany, selectCompany: () => {} };
  const scope = { userId: user.id, companyId: subsCompany.id };
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <MemoryRouter>
        <SessionContext value={session}>
          <ObjectSubscription scope={scope} publicationId={id} />
        </SessionContext>
      </MemoryRouter>
    </Providers>,
  );
}

describe("an order subscription on its object page", () => {
  it("shows the template, the rule in words and the coming and generated orders with links", async () => {
    const sub = subscription({ rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", horizonDays: 7 });
    const order = { id: "abababab-abab-4bab-8bab-000000000001", number: 12, status: "draft" as const };
    mockSubscriptionsApi([sub], {
      occurrences: [
        { date: "2027-01-21", order: null },
        { date: "2027-01-18", order },
      ],
    });
    renderSection(sub.id);
    const section = await screen.findByRole("region", { name: "Order subscription" });
    expect(await within(section).findByText("Every 2 weeks on Monday and Thursday")).toBeInTheDocument();
    expect(within(section).getByText("Active")).toBeInTheDocument();
    expect(within(section).getByText("1001 Bergström Bygg AB")).toBeInTheDocument();
    expect(within(section).getByText("2 × Hämtning")).toBeInTheDocument();
    // Without OrderActivateCancel: no pause, resume or end.
    expect(within(section).queryByRole("button", { name: "Pause" })).not.toBeInTheDocument();

    const dates = await screen.findByRole("table", { name: "Dates of the subscription" });
    const rows = within(dates).getAllByRole("row").slice(1);
    expect(within(rows[0] as HTMLElement).getByText("Coming")).toBeInTheDocument();
    const link = within(rows[1] as HTMLElement).getByRole("link", { name: "Order 12" });
    expect(link).toHaveAttribute("href", `/companies/${subsCompany.id}/publications/${order.id}`);
    expect(within(rows[1] as HTMLElement).getByText("Draft")).toBeInTheDocument();
  });

  it("pauses for a holder of OrderActivateCancel; a 409 says it changed meanwhile and shows the state now", async () => {
    const sub = subscription();
    mockSubscriptionsApi([sub], { permissions: ["OrderActivateCancel"] });
    let current = sub;
    const paused = { ...sub, status: "paused" as const, version: 2 };
    const ended = { ...sub, status: "ended" as const, version: 3 };
    server.use(
      http.get("/api/companies/:companyId/order-subscriptions/:id", () => HttpResponse.json(current)),
      http.post("/api/companies/:companyId/order-subscriptions/:id/pause", () => {
        current = paused;
        return HttpResponse.json(paused);
      }),
      http.post("/api/companies/:companyId/order-subscriptions/:id/resume", () => {
        current = ended;
        return HttpResponse.json(
          { code: "CONFLICT", message: "The subscription is ended", field: "status", current: { status: "ended" } },
          { status: 409 },
        );
      }),
    );
    renderSection(sub.id);
    const section = await screen.findByRole("region", { name: "Order subscription" });
    expect(within(section).queryByRole("button", { name: "Resume" })).not.toBeInTheDocument();
    await userEvent.click(await within(section).findByRole("button", { name: "Pause" }));
    expect(await screen.findByText("The subscription is paused.")).toBeInTheDocument();
    expect(await within(section).findByText("Paused")).toBeInTheDocument();

    await userEvent.click(await within(section).findByRole("button", { name: "Resume" }));
    expect(
      await screen.findByText("Someone changed the subscription meanwhile: the page shows its state now."),
    ).toBeInTheDocument();
    expect(await within(section).findByText("Ended")).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: /Pause|Resume|End/ })).not.toBeInTheDocument();
  });
});
