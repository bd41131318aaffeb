import type {
  AuditEvent,
  CustomerFile,
  EsignObjectRequest,
  Notice,
  Permission,
  Publication,
  PublicationListItem,
  Task,
} from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { company, server, signIn, user } from "../../test/server";
import { userEvent } from "../../test/user-event";
import { anna, customer, mockCustomersApi } from "./test-utils";

/** A lazy screen's first load under a busy machine. */
const slow = { timeout: 15_000 };

const withAll = company({
  id: "44444444-4444-4444-8444-444444444444",
  name: "Nordisk Handel AB",
  enabledFeatures: {
    customers: true,
    documentReminder: true,
    investigation: false,
    publicationTypes: ["note"],
    esign: true,
    skills: false,
  },
});
const cid = withAll.id;
const objectRef = { id: "99999999-9999-4999-8999-000000000001", name: "Hyresavtal" };

const item = (n: number): PublicationListItem => ({
  id: `99999999-9999-4999-8999-${String(n).padStart(12, "0")}`,
  companyId: cid,
  type: "note",
  name: n === 1 ? objectRef.name : `Objekt ${String(n).padStart(2, "0")}`,
  description: "",
  objectNumber: n,
  periodDate: null,
  status: "active",
  group: null,
  tags: [],
  updatedAt: "2026-01-02T10:00:00.000Z",
  lock: null,
});

const reminder = {
  id: "aaaaaaaa-0000-4000-8000-000000000001",
  title: "Omförhandla hyran",
  description: "",
  enddate: null,
  reminderAt: "2026-05-01",
  noticePeriod: null,
  status: false,
  completedAt: null,
  createdAt: "2026-01-02T10:00:00.000Z",
  tag: "",
  manager: { ...anna, email: user.email },
  assignees: [],
  companyCategory: null,
  publication: objectRef,
  company: { id: cid },
  updatedAt: "2026-01-02T10:00:00.000Z",
  updatedBy: null,
  version: 1,
} satisfies Notice;

const task: Task = {
  id: "aaaaaaaa-0000-4000-8000-000000000002",
  company: { id: cid },
  publication: objectRef,
  title: "Besiktiga lokalen",
  description: "",
  type: "todo",
  importance: "NORMAL",
  startDate: null,
  startTime: null,
  dueDate: "2026-03-01",
  dueTime: null,
  members: [],
  visibility: "PUBLIC",
  estimateMinutes: null,
  spentMinutes: 0,
  subTasks: [],
  done: true,
  doneAt: "2026-03-01T10:00:00.000Z",
  repeat: null,
  seriesId: null,
  createdBy: anna,
  createdAt: "2026-01-02T10:00:00.000Z",
  updatedAt: "2026-01-02T10:00:00.000Z",
  version: 1,
};

const signer = (n: number, status: "signed" | "asked") => ({
  id: `aaaaaaaa-0000-4000-8000-00000000010${n}`,
  position: n,
  role: "signer" as const,
  userId: null,
  name: `Signer ${n}`,
  email: `signer${n}@example.test`,
  status,
  askedAt: "2026-01-02T10:00:00.000Z",
  signedAt: status === "signed" ? "2026-01-03T10:00:00.000Z" : null,
  declinedAt: null,
  declineReason: null,
  method: status === "signed" ? ("email_code" as const) : null,
});

const esign = {
  id: "aaaaaaaa-0000-4000-8000-000000000003",
  createdAt: "2026-01-02T10:00:00.000Z",
  deadline: "2026-02-01",
  status: "active",
  publication: objectRef,
  sharedBy: { email: user.email },
  endReason: null,
  document: { name: "Avtal.pdf" },
  signers: [signer(1, "signed"), signer(2, "asked")],
} satisfies EsignObjectRequest;

const file: CustomerFile = {
  id: "aaaaaaaa-0000-4000-8000-000000000004",
  uploadName: "Ritning.pdf",
  size: 100,
  contentType: "application/pdf",
  uploadStatus: "COMPLETE",
  uploadProgress: 100,
  createdAt: "2026-01-02T10:00:00.000Z",
  publication: objectRef,
};

