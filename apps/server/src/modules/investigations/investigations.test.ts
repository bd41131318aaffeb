import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { allFeatures, type Checklist, ErrorCode, type Investigation, type Permission } from "@app/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addUnitMember,
  createInvestigation,
  createInvestigationTemplate,
  createObject,
  createUnit,
} from "../../../test/factories";
import { createCompany } from "../../../test/fixtures";
import { createTestApp, lastMessage, type TestApp } from "../../../test/helpers";
import { editor, newMember } from "../../../test/objects";
import { rowsOf } from "../../db/client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const certifier: Permission[] = [...editor, "CertifyDocument"];

const incident = {
  name: "Incident",
  description: "An accident or a near miss",
  sections: [
    {
      title: "What happened",
      questions: [
        { text: "Describe the event", type: "text" },
        { text: "Was anyone hurt?", type: "yesNo" },
        { text: "Severity", type: "choice", choices: ["Low", "High"] },
        { text: "When", type: "date" },
      ],
    },
  ],
  checklist: ["Secure the area", "Inform the safety officer"],
  periodDays: 14,
  requiresApproval: false,
};

/** A company with a quality manager (templates), a certifier, a worker and an outsider to the objects. */
async function world() {
  const company = await createCompany(t.deps.db, { enabledFeatures: allFeatures });
  const base = `/api/companies/${company.id}`;
  const manager = await newMember(t, company.id, [...certifier, "Investigations"]);
  const lead = await newMember(t, company.id, [...certifier, "DocumentReminders"]);
  const worker = await newMember(t, company.id, []);
  const template = (body: Record<string, unknown> = incident) =>
    createInvestigationTemplate(t, manager, company.id, body);
  const investigation = (name: string, templateId: string | null = null, extra: Record<string, unknown> = {}) =>
    createInvestigation(t, lead, company.id, { name, templateId, ...extra });
  const read = async (id: string, who = lead) =>
    (await t.api.as(who).get(`${base}/publications/${id}/investigation`)).json() as Investigation;
  return { company, base, manager, lead, worker, template, investigation, read };
}

/** The text of a PDF as poppler's pdftotext reads it (an independent reader). */
async function pdfText(bytes: Buffer) {
  const path = join(await mkdtemp(join(tmpdir(), "report-")), "report.pdf");
  await writeFile(path, bytes);
  const { stdout } = await promisify(execFile)("pdftotext", ["-layout", path, "-"]);
  return stdout;
}

/** A day counted from today in the company's time zone (Europe/Stockholm), as the server counts it. */
const todayPlus = (days: number) => {
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
  return new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
};

