import type { Permission, PlanningItem, Plant } from "@app/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Providers } from "../../app/providers";
import { createQueryClient } from "../../app/query-client";
import { SessionContext } from "../../lib/session";
import { renderApp } from "../../test/render-app";
import { company, server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { ObjectPlant } from ".";

const slow = { timeout: 15_000 };
const plantCompany = company({
  id: "55555555-5555-4555-8555-555555555555",
  name: "Sotarna AB",
  enabledFeatures: {
    customers: true,
    documentReminder: false,
    investigation: false,
    publicationTypes: ["order", "plant"],
    esign: false,
    skills: false,
  },
});
const owner = { id: "77777777-7777-4777-8777-000000000002", number: "1002", name: "Villa Ek" };
const item = (n: number, overrides: Partial<PlanningItem> = {}): PlanningItem => ({
  plant: { id: `66666666-6666-4666-8666-00000000000${n}`, name: `Panna ${n}`, kind: "oljepanna", area: "Norr" },
  customer: owner,
  type: "SOTNING",
  nextDue: "2026-12-20",
  address: { street: `Storgatan ${n}`, postcode: "211 20", city: "Malmö", country: "SE" },
  hasEmail: true,
  hasPhone: true,
  noticeSent: false,
  order: null,
  ...overrides,
});

interface Sent {
  method: string;
  url: URL;
  body?: unknown;
}

function mockPlantsApi(rows: PlanningItem[], permissions: Permission[]) {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const body = request.method === "GET" ? undefined : await request.clone().json();
    sent.push({ method: request.method, url: new URL(request.url), body });
  };
  server.use(
    http.get("/api/companies", () => HttpResponse.json([plantCompany])),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get("/api/companies/:companyId/plants/planning/areas", () => HttpResponse.json(["Norr", "Söder"])),
    http.get("/api/companies/:companyId/plants/planning", async ({ request }) => {
      await record(request);
      return HttpResponse.json(rows);
    }),
    http.post("/api/companies/:companyId/plants/planning/orders", async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        made: [
          { plantId: rows[0]?.plant.id, type: "SOTNING", orderId: "88888888-8888-4888-8888-000000000001", number: 7 },
        ],
        skipped: [],
      });
    }),
    http.post("/api/companies/:companyId/plants/budning", async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        sent: [{ plantId: rows[0]?.plant.id, type: "SOTNING", to: "ek@example.com" }],
        skipped: [{ plantId: rows[1]?.plant.id, type: "SOTNING", reason: "alreadyDone" }],
      });
    }),
  );
  return sent;
}

const path = `/companies/${plantCompany.id}/plants`;
const lastQuery = (sent: Sent[]) =>
  Object.fromEntries(sent.filter((s) => s.method === "GET").at(-1)?.url.searchParams ?? []);

