import type { AuditEvent, Publication } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { renderApp } from "../../test/render-app";
import { nordic, server, signIn, user } from "../../test/server";
import { userEvent } from "../../test/user-event";
import { describeAct, foldEvents } from "./fold";
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
  customer: null,
  closed: false,
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
    entityId: `77777777-7777-4777-8777-${String(n).padStart(12, "0")}`,
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
    expect(both(event({ changes: { requires_approval: [false, true] } }))).toEqual([
      "Anna Admin changed the approval requirement of the reminder “Hyresavtal” from no to yes",
      "Anna Admin ändrade krav på godkännande för påminnelsen ”Hyresavtal” från nej till ja",
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

describe("audit sentences of acts", () => {
  it("say completed, reopened, ticked off and closed instead of a status from no to yes", () => {
    const completed = event({ changes: { status: [false, true], completed_at: [null, "2026-11-20T09:30:00Z"] } });
    expect(both(completed)).toEqual([
      "Anna Admin completed the reminder “Hyresavtal”",
      "Anna Admin markerade påminnelsen ”Hyresavtal” som klar",
    ]);
    const reopened = event({ changes: { status: [true, false], completed_at: ["2026-11-20T09:30:00Z", null] } });
    expect(both(reopened)).toEqual([
      "Anna Admin reopened the reminder “Hyresavtal”",
      "Anna Admin öppnade påminnelsen ”Hyresavtal” igen",
    ]);
    const moved = event({ changes: { status: [false, true], enddate: ["2027-01-31", "2027-03-31"] } });
    expect(both(moved)).toEqual([
      "Anna Admin completed the reminder “Hyresavtal” and changed the end date from 2027-01-31 to 2027-03-31",
      "Anna Admin markerade påminnelsen ”Hyresavtal” som klar och ändrade slutdatum från 2027-01-31 till 2027-03-31",
    ]);
    const task = event({ kind: "tasks", label: "Byt lås", changes: { done: [false, true], done_at: [null, "x"] } });
    expect(both(task)).toEqual([
      "Anna Admin completed the task “Byt lås”",
      "Anna Admin markerade uppgiften ”Byt lås” som klar",
    ]);
    const ticked = event({
      kind: "checklist_items",
      label: null,
      changes: { done_at: [null, "2026-11-20T09:30:00Z"] },
    });
    expect(both(ticked)).toEqual(["Anna Admin ticked off a checklist item", "Anna Admin bockade av en checklistpunkt"]);
    const unticked = event({
      kind: "checklist_items",
      label: null,
      changes: { done_at: ["2026-11-20T09:30:00Z", null] },
    });
    expect(both(unticked)).toEqual([
      "Anna Admin unticked a checklist item",
      "Anna Admin tog bort bocken för en checklistpunkt",
    ]);
    const closed = event({ kind: "investigations", label: "Fukt", changes: { status: ["inProgress", "closed"] } });
    expect(both(closed)).toEqual([
      "Anna Admin closed the investigation “Fukt”",
      "Anna Admin stängde utredningen ”Fukt”",
    ]);
    const again = event({ kind: "investigations", label: "Fukt", changes: { status: ["closed", "open"] } });
    expect(both(again)).toEqual([
      "Anna Admin reopened the investigation “Fukt”",
      "Anna Admin öppnade utredningen ”Fukt” igen",
    ]);
  });

  it("say a file was uploaded, with its size as people read it, not its upload state", () => {
    const file = { kind: "publication_files", label: "kontrakt.pdf" };
    const started = event({ ...file, action: "create", changes: { upload_status: [null, "INPROGRESS"] } });
    expect(both(started)).toEqual([
      "Anna Admin started uploading the file “kontrakt.pdf”",
      "Anna Admin började ladda upp filen ”kontrakt.pdf”",
    ]);
    const uploaded = event({ ...file, changes: { size: [0, 300000], upload_status: ["INPROGRESS", "COMPLETE"] } });
    expect(both(uploaded)).toEqual([
      "Anna Admin uploaded the file “kontrakt.pdf” (293 kB)",
      "Anna Admin laddade upp filen ”kontrakt.pdf” (293 kB)",
    ]);
    const unit = event({
      kind: "unit_files",
      label: "ritning.pdf",
      changes: { size: [0, 5_400_000], upload_status: ["INPROGRESS", "COMPLETE"] },
    });
    expect(describeEvent(unit, en)).toBe("Anna Admin uploaded the unit's file “ritning.pdf” (5.1 MB)");
    const companyFile = event({
      action: "create",
      kind: "company_files",
      label: "policy.pdf",
      changes: { size: [null, 2048] },
    });
    expect(both(companyFile)).toEqual([
      "Anna Admin uploaded the company file “policy.pdf” (2.0 kB)",
      "Anna Admin laddade upp företagsfilen ”policy.pdf” (2.0 kB)",
    ]);
    const skill = { kind: "user_skills", label: "intyg.pdf", subjectUserId: berit.id, subjectName: berit.name };
    const certificate: Record<string, [unknown, unknown]> = {
      certificate_name: [null, "intyg.pdf"],
      certificate_size: [null, 120_000],
      certificate_key: [null, "k"],
    };
    expect(both(event({ ...skill, changes: certificate }))).toEqual([
      "Anna Admin attached the certificate “intyg.pdf” (117 kB) to a skill of Berit Blockerad",
      "Anna Admin bifogade intyget ”intyg.pdf” (117 kB) till en kompetens för Berit Blockerad",
    ]);
    expect(describeEvent(event({ ...skill, changes: { certificate_name: ["intyg.pdf", null] } }), en)).toBe(
      "Anna Admin removed the certificate “intyg.pdf” from a skill of Berit Blockerad",
    );
    const failed = event({ ...file, changes: { upload_status: ["INPROGRESS", "ERROR"] } });
    expect(both(failed)).toEqual([
      "The upload of the file “kontrakt.pdf” failed",
      "Uppladdningen av filen ”kontrakt.pdf” misslyckades",
    ]);
  });

  it("name an outside signer by name and say what happened to an e-sign request", () => {
    const outside = { actorUserId: null, actorName: null, objectId: null, kind: "esign_signers", label: "Sara Signer" };
    const signed = event({
      ...outside,
      changes: { status: ["asked", "signed"], signed_at: [null, "2026-11-20T09:30:00Z"] },
    });
    expect(both(signed)).toEqual([
      "Sara Signer signed the document sent for e-signing",
      "Sara Signer signerade dokumentet som skickats för e-signering",
    ]);
    const declined = event({
      ...outside,
      changes: { status: ["asked", "declined"], decline_reason: [null, "Fel pris"] },
    });
    expect(both(declined)).toEqual([
      "Sara Signer declined to sign the document sent for e-signing",
      "Sara Signer avböjde att signera dokumentet som skickats för e-signering",
    ]);
    // Checking the SMS code through the link is the signer's own act too; a job's change (no address) is not.
    const code = event({ ...outside, changes: { code_tries: [0, 1] } });
    expect(describeEvent(code, en)).toBe("Sara Signer changed one field of the signer “Sara Signer”");
    expect(describeEvent({ ...code, ip: null }, en)).toBe("Someone changed one field of the signer “Sara Signer”");
    const asked = event({ kind: "esign_signers", label: "Sara Signer", changes: { status: ["waiting", "asked"] } });
    expect(both(asked)).toEqual(["Anna Admin asked Sara Signer to sign", "Anna Admin bad Sara Signer att signera"]);
    expect(both({ ...asked, ...outside, changes: asked.changes })).toEqual([
      "Sara Signer was asked to sign",
      "Sara Signer ombads att signera",
    ]);
    const request = { actorUserId: null, actorName: null, kind: "esign_requests", label: "avtal.pdf" };
    expect(both(event({ ...request, changes: { status: ["active", "complete"] } }))).toEqual([
      "Everyone has signed the e-sign request “avtal.pdf”",
      "Alla har signerat e-signeringsbegäran ”avtal.pdf”",
    ]);
    expect(
      both(event({ ...request, changes: { sealed_file_id: [null, berit.id], sealed_sha256: [null, "ab"] } })),
    ).toEqual([
      "The signed document of the e-sign request “avtal.pdf” was sealed and stored with the object",
      "Det signerade dokumentet för e-signeringsbegäran ”avtal.pdf” förseglades och sparades på objektet",
    ]);
    expect(
      describeEvent(
        event({ ...request, changes: { status: ["active", "inactive"], end_reason: [null, "expired"] } }),
        en,
      ),
    ).toBe("The deadline of the e-sign request “avtal.pdf” passed");
    expect(
      describeEvent(
        event({
          kind: "esign_requests",
          label: "avtal.pdf",
          changes: { status: ["active", "inactive"], end_reason: [null, "cancelled"] },
        }),
        sv,
      ),
    ).toBe("Anna Admin avbröt e-signeringsbegäran ”avtal.pdf”");
  });
  it("name an invitee accepting and joining by their name", () => {
    const nobody = { actorUserId: null, actorName: null, objectId: null };
    const accepted = event({
      ...nobody,
      kind: "invitations",
      label: "Berit Blockerad",
      changes: { accepted_at: [null, "2026-11-20T09:30:00Z"] },
    });
    expect(both(accepted)).toEqual([
      "Berit Blockerad accepted the invitation to the company",
      "Berit Blockerad tog emot inbjudan till företaget",
    ]);
    const joined = event({
      ...nobody,
      action: "create",
      kind: "company_users",
      label: null,
      subjectUserId: berit.id,
      subjectName: berit.name,
    });
    expect(both(joined)).toEqual(["Berit Blockerad joined the company", "Berit Blockerad gick med i företaget"]);
  });
});

describe("audit acts", () => {
  const answer = (overrides: Partial<EventLike> = {}) =>
    event({
      action: "create",
      kind: "investigation_answers",
      label: null,
      changes: { value: [null, "Ja"] },
      ...overrides,
    });
  const describeBoth = (events: EventLike[]) =>
    foldEvents(events).map((act) => [describeAct(act, en), describeAct(act, sv)]);

  it("fold an actor's events of one kind on one object in one moment into one line", () => {
    const six = Array.from({ length: 6 }, () => answer());
    expect(describeBoth(six)).toEqual([
      ["Anna Admin answered 6 questions of the investigation", "Anna Admin besvarade 6 frågor i utredningen"],
    ]);
    expect(foldEvents(six)[0]?.events).toEqual(six);
    const items = Array.from({ length: 3 }, () => event({ action: "create", kind: "checklist_items", label: null }));
    expect(describeBoth(items)).toEqual([
      ["Anna Admin created 3 checklist items", "Anna Admin skapade 3 checklistpunkter"],
    ]);
    const changed = Array.from({ length: 2 }, () => answer({ action: "update", changes: { value: ["Ja", "Nej"] } }));
    expect(describeBoth(changed)).toEqual([
      ["Anna Admin changed 2 answers of the investigation", "Anna Admin ändrade 2 svar i utredningen"],
    ]);
    expect(describeBoth([answer()])).toEqual([
      ["Anna Admin answered a question of the investigation", "Anna Admin besvarade en fråga i utredningen"],
    ]);
  });

  it("keep apart another actor, object or action, events minutes apart, events not in a row and changes of one row", () => {
    const other = answer({ actorUserId: berit.id, actorName: berit.name });
    expect(foldEvents([answer(), other, answer()]).map((act) => act.events.length)).toEqual([1, 1, 1]);
    const elsewhere = answer({ objectId: "aaaaaaaa-aaaa-4aaa-8aaa-000000000002" });
    expect(foldEvents([answer(), elsewhere]).map((act) => act.events.length)).toEqual([1, 1]);
    expect(foldEvents([answer(), answer({ action: "update" })]).map((act) => act.events.length)).toEqual([1, 1]);
    // Answers saved one by one as a person fills the form in fold while each follows within 2 minutes.
    const at = (time: string) => answer({ at: `2026-11-20T${time}.000Z` });
    expect(
      foldEvents([at("09:36:00"), at("09:32:10"), at("09:31:00"), at("09:30:00")]).map((act) => act.events.length),
    ).toEqual([1, 3]);
    // Two changes of one row stay two lines, each with its before and after.
    const row = { action: "update" as const, kind: "notices", entityId: "77777777-7777-4777-8777-000000000009" };
    expect(foldEvents([event(row), event(row)]).map((act) => act.events.length)).toEqual([1, 1]);
  });

  it("make a file's upload one act: uploading then uploaded reads as uploaded", () => {
    const file = { kind: "publication_files", label: "kontrakt.pdf", entityId: "88888888-8888-4888-8888-000000000001" };
    const done = event({
      ...file,
      at: "2026-11-20T09:34:00.000Z",
      changes: { size: [0, 300000], upload_status: ["INPROGRESS", "COMPLETE"] },
    });
    const started = event({
      ...file,
      action: "create",
      changes: { upload_status: [null, "INPROGRESS"], size: [null, 0] },
    });
    expect(describeBoth([done, started])).toEqual([
      ["Anna Admin uploaded the file “kontrakt.pdf” (293 kB)", "Anna Admin laddade upp filen ”kontrakt.pdf” (293 kB)"],
    ]);
    const another = event({
      ...file,
      entityId: "88888888-8888-4888-8888-000000000002",
      action: "create",
      changes: { upload_status: [null, "INPROGRESS"] },
    });
    expect(foldEvents([done, another]).map((act) => act.events.length)).toEqual([1, 1]);
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
    expect(query?.get("from")).toBe(new Date(2027, 0, 1).toISOString());
    expect(query?.get("to")).toBe(new Date(2027, 0, 31, 23, 59, 59, 999).toISOString());
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

  it("shows an act of several events as one line that opens to each, folding within a page only", async () => {
    const answer = (id: string) =>
      event({ id, action: "create", kind: "investigation_answers", label: null, changes: { value: [null, "Ja"] } });
    const requests = auditApi(["AuditLogs"], {
      first: { items: ["20", "19", "18", "17"].map(answer), next: "17" },
      "17": { items: ["16", "15"].map(answer), next: null },
    });
    renderApp("/settings/audit");
    const line = await screen.findByRole("button", { name: /answered 4 questions of the investigation/ }, slow);
    expect(screen.getAllByRole("button", { name: /answered/ })).toHaveLength(1);
    await userEvent.click(line);
    const details = await screen.findByRole("region", { name: /answered 4 questions/ });
    expect(within(details).getByText("One act of 4 events: each is shown below.")).toBeInTheDocument();
    expect(within(details).getAllByText("Anna Admin answered a question of the investigation")).toHaveLength(4);

    // The next page's events are folded among themselves: paging goes by the events' ids.
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Anna Admin answered 2 questions of the investigation")).toBeInTheDocument();
    expect(requests.at(-1)?.get("before")).toBe("17");
  });

  it("is closed to members without the permission", async () => {
    auditApi([], {});
    renderApp("/settings/audit");
    expect(await screen.findByText("No access to the audit log")).toBeInTheDocument();
  });
});

describe("object history", { timeout: screenTest }, () => {
  function objectPage(permissions: string[], items = [event()]) {
    const requests = auditApi(permissions, { first: { items, next: null } });
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

  it("tells a file's upload as one act, in Swedish too", async () => {
    server.use(http.get("/api/users/:userId", () => HttpResponse.json({ ...user, language: "se" })));
    const file = { kind: "publication_files", label: "kontrakt.pdf", entityId: "88888888-8888-4888-8888-000000000001" };
    objectPage(
      ["AuditLogs"],
      [
        event({ ...file, id: "31", changes: { size: [0, 300000], upload_status: ["INPROGRESS", "COMPLETE"] } }),
        event({
          ...file,
          id: "30",
          action: "create",
          changes: { upload_status: [null, "INPROGRESS"], size: [null, 0] },
        }),
      ],
    );
    const history = await screen.findByRole("region", { name: "Historik" }, slow);
    expect(
      await within(history).findByText("Anna Admin laddade upp filen ”kontrakt.pdf” (293 kB)"),
    ).toBeInTheDocument();
    expect(within(history).queryByText(/började ladda upp/)).not.toBeInTheDocument();
  });

  it("is not there without AuditLogs", async () => {
    const requests = objectPage([]);
    expect(await screen.findByRole("heading", { level: 1, name: "Note 01" }, slow)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "History" })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
