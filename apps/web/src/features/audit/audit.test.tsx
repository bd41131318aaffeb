import type { AuditEvent, Publication } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { renderApp } from "../../test/render-app";
import { nordic, server, signIn, user } from "../../test/server";
import { userEvent } from "../../test/user-event";
import { describeEvent, type EventLike, type Translate } from "./sentences";

const berit = { id: "55555555-5555-4555-8555-555555555555", name: "Berit Blockerad" };
const objectId = "aaaaaaaa-aaaa-4aaa-8aaa-000000000001";

/** An object of type note, as GET of an object answers it. */
const publication = (): Publication => ({
  id: objectId,
  companyId: nordic.id,
  type: "note",
  name: "Note 01",
  description: "",
  objectNumber: 1,
  periodDate: null,
  status: "active",
  group: null,
  tags: [],
  updatedAt: "2026-01-02T10:00:00.000Z",
  lock: null,
  body: "",
  createdAt: "2026-01-01T10:00:00.000Z",
  createdBy: { id: user.id, name: user.name },
  updatedBy: { id: user.id, name: user.name },
  version: 1,
  watched: false,
  can: { edit: true, archive: true, share: true, unlock: false },
});

let n = 0;
function event(overrides: Partial<EventLike> = {}): AuditEvent {
  n += 1;
  return {
    id: String(1000 - n),
    actorUserId: user.id,
    actorName: user.name,
    actorTokenId: null,
    action: "update",
    kind: "notices",
    entityId: "77777777-7777-4777-8777-000000000001",
    objectId,
    subjectUserId: null,
    subjectName: null,
    label: "Hyresavtal",
    changes: { enddate: ["2027-01-31", "2027-03-31"] },
    at: "2026-11-20T09:30:00.000Z",
    ip: "192.0.2.7",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
    ...overrides,
  } as AuditEvent;
}

const en = i18n.getFixedT("en", "audit") as unknown as Translate;
const sv = i18n.getFixedT("sv", "audit") as unknown as Translate;
const both = (e: EventLike) => [describeEvent(e, en), describeEvent(e, sv)];

describe("audit sentences", () => {
  it("say who changed which field of what, from what to what, in both languages", () => {
    expect(both(event())).toEqual([
      "Anna Admin changed the end date of the reminder “Hyresavtal” from 2027-01-31 to 2027-03-31",
      "Anna Admin ändrade slutdatum för påminnelsen ”Hyresavtal” från 2027-01-31 till 2027-03-31",
    ]);
    // The screen's end date moves the reminder date too: both are said; bookkeeping is not.
    const moved = event({
      changes: {
        enddate: ["2027-01-31", "2027-03-31"],
        reminder_at: ["2026-12-31", "2027-02-28"],
        updated_by: [berit.id, user.id],
      },
    });
    expect(both(moved)).toEqual([
      "Anna Admin changed the end date of the reminder “Hyresavtal” from 2027-01-31 to 2027-03-31 and the reminder date from 2026-12-31 to 2027-02-28",
      "Anna Admin ändrade slutdatum för påminnelsen ”Hyresavtal” från 2027-01-31 till 2027-03-31 och påminnelsedatum från 2026-12-31 till 2027-02-28",
    ]);
  });

  it("name a private task the reader may not see “a private task”, in both languages", () => {
    const hidden = { kind: "tasks", label: null, privateTask: true as const };
    expect(both(event({ ...hidden, action: "create", changes: { visibility: [null, "PRIVATE"] } }))).toEqual([
      "Anna Admin created a private task",
      "Anna Admin skapade en privat uppgift",
    ]);
    expect(both(event({ ...hidden, kind: "sub_tasks", action: "delete", changes: {} }))).toEqual([
      "Anna Admin deleted a subtask of a private task",
      "Anna Admin tog bort en deluppgift i en privat uppgift",
    ]);
  });

  it("read values, ids, unknown columns, creations and API tokens", () => {
    expect(both(event({ changes: { status: [false, true] } }))).toEqual([
      "Anna Admin changed the status of the reminder “Hyresavtal” from no to yes",
      "Anna Admin ändrade status för påminnelsen ”Hyresavtal” från nej till ja",
    ]);
    expect(describeEvent(event({ changes: { description: [null, "Ny text"] } }), en)).toBe(
      "Anna Admin set the description of the reminder “Hyresavtal” to “Ny text”",
    );
    expect(describeEvent(event({ changes: { manager_id: [null, berit.id] } }), sv)).toBe(
      "Anna Admin ändrade ansvarig för påminnelsen ”Hyresavtal”",
    );
    const odd = event({ changes: { frobs: [1, 2], widgets: ["a", "b"], title: ["A", "B"] } });
    expect(both(odd)).toEqual([
      "Anna Admin changed 3 fields of the reminder “Hyresavtal”",
      "Anna Admin ändrade 3 fält för påminnelsen ”Hyresavtal”",
    ]);
    const created = event({ action: "create", kind: "tasks", label: null, actorTokenId: berit.id });
    expect(both(created)).toEqual([
      "Anna Admin (API token) created a task",
      "Anna Admin (API-nyckel) skapade en uppgift",
    ]);
  });

  it("tell events of meaning, missing actors and unknown actions", () => {
    const signIn = event({ action: "sign_in", kind: "users", label: null, changes: null });
    expect(both(signIn)).toEqual(["Anna Admin signed in", "Anna Admin loggade in"]);
    const failed = { ...signIn, action: "sign_in_failed", actorUserId: null, actorName: null, subjectUserId: berit.id };
    expect(both({ ...failed, subjectName: berit.name })).toEqual([
      "A sign-in to the account of Berit Blockerad failed",
      "En inloggning på kontot för Berit Blockerad misslyckades",
    ]);
    const shared = event({ action: "create", kind: "publication_shares", label: null, subjectUserId: berit.id });
    expect(both({ ...shared, subjectName: berit.name })).toEqual([
      "Anna Admin shared an object with Berit Blockerad",
      "Anna Admin delade ett objekt med Berit Blockerad",
    ]);
    const granted = event({ action: "create", kind: "permissions", label: null, subjectUserId: berit.id });
    expect(both({ ...granted, subjectName: berit.name })).toEqual([
      "Anna Admin changed the permissions of Berit Blockerad",
      "Anna Admin ändrade behörigheterna för Berit Blockerad",
    ]);
    const locked = event({ kind: "publications", label: "Avtal", changes: { locked_by: [null, user.id] } });
    expect(describeEvent(locked, en)).toBe("Anna Admin locked the object “Avtal” for editing");
    const byJob = event({ actorUserId: null, actorName: null, action: "delete", kind: "notices" });
    expect(both(byJob)).toEqual([
      "The system deleted the reminder “Hyresavtal”",
      "Systemet tog bort påminnelsen ”Hyresavtal”",
    ]);
    const future = event({ action: "archive", kind: "widgets", label: null });
    expect(both(future)).toEqual(["Anna Admin: “archive” on an item", "Anna Admin: ”archive” på en post"]);
  });
});

