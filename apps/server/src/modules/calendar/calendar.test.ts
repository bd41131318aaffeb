import { allFeatures, type CalendarItem, type Permission } from "@app/contract";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { created, createEsign, createNotice, createObject, uploadFile } from "../../../test/factories";
import { addMember, createCompany, noFeatures } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/helpers";
import { editor, newMember } from "../../../test/objects";
import { samplePdf } from "../../../test/pdf";
import { companies } from "../../db/schema";

const bossRights: Permission[] = [...editor, "CertifyDocument", "Skills", "DocumentReminders"];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const range = `from=${day(-10)}&to=${day(60)}`;

/** A company with every feature: a boss (sees every request, manages skills) and a worker. */
async function world() {
  const company = await createCompany(t.deps.db, { enabledFeatures: allFeatures, name: "Calendar AB" });
  const companyId = company.id;
  const boss = await newMember(t, companyId, bossRights);
  const worker = await newMember(t, companyId, ["SeeObjectsWithoutGroup"]);
  const base = `/api/companies/${companyId}`;
  const ok = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return JSON.parse(response.body);
  };

  const esign = async (name: string, deadline: string) => {
    const publication = await createObject(t, boss, companyId, { type: "esign", name });
    const file = created(
      await uploadFile(
        t,
        boss,
        `${base}/publications/${publication.id}/files`,
        `${name}.pdf`,
        "application/pdf",
        samplePdf(name),
      ),
    );
    return createEsign(t, boss, companyId, publication.id, {
      fileId: file.id,
      signers: [{ userId: worker.user.id }],
      deadline,
    });
  };
  const investigation = async (name: string, periodDate: string) =>
    ok(await t.api.as(boss).post(`${base}/investigations`, { name, periodDate }));
  const skill = ok(await t.api.as(boss).post(`${base}/skills`, { name: "First aid" }));
  const userSkill = async (userId: string, validUntil: string) =>
    ok(
      await t.api
        .as(boss)
        .post(`${base}/user-skills`, { userId, skillId: skill.id, achievedOn: day(-400), validUntil }),
    );
  return { company, companyId, boss, worker, base, esign, investigation, userSkill };
}

const kinds = (items: CalendarItem[]) => items.map((item) => `${item.kind}:${item.title}`);