describe("investigation templates", () => {
  it("are kept with ids for every section and question, saved on their version, and deleted", async () => {
    const w = await world();
    const made = await w.template();
    expect(made).toMatchObject({
      name: "Incident",
      periodDays: 14,
      checklist: ["Secure the area", "Inform the safety officer"],
    });
    const [section] = made.sections;
    expect(section?.questions.map((q) => [q.type, q.choices])).toEqual([
      ["text", []],
      ["yesNo", []],
      ["choice", ["Low", "High"]],
      ["date", []],
    ]);
    const url = `${w.base}/investigation-templates/${made.id}`;
    const renamed = await t.api.as(w.manager).put(url, { ...made, name: "Incident report" });
    expect(renamed.json()).toMatchObject({ name: "Incident report", version: 2, sections: made.sections });
    // Ids the template does not hold are not taken from the body: such a section is new.
    const foreign = "00000000-0000-4000-8000-000000000001";
    const added = await t.api.as(w.manager).post(`${w.base}/investigation-templates`, {
      name: "Copy",
      sections: [{ id: foreign, title: "Borrowed", questions: [{ id: foreign, text: "Q", type: "text" }] }],
    });
    expect(JSON.stringify(added.json())).not.toContain(foreign);
    const stale = await t.api.as(w.manager).put(url, { ...made, name: "Lost" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: ErrorCode.StaleVersion, current: { name: "Incident report" } });
    expect((await t.api.as(w.lead).get(`${w.base}/investigation-templates`)).json()).toHaveLength(2);
    expect((await t.api.as(w.manager).delete(url)).statusCode).toBe(200);
    expect((await t.api.as(w.lead).get(url)).statusCode).toBe(404);
  });

  it("refuses a choice question without two answers, and writes by members without the Investigations permission", async () => {
    const w = await world();
    const bad = await t.api.as(w.manager).post(`${w.base}/investigation-templates`, {
      name: "Audit",
      sections: [{ title: "Scope", questions: [{ text: "Area", type: "choice", choices: ["Only one"] }] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("sections.0.questions.0.choices");
    expect((await t.api.as(w.lead).post(`${w.base}/investigation-templates`, incident)).statusCode).toBe(403);
    expect((await t.api.as(w.worker).get(`${w.base}/investigation-templates`)).statusCode).toBe(403);
  });
});

describe("investigations", () => {
  it("are made from a copy of a template: questions, checklist and end date; editing the template later changes nothing", async () => {
    const w = await world();
    const template = await w.template();
    const made = await w.investigation("Fall from ladder", template.id);
    expect(made).toMatchObject({ type: "investigation", periodDate: todayPlus(14) });
    const investigation = await w.read(made.id);
    expect(investigation).toMatchObject({
      status: "open",
      template: { id: template.id, name: "Incident" },
      requiresApproval: false,
      investigators: [],
    });
    expect(investigation.sections[0]?.questions.map((q) => [q.text, q.answer])).toEqual([
      ["Describe the event", null],
      ["Was anyone hurt?", null],
      ["Severity", null],
      ["When", null],
    ]);
    const checklist = (await t.api.as(w.lead).get(`${w.base}/checklist?publicationId=${made.id}`)).json() as Checklist;
    expect(checklist.items.map((i) => i.text)).toEqual(["Secure the area", "Inform the safety officer"]);

    await t.api
      .as(w.manager)
      .put(`${w.base}/investigation-templates/${template.id}`, { ...template, sections: [], name: "Changed" });
    expect((await w.read(made.id)).sections).toEqual(investigation.sections);
    const blank = await w.investigation("Blank", null, { periodDate: "2027-01-31" });
    expect(blank.periodDate).toBe("2027-01-31");
    expect((await w.read(blank.id)).sections).toEqual([]);
  });

  it("lists the investigations the member sees by name, sorted by the spec's columns and paged", async () => {
    const w = await world();
    for (const [index, name] of ["Beta", "alpha", "Gamma"].entries()) {
      await w.investigation(name, null, { periodDate: `2027-01-0${index + 1}` });
    }
    await createObject(t, w.lead, w.company.id, { name: "Alpha note" });
    const list = async (query: string) =>
      (await t.api.as(w.lead).get(`${w.base}/publications/investigations?${query}`)).json() as { name: string }[];
    expect((await list("")).map((i) => i.name)).toEqual(["alpha", "Beta", "Gamma"]);
    expect((await list("sort=name&direction=desc")).map((i) => i.name)).toEqual(["Gamma", "Beta", "alpha"]);
    expect((await list("sort=objectNumber")).map((i) => i.name)).toEqual(["Beta", "alpha", "Gamma"]);
    expect((await list("sort=periodDate&direction=desc")).map((i) => i.name)).toEqual(["Gamma", "alpha", "Beta"]);
    expect((await list("q=AL")).map((i) => i.name)).toEqual(["alpha"]);
    expect((await list("limit=2&offset=2")).map((i) => i.name)).toEqual(["Gamma"]);
    expect(Object.keys((await list(""))[0] ?? {}).sort()).toEqual([
      "createdAt",
      "id",
      "name",
      "objectNumber",
      "periodDate",
    ]);
    expect((await t.api.as(w.worker).get(`${w.base}/publications/investigations`)).statusCode).toBe(403);
  });

  it("saves each answer as it is typed, checked against its question, and records who answered", async () => {
    const w = await world();
    const made = await w.investigation("Spill", (await w.template()).id);
    const questions = (await w.read(made.id)).sections[0]?.questions ?? [];
    const answer = (questionId: string | undefined, value: string | null, who = w.lead) =>
      t.api.as(who).put(`${w.base}/publications/${made.id}/investigation/answers`, { questionId, answer: value });
    const saved = await answer(questions[0]?.id, "Oil on the floor");
    expect(saved.json()).toMatchObject({ answer: "Oil on the floor", answeredBy: { id: w.lead.user.id } });
    expect((await answer(questions[1]?.id, "yes")).statusCode).toBe(200);
    expect((await answer(questions[2]?.id, "High")).statusCode).toBe(200);
    expect((await answer(questions[3]?.id, "2026-11-20")).statusCode).toBe(200);
    for (const [index, wrong] of [
      [1, "maybe"],
      [2, "Medium"],
      [3, "2026-02-30"],
    ] as const) {
      const refused = await answer(questions[index]?.id, wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe("answer");
    }
    expect((await answer("00000000-0000-4000-8000-000000000000", "x")).json().field).toBe("questionId");
    expect((await w.read(made.id)).sections[0]?.questions.map((q) => q.answer)).toEqual([
      "Oil on the floor",
      "yes",
      "High",
      "2026-11-20",
    ]);
    // A member who neither investigates nor edits it reads it (no group) but may not answer.
    const reader = await newMember(t, w.company.id, ["SeeObjectsWithoutGroup"]);
    expect((await answer(questions[0]?.id, "Mine", reader)).statusCode).toBe(403);
  });

  it("adds an investigator, who is told, sees the investigation and answers; removed, they see it no more", async () => {
    const w = await world();
    const made = await w.investigation("Near miss", (await w.template()).id);
    const url = `${w.base}/investigation-users`;
    expect((await t.api.as(w.worker).get(`${w.base}/publications/${made.id}`)).statusCode).toBe(404);
    const added = await t.api.as(w.lead).post(url, { publicationId: made.id, userId: w.worker.user.id });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ publicationId: made.id, user: { id: w.worker.user.id } });
    const again = await t.api.as(w.lead).post(url, { publicationId: made.id, userId: w.worker.user.id });
    expect(again.statusCode).toBe(409);
    const bell = (await t.api.as(w.worker).get(`${w.base}/notifications`)).json();
    expect(bell.notifications[0].data.notification).toMatchObject({
      type: "INVESTIGATOR_ADDED",
      publication: { id: made.id, name: "Near miss" },
      sourceUser: { id: w.lead.user.id },
    });
    expect((await lastMessage(t.deps, w.worker.user.email))?.body).toContain(`/publications/${made.id}`);

    const investigation = await w.read(made.id, w.worker);
    expect(investigation.investigators.map((i) => i.user.id)).toEqual([w.worker.user.id]);
    const questionId = investigation.sections[0]?.questions[0]?.id;
    const answered = await t.api
      .as(w.worker)
      .put(`${w.base}/publications/${made.id}/investigation/answers`, { questionId, answer: "Seen it" });
    expect(answered.statusCode).toBe(200);
    // The investigator may not add others (that needs the right to edit the object).
    expect((await t.api.as(w.worker).post(url, { publicationId: made.id, userId: w.lead.user.id })).statusCode).toBe(
      403,
    );

    const list = (await t.api.as(w.lead).get(`${url}?publicationId=${made.id}`)).json() as { id: string }[];
    expect((await t.api.as(w.lead).delete(`${url}/${list[0]?.id}`)).statusCode).toBe(200);
    expect((await t.api.as(w.worker).get(`${w.base}/publications/${made.id}`)).statusCode).toBe(404);
  });

  it("moves from open to in progress to closed, after which it is read-only", async () => {
    const w = await world();
    const made = await w.investigation("Audit 2026", (await w.template()).id);
    const status = (value: string) =>
      t.api.as(w.lead).put(`${w.base}/publications/${made.id}/investigation/status`, { status: value });
    expect((await status("inProgress")).json()).toMatchObject({ status: "inProgress", closedAt: null });
    const closed = (await status("closed")).json() as Investigation;
    expect(closed).toMatchObject({ status: "closed", closedBy: { id: w.lead.user.id } });
    expect(closed.closedAt).not.toBeNull();
    const questionId = closed.sections[0]?.questions[0]?.id;
    const refused = await t.api
      .as(w.lead)
      .put(`${w.base}/publications/${made.id}/investigation/answers`, { questionId, answer: "Late" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(ErrorCode.InvestigationClosed);
    expect((await status("open")).json().code).toBe(ErrorCode.InvestigationClosed);

    // The object is read-only too: its page says closed, and its edits and checklist are refused.
    const object = `${w.base}/publications/${made.id}`;
    expect((await t.api.as(w.lead).get(object)).json()).toMatchObject({ closed: true, status: "active" });
    for (const refusal of [
      await t.api.as(w.lead).post(`${object}/lock`, {}),
      await t.api.as(w.lead).put(object, { name: "Renamed" }),
      await t.api.as(w.lead).put(`${w.base}/checklist`, { publicationId: made.id, items: [{ text: "Late" }] }),
    ]) {
      expect(refusal.statusCode, refusal.body).toBe(409);
      expect(refusal.json().code).toBe(ErrorCode.InvestigationClosed);
    }
    expect((await t.api.as(w.lead).get(object)).json().name).toBe("Audit 2026");
  });

  it("exports a PDF report with the answers, the checklist and the actions, in the reader's language", async () => {
    const w = await world();
    const made = await w.investigation("Fall från stege", (await w.template()).id);
    const questions = (await w.read(made.id)).sections[0]?.questions ?? [];
    const answer = (index: number, value: string) =>
      t.api.as(w.lead).put(`${w.base}/publications/${made.id}/investigation/answers`, {
        questionId: questions[index]?.id,
        answer: value,
      });
    await answer(0, "Stegen gled på det våta golvet");
    await answer(1, "no");
    const action = await t.api.as(w.lead).post(`${w.base}/notices`, {
      publicationId: made.id,
      title: "Sätt halkskydd på stegen",
      reminderAt: "2026-12-01",
      assigneeIds: [w.lead.user.id],
    });
    expect(action.statusCode, action.body).toBe(201);
    const response = await t.api.as(w.lead).get(`${w.base}/publications/${made.id}/investigation/report`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain("attachment");
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      "Utredningsrapport",
      "Fall från stege",
      "Mall: Incident",
      "Describe the event",
      "Stegen gled på det våta golvet",
      "Was anyone hurt?",
      "Nej",
      "(inget svar)",
      "Checklista (0 klara av 2)",
      "Secure the area",
      "Åtgärder",
      "Sätt halkskydd på stegen",
    ]) {
      expect(text).toContain(expected);
    }
    // The report's export is in the object's audit history: who, what, and the format.
    const exports = rowsOf<Record<string, unknown>>(
      await t.deps.db.execute(
        sql`select kind, entity_id, object_id, label, actor_user_id, changes from audit_events
            where action = 'export' and object_id = ${made.id}`,
      ),
    );
    expect(exports).toEqual([
      {
        kind: "investigation_report",
        entity_id: made.id,
        object_id: made.id,
        label: "Fall från stege",
        actor_user_id: w.lead.user.id,
        changes: { format: [null, "pdf"] },
      },
    ]);
  });

  it("closes an investigation whose template asks for approval only once its latest certify flow is approved", async () => {
    const w = await world();
    const made = await w.investigation(
      "Internal audit",
      (await w.template({ ...incident, requiresApproval: true })).id,
    );
    const close = () =>
      t.api.as(w.lead).put(`${w.base}/publications/${made.id}/investigation/status`, { status: "closed" });
    const refused = await close();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(ErrorCode.ApprovalRequired);
    const flow = await t.api
      .as(w.lead)
      .post(`${w.base}/flow-verifies`, { publicationId: made.id, type: "SINGLE", approverIds: [w.manager.user.id] });
    expect(flow.statusCode, flow.body).toBe(201);
    expect((await close()).json().code).toBe(ErrorCode.ApprovalRequired);
    const approved = await t.api
      .as(w.manager)
      .put(`${w.base}/flow-verifies/${flow.json().id}`, { decision: "approved", comment: "Looks complete" });
    expect(approved.json().status, approved.body).toBe("approved");
    expect((await close()).json()).toMatchObject({ status: "closed", closedBy: { id: w.lead.user.id } });
  });

  it("refuses to close on an approval given before an answer changed; answers given while it waited are approved", async () => {
    const w = await world();
    const made = await w.investigation("Audit", (await w.template({ ...incident, requiresApproval: true })).id);
    const flow = await t.api
      .as(w.lead)
      .post(`${w.base}/flow-verifies`, { publicationId: made.id, type: "SINGLE", approverIds: [w.manager.user.id] });
    const questionId = (await w.read(made.id)).sections[0]?.questions[0]?.id;
    const answer = (text: string) =>
      t.api.as(w.lead).put(`${w.base}/publications/${made.id}/investigation/answers`, { questionId, answer: text });
    expect((await answer("Before the decision")).statusCode).toBe(200);
    await t.api.as(w.manager).put(`${w.base}/flow-verifies/${flow.json().id}`, { decision: "approved", comment: "" });
    const answered = await answer("Changed");
    expect(answered.statusCode, answered.body).toBe(200);
    const refused = await t.api
      .as(w.lead)
      .put(`${w.base}/publications/${made.id}/investigation/status`, { status: "closed" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.ApprovalRequired,
      message: expect.stringMatching(/changed/),
    });
  });

  it("adds every member assigned to a unit at once, with CompanyUnits; those investigating already are left as they are", async () => {
    const w = await world();
    const made = await w.investigation("Crane incident", (await w.template()).id);
    const units = await newMember(t, w.company.id, [...certifier, "DocumentReminders", "CompanyUnits"]);
    const benched = await newMember(t, w.company.id, []);
    const unit = await createUnit(t, units, w.company.id, { name: "Crane crew", status: "ACTIVATED" });
    for (const member of [w.worker, benched, w.manager]) {
      await addUnitMember(t, units, w.company.id, unit.id, member.user.id);
    }
    await t.api.as(units).put(`${w.base}/units/${unit.id}/users/${benched.user.id}`, { status: "UNASSIGNED" });
    const url = `${w.base}/investigation-users`;
    await t.api.as(w.lead).post(url, { publicationId: made.id, userId: w.manager.user.id });
    await t.api.as(w.lead).post(`${w.base}/publications/${made.id}/shares`, { userId: units.user.id });

    // Without CompanyUnits the unit's members are not the lead's to see.
    const refused = await t.api.as(w.lead).post(url, { publicationId: made.id, unitId: unit.id });
    expect(refused.statusCode).toBe(403);
    const editor = await t.api.as(units).post(url, { publicationId: made.id, unitId: unit.id });
    expect(editor.statusCode, editor.body).toBe(201);
    expect(editor.json().map((i: { user: { id: string } }) => i.user.id)).toEqual([w.worker.user.id]);
    const all = (await w.read(made.id)).investigators.map((i) => i.user.id).sort();
    expect(all).toEqual([w.manager.user.id, w.worker.user.id].sort());
    const bell = (await t.api.as(w.worker).get(`${w.base}/notifications`)).json();
    expect(bell.notifications[0].data.notification).toMatchObject({ type: "INVESTIGATOR_ADDED" });

    const other = await createCompany(t.deps.db, { enabledFeatures: allFeatures });
    const foreign = await newMember(t, other.id, ["CompanyUnits"]);
    const theirs = await createUnit(t, foreign, other.id, { name: "Theirs", status: "ACTIVATED" });
    expect((await t.api.as(units).post(url, { publicationId: made.id, unitId: theirs.id })).statusCode).toBe(404);
    expect(
      (await t.api.as(units).post(url, { publicationId: made.id, unitId: unit.id, userId: w.lead.user.id })).statusCode,
    ).toBe(400);
  });

  it("answers 404 for an object that is not an investigation; one made in the objects list is a blank investigation", async () => {
    const w = await world();
    const plain = (
      await t.api.as(w.lead).post(`${w.base}/publications`, { type: "investigation", name: "From the list" })
    ).json();
    expect(await w.read(plain.id)).toMatchObject({ status: "open", template: null, sections: [], investigators: [] });
    const added = await t.api
      .as(w.lead)
      .post(`${w.base}/investigation-users`, { publicationId: plain.id, userId: w.worker.user.id });
    expect(added.statusCode).toBe(201);
    const note = (await t.api.as(w.lead).post(`${w.base}/publications`, { type: "note", name: "Note" })).json();
    expect((await t.api.as(w.lead).get(`${w.base}/publications/${note.id}/investigation`)).statusCode).toBe(404);
  });
});