const slow = { timeout: 40_000 };
/** Tests of whole screens: room for a busy machine. */
const screenTest = 60_000;

/** A member of Nordisk Handel AB with these permissions; the log answers from `pages` by `before`. */
function auditApi(permissions: string[], pages: Record<string, { items: AuditEvent[]; next: string | null }>) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get("/api/companies", () => HttpResponse.json([nordic])),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get("/api/companies/:companyId/audit", ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      return HttpResponse.json(pages[query.get("before") ?? "first"] ?? { items: [], next: null });
    }),
    http.get("/api/companies/:companyId/users", () => HttpResponse.json([])),
  );
  signIn();
  return requests;
}

describe("audit log page", { timeout: screenTest }, () => {
  it("reads its filters from the address, sends them as moments, and writes a new choice back", async () => {
    const requests = auditApi(["AuditLogs"], { first: { items: [event()], next: null } });
    const { location } = renderApp("/settings/audit?action=update&from=2027-01-01&to=2027-01-31");
    // The first screen of the file loads the app's code: a busy machine may take a while.
    expect(await screen.findByText(/changed the end date of the reminder “Hyresavtal”/, {}, slow)).toBeInTheDocument();
    const query = requests[0];
    expect(query?.get("action")).toBe("update");
    expect(query?.get("from")).toBe(dayjs("2027-01-01").startOf("day").toISOString());
    expect(query?.get("to")).toBe(dayjs("2027-01-31").endOf("day").toISOString());
    expect(screen.getByRole("combobox", { name: "What was done" })).toHaveValue("Changed");
    expect(screen.getByRole("textbox", { name: "From" })).toHaveValue("2027-01-01");

    await userEvent.click(screen.getByRole("combobox", { name: "What changed" }));
    await userEvent.click(await screen.findByRole("option", { name: "Reminders" }));
    await waitFor(() => expect(location()).toContain("kind=notices"));
    await waitFor(() => expect(requests.at(-1)?.get("kind")).toBe("notices"));
    expect(location()).toContain("action=update");
  });

  it("opens an event to its details and loads older events on demand", async () => {
    const older = event({ id: "5", action: "delete", kind: "publication_files", label: "kontrakt.pdf", changes: null });
    const requests = auditApi(["AuditLogs"], {
      first: { items: [event({ id: "9" })], next: "9" },
      "9": { items: [older], next: null },
    });
    renderApp("/settings/audit");
    const sentence = await screen.findByRole("button", { name: /changed the end date/ }, slow);
    await userEvent.click(sentence);
    const details = await screen.findByRole("region", { name: /changed the end date/ });
    expect(within(details).getByText("192.0.2.7")).toBeInTheDocument();
    expect(within(details).getByText("2027-01-31 → 2027-03-31")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Anna Admin deleted the file “kontrakt.pdf”")).toBeInTheDocument();
    expect(requests.at(-1)?.get("before")).toBe("9");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("is closed to members without the permission", async () => {
    auditApi([], {});
    renderApp("/settings/audit");
    expect(await screen.findByText("No access to the audit log")).toBeInTheDocument();
  });
});

describe("object history", { timeout: screenTest }, () => {
  function objectPage(permissions: string[]) {
    const requests = auditApi(permissions, { first: { items: [event()], next: null } });
    const api = `/api/companies/${nordic.id}/publications/${objectId}`;
    server.use(
      http.get(api, () => HttpResponse.json(publication())),
      http.get(`${api}/:part`, () => HttpResponse.json([])),
      http.get("/api/companies/:companyId/groups", () => HttpResponse.json([])),
    );
    renderApp(`/companies/${nordic.id}/publications/${objectId}`);
    return requests;
  }

  it("lists the object's events for holders of AuditLogs", async () => {
    const requests = objectPage(["AuditLogs"]);
    const history = await screen.findByRole("region", { name: "History" }, slow);
    expect(await within(history).findByText(/changed the end date of the reminder “Hyresavtal”/)).toBeInTheDocument();
    expect(requests[0]?.get("objectId")).toBe(objectId);
    expect(within(history).getByRole("link", { name: "Open in the audit log" })).toHaveAttribute(
      "href",
      `/settings/audit?objectId=${objectId}`,
    );
  });

  it("is not there without AuditLogs", async () => {
    const requests = objectPage([]);
    expect(await screen.findByRole("heading", { level: 1, name: "Note 01" }, slow)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "History" })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