describe("the company's calendar", () => {
  it("answers e-sign deadlines, investigation ends and skill expiries in the range, each with its link", async () => {
    const w = await world();
    const lease = await w.esign("Lease", day(20));
    await w.esign("Far lease", day(200));
    const audit = await w.investigation("Audit", day(5));
    await w.investigation("Old audit", day(-30));
    const aid = await w.userSkill(w.worker.user.id, day(30));

    const response = await t.api.as(w.boss).get(`${w.base}/calendar?${range}`);
    expect(response.statusCode).toBe(200);
    const items = response.json() as CalendarItem[];
    expect(kinds(items)).toEqual(["investigation:Audit", "esign:Lease", `skill:First aid (${w.worker.user.name})`]);
    const company = { id: w.companyId, name: "Calendar AB" };
    expect(items[0]).toEqual({
      kind: "investigation",
      id: audit.id,
      title: "Audit",
      date: day(5),
      time: null,
      startDate: null,
      done: false,
      projected: false,
      importance: null,
      company,
      publication: { id: audit.id, name: "Audit" },
      link: `/companies/${w.companyId}/publications/${audit.id}`,
    });
    expect(items[1]).toMatchObject({
      id: lease.id,
      date: day(20),
      publication: { name: "Lease" },
      link: `/companies/${w.companyId}/e-signs/${lease.id}`,
    });
    expect(items[2]).toMatchObject({
      id: aid.id,
      date: day(30),
      publication: null,
      link: `/list/skills-list?userId=${w.worker.user.id}`,
    });
  });

  it("shows a member without the Skills permission only their own skills", async () => {
    const w = await world();
    await w.userSkill(w.worker.user.id, day(30));
    await w.userSkill(w.boss.user.id, day(31));
    const asWorker = (await t.api.as(w.worker).get(`${w.base}/calendar?${range}`)).json() as CalendarItem[];
    expect(kinds(asWorker).filter((k) => k.startsWith("skill"))).toEqual([`skill:First aid (${w.worker.user.name})`]);
    const asBoss = (await t.api.as(w.boss).get(`${w.base}/calendar?${range}`)).json() as CalendarItem[];
    expect(asBoss.filter((item) => item.kind === "skill")).toHaveLength(2);
  });

  it("leaves out the kinds whose feature the company does not have", async () => {
    const w = await world();
    await w.esign("Lease", day(20));
    await w.investigation("Audit", day(5));
    await w.userSkill(w.worker.user.id, day(30));
    expect((await t.api.as(w.boss).get(`${w.base}/calendar?${range}`)).json()).toHaveLength(3);
    await t.deps.db
      .update(companies)
      .set({ enabledFeatures: { ...noFeatures, publicationTypes: allFeatures.publicationTypes } })
      .where(eq(companies.id, w.companyId));
    const response = await t.api.as(w.boss).get(`${w.base}/calendar?${range}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("refuses a company the user is not in, no session, and a range over 400 days", async () => {
    const w = await world();
    const other = await world();
    expect((await t.api.as(w.boss).get(`${other.base}/calendar?${range}`)).statusCode).toBe(403);
    expect((await t.api.anonymous().get(`${w.base}/calendar?${range}`)).statusCode).toBe(401);
    const wide = await t.api.as(w.boss).get(`${w.base}/calendar?from=${day(0)}&to=${day(401)}`);
    expect(wide.statusCode).toBe(400);
  });
});

describe("the calendar across companies", () => {
  it("answers the items of each of the user's companies, and of no other", async () => {
    const w = await world();
    const second = await createCompany(t.deps.db, { enabledFeatures: allFeatures, name: "Second AB" });
    await addMember(t.deps.db, second.id, w.boss.user.id, { permissions: bossRights });
    await w.investigation("Here", day(3));
    const there = created(
      await t.api.as(w.boss).post(`/api/companies/${second.id}/investigations`, { name: "There", periodDate: day(4) }),
    );
    const stranger = await world();
    await stranger.investigation("Not mine", day(3));

    const items = (await t.api.as(w.boss).get(`/api/calendar?${range}`)).json() as CalendarItem[];
    expect(items.map((item) => [item.title, item.company.name])).toEqual([
      ["Here", "Calendar AB"],
      ["There", "Second AB"],
    ]);
    expect(items[1]?.link).toBe(`/companies/${second.id}/publications/${there.id}`);
  });
});

/** The feed's path from its address, for the test's requests. */
const feedPath = (url: string) => url.replace(t.deps.config.publicUrl, "");

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event)) };
}

describe("the iCal feed", () => {
  it("is made by its owner, shows its address only then, and serves the open items as iCalendar", async () => {
    const w = await world();
    const feedApi = `/api/users/${w.boss.user.id}/calendar-feed`;
    expect((await t.api.as(w.boss).get(feedApi)).json()).toEqual({ url: null, createdAt: null });

    const lease = await w.esign("Lease", day(20));
    await w.investigation("Audit", day(5));
    await w.userSkill(w.worker.user.id, day(30));
    const object = await createObject(t, w.boss, w.companyId, { name: "Office" });
    const notice = await createNotice(t, w.boss, w.companyId, {
      publicationId: object.id,
      title: "Renegotiate",
      enddate: day(100),
      reminderAt: day(10),
      assigneeIds: [w.boss.user.id],
    });

    const made = await t.api.as(w.boss).post(feedApi);
    expect(made.statusCode).toBe(200);
    const { url, createdAt } = made.json();
    expect(url).toMatch(new RegExp(`^${t.deps.config.publicUrl}/api/ical/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await t.api.as(w.boss).get(feedApi)).json()).toEqual({ url: null, createdAt });

    const feed = await t.api.anonymous().get(feedPath(url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers["cache-control"]).toBe("private, no-store");
    const { calendar, events } = parse(feed.body);
    const zone = calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Europe/Stockholm");
    const byTitle = new Map(events.map((event) => [event.summary, event]));
    expect([...byTitle.keys()].sort()).toEqual(["Audit", "First aid (Member 1)", "Lease", "Renegotiate"].sort());
    const esign = byTitle.get("Lease");
    expect(esign?.startDate.isDate).toBe(true);
    expect(esign?.startDate.toString()).toBe(day(20));
    expect(esign?.uid).toBe(`esign-${lease.id}`);
    expect(esign?.component.getFirstPropertyValue("url")).toBe(
      `${t.deps.config.publicUrl}/companies/${w.companyId}/e-signs/${lease.id}`,
    );
    expect(byTitle.get("Renegotiate")?.component.getFirstPropertyValue("url")).toBe(
      `${t.deps.config.publicUrl}/list/reminder/${notice.id}`,
    );
    expect(byTitle.get("Renegotiate")?.startDate.toString()).toBe(day(10));
  });

  it("ends the old address when renewed; the new one works", async () => {
    const w = await world();
    const feedApi = `/api/users/${w.boss.user.id}/calendar-feed`;
    const first = (await t.api.as(w.boss).post(feedApi)).json();
    expect((await t.api.anonymous().get(feedPath(first.url))).statusCode).toBe(200);
    const second = (await t.api.as(w.boss).post(feedApi)).json();
    expect(second.url).not.toBe(first.url);
    expect((await t.api.anonymous().get(feedPath(first.url))).statusCode).toBe(404);
    expect((await t.api.anonymous().get(feedPath(second.url))).statusCode).toBe(200);
    expect((await t.api.anonymous().get(`/api/ical/${"A".repeat(43)}.ics`)).statusCode).toBe(404);
  });

  it("is read and renewed by its owner only", async () => {
    const w = await world();
    const feedApi = `/api/users/${w.boss.user.id}/calendar-feed`;
    const mine = (await t.api.as(w.boss).post(feedApi)).json();
    expect((await t.api.as(w.worker).get(feedApi)).statusCode).toBe(404);
    expect((await t.api.as(w.worker).post(feedApi)).statusCode).toBe(404);
    expect((await t.api.anonymous().post(feedApi)).statusCode).toBe(401);
    expect((await t.api.anonymous().get(feedPath(mine.url))).statusCode).toBe(200);
  });
});
