import type { Notification, NotificationPayload } from "@app/contract";
import { and, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addUnitMember, createSkill, createUnit, createUserSkill, saved } from "../../test/factories";
import { addMember, appWithTwoCompanies, createCompany, createUser, noFeatures, signIn } from "../../test/fixtures";
import { newMember } from "../../test/objects";
import { rowsOf, withTenant } from "../db/client";
import { notifications, outbox, userSkills } from "../db/schema";
import type { Deps } from "../deps";
import { sendSkillExpiryNotices } from "./skill-expiry";

const { t } = appWithTwoCompanies(["Skills"]);

const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function todayOf(companyId: string) {
  const result = await t.deps.db.execute(
    sql`select (now() at time zone time_zone)::date::text as day from companies where id = ${companyId}`,
  );
  return rowsOf<{ day: string }>(result)[0]?.day ?? "";
}

/** The job with a realtime that records what it pushes to browsers. */
async function run(deps: Pick<Deps, "db"> = t.deps) {
  const pushed: (Notification & { userId: string })[] = [];
  const realtime: Deps["realtime"] = { ...t.deps.realtime, notify: (list) => void pushed.push(...list) };
  const count = await sendSkillExpiryNotices({ ...t.deps, ...deps, realtime });
  return { count, pushed };
}

const bellOf = async (companyId: string, userId: string) =>
  (
    await withTenant(t.deps.db, { companyIds: [companyId] }, (tx) =>
      tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.companyId, companyId), eq(notifications.userId, userId))),
    )
  )
    .map((n) => n.data.notification as NotificationPayload)
    .filter((n) => n.type === "SKILL_EXPIRING");

const mailsTo = (email: string) => t.deps.db.select().from(outbox).where(eq(outbox.recipient, email));

/**
 * A company (Stockholm's day) with a person assigned to a unit with a manager, a unit where they are
 * unassigned, and an inactivated unit where they are assigned (neither of whose managers is told).
 */
async function world() {
  const company = await createCompany(t.deps.db, { name: "Skilled AB" });
  const url = `/api/companies/${company.id}`;
  const admin = await newMember(t, company.id, ["Skills"]);
  const person = await newMember(t, company.id, []);
  const manager = await newMember(t, company.id, []);
  const unassignedManager = await newMember(t, company.id, []);
  const inactiveManager = await newMember(t, company.id, []);
  await t.api.as(manager).put(`/api/users/${manager.user.id}/language`, { language: "en" });
  const unitsAdmin = await newMember(t, company.id, ["CompanyUnits"]);
  const unit = async (name: string, managerId: string, userIds: string[]) => {
    const made = await createUnit(t, unitsAdmin, company.id, { name, status: "ACTIVATED", managerId });
    for (const userId of userIds) await addUnitMember(t, unitsAdmin, company.id, made.id, userId);
    return `/api/companies/${company.id}/units/${made.id}`;
  };
  // The manager is a member of their own unit too: told once, as the person's manager.
  await unit("Crew", manager.user.id, [person.user.id, manager.user.id]);
  const other = await unit("Other", unassignedManager.user.id, [person.user.id]);
  saved(await t.api.as(unitsAdmin).put(`${other}/users/${person.user.id}`, { status: "UNASSIGNED" }));
  const old = await unit("Old", inactiveManager.user.id, [person.user.id]);
  saved(await t.api.as(unitsAdmin).put(old, { status: "INACTIVATED" }));
  const skill = (body: Record<string, unknown>) => createSkill(t, admin, company.id, body);
  const record = (body: Record<string, unknown>) => createUserSkill(t, admin, company.id, body);
  return {
    company,
    url,
    admin,
    person,
    manager,
    unassignedManager,
    inactiveManager,
    skill,
    record,
    today: await todayOf(company.id),
  };
}

