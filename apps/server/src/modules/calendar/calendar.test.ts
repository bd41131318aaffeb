import { Writable } from "node:stream";
import { allFeatures, type CalendarItem, type Permission } from "@app/contract";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../../test/client";
import {
  createApiToken,
  created,
  createEsign,
  createInvestigation,
  createNotice,
  createObject,
  createSkill,
  createTask,
  createUserSkill,
  uploadFile,
} from "../../../test/factories";
import { addMember, createCompany, noFeatures } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/helpers";
import { editor, newMember } from "../../../test/objects";
import { samplePdf } from "../../../test/pdf";
import { buildApp } from "../../app";
import { withTenant } from "../../db/client";
import { companies, companyUsers } from "../../db/schema";
import { sessionsChanged } from "../../plugins/session-cache";

const bossRights: Permission[] = [...editor, "CertifyDocument", "Skills", "DocumentReminders", "Tasks"];

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
  const investigation = (name: string, periodDate: string) =>
    createInvestigation(t, boss, companyId, { name, periodDate });
  const skill = await createSkill(t, boss, companyId, { name: "First aid" });
  const userSkill = (userId: string, validUntil: string) =>
    createUserSkill(t, boss, companyId, { userId, skillId: skill.id, achievedOn: day(-400), validUntil });
  const task = (body: Record<string, unknown>) => createTask(t, boss, companyId, body);
  return { company, companyId, boss, worker, base, esign, investigation, userSkill, task };
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

  it("answers tasks in the range, a repeating one per occurrence (those to come projected)", async () => {
    const w = await world();
    const call = await w.task({ title: "Call the bank", dueDate: day(2), dueTime: "14:30", importance: "HIGH" });
    await w.task({ title: "Far away", dueDate: day(90) });
    const weekly = await w.task({ title: "Standup", dueDate: day(1), repeat: "FREQ=WEEKLY" });
    const items = (await t.api.as(w.boss).get(`${w.base}/calendar?${range}`)).json() as CalendarItem[];
    const tasks = items.filter((item) => item.kind === "task");
    expect(tasks.find((item) => item.title === "Call the bank")).toEqual({
      kind: "task",
      id: call.id,
      title: "Call the bank",
      date: day(2),
      time: "14:30",
      startDate: null,
      done: false,
      projected: false,
      importance: "HIGH",
      company: { id: w.companyId, name: "Calendar AB" },
      publication: null,
      link: `/calendar/${w.companyId}?task=${call.id}`,
    });
    expect(tasks.some((item) => item.title === "Far away")).toBe(false);
    const standups = tasks.filter((item) => item.title === "Standup");
    expect(standups.map((item) => [item.date, item.projected])).toEqual(
      [1, 8, 15, 22, 29, 36, 43, 50, 57].map((offset) => [day(offset), offset !== 1]),
    );
    expect(standups[0]?.id).toBe(weekly.id);
  });

  it("answers a task whose days meet the range, ends included, and none that only comes near it", async () => {
    const w = await world();
    const spans: Record<string, [number | null, number | null]> = {
      across: [-20, 70],
      "ends on the first day": [-15, -10],
      "starts on the last day": [60, 65],
      "starts inside": [30, 90],
      "start only, inside": [5, null],
      "due only, on the last day": [null, 60],
      "ends the day before": [-20, -11],
      "starts the day after": [61, 62],
      "start only, the day after": [61, null],
      undated: [null, null],
    };
    for (const [title, [start, due]] of Object.entries(spans)) {
      await w.task({ title, startDate: start === null ? null : day(start), dueDate: due === null ? null : day(due) });
    }
    const items = (await t.api.as(w.boss).get(`${w.base}/calendar?${range}`)).json() as CalendarItem[];
    expect(items.map((item) => item.title).sort()).toEqual(
      [
        "across",
        "due only, on the last day",
        "ends on the first day",
        "start only, inside",
        "starts inside",
        "starts on the last day",
      ].sort(),
    );
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
    // Written past the services: tell the session cache as the settings service does.
    sessionsChanged(t.deps.db, { companyId: w.companyId });
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
    const there = await createInvestigation(t, w.boss, second.id, { name: "There", periodDate: day(4) });
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

/** The feed as ical.js reads it, its VTIMEZONEs known to ical.js (as a calendar app would use them). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
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

  it("exports a repeating task once with its RRULE, at its time in Europe/Stockholm across a daylight-saving change", async () => {
    const w = await world();
    const feedApi = `/api/users/${w.boss.user.id}/calendar-feed`;
    await w.task({ title: "Weekly review", dueDate: day(3), dueTime: "09:00", repeat: "FREQ=WEEKLY;BYDAY=MO,WE" });
    await w.task({
      title: "Until spring",
      dueDate: day(3),
      dueTime: "09:00",
      repeat: `FREQ=WEEKLY;UNTIL=${day(40).replaceAll("-", "")}`,
    });
    await w.task({ title: "Workshop", startDate: day(4), startTime: "13:00", dueDate: day(4), dueTime: "16:00" });
    const done = await w.task({ title: "Done already", dueDate: day(5) });
    await t.api.as(w.boss).put(`${w.base}/tasks/${done.id}`, { done: true });

    const { url } = (await t.api.as(w.boss).post(feedApi)).json();
    const { events } = parse((await t.api.anonymous().get(feedPath(url))).body);
    const tasks = events.filter((event) => event.uid.startsWith("task-"));
    expect(tasks.map((event) => event.summary).sort()).toEqual(["Until spring", "Weekly review", "Workshop"]);

    const review = tasks.find((event) => event.summary === "Weekly review");
    if (!review) throw new Error("no weekly review");
    expect(review.isRecurring()).toBe(true);
    expect(review.component.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=WEEKLY;BYDAY=MO,WE");
    expect(review.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Stockholm");
    expect(review.startDate.zone?.tzid).toBe("Europe/Stockholm");
    expect(review.startDate.toString()).toBe(`${day(3)}T09:00:00`);
    // Half a year of occurrences: always 09:00 in Stockholm, so 08:00 UTC in winter and 07:00 in summer.
    const iterator = review.iterator();
    const utcHours = new Set<number>();
    for (let n = 0; n < 60; n++) {
      const next = iterator.next();
      if (!next) break;
      const occurrence = review.getOccurrenceDetails(next).startDate;
      expect([occurrence.hour, occurrence.minute]).toEqual([9, 0]);
      expect(["MO", "WE"]).toContain(["SU", "MO", "TU", "WE", "TH", "FR", "SA"][occurrence.dayOfWeek() - 1]);
      utcHours.add(occurrence.convertToZone(ICAL.Timezone.utcTimezone).hour);
    }
    expect([...utcHours].sort()).toEqual([7, 8]);

    // A timed series' UNTIL is a UTC time (RFC 5545), not the stored date.
    const spring = tasks.find((event) => event.summary === "Until spring")?.component.getFirstPropertyValue("rrule");
    if (!(spring instanceof ICAL.Recur)) throw new Error("no rule");
    expect(spring.until?.isDate).toBe(false);
    expect(spring.until?.zone).toBe(ICAL.Timezone.utcTimezone);

    const workshop = tasks.find((event) => event.summary === "Workshop");
    expect(workshop?.startDate.toString()).toBe(`${day(4)}T13:00:00`);
    expect(workshop?.endDate.toString()).toBe(`${day(4)}T16:00:00`);
    expect(workshop?.isRecurring()).toBe(false);
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

describe("the feed as an attacker sees it (review)", () => {
  it("shows the worker neither the boss's private task nor a public one on an object he may not see", async () => {
    const w = await world();
    const hidden = await createObject(t, w.boss, w.companyId, { name: "Secret object" });
    await w.task({ title: "Private plan", dueDate: day(3), visibility: "PRIVATE" });
    await w.task({ title: "Private series", dueDate: day(3), visibility: "PRIVATE", repeat: "FREQ=DAILY" });
    await w.task({ title: "Company wide", dueDate: day(3) });
    const secret = await w.task({ title: "On the secret object", dueDate: day(3), publicationId: hidden.id });
    const blind = await newMember(t, w.companyId, []);
    const seen = (await t.api.as(blind).get(`${w.base}/tasks/${secret.id}`)).statusCode;
    expect(seen).toBe(404);

    const { url } = (await t.api.as(blind).post(`/api/users/${blind.user.id}/calendar-feed`)).json();
    const summaries = parse((await t.api.anonymous().get(feedPath(url))).body).events.map((e) => e.summary);
    expect(summaries).toEqual(["Company wide"]);
    const company = (await t.api.as(blind).get(`${w.base}/calendar?${range}`)).json() as CalendarItem[];
    expect(kinds(company)).toEqual(["task:Company wide"]);
    const across = (await t.api.as(blind).get(`/api/calendar?${range}`)).json() as CalendarItem[];
    expect(kinds(across)).toEqual(["task:Company wide"]);
  });

  it("stops serving a company's items once the member is removed, or his web login is denied", async () => {
    const w = await world();
    await w.task({ title: "Company wide", dueDate: day(3) });
    const { url } = (await t.api.as(w.worker).post(`/api/users/${w.worker.user.id}/calendar-feed`)).json();
    const summaries = async () =>
      parse((await t.api.anonymous().get(feedPath(url))).body).events.map((event) => event.summary);
    expect(await summaries()).toEqual(["Company wide"]);
    const setDeny = (deny: boolean) =>
      withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
        tx
          .update(companyUsers)
          .set({ features: { denyLoginOnWeb: deny } })
          .where(and(eq(companyUsers.companyId, w.companyId), eq(companyUsers.userId, w.worker.user.id))),
      );
    await setDeny(true);
    expect(await summaries()).toEqual([]);
    await setDeny(false);
    expect(await summaries()).toEqual(["Company wide"]);
    await withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
      tx
        .delete(companyUsers)
        .where(and(eq(companyUsers.companyId, w.companyId), eq(companyUsers.userId, w.worker.user.id))),
    );
    expect(await summaries()).toEqual([]);
  });

  it("keeps a title and description with line breaks, ';' and ',' inside one event's text", async () => {
    const w = await world();
    const title = "Pay; now, please\r\nDTSTART:19700101";
    const description = "line one\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Injected;x,y\\n";
    await w.task({ title, description, dueDate: day(3) });
    const { url } = (await t.api.as(w.boss).post(`/api/users/${w.boss.user.id}/calendar-feed`)).json();
    const { events } = parse((await t.api.anonymous().get(feedPath(url))).body);
    expect(events).toHaveLength(1);
    const [task] = events;
    expect(task?.summary.replace(/\r?\n/g, "\n")).toBe("Pay; now, please\nDTSTART:19700101");
    expect(task?.description.replace(/\r?\n/g, "\n")).toBe(
      "Calendar AB\nline one\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Injected;x,y\\n",
    );
    expect(task?.startDate.toString()).toBe(day(3));
  });
});

describe("the company calendar through an API token (review)", () => {
  it("shows the token's tasks as the token's own rights do, not its creator's", async () => {
    const w = await world();
    const admin = await newMember(t, w.companyId, ["CompanyAccountAdmin", "Tasks"]);
    const object = await createObject(t, w.boss, w.companyId, { name: "Boss's object" });
    await w.task({ title: "On the object", dueDate: day(3), publicationId: object.id });
    const { token } = await createApiToken(t, admin, w.companyId, { name: "Narrow", permissions: ["Tasks"] });
    expect((await t.api.as(token).get(`${w.base}/tasks`)).json()).toEqual([]);
    const items = (await t.api.as(token).get(`${w.base}/calendar?${range}`)).json() as CalendarItem[];
    expect(kinds(items)).toEqual([]);
    // The creator himself, as account administrator, sees it.
    expect(kinds((await t.api.as(admin).get(`${w.base}/calendar?${range}`)).json())).toEqual(["task:On the object"]);
  });
});

describe("the feed's secret address in the log and the rate limit (review)", () => {
  it("logs no request line with the token (served, unknown, limited), and limits by the peer, not X-Forwarded-For", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) }),
    );
    const { realtime: _realtime, ...base } = t.deps;
    const logged = await buildApp(base, { logger });
    await logged.ready();
    try {
      const w = await world();
      const old = (await t.api.as(w.boss).post(`/api/users/${w.boss.user.id}/calendar-feed`)).json();
      const { url } = (await t.api.as(w.boss).post(`/api/users/${w.boss.user.id}/calendar-feed`)).json();
      const api = client(logged);
      expect((await api.anonymous().get(feedPath(url))).statusCode).toBe(200);
      expect((await api.anonymous().get(feedPath(old.url))).statusCode).toBe(404);
      const statuses: number[] = [];
      for (let n = 0; n < 60; n++) {
        const response = await logged.inject({
          url: feedPath(url),
          headers: { "x-forwarded-for": `10.0.${Math.floor(n / 250)}.${n % 250}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
      const tokens = [url, old.url].map((address: string) => address.slice(-47, -4));
      // Other routes' request lines are logged (the capture works).
      await api.anonymous().get(`/api/calendar?${range}`);
      expect(lines.some((line) => line.includes("/api/calendar?"))).toBe(true);
      for (const token of tokens) expect(lines.filter((line) => line.includes(token))).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});