const event = (id: number, overrides: Partial<AuditEvent>): AuditEvent => ({
  id: String(id),
  actorUserId: user.id,
  actorTokenId: null,
  action: "create",
  kind: "customers",
  entityId: null,
  objectId: null,
  subjectUserId: null,
  label: null,
  actorName: user.name,
  subjectName: null,
  changes: null,
  at: "2026-01-02T10:00:00.000Z",
  ip: null,
  userAgent: null,
  ...overrides,
});

/** The customer page of a customer with objects and what hangs on them; records the sections' queries. */
function openCustomer(permissions: Permission[], objects = [item(1)]) {
  const kund = customer({ name: "Bergström Bygg AB" });
  mockCustomersApi([kund], permissions);
  const asked: string[] = [];
  const section =
    <T,>(name: string, rows: T[]) =>
    ({ request }: { request: Request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(`${name}:${query.get("limit")}:${query.get("offset")}`);
      const offset = Number(query.get("offset"));
      return HttpResponse.json(rows.slice(offset, offset + Number(query.get("limit"))));
    };
  server.use(
    http.get("/api/companies", () => HttpResponse.json([withAll])),
    http.get("/api/companies/:companyId/customers/:id/objects", section("objects", objects)),
    http.get("/api/companies/:companyId/customers/:id/reminders", section("reminders", [reminder])),
    http.get("/api/companies/:companyId/customers/:id/tasks", section("tasks", [task])),
    http.get("/api/companies/:companyId/customers/:id/esign", section("esign", [esign])),
    http.get("/api/companies/:companyId/customers/:id/files", section("files", [file])),
    http.get("/api/companies/:companyId/customers/:id/history", () =>
      HttpResponse.json({
        items: [
          event(3, { action: "update", changes: { status_id: [null, "x"] } }),
          event(2, { kind: "customer_contacts", changes: { name: [null, "Karin Kontakt"] } }),
          event(1, {}),
        ],
        next: null,
      }),
    ),
  );
  signIn();
  renderApp(`/list/customers/${kund.id}`);
  return { kund, asked };
}

describe("customer page sections (issue 45, item 4)", () => {
  it("shows the customer's objects, their reminders, tasks, e-sign requests and files, each leading to its object", async () => {
    openCustomer(["DocumentReminders"]);
    const objects = await screen.findByRole("region", { name: "Objects" }, slow);
    const link = await within(objects).findByRole("link", { name: "Hyresavtal" });
    expect(link).toHaveAttribute("href", `/companies/${cid}/publications/${objectRef.id}`);
    expect(within(objects).getByText("No. 1")).toBeInTheDocument();

    const reminders = screen.getByRole("region", { name: "Reminders" });
    expect(await within(reminders).findByText("Omförhandla hyran")).toBeInTheDocument();
    expect(within(reminders).getByText("Remind 2026-05-01")).toBeInTheDocument();

    const tasks = screen.getByRole("region", { name: "Tasks" });
    expect(await within(tasks).findByText("Besiktiga lokalen")).toBeInTheDocument();
    expect(within(tasks).getByText("Done")).toBeInTheDocument();
    expect(within(tasks).getByRole("link", { name: "Hyresavtal" })).toHaveAttribute(
      "href",
      `/companies/${cid}/publications/${objectRef.id}?task=${task.id}`,
    );

    const requests = screen.getByRole("region", { name: "E-sign requests" });
    expect(await within(requests).findByText("Avtal.pdf")).toBeInTheDocument();
    expect(within(requests).getByText("Waiting")).toBeInTheDocument();
    expect(within(requests).getByText("1 of 2 signed · deadline 2026-02-01")).toBeInTheDocument();

    const files = screen.getByRole("region", { name: "Files" });
    expect(await within(files).findByRole("button", { name: "Ritning.pdf" })).toBeInTheDocument();
    // The History is the audit log's: not without AuditLogs.
    expect(screen.queryByRole("region", { name: "History" })).toBeNull();
  }, 60_000);

  it("pages the objects 20 at a time from 21 fetched", async () => {
    const { asked } = openCustomer(
      [],
      Array.from({ length: 25 }, (_, i) => item(i + 1)),
    );
    const objects = await screen.findByRole("region", { name: "Objects" }, slow);
    expect(await within(objects).findByRole("link", { name: "Objekt 20" })).toBeInTheDocument();
    expect(within(objects).queryByRole("link", { name: "Objekt 21" })).toBeNull();
    await userEvent.click(within(objects).getByRole("button", { name: "Next" }));
    expect(await within(objects).findByRole("link", { name: "Objekt 25" })).toBeInTheDocument();
    expect(within(objects).queryByRole("link", { name: "Objekt 20" })).toBeNull();
    expect(asked.filter((a) => a.startsWith("objects"))).toEqual(["objects:21:0", "objects:21:20"]);
  });

  it("says so when a section is empty, and shows reminders only to those who use them", async () => {
    const kund = customer({ name: "Tom Kund AB" });
    mockCustomersApi([kund], []);
    server.use(http.get("/api/companies", () => HttpResponse.json([withAll])));
    signIn();
    renderApp(`/list/customers/${kund.id}`);
    const objects = await screen.findByRole("region", { name: "Objects" }, slow);
    expect(await within(objects).findByText("No objects are linked to this customer yet.")).toBeInTheDocument();
    expect(await screen.findByText("No tasks on the customer's objects.")).toBeInTheDocument();
    expect(await screen.findByText("No files on the customer's objects.")).toBeInTheDocument();
    expect(await screen.findByText("No e-sign requests on the customer's objects.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Reminders" })).toBeNull();
  });

  it("shows the History in sentences to holders of AuditLogs", async () => {
    openCustomer(["AuditLogs"]);
    const history = await screen.findByRole("region", { name: "History" }, slow);
    expect(await within(history).findByText(`${user.name} changed the status`)).toBeInTheDocument();
    expect(within(history).getByText(`${user.name} added the contact Karin Kontakt`)).toBeInTheDocument();
    expect(within(history).getByText(`${user.name} created the customer`)).toBeInTheDocument();
  });
});