describe("plants planning", () => {
  it("lists this month's due plants, filters by period, type and area in the address, and makes orders for a selection", async () => {
    const sent = mockPlantsApi(
      [item(1), item(2, { order: { id: "88888888-8888-4888-8888-000000000002", number: 5 } })],
      ["OrderCreate"],
    );
    signIn();
    const { location } = renderApp(path);
    const table = await screen.findByRole("table", { name: "Due plants" }, slow);
    expect(within(table).getByRole("link", { name: "Panna 1" })).toHaveAttribute(
      "href",
      `/companies/${plantCompany.id}/publications/${item(1).plant.id}`,
    );
    expect(within(table).getByRole("link", { name: "Order 5" })).toBeInTheDocument();
    expect(lastQuery(sent)).toEqual({ period: "thisMonth", limit: "21", offset: "0" });
    // Without OrderActivateCancel, no budning.
    expect(screen.queryByRole("button", { name: /Send budning/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("radio", { name: "Overdue" }));
    await waitFor(() => expect(location()).toContain("period=overdue"));
    await waitFor(() => expect(lastQuery(sent).period).toBe("overdue"));
    await userEvent.click(screen.getByRole("combobox", { name: "Budning type" }));
    await userEvent.click(await screen.findByRole("option", { name: "Fire safety check" }));
    await waitFor(() => expect(lastQuery(sent)).toMatchObject({ period: "overdue", type: "KONTROLL" }));
    await userEvent.click(screen.getByRole("combobox", { name: "Area" }));
    await userEvent.click(await screen.findByRole("option", { name: "Söder" }));
    await waitFor(() => expect(location()).toContain("area=S"));
    await waitFor(() => expect(lastQuery(sent)).toMatchObject({ area: "Söder" }));

    const make = screen.getByRole("button", { name: "Make orders (0)" });
    expect(make).toBeDisabled();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select Panna 1 (Sweeping)" }));
    await userEvent.click(screen.getByRole("button", { name: "Make order (1)" }));
    await waitFor(() => expect(sent.some((s) => s.method === "POST")).toBe(true));
    expect(sent.find((s) => s.method === "POST")?.body).toEqual({
      items: [{ plantId: item(1).plant.id, type: "SOTNING" }],
    });
    expect(await screen.findByText("Orders made: 1. Left out (already made or not due): 0.")).toBeInTheDocument();
  });

  it("sends the budning of the selected plants with the visit's date, time window and channel", async () => {
    const sent = mockPlantsApi([item(1), item(2, { noticeSent: true })], ["OrderActivateCancel"]);
    signIn();
    renderApp(path);
    expect(await screen.findByText("Budning sent", {}, slow)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select all due plants on the page" }));
    await userEvent.click(screen.getByRole("button", { name: "Send budning (2)" }));
    const dialog = await screen.findByRole("dialog", { name: "Send the budning to 2 owners" }, slow);
    const date = within(dialog).getByRole("textbox", { name: "Visit date" });
    await userEvent.clear(date);
    await fill(date, "2026-12-21");
    const from = within(dialog).getByLabelText(/^From/);
    const to = within(dialog).getByLabelText(/^To/);
    await userEvent.clear(from);
    await fill(from, "09:00");
    await userEvent.clear(to);
    await fill(to, "08:00");
    await userEvent.click(within(dialog).getByRole("radio", { name: "SMS" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Write the time as HH:MM, the end after the start.")).toBeInTheDocument();
    await userEvent.clear(to);
    await fill(to, "11:30");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sent.some((s) => s.method === "POST")).toBe(true));
    expect(sent.find((s) => s.method === "POST")?.body).toEqual({
      items: [
        { plantId: item(1).plant.id, type: "SOTNING" },
        { plantId: item(2).plant.id, type: "SOTNING" },
      ],
      date: "2026-12-21",
      timeFrom: "09:00",
      timeTo: "11:30",
      channel: "sms",
    });
    expect(await screen.findByText("Budning sent: 1. Left out (sent before, or no address): 1.")).toBeInTheDocument();
  });

  it("shows a plant's intervals on its object page", async () => {
    const plant: Plant = {
      id: item(1).plant.id,
      name: "Panna 1",
      plantType: "BOTH",
      kind: "oljepanna",
      customer: owner,
      address: null,
      area: "Norr",
      location: "Källaren",
      language: "se",
      intervals: [
        { type: "SOTNING", intervalMonths: 12, nextDue: "2027-03-01", lastDone: "2026-03-01", noticeSentFor: null },
      ],
      version: 1,
      createdAt: "2026-12-01T10:00:00.000Z",
      updatedAt: "2026-12-01T10:00:00.000Z",
    };
    mockPlantsApi([], []);
    server.use(http.get("/api/companies/:companyId/plants/:plantId", () => HttpResponse.json(plant)));
    signIn();
    const session = { user, companies: [plantCompany], selectedCompany: plantCompany, selectCompany: () => {} };
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <MemoryRouter>
          <SessionContext value={session}>
            <ObjectPlant scope={{ userId: user.id, companyId: plantCompany.id }} publicationId={plant.id} />
          </SessionContext>
        </MemoryRouter>
      </Providers>,
    );
    const intervals = await screen.findByRole("table", { name: "Budning intervals" }, slow);
    expect(within(intervals).getByText("Every 12 months")).toBeInTheDocument();
    expect(within(intervals).getByText("2027-03-01")).toBeInTheDocument();
  });
});
