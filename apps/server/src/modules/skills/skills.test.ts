import {
  CERTIFICATE_MAX_BYTES,
  ErrorCode,
  type ObjectSkill,
  type Permission,
  SKILL_UNITS_LIMIT,
  type Skill,
  type UserSkill,
} from "@app/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Who } from "../../../test/client";
import {
  addUnitMember,
  boundary,
  created,
  createObject,
  createSkill,
  createUnit,
  createUserSkill,
  saved,
  uploadFile,
} from "../../../test/factories";
import {
  addMember,
  appWithTwoCompanies,
  createCompany,
  createGroup,
  createUser,
  noFeatures,
  signIn,
} from "../../../test/fixtures";
import { editor, newMember } from "../../../test/objects";
import { rowsOf, withTenant } from "../../db/client";
import { companyUsers, skills, userSkills } from "../../db/schema";

const { t, fx } = appWithTwoCompanies([...editor, "Skills"]);

const base = (companyId: string) => `/api/companies/${companyId}`;
const PDF = Buffer.from("%PDF-1.4\n% a certificate\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const PNG = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(40, 1)]);

/** The company's day, as the server reckons it (its time zone). */
async function todayOf(companyId: string) {
  const result = await t.deps.db.execute(
    sql`select (now() at time zone time_zone)::date::text as day from companies where id = ${companyId}`,
  );
  return rowsOf<{ day: string }>(result)[0]?.day ?? "";
}

const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A company of its own with a skills manager (editor and Skills), a plain member and a guest. */
async function world(permissions: Permission[] = [...editor, "Skills"]) {
  const company = await createCompany(t.deps.db);
  const url = base(company.id);
  const manager = await newMember(t, company.id, permissions);
  const worker = await newMember(t, company.id, ["SeeObjectsWithoutGroup"]);
  const guest = await newMember(t, company.id, [], "GUEST");
  const skill = (body: Record<string, unknown>, who: Who = manager) => createSkill(t, who, company.id, body);
  const record = (body: Record<string, unknown>, who: Who = manager) => createUserSkill(t, who, company.id, body);
  const list = async (query = "", who: Who = manager) => {
    const response = await t.api.as(who).get(`${url}/user-skills${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as UserSkill[];
  };
  return { company, url, manager, worker, guest, skill, record, list };
}

describe("skill definitions", () => {
  it("are added, listed by name and searched, saved on their version and deleted", async () => {
    const w = await world();
    const welding = await w.skill({ name: "welding", category: "Workshop", validityMonths: 24 });
    expect(welding).toMatchObject({
      name: "welding",
      description: "",
      category: "Workshop",
      validityMonths: 24,
      noticeDays: 30,
      version: 1,
    });
    await w.skill({ name: "First aid", description: "Adult CPR", category: "Safety", noticeDays: 60 });
    await w.skill({ name: "Forklift", category: "Warehouse" });

    const names = async (query = "", who: Who = w.manager) =>
      ((await t.api.as(who).get(`${w.url}/skills${query}`)).json() as Skill[]).map((s) => s.name);
    expect(await names()).toEqual(["First aid", "Forklift", "welding"]);
    // Any member reads them (the units screens do); q matches the name or the category.
    expect(await names("", w.worker)).toEqual(["First aid", "Forklift", "welding"]);
    expect(await names("?q=safe")).toEqual(["First aid"]);
    expect(await names("?q=f")).toEqual(["First aid", "Forklift"]);
    expect(await names("?q=100%25")).toEqual([]);

    const url = `${w.url}/skills/${welding.id}`;
    const saved = await t.api.as(w.manager).put(url, { ...welding, name: "Welding", validityMonths: 36 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: "Welding", validityMonths: 36, version: 2 });
    const stale = await t.api.as(w.manager).put(url, { ...welding, name: "Lost" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: ErrorCode.StaleVersion, current: { name: "Welding", version: 2 } });

    expect((await t.api.as(w.manager).delete(url)).statusCode).toBe(200);
    expect((await t.api.as(w.manager).delete(url)).statusCode).toBe(404);
    expect((await t.api.as(w.manager).put(url, { name: "Gone" })).statusCode).toBe(404);
    expect(await names()).toEqual(["First aid", "Forklift"]);
  });

  it("have names unique in the company whatever the case (409 CONFLICT on name), not across companies", async () => {
    const w = await world();
    const first = await w.skill({ name: "Crane" });
    const other = await w.skill({ name: "Rigging" });
    const again = await t.api.as(w.manager).post(`${w.url}/skills`, { name: " CRANE " });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.Conflict, field: "name" });
    const renamed = await t.api.as(w.manager).put(`${w.url}/skills/${other.id}`, { name: "crane" });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ code: ErrorCode.Conflict, field: "name" });
    // Its own name in another case is no clash.
    const recased = await t.api.as(w.manager).put(`${w.url}/skills/${first.id}`, { name: "CRANE" });
    expect(recased.statusCode).toBe(200);
    const elsewhere = await world();
    expect((await t.api.as(elsewhere.manager).post(`${elsewhere.url}/skills`, { name: "Crane" })).statusCode).toBe(201);
  });

  it("page 21 at a time by default; the units screens' 1000 is accepted, 1001 refused", async () => {
    const w = await world();
    for (let i = 0; i < 25; i++) await w.skill({ name: `Skill ${String(i).padStart(2, "0")}` });
    const page = async (query: string) => {
      const response = await t.api.as(w.worker).get(`${w.url}/skills${query}`);
      const names = response.statusCode === 200 ? (response.json() as Skill[]).map((s) => s.name) : [];
      return { status: response.statusCode, names };
    };
    const first = await page("");
    expect(first.names).toHaveLength(21);
    expect(first.names[0]).toBe("Skill 00");
    expect((await page("?offset=20")).names).toEqual(["Skill 20", "Skill 21", "Skill 22", "Skill 23", "Skill 24"]);
    expect((await page("?limit=1000")).names).toHaveLength(25);
    expect((await page("?limit=1001")).status).toBe(400);
    expect((await page("?limit=0")).status).toBe(400);
  });

  it("are at most 1000 a company, so the units screens read them all (409 LIMIT_REACHED)", async () => {
    const w = await world();
    await withTenant(t.deps.db, { companyIds: [w.company.id] }, (tx) =>
      tx
        .insert(skills)
        .values(
          Array.from({ length: SKILL_UNITS_LIMIT - 1 }, (_, i) => ({ companyId: w.company.id, name: `Bulk ${i}` })),
        ),
    );
    await w.skill({ name: "The last one" });
    const over = await t.api.as(w.manager).post(`${w.url}/skills`, { name: "One too many" });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe(ErrorCode.LimitReached);
    expect((await t.api.as(w.worker).get(`${w.url}/skills?limit=1000`)).json()).toHaveLength(SKILL_UNITS_LIMIT);
  });

  it("refuses writes without the Skills permission, guests altogether, and every call without the skills feature", async () => {
    const w = await world();
    const skill = await w.skill({ name: "Scaffolding" });
    const url = `${w.url}/skills/${skill.id}`;
    expect((await t.api.as(w.worker).post(`${w.url}/skills`, { name: "New" })).statusCode).toBe(403);
    expect((await t.api.as(w.worker).put(url, { name: "Renamed" })).statusCode).toBe(403);
    expect((await t.api.as(w.worker).delete(url)).statusCode).toBe(403);
    expect((await t.api.as(w.guest).get(`${w.url}/skills`)).statusCode).toBe(403);
    expect((await t.api.anonymous().get(`${w.url}/skills`)).statusCode).toBe(401);

    const off = await createCompany(t.deps.db, { enabledFeatures: noFeatures });
    await addMember(t.deps.db, off.id, w.manager.user.id, { permissions: [...editor, "Skills"] });
    const offUrl = base(off.id);
    const calls: [string, string, object?][] = [
      ["GET", `${offUrl}/skills`],
      ["POST", `${offUrl}/skills`, { name: "X" }],
      ["GET", `${offUrl}/user-skills`],
      ["POST", `${offUrl}/user-skills`, { userId: w.manager.user.id, skillId: skill.id, achievedOn: "2026-01-01" }],
      ["GET", `${offUrl}/object-skills`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await t.api.as(w.manager).send({ method: method as "GET", url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answer 404 to another company's skill ids", async () => {
    const w = await world();
    const theirs = await createSkill(t, fx.b, fx.b.company.id, { name: "B's skill" });
    const url = `${w.url}/skills/${theirs.id}`;
    expect((await t.api.as(w.manager).put(url, { name: "Taken over" })).statusCode).toBe(404);
    expect((await t.api.as(w.manager).delete(url)).statusCode).toBe(404);
    const still = (await t.api.as(fx.b).get(`${base(fx.b.company.id)}/skills`)).json() as Skill[];
    expect(still.map((s) => s.name)).toContain("B's skill");
  });
});

describe("people's skills", () => {
  it("default their valid-until date from the skill's validity (the month's last day when shorter)", async () => {
    const w = await world();
    const monthly = await w.skill({ name: "Monthly check", validityMonths: 1 });
    const yearly = await w.skill({ name: "Yearly", validityMonths: 12 });
    const forever = await w.skill({ name: "Forever" });
    const person = w.worker.user.id;
    expect((await w.record({ userId: person, skillId: monthly.id, achievedOn: "2026-01-31" })).validUntil).toBe(
      "2026-02-28",
    );
    expect((await w.record({ userId: person, skillId: yearly.id, achievedOn: "2024-02-29" })).validUntil).toBe(
      "2025-02-28",
    );
    const never = await w.record({ user: { id: person }, skill: { id: forever.id }, achievedOn: "2020-05-01" });
    expect(never).toMatchObject({ validUntil: null, status: "valid", certificate: null });
    // A date given wins over the validity; before the achieved date it is refused.
    const given = await w.record({
      userId: w.manager.user.id,
      skillId: yearly.id,
      achievedOn: "2026-01-10",
      validUntil: "2026-06-30",
    });
    expect(given).toMatchObject({
      validUntil: "2026-06-30",
      user: { id: w.manager.user.id },
      skill: { id: yearly.id, name: "Yearly" },
      recordedBy: { id: w.manager.user.id },
      version: 1,
    });
    const backwards = await t.api.as(w.manager).post(`${w.url}/user-skills`, {
      userId: person,
      skillId: yearly.id,
      achievedOn: "2026-01-10",
      validUntil: "2026-01-09",
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().field).toBe("validUntil");
  });

  it("are renewed in place: recording a held skill again keeps one record with new dates and the next version", async () => {
    const w = await world();
    const skill = await w.skill({ name: "Hot work", validityMonths: 12 });
    const first = await w.record({ userId: w.worker.user.id, skillId: skill.id, achievedOn: "2025-03-01" });
    const renewed = await w.record({ userId: w.worker.user.id, skillId: skill.id, achievedOn: "2026-03-01" });
    expect(renewed).toMatchObject({ id: first.id, achievedOn: "2026-03-01", validUntil: "2027-03-01", version: 2 });
    expect(await w.list()).toHaveLength(1);
    // A renewal based on an older version is refused with the record as it is.
    const stale = await t.api.as(w.manager).post(`${w.url}/user-skills`, {
      userId: w.worker.user.id,
      skillId: skill.id,
      achievedOn: "2026-04-01",
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: ErrorCode.StaleVersion, current: { id: first.id, version: 2 } });
    // A skill's new validity is not applied to dates already held.
    await t.api.as(w.manager).put(`${w.url}/skills/${skill.id}`, { name: "Hot work", validityMonths: 6 });
    expect((await w.list())[0]?.validUntil).toBe("2027-03-01");
  });

  it("are saved on their version, keep their person and skill, and are deleted", async () => {
    const w = await world();
    const skill = await w.skill({ name: "Diving", validityMonths: 12 });
    const other = await w.skill({ name: "Sailing" });
    const held = await w.record({ userId: w.worker.user.id, skillId: skill.id, achievedOn: "2026-01-15" });
    const url = `${w.url}/user-skills/${held.id}`;
    const saved = await t.api.as(w.manager).put(url, { ...held, achievedOn: "2026-02-01", validUntil: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ achievedOn: "2026-02-01", validUntil: "2027-02-01", version: 2 });
    const explicit = await t.api.as(w.manager).put(url, { ...(saved.json() as UserSkill), validUntil: "2026-12-31" });
    const current = explicit.json() as UserSkill;
    expect(current).toMatchObject({ validUntil: "2026-12-31", version: 3 });
    const stale = await t.api.as(w.manager).put(url, { ...held, achievedOn: "2026-03-01" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: ErrorCode.StaleVersion, current: { version: 3 } });
    const moved = await t.api.as(w.manager).put(url, { ...current, skill: { id: other.id } });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().field).toBe("skillId");
    const person = await t.api.as(w.manager).put(url, { ...current, user: { id: w.manager.user.id } });
    expect(person.json().field).toBe("userId");

    expect((await t.api.as(w.manager).delete(url)).statusCode).toBe(200);
    expect((await t.api.as(w.manager).delete(url)).statusCode).toBe(404);
    expect((await t.api.as(w.manager).put(url, current)).statusCode).toBe(404);
    expect(await w.list()).toEqual([]);
  });

  it("are recorded only for members of the company and the company's skills (404 otherwise)", async () => {
    const w = await world();
    const skill = await w.skill({ name: "Electrical" });
    const stranger = await createUser(t.deps.db, { name: "Stranger" });
    const theirSkill = await createSkill(t, fx.b, fx.b.company.id, { name: "B only" });
    const post = (body: object) =>
      t.api.as(w.manager).post(`${w.url}/user-skills`, { achievedOn: "2026-01-01", ...body });
    expect((await post({ userId: stranger.id, skillId: skill.id })).statusCode).toBe(404);
    expect((await post({ userId: fx.b.user.id, skillId: skill.id })).statusCode).toBe(404);
    expect((await post({ userId: w.worker.user.id, skillId: theirSkill.id })).statusCode).toBe(404);
    expect((await post({ skillId: skill.id })).statusCode).toBe(400);
    // A guest is a member too.
    expect((await post({ userId: w.guest.user.id, skillId: skill.id })).statusCode).toBe(201);
  });

  it("list everyone's by person, then skill, with Skills; without it only one's own (a filter, not 403)", async () => {
    const w = await world();
    const [b, a] = [await w.skill({ name: "Beta skill" }), await w.skill({ name: "alpha skill" })];
    const zed = await newMember(t, w.company.id, []);
    await withTenant(t.deps.db, { companyIds: [w.company.id] }, (tx) =>
      tx.execute(sql`update users set name = 'Zed' where id = ${zed.user.id}`),
    );
    for (const person of [zed.user.id, w.worker.user.id]) {
      for (const s of [b, a]) await w.record({ userId: person, skillId: s.id, achievedOn: "2026-01-01" });
    }
    const all = await w.list();
    expect(all.map((r) => [r.user.name, r.skill.name])).toEqual([
      [w.worker.user.name, "alpha skill"],
      [w.worker.user.name, "Beta skill"],
      ["Zed", "alpha skill"],
      ["Zed", "Beta skill"],
    ]);
    expect((await w.list(`?userId=${zed.user.id}&skillId=${a.id}`)).map((r) => r.user.name)).toEqual(["Zed"]);
    expect(await w.list("?limit=2&offset=2")).toEqual(all.slice(2));

    const mine = await w.list("", w.worker);
    expect(mine.map((r) => r.user.id)).toEqual([w.worker.user.id, w.worker.user.id]);
    expect(await w.list(`?userId=${zed.user.id}`, w.worker)).toEqual([]);
    const [held] = mine;
    if (!held) throw new Error("none held");
    const write = async (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
      (await t.api.as(w.worker).send({ method, url, payload })).statusCode;
    const body = { userId: w.worker.user.id, skillId: a.id, achievedOn: "2026-02-01" };
    expect(await write("POST", `${w.url}/user-skills`, body)).toBe(403);
    expect(await write("PUT", `${w.url}/user-skills/${held.id}`, body)).toBe(403);
    expect(await write("DELETE", `${w.url}/user-skills/${held.id}`)).toBe(403);
    expect((await t.api.as(w.guest).get(`${w.url}/user-skills`)).statusCode).toBe(403);

    // Someone who leaves the company drops out of the list (the record stays for their return).
    await withTenant(t.deps.db, { companyIds: [w.company.id] }, (tx) =>
      tx.delete(companyUsers).where(eq(companyUsers.userId, zed.user.id)),
    );
    expect((await w.list()).map((r) => r.user.name)).toEqual([w.worker.user.name, w.worker.user.name]);
  });

  it("filter by unit (people assigned there) and by status against the company's day, at its boundaries", async () => {
    const w = await world();
    const today = await todayOf(w.company.id);
    const people: Awaited<ReturnType<typeof newMember>>[] = [];
    for (let i = 0; i < 6; i++) people.push(await newMember(t, w.company.id, []));
    const skill = await w.skill({ name: "Boundary", validityMonths: 12 });
    const offsets = [-1, 0, 30, 31, null, -400];
    const expected = ["expired", "expiring", "expiring", "valid", "valid", "expired"];
    const byPerson = new Map<string, string>();
    for (const [i, offset] of offsets.entries()) {
      const person = people[i]?.user.id ?? "";
      const validUntil = offset === null ? undefined : plusDays(today, offset);
      const achievedOn = offset === null ? today : plusDays(today, Math.min(offset, 0) - 10);
      const forever = offset === null ? await w.skill({ name: "Never ends" }) : skill;
      const held = await w.record({ userId: person, skillId: forever.id, achievedOn, validUntil });
      expect(held.status, `${offset}`).toBe(expected[i]);
      byPerson.set(person, expected[i] ?? "");
    }
    for (const status of ["expired", "expiring", "valid"]) {
      const listed = await w.list(`?status=${status}&limit=1000`);
      expect(listed.every((r) => r.status === status)).toBe(true);
      expect(listed.map((r) => r.user.id).sort()).toEqual(
        [...byPerson]
          .filter(([, s]) => s === status)
          .map(([id]) => id)
          .sort(),
      );
    }
    // Paging applies after the filter.
    expect(await w.list("?status=expiring&limit=1")).toHaveLength(1);
    expect(await w.list("?status=expiring&limit=1&offset=1")).toHaveLength(1);
    expect(await w.list("?status=expiring&limit=1&offset=2")).toHaveLength(0);
    expect((await t.api.as(w.manager).get(`${w.url}/user-skills?status=missing`)).statusCode).toBe(400);

    const unitsAdmin = await newMember(t, w.company.id, ["CompanyUnits"]);
    const unit = await createUnit(t, unitsAdmin, w.company.id, { name: "Crew" });
    const other = await createUnit(t, unitsAdmin, w.company.id, { name: "Other crew" });
    for (const [crew, person] of [
      [unit, people[0]],
      [unit, people[1]],
      [other, people[2]],
    ] as const) {
      await addUnitMember(t, unitsAdmin, w.company.id, crew.id, person?.user.id ?? "");
    }
    saved(
      await t.api.as(unitsAdmin).put(`${w.url}/units/${unit.id}/users/${people[1]?.user.id}`, { status: "UNASSIGNED" }),
    );
    expect((await w.list(`?unitId=${unit?.id}`)).map((r) => r.user.id)).toEqual([people[0]?.user.id]);
    expect((await w.list(`?unitId=${other?.id}&status=expired`)).map((r) => r.user.id)).toEqual([]);
    expect((await w.list(`?unitId=${other?.id}&status=expiring`)).map((r) => r.user.id)).toEqual([people[2]?.user.id]);
  });

  it("page 21 at a time; 1000 accepted, 1001 refused", async () => {
    const w = await world();
    for (let i = 0; i < 22; i++) {
      const skill = await w.skill({ name: `Paged ${String(i).padStart(2, "0")}` });
      await w.record({ userId: w.worker.user.id, skillId: skill.id, achievedOn: "2026-01-01" });
    }
    expect(await w.list()).toHaveLength(21);
    expect((await w.list("?offset=20")).map((r) => r.skill.name)).toEqual(["Paged 20", "Paged 21"]);
    expect(await w.list("?limit=1000")).toHaveLength(22);
    expect((await t.api.as(w.manager).get(`${w.url}/user-skills?limit=1001`)).statusCode).toBe(400);
  });

  it("list by person, then skill (names, letter case aside), every page continuing where the one before ended", async () => {
    const w = await world();
    const person = async (name: string) => {
      const user = await createUser(t.deps.db, { name });
      await addMember(t.deps.db, w.company.id, user.id);
      return user;
    };
    const people = [await person("bertil"), await person("Adam"), await person("Cecilia")];
    const made = [
      await w.skill({ name: "welding" }),
      await w.skill({ name: "Crane" }),
      await w.skill({ name: "forklift" }),
    ];
    // Adam holds all three, bertil two, Cecilia one: pages of two cross from one person to the next.
    for (const [i, user] of people.entries()) {
      for (const skill of made.slice(0, [2, 3, 1][i])) {
        await w.record({ userId: user.id, skillId: skill.id, achievedOn: "2026-01-01" });
      }
    }
    const order = ["Adam Crane", "Adam forklift", "Adam welding", "bertil Crane", "bertil welding", "Cecilia welding"];
    const names = (records: UserSkill[]) => records.map((r) => `${r.user.name} ${r.skill.name}`);
    expect(names(await w.list())).toEqual(order);
    for (const offset of [0, 1, 2, 3, 4, 5, 6]) {
      expect(names(await w.list(`?limit=2&offset=${offset}`))).toEqual(order.slice(offset, offset + 2));
    }
    // Filters page the same way: one skill across people, and one person.
    expect(names(await w.list(`?skillId=${made[0]?.id}&limit=2&offset=1`))).toEqual([
      "bertil welding",
      "Cecilia welding",
    ]);
    expect(names(await w.list(`?userId=${people[0]?.id}`))).toEqual(["bertil Crane", "bertil welding"]);
  });

  it("answer 404 to another company's records", async () => {
    const w = await world();
    const bUrl = base(fx.b.company.id);
    const theirSkill = await createSkill(t, fx.b, fx.b.company.id, { name: "B record skill" });
    const theirs = await createUserSkill(t, fx.b, fx.b.company.id, {
      userId: fx.b.user.id,
      skillId: theirSkill.id,
      achievedOn: "2026-01-01",
    });
    const url = `${w.url}/user-skills/${theirs.id}`;
    expect((await t.api.as(w.manager).put(url, theirs)).statusCode).toBe(404);
    expect((await t.api.as(w.manager).delete(url)).statusCode).toBe(404);
    expect((await t.api.as(w.manager).get(`${url}/certificate`)).statusCode).toBe(404);
    expect((await uploadFile(t, w.manager, `${url}/certificate`, "c.pdf", "application/pdf", PDF)).statusCode).toBe(
      404,
    );
    expect(await w.list(`?skillId=${theirSkill.id}`)).toEqual([]);
    expect(await w.list(`?userId=${fx.b.user.id}`)).toEqual([]);
    expect((await t.api.as(fx.b).get(`${bUrl}/user-skills`)).json()).toHaveLength(1);
  });
});

describe("certificates", () => {
  const keyOf = async (id: string) =>
    (await t.deps.db.select({ key: userSkills.certificateKey }).from(userSkills).where(eq(userSkills.id, id)))[0]
      ?.key ?? null;
  const stored = (key: string | null) =>
    key
      ? t.deps.storage.read(key).then(
          (stream) => {
            stream.destroy();
            return true;
          },
          () => false,
        )
      : Promise.resolve(false);

  it("are uploaded, downloaded by their holder or with Skills, replaced and removed with the record", async () => {
    const w = await world();
    const skill = await w.skill({ name: "Certified", validityMonths: 12 });
    const held = await w.record({ userId: w.worker.user.id, skillId: skill.id, achievedOn: "2026-01-01" });
    const url = `${w.url}/user-skills/${held.id}/certificate`;
    expect((await t.api.as(w.worker).get(url)).statusCode).toBe(404);

    const uploaded = await uploadFile(t, w.manager, url, "intyg å.pdf", "application/octet-stream", PDF);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({
      id: held.id,
      version: 2,
      certificate: { uploadName: "intyg å.pdf", size: PDF.length, contentType: "application/pdf" },
    });
    const firstKey = await keyOf(held.id);
    expect(await stored(firstKey)).toBe(true);

    // The holder, without Skills, downloads their own; another member without it may not.
    const own = await t.api.as(w.worker).get(url);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.headers["content-disposition"]).toContain("attachment;");
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    const colleague = await newMember(t, w.company.id, ["SeeObjectsWithoutGroup"]);
    expect((await t.api.as(colleague).get(url)).statusCode).toBe(403);
    expect((await t.api.as(w.manager).get(url)).statusCode).toBe(200);
    expect((await t.api.as(w.guest).get(url)).statusCode).toBe(403);
    expect((await uploadFile(t, w.worker, url, "mine.pdf", "application/pdf", PDF)).statusCode).toBe(403);

    // A new one replaces it, and the old bytes go.
    const replaced = await uploadFile(t, w.manager, url, "scan.png", "image/png", PNG);
    expect(replaced.json()).toMatchObject({
      version: 3,
      certificate: { uploadName: "scan.png", contentType: "image/png" },
    });
    expect(await stored(firstKey)).toBe(false);
    const secondKey = await keyOf(held.id);
    expect(await stored(secondKey)).toBe(true);
    expect((await t.api.as(w.worker).get(url)).rawPayload.equals(PNG)).toBe(true);
    // A renewal keeps the certificate until a new one comes.
    const renewed = await w.record({ userId: w.worker.user.id, skillId: skill.id, achievedOn: "2026-06-01" });
    expect(renewed.certificate?.uploadName).toBe("scan.png");

    expect((await t.api.as(w.manager).delete(`${w.url}/user-skills/${held.id}`)).statusCode).toBe(200);
    expect(await stored(secondKey)).toBe(false);
    expect((await t.api.as(w.manager).get(url)).statusCode).toBe(404);
  });

  it("are PDF or images by their bytes (415 otherwise), at most 20 MB (413), one file (400)", async () => {
    const w = await world();
    const skill = await w.skill({ name: "Checked" });
    const held = await w.record({ userId: w.worker.user.id, skillId: skill.id, achievedOn: "2026-01-01" });
    const url = `${w.url}/user-skills/${held.id}/certificate`;
    for (const [name, type, content] of [
      ["page.html", "text/html", "<script>alert(1)</script>"],
      ["fake.pdf", "application/pdf", "not a pdf at all"],
      ["tiny.pdf", "application/pdf", "%PD"],
      ["empty.pdf", "application/pdf", ""],
    ] as const) {
      const response = await uploadFile(t, w.manager, url, name, type, content);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().code).toBe(ErrorCode.UnsupportedMediaType);
    }
    const big = Buffer.concat([PDF, Buffer.alloc(CERTIFICATE_MAX_BYTES, 32)]);
    const tooBig = await uploadFile(t, w.manager, url, "big.pdf", "application/pdf", big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe(ErrorCode.PayloadTooLarge);
    const part = (content: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n${content}`;
    for (const payload of [
      part("%PDF-1.4 broken off"),
      `--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--${boundary}--\r\n`,
      "garbage",
    ]) {
      const response = await t.api
        .as(w.manager)
        .post(url, payload, { headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.Validation, field: "file" });
    }
    const json = await t.api.as(w.manager).post(url, { file: "x" });
    expect(json.statusCode).toBe(406);
    expect(((await w.list())[0] as UserSkill).certificate).toBeNull();
    expect(await keyOf(held.id)).toBeNull();
    // Exactly the limit is accepted.
    const limit = Buffer.concat([PDF, Buffer.alloc(CERTIFICATE_MAX_BYTES - PDF.length, 32)]);
    const atLimit = await uploadFile(t, w.manager, url, "limit.pdf", "application/pdf", limit);
    expect(atLimit.statusCode, atLimit.body).toBe(201);
  });
});