describe("an object's customer", () => {
  it("picks the object's customer in its form, searching the company's customers, and shows it on the object", async () => {
    const kund = customer({ name: "Bergström Bygg AB" });
    const sent = mockCustomersApi([kund, customer({ name: "Andersson AB" })], []);
    const base = `/api/companies/${cid}/publications`;
    let current: Publication = {
      ...item(1),
      body: "",
      createdAt: "2026-01-02T10:00:00.000Z",
      createdBy: null,
      updatedBy: null,
      version: 1,
      watched: false,
      customer: null,
      closed: false,
      can: { edit: true, archive: false, share: false, unlock: false },
    };
    const saved: Record<string, unknown>[] = [];
    server.use(
      http.get("/api/companies", () => HttpResponse.json([withAll])),
      http.get("/api/companies/:companyId/groups", () => HttpResponse.json([])),
      http.get(`${base}/:id`, () => HttpResponse.json(current)),
      http.get(`${base}/:id/:part`, () => HttpResponse.json([])),
      http.post(`${base}/:id/lock`, () => {
        current = { ...current, lock: { user: { id: user.id, name: user.name }, since: new Date().toISOString() } };
        return HttpResponse.json(current);
      }),
      http.delete(`${base}/:id/lock`, () => {
        current = { ...current, lock: null };
        return HttpResponse.json(current);
      }),
      http.put(`${base}/:id`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push(body);
        current = { ...current, customer: body.customerId ? { id: kund.id, name: kund.name } : null };
        return HttpResponse.json(current);
      }),
    );
    signIn();
    renderApp(`/companies/${cid}/publications/${current.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }, slow));
    const form = await screen.findByRole("form", { name: "Edit the object" });
    await userEvent.type(within(form).getByRole("combobox", { name: "Customer" }), "Berg");
    // The server is asked once the typing pauses; the option is picked from its answer.
    await waitFor(() => expect(sent.some((s) => s.url.searchParams.get("q") === "Berg")).toBe(true), slow);
    await userEvent.click(await screen.findByRole("option", { name: "Bergström Bygg AB" }, slow));
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saved[0]).toMatchObject({ customerId: kund.id }));
    const link = await screen.findByRole("link", { name: "Bergström Bygg AB" }, slow);
    expect(link).toHaveAttribute("href", `/list/customers/${kund.id}`);
  }, 60_000);
});
