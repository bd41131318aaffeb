import type { Customer, Group, GroupMember, Permission } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { company, server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";

const withCustomers = company({
  id: "22222222-2222-4222-8222-222222222222",
  name: "Nordisk Handel AB",
  enabledFeatures: {
    customers: true,
    documentReminder: false,
    investigation: false,
    publicationTypes: ["note"],
    esign: false,
    skills: false,
  },
});
const withoutCustomers = company({
  ...withCustomers,
  enabledFeatures: { ...withCustomers.enabledFeatures, customers: false },
});

const bergstrom: Customer = {
  id: "c1111111-1111-4111-8111-111111111111",
  kind: "organisation",
  number: "1",
  name: "Bergström Bygg AB",
  orgNumber: null,
  personalNumber: null,
  personalNumberMasked: false,
  vatNumber: null,
  phone: null,
  email: null,
  homepage: null,
  gln: null,
  paymentTermsDays: 30,
  invoiceEmail: null,
  language: "se",
  notes: "",
  tags: [],
  responsible: null,
  status: null,
  archived: false,
  city: null,
  mainContact: null,
  portals: [],
  hasPortal: false,
  version: 1,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

const portal = (n: number, overrides: Partial<Group> = {}): Group => ({
  id: `a${String(n).padStart(7, "0")}-1111-4111-8111-111111111111`,
  name: `Portal ${String(n).padStart(2, "0")}`,
  type: "PORTAL",
  customerConnected: true,
  customer: { id: bergstrom.id, name: bergstrom.name },
  category: null,
  memberCount: n,
  objectCount: 2 * n,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

/** A portal's page: the portal, no members, no objects. */
const detailHandlers = (shown: Group) => [
  http.get("/api/companies/:companyId/customers", () => HttpResponse.json([bergstrom])),
  http.get("/api/companies/:companyId/groups/:groupId", () => HttpResponse.json(shown)),
  http.get("/api/companies/:companyId/groups/:groupId/users", () => HttpResponse.json([])),
  http.get("/api/companies/:companyId/groups/:groupId/publications", () => HttpResponse.json([])),
];

function session(selected = withCustomers, permissions: Permission[] = ["AuthorizationGroups", "CustomerCreate"]) {
  server.use(
    http.get("/api/companies", () => HttpResponse.json([selected])),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
  );
  signIn();
  localStorage.setItem("selectedCompanyObj", JSON.stringify({ userId: user.id, company: selected }));
}

describe("customer portal list", () => {
  it("lists portals with customer and counts, 20 a page, linking to each portal", async () => {
    const queries: URLSearchParams[] = [];
    const all = Array.from({ length: 23 }, (_, i) =>
      portal(i + 1, i === 0 ? { customer: null, customerConnected: false } : {}),
    );
    server.use(
      ...detailHandlers(portal(22)),
      http.get("/api/companies/:companyId/groups", ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        const offset = Number(query.get("offset"));
        return HttpResponse.json(all.slice(offset, offset + Number(query.get("limit"))));
      }),
    );
    session();
    const { location } = renderApp("/list/customer-portals");
    const table = await screen.findByRole("table", { name: "Customer portals" });
    expect(queries[0]?.get("type")).toBe("PORTAL");
    expect(queries[0]?.get("limit")).toBe("21");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(21);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Portal 01", "No customer", "1", "2"]);
    expect(within(rows[2] as HTMLElement).getByText("Bergström Bygg AB")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    expect(queries.at(-1)?.get("offset")).toBe("20");

    await userEvent.click(within(table).getByRole("link", { name: "Portal 22" }));
    expect(location()).toBe(`/list/customer-portals/${portal(22).id}`);
    expect(await screen.findByRole("heading", { name: "Portal 22", level: 1 })).toBeInTheDocument();
  });

  it("keeps its search and page in the address, and opens at the page and search the address names", async () => {
    const queries: URLSearchParams[] = [];
    const all = Array.from({ length: 45 }, (_, i) => portal(i + 1));
    server.use(
      http.get("/api/companies/:companyId/customers", () => HttpResponse.json([bergstrom])),
      http.get("/api/companies/:companyId/groups", ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        const offset = Number(query.get("offset"));
        return HttpResponse.json(all.slice(offset, offset + Number(query.get("limit"))));
      }),
    );
    session();
    const first = renderApp("/list/customer-portals");
    await userEvent.type(await screen.findByRole("textbox", { name: "Search portals" }), "Portal{Enter}");
    await waitFor(() => expect(first.location()).toBe("/list/customer-portals?q=Portal"));
    await userEvent.click(await screen.findByRole("button", { name: "Next" }));
    await waitFor(() => expect(first.location()).toBe("/list/customer-portals?q=Portal&page=2"));
    expect(await screen.findByRole("link", { name: "Portal 21" })).toBeInTheDocument();
    first.unmount();

    queries.length = 0;
    renderApp("/list/customer-portals?q=Portal&page=3");
    expect(await screen.findByRole("link", { name: "Portal 41" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Search portals" })).toHaveValue("Portal");
    expect(queries.map((query) => [query.get("q"), query.get("offset")])).toEqual([["Portal", "40"]]);
  });

  it("with the customers feature loads the customers with a portal and says how many", async () => {
    const asked: URLSearchParams[] = [];
    const withPortal = { ...bergstrom, portals: [{ id: portal(1).id, name: "Portal 01" }], hasPortal: true };
    server.use(
      http.get("/api/companies/:companyId/customers", ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json([withPortal, { ...withPortal, id: crypto.randomUUID(), name: "Lindqvist AB" }]);
      }),
      http.get("/api/companies/:companyId/groups", () => HttpResponse.json([portal(1)])),
    );
    session();
    renderApp("/list/customer-portals");
    expect(await screen.findByText("2 customers have a portal.")).toBeInTheDocument();
    expect(asked.map((query) => query.get("hasPortal"))).toEqual(["true"]);
    expect(screen.getByRole("columnheader", { name: "Customer" })).toBeInTheDocument();
    expect(screen.queryByTestId("no-customer-feature")).not.toBeInTheDocument();
  });

  it("without the customers feature sets the no-customer-feature marker and asks for no customers", async () => {
    const asked: string[] = [];
    server.use(
      http.get("/api/companies/:companyId/customers", ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json([]);
      }),
      http.get("/api/companies/:companyId/groups", () =>
        HttpResponse.json([portal(1, { customer: null, customerConnected: false })]),
      ),
    );
    session(withoutCustomers);
    renderApp("/list/customer-portals");
    expect(await screen.findByTestId("no-customer-feature")).toHaveTextContent(
      "Customers are not switched on for this company, so portals have no customer.",
    );
    const table = await screen.findByRole("table", { name: "Customer portals" });
    expect(within(table).queryByRole("columnheader", { name: "Customer" })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("shows an empty state with the create button, and searches", async () => {
    const searched: (string | null)[] = [];
    server.use(
      http.get("/api/companies/:companyId/customers", () => HttpResponse.json([bergstrom])),
      http.get("/api/companies/:companyId/groups", ({ request }) => {
        searched.push(new URL(request.url).searchParams.get("q"));
        return HttpResponse.json([]);
      }),
    );
    session();
    const { location } = renderApp("/list/customer-portals");
    expect(await screen.findByText("No customer portals yet")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Search portals" }), "Acme{Enter}");
    expect(await screen.findByText("No portal matches “Acme”.")).toBeInTheDocument();
    expect(searched.at(-1)).toBe("Acme");
    await userEvent.click(screen.getAllByRole("link", { name: "New customer portal" })[0] as HTMLElement);
    expect(location()).toBe("/list/customer-portal-new");
    expect(await screen.findByRole("heading", { name: "New customer portal", level: 1 })).toBeInTheDocument();
  });

  it("is only for those with AuthorizationGroups: others go to 403, and the menu has no item", async () => {
    session(withCustomers, ["CustomerCreate"]);
    const { location } = renderApp("/list/customer-portals");
    await waitFor(() => expect(location()).toBe("/403"));
    const start = renderApp("/");
    const menu = await within(start.container).findByRole("navigation", { name: "Main menu" });
    await within(menu).findByRole("link", { name: "Objects" });
    expect(within(menu).queryByRole("link", { name: "Customer portals" })).not.toBeInTheDocument();
  });

  it("is reached from the side menu by those with AuthorizationGroups", async () => {
    server.use(
      http.get("/api/companies/:companyId/groups", () => HttpResponse.json([portal(1)])),
      http.get("/api/companies/:companyId/customers", () => HttpResponse.json([])),
    );
    session();
    const { location } = renderApp("/");
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    await userEvent.click(await within(menu).findByRole("link", { name: "Customer portals" }));
    expect(location()).toBe("/list/customer-portals");
    expect((await screen.findAllByRole("link", { name: "Portal 01" })).length).toBeGreaterThan(0);
  });
});

describe("new customer portal form", () => {
  function mockCreate() {
    const posted: { path: string; body: unknown }[] = [];
    server.use(
      http.get("/api/companies/:companyId/customers", () => HttpResponse.json([bergstrom])),
      http.post("/api/companies/:companyId/customers", async ({ request }) => {
        const body = (await request.json()) as { name: string };
        posted.push({ path: "customers", body });
        return HttpResponse.json(
          { ...bergstrom, id: "c2222222-2222-4222-8222-222222222222", name: body.name },
          { status: 201 },
        );
      }),
      http.post("/api/companies/:companyId/groups", async ({ request }) => {
        const body = (await request.json()) as { name: string };
        posted.push({ path: "groups", body });
        return HttpResponse.json(portal(7, { name: body.name }), { status: 201 });
      }),
      ...detailHandlers(portal(7)),
    );
    return posted;
  }

  it("asks for a name and a customer before it sends anything", async () => {
    const posted = mockCreate();
    session();
    const { location } = renderApp("/list/customer-portal-new");
    expect(await screen.findByRole("heading", { name: "New customer portal", level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Create portal" }));
    expect(await screen.findByText("Give the portal a name.")).toBeInTheDocument();
    expect(screen.getByText("Choose the customer the portal serves.")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: /^Name/ }), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Create portal" }));
    expect(await screen.findByText("Give the portal a name.")).toBeInTheDocument();
    expect(posted).toEqual([]);

    await fill(screen.getByRole("textbox", { name: /^Name/ }), "Bergström portal");
    await userEvent.click(screen.getByRole("combobox", { name: /^Customer/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Bergström Bygg AB" }));
    await userEvent.click(screen.getByRole("button", { name: "Create portal" }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          path: "groups",
          body: { name: "Bergström portal", customerId: bergstrom.id, type: "PORTAL", categoryId: null },
        },
      ]),
    );
    await waitFor(() => expect(location()).toBe(`/list/customer-portals/${portal(7).id}`));
  });

  it("creates a customer on the spot, checking its email and organisation number", async () => {
    const posted = mockCreate();
    session();
    renderApp("/list/customer-portal-new");
    await userEvent.click(await screen.findByRole("button", { name: "New customer" }));
    const dialog = await screen.findByRole("dialog", { name: "New customer" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create customer" }));
    expect(await within(dialog).findByText("Write the customer's name.")).toBeInTheDocument();
    await fill(within(dialog).getByRole("textbox", { name: /^Customer name/ }), "Lindqvist AB");
    await fill(within(dialog).getByRole("textbox", { name: "Email" }), "not-an-email");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Organisation number" }), "abc");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create customer" }));
    expect(await within(dialog).findByText("Write a valid email address, or leave it empty.")).toBeInTheDocument();
    expect(within(dialog).getByText(/^Write the organisation number as digits/)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.clear(within(dialog).getByRole("textbox", { name: "Email" }));
    await userEvent.clear(within(dialog).getByRole("textbox", { name: "Organisation number" }));
    await fill(within(dialog).getByRole("textbox", { name: "Organisation number" }), "556123-4567");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create customer" }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          path: "customers",
          // The contract's defaults of a new customer besides (issue 45): an organisation, the next number.
          body: expect.objectContaining({
            kind: "organisation",
            number: null,
            name: "Lindqvist AB",
            email: null,
            orgNumber: "556123-4567",
          }),
        },
      ]),
    );
    // The new customer is chosen; the portal's form was not sent with it.
    await waitFor(() => expect(screen.getByRole("combobox", { name: /^Customer/ })).toHaveValue("Lindqvist AB"));
    expect(posted.filter((p) => p.path === "groups")).toEqual([]);
  });

  it("without the customers feature says so and makes the portal without a customer", async () => {
    const posted = mockCreate();
    session(withoutCustomers, ["AuthorizationGroups"]);
    renderApp("/list/customer-portal-new");
    expect(
      await screen.findByText(
        "Customers are not switched on for this company, so the portal is made without a customer.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: /^Customer/ })).not.toBeInTheDocument();
    await fill(screen.getByRole("textbox", { name: /^Name/ }), "Intern portal");
    await userEvent.click(screen.getByRole("button", { name: "Create portal" }));
    await waitFor(() =>
      expect(posted).toEqual([
        { path: "groups", body: { name: "Intern portal", customerId: null, type: "PORTAL", categoryId: null } },
      ]),
    );
  });

  it("shows a field error the server names under the field, in the locale's words, not the server's", async () => {
    server.use(
      http.get("/api/companies/:companyId/customers", () => HttpResponse.json([bergstrom])),
      http.post("/api/companies/:companyId/groups", () =>
        HttpResponse.json({ code: "VALIDATION", message: "Unknown customer.", field: "customerId" }, { status: 400 }),
      ),
    );
    session();
    renderApp("/list/customer-portal-new");
    await userEvent.type(await screen.findByRole("textbox", { name: /^Name/ }), "Portal");
    await userEvent.click(screen.getByRole("combobox", { name: /^Customer/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Bergström Bygg AB" }));
    await userEvent.click(screen.getByRole("button", { name: "Create portal" }));
    expect(
      await screen.findByText("A value was not accepted. Check what you entered and try again."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Unknown customer.")).not.toBeInTheDocument();
  });
});

describe("a customer portal's page", () => {
  it("adds a member found by search and removes one after confirming", async () => {
    const shown = portal(3);
    const members: GroupMember[] = [{ id: user.id, name: "Anna Admin", email: "admin@demo.test", type: "DEFAULT" }];
    const searches: URLSearchParams[] = [];
    const changes: string[] = [];
    const petra = {
      id: "b1111111-1111-4111-8111-111111111111",
      name: "Petra Portal",
      email: "portal@demo.test",
      type: "GUEST" as const,
      features: { denyLoginOnWeb: false },
      hasAvatar: false,
    };
    server.use(
      http.get("/api/companies/:companyId/groups/:groupId/users", () => HttpResponse.json(members)),
      http.get("/api/companies/:companyId/users", ({ request }) => {
        const query = new URL(request.url).searchParams;
        searches.push(query);
        return HttpResponse.json(query.get("q") === "Petra" ? [petra] : []);
      }),
      http.post("/api/companies/:companyId/groups/:groupId/users", async ({ request }) => {
        const { userId } = (await request.json()) as { userId: string };
        changes.push(`add ${userId}`);
        members.push({ id: petra.id, name: petra.name, email: petra.email, type: petra.type });
        return HttpResponse.json(members, { status: 201 });
      }),
      http.delete("/api/companies/:companyId/groups/:groupId/users/:userId", ({ params }) => {
        changes.push(`remove ${params.userId}`);
        members.splice(0, 1);
        return HttpResponse.json({ ok: true });
      }),
      // Listed last: the handlers above win.
      ...detailHandlers(shown),
    );
    session();
    renderApp(`/list/customer-portals/${shown.id}`);
    const section = await screen.findByRole("region", { name: "Members" });
    expect(await within(section).findByRole("cell", { name: "Anna Admin" })).toBeInTheDocument();

    await userEvent.type(within(section).getByRole("textbox", { name: "Add a member" }), "Petra");
    await userEvent.click(await screen.findByRole("option", { name: /Petra Portal/ }));
    await waitFor(() => expect(changes).toEqual([`add ${petra.id}`]));
    // One search after typing stopped (300 ms), for at most 10 members of any type.
    expect(searches.at(-1)?.get("q")).toBe("Petra");
    expect(searches.at(-1)?.get("limit")).toBe("10");
    expect(searches.at(-1)?.has("type")).toBe(false);
    expect(searches.some((q) => q.get("q") === "Pet")).toBe(false);
    expect(await within(section).findByRole("cell", { name: "Petra Portal" })).toBeInTheDocument();

    await userEvent.click(within(section).getByRole("button", { name: "Remove Anna Admin from the portal" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove the member?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(changes).toEqual([`add ${petra.id}`]);
    await userEvent.click(within(section).getByRole("button", { name: "Remove Anna Admin from the portal" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Remove the member?" })).getByRole("button", { name: "Remove" }),
    );
    await waitFor(() => expect(changes).toEqual([`add ${petra.id}`, `remove ${user.id}`]));
  });
});