describe("object skills", () => {
  it("name the skills an object requires: listed for those who see it, changed by those who may edit it", async () => {
    const w = await world();
    const [welding, crane] = [await w.skill({ name: "Welding" }), await w.skill({ name: "Crane" })];
    const object = await createObject(t, w.manager, w.company.id, { name: "Welding procedure" });
    const hidden = await createObject(t, w.manager, w.company.id, { name: "Private procedure" });
    // The hidden object belongs to a group the manager is in and the worker is not.
    const group = await createGroup(t.deps.db, w.company.id, "Closed", [w.manager.user.id]);
    await withTenant(t.deps.db, { companyIds: [w.company.id] }, (tx) =>
      tx.execute(sql`update publications set group_id = ${group.id} where id = ${hidden.id}`),
    );
    const post = (body: object, who: Who = w.manager) => t.api.as(who).post(`${w.url}/object-skills`, body);
    const first = created(await post({ publicationId: object.id, skillId: welding.id })) as ObjectSkill;
    expect(first).toMatchObject({ publicationId: object.id, skill: { id: welding.id, name: "Welding" } });
    created(await post({ publicationId: object.id, skillId: crane.id }));
    created(await post({ publicationId: hidden.id, skillId: crane.id }));
    const twice = await post({ publicationId: object.id, skillId: welding.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: ErrorCode.Conflict, field: "skillId" });

    const list = async (query: string, who: Who) => {
      const response = await t.api.as(who).get(`${w.url}/object-skills${query}`);
      return { status: response.statusCode, body: response.json() as ObjectSkill[] };
    };
    expect((await list(`?publicationId=${object.id}`, w.worker)).body.map((s) => s.skill.name)).toEqual([
      "Crane",
      "Welding",
    ]);
    expect((await list("", w.manager)).body.map((s) => s.publicationId)).toEqual([hidden.id, object.id, object.id]);
    expect((await list("", w.worker)).body.map((s) => s.publicationId)).toEqual([object.id, object.id]);
    expect((await list("?limit=1&offset=1", w.worker)).body.map((s) => s.skill.name)).toEqual(["Welding"]);
    expect((await list(`?publicationId=${hidden.id}`, w.worker)).status).toBe(404);
    expect((await list("?limit=1001", w.worker)).status).toBe(400);
    expect((await list("", w.guest)).status).toBe(403);

    // Changes need the right to edit the object.
    expect((await post({ publicationId: object.id, skillId: welding.id }, w.worker)).statusCode).toBe(403);
    expect((await t.api.as(w.worker).delete(`${w.url}/object-skills/${first.id}`)).statusCode).toBe(403);
    expect((await t.api.as(w.manager).delete(`${w.url}/object-skills/${first.id}`)).statusCode).toBe(200);
    expect((await t.api.as(w.manager).delete(`${w.url}/object-skills/${first.id}`)).statusCode).toBe(404);
    expect((await list(`?publicationId=${object.id}`, w.worker)).body.map((s) => s.skill.name)).toEqual(["Crane"]);
    // Deleting a skill takes its requirements along.
    await t.api.as(w.manager).delete(`${w.url}/skills/${crane.id}`);
    expect((await list("", w.manager)).body).toEqual([]);
  });

  it("answer 404 to another company's objects, skills and object skills", async () => {
    const w = await world();
    const mine = await w.skill({ name: "Mine" });
    const object = await createObject(t, w.manager, w.company.id, { name: "Mine too" });
    const bUrl = base(fx.b.company.id);
    const bObject = await createObject(t, fx.b, fx.b.company.id, { name: "B object" });
    const bSkill = await createSkill(t, fx.b, fx.b.company.id, { name: "B object skill" });
    const bLink = created(
      await t.api.as(fx.b).post(`${bUrl}/object-skills`, { publicationId: bObject.id, skillId: bSkill.id }),
    ) as ObjectSkill;
    const post = (body: object) => t.api.as(w.manager).post(`${w.url}/object-skills`, body);
    expect((await post({ publicationId: bObject.id, skillId: mine.id })).statusCode).toBe(404);
    expect((await post({ publicationId: object.id, skillId: bSkill.id })).statusCode).toBe(404);
    expect((await t.api.as(w.manager).delete(`${w.url}/object-skills/${bLink.id}`)).statusCode).toBe(404);
    expect((await t.api.as(w.manager).get(`${w.url}/object-skills?publicationId=${bObject.id}`)).statusCode).toBe(404);
    expect((await t.api.as(fx.b).get(`${bUrl}/object-skills`)).json()).toHaveLength(1);
  });
});

describe("a signed-in member's own company", () => {
  it("is the one whose skills a token reads", async () => {
    const person = await createUser(t.deps.db, { name: "Two companies" });
    await addMember(t.deps.db, fx.a.company.id, person.id);
    await addMember(t.deps.db, fx.b.company.id, person.id);
    const token = await signIn(t.app, person.email);
    const aSkill = await createSkill(t, fx.a, fx.a.company.id, { name: "Alpha only" });
    await createUserSkill(t, fx.a, fx.a.company.id, {
      userId: person.id,
      skillId: aSkill.id,
      achievedOn: "2026-01-01",
    });
    const inB = (await t.api.as(token).get(`${base(fx.b.company.id)}/user-skills`)).json() as UserSkill[];
    expect(inB).toEqual([]);
    const inA = (await t.api.as(token).get(`${base(fx.a.company.id)}/user-skills`)).json() as UserSkill[];
    expect(inA.map((r) => r.skill.name)).toEqual(["Alpha only"]);
  });
});