describe("skill expiry notices", () => {
  it("tell the person and their units' managers exactly once, even with two processes at once", async () => {
    const w = await world();
    const skill = await w.skill({ name: "Forklift licence", validityMonths: 12, noticeDays: 30 });
    const held = await w.record({
      userId: w.person.user.id,
      skillId: skill.id,
      achievedOn: plusDays(w.today, -300),
      validUntil: plusDays(w.today, 10),
    });

    const other = t.connectAgain();
    const [first, second] = await Promise.all([run(), run({ db: other.db })]);
    await other.close();
    expect(first.count + second.count).toBe(1);
    const pushed = [...first.pushed, ...second.pushed].filter((n) => n.companyId === w.company.id);
    expect(pushed.map((n) => n.userId).sort()).toEqual([w.person.user.id, w.manager.user.id].sort());

    const validUntil = plusDays(w.today, 10);
    for (const member of [w.person, w.manager]) {
      const bell = await bellOf(w.company.id, member.user.id);
      expect(bell, member.user.name).toHaveLength(1);
      expect(bell[0]).toMatchObject({
        type: "SKILL_EXPIRING",
        sourceUser: null,
        publication: null,
        company: { name: "Skilled AB" },
        skill: { name: "Forklift licence", validUntil, user: { id: w.person.user.id, name: w.person.user.name } },
      });
    }
    for (const nobody of [w.unassignedManager, w.inactiveManager, w.admin]) {
      expect(await bellOf(w.company.id, nobody.user.id)).toEqual([]);
      expect(await mailsTo(nobody.user.email)).toEqual([]);
    }
    // Each in their own language: the person Swedish (the default), the manager English.
    expect((await mailsTo(w.person.user.email)).map((m) => m.subject)).toEqual([
      `Din kompetens Forklift licence går ut ${validUntil}`,
    ]);
    const [managerMail] = await mailsTo(w.manager.user.email);
    expect(managerMail?.subject).toBe(`${w.person.user.name}: the skill Forklift licence expires on ${validUntil}`);
    expect(managerMail?.body).toContain("/list/skills");

    const [row] = await t.deps.db.select().from(userSkills).where(eq(userSkills.id, held.id));
    expect(row?.noticeSentFor).toBe(validUntil);
    expect((await run()).count).toBe(0);
    expect(await bellOf(w.company.id, w.person.user.id)).toHaveLength(1);
  });

  it("are sent again after a renewal to a new date, once that date's notice is due", async () => {
    const w = await world();
    const skill = await w.skill({ name: "First aid", validityMonths: 12, noticeDays: 30 });
    const body = { userId: w.person.user.id, skillId: skill.id };
    await w.record({ ...body, achievedOn: plusDays(w.today, -360), validUntil: plusDays(w.today, 5) });
    expect((await run()).count).toBe(1);
    // Renewed for a year: nothing due.
    await w.record({ ...body, achievedOn: w.today });
    expect((await run()).count).toBe(0);
    // Renewed (a correction) to a date within the notice days: due again, once.
    await w.record({ ...body, achievedOn: w.today, validUntil: plusDays(w.today, 20) });
    expect((await run()).count).toBe(1);
    expect((await run()).count).toBe(0);
    const bell = await bellOf(w.company.id, w.person.user.id);
    expect(bell.map((n) => n.skill?.validUntil)).toEqual(
      expect.arrayContaining([plusDays(w.today, 5), plusDays(w.today, 20)]),
    );
    expect(bell).toHaveLength(2);
    // A PUT that moves the date re-arms it as well (the notice is per valid-until date).
    const [held] = (await t.api.as(w.admin).get(`${w.url}/user-skills?userId=${w.person.user.id}`)).json();
    await t.api.as(w.admin).put(`${w.url}/user-skills/${held.id}`, { ...held, validUntil: plusDays(w.today, 25) });
    expect((await run()).count).toBe(1);
    expect(await bellOf(w.company.id, w.person.user.id)).toHaveLength(3);
  });

  it("start the skill's notice days before the date in the company's day; expired ones are told too, endless never", async () => {
    const w = await world();
    const thirty = await w.skill({ name: "Thirty", validityMonths: 12 });
    const seven = await w.skill({ name: "Seven", validityMonths: 12, noticeDays: 7 });
    const endless = await w.skill({ name: "Endless" });
    const lapsed = await w.skill({ name: "Lapsed", validityMonths: 1 });
    const who = w.person.user.id;
    const record = (skillId: string, validUntil?: string) =>
      w.record({ userId: who, skillId, achievedOn: plusDays(w.today, -400), validUntil });
    await record(thirty.id, plusDays(w.today, 31));
    await record(seven.id, plusDays(w.today, 8));
    await record(endless.id);
    await record(lapsed.id, plusDays(w.today, -3));
    expect((await run()).count).toBe(1);
    expect((await mailsTo(w.person.user.email)).map((m) => m.subject)).toEqual([
      `Din kompetens Lapsed gick ut ${plusDays(w.today, -3)}`,
    ]);
    // Moved to their notice days (30 and 7 days ahead), both are due.
    await w.record({ userId: who, skillId: thirty.id, achievedOn: w.today, validUntil: plusDays(w.today, 30) });
    await w.record({ userId: who, skillId: seven.id, achievedOn: w.today, validUntil: plusDays(w.today, 7) });
    expect((await run()).count).toBe(2);
    expect((await bellOf(w.company.id, who)).map((n) => n.skill?.name).sort()).toEqual(["Lapsed", "Seven", "Thirty"]);
  });

  it("reach only members, and nothing in a company without the skills feature", async () => {
    const w = await world();
    const skill = await w.skill({ name: "Gone", validityMonths: 12 });
    const leaver = await newMember(t, w.company.id, []);
    await w.record({
      userId: leaver.user.id,
      skillId: skill.id,
      achievedOn: plusDays(w.today, -360),
      validUntil: plusDays(w.today, 1),
    });
    await withTenant(t.deps.db, { companyIds: [w.company.id] }, (tx) =>
      tx.execute(sql`delete from company_users where company_id = ${w.company.id} and user_id = ${leaver.user.id}`),
    );
    expect((await run()).count).toBe(0);
    expect(await mailsTo(leaver.user.email)).toEqual([]);

    const off = await createCompany(t.deps.db, { name: "No skills AB", enabledFeatures: { ...noFeatures } });
    const person = await createUser(t.deps.db, { name: "Off person" });
    await addMember(t.deps.db, off.id, person.id);
    await addMember(t.deps.db, off.id, w.admin.user.id, { permissions: ["Skills"] });
    // Recorded while the feature was on, then switched off.
    await t.deps.db.execute(
      sql`update companies set enabled_features = enabled_features || '{"skills": true}' where id = ${off.id}`,
    );
    const adminToken = await signIn(t.app, w.admin.user.email);
    const offSkill = await createSkill(t, adminToken, off.id, { name: "Off" });
    await createUserSkill(t, adminToken, off.id, {
      userId: person.id,
      skillId: offSkill.id,
      achievedOn: plusDays(w.today, -10),
      validUntil: w.today,
    });
    await t.deps.db.execute(
      sql`update companies set enabled_features = enabled_features || '{"skills": false}' where id = ${off.id}`,
    );
    expect((await run()).count).toBe(0);
    expect(await t.deps.db.select().from(outbox).where(like(outbox.subject, "%Off%"))).toEqual([]);
  });
});
