import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import {
  allFeatures,
  ErrorCode,
  type Permission,
  UNIT_MEMBER_LIMIT,
  type Unit,
  type UnitMatrix,
  type UnitProduct,
} from "@app/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formulaCells, readCsv } from "../../../test/csv";
import { createProduct, createUnit, uploadFile } from "../../../test/factories";
import { createCompany } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/helpers";
import { newMember } from "../../../test/objects";
import { rowsOf, withTenant } from "../../db/client";
import { companyUsers, skills, unitUsers, userSkills, users } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const units: Permission[] = ["CompanyUnits"];
type Who = { token: string; user: { id: string; name: string } };

/** A company with a units administrator, a member without CompanyUnits and a guest holding it. */
async function world(options: { skills?: boolean; timeZone?: string } = {}) {
  const company = await createCompany(t.deps.db, {
    enabledFeatures: { ...allFeatures, skills: options.skills ?? true },
    timeZone: options.timeZone,
  });
  const base = `/api/companies/${company.id}/units`;
  const admin = await newMember(t, company.id, units);
  const plain = await newMember(t, company.id, ["SeeObjectsWithoutGroup"]);
  const guest = await newMember(t, company.id, units, "GUEST");
  const ok = async (method: "POST" | "PUT", url: string, body: object, status = method === "POST" ? 201 : 200) => {
    const response = await t.api.as(admin).send({ method, url, payload: body });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return response.json();
  };
  const unit = (body: Record<string, unknown> = {}) => createUnit(t, admin, company.id, { name: "Crew", ...body });
  const read = async (id: string) => (await t.api.as(admin).get(`${base}/${id}`)).json() as Unit;
  const category = (name: string) => ok("POST", `${base}/categories`, { name }) as Promise<{ id: string }>;
  /** A skill row as the skills module keeps it (written directly: this module only reads skills). */
  const skill = async (name: string, validityMonths: number | null = 12) => {
    const [row] = await withTenant(t.deps.db, { companyIds: [company.id] }, (tx) =>
      tx.insert(skills).values({ companyId: company.id, name, validityMonths }).returning(),
    );
    if (!row) throw new Error("skill not stored");
    return row;
  };
  const holds = (userId: string, skillId: string, achievedOn: string, validUntil: string | null) =>
    withTenant(t.deps.db, { companyIds: [company.id] }, async (tx) => {
      const [row] = await tx
        .insert(userSkills)
        .values({ companyId: company.id, userId, skillId, achievedOn, validUntil })
        .returning();
      if (!row) throw new Error("user skill not stored");
      return row;
    });
  const member = async (name: string, permissions: Permission[] = []) => {
    const made = await newMember(t, company.id, permissions);
    await t.deps.db.update(users).set({ name }).where(eq(users.id, made.user.id));
    return { ...made, user: { ...made.user, name } };
  };
  const seller = await newMember(t, company.id, ["Products"]);
  /** A catalogue product of the company, which a unit product links. */
  const product = (name: string, unitCode = "PCS") =>
    createProduct(t, seller, company.id, { name, type: "simple", unitCode }) as Promise<{ id: string; number: string }>;
  return { company, base, admin, plain, guest, ok, unit, read, category, skill, holds, member, product, seller };
}

/** The text of a PDF as poppler's pdftotext reads it (an independent reader). */
async function pdfText(bytes: Buffer) {
  const path = join(await mkdtemp(join(tmpdir(), "matrix-")), "matrix.pdf");
  await writeFile(path, bytes);
  const { stdout } = await promisify(execFile)("pdftotext", ["-layout", path, "-"]);
  return stdout;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("units", () => {
  it("are created as plans with their categories, manager and skills, read, saved on their version and deleted", async () => {
    const w = await world();
    const crane = await w.category("Cranes");
    const truck = await w.skill("Truck licence");
    const made = await w.unit({
      name: "  North crew  ",
      description: "Night shifts",
      managerId: w.admin.user.id,
      categoryIds: [crane.id],
      skillIds: [truck.id],
    });
    expect(made).toMatchObject({
      name: "North crew",
      description: "Night shifts",
      status: "PLAN",
      manager: { id: w.admin.user.id },
      categories: [{ id: crane.id, name: "Cranes" }],
      skills: [{ id: truck.id, name: "Truck licence", validityMonths: 12 }],
      users: [],
      memberCount: 0,
      version: 1,
    });
    expect(await w.read(made.id)).toEqual(made);

    // PUT takes what GET answers: the body back unchanged is a save (a new version).
    const same = (await w.ok("PUT", `${w.base}/${made.id}`, made)) as Unit;
    expect(same).toEqual({ ...made, version: 2 });
    // A field not sent is kept; references by entity or by id; null clears the manager.
    const renamed = (await w.ok("PUT", `${w.base}/${made.id}`, { name: "North", version: 2 })) as Unit;
    expect(renamed).toMatchObject({ name: "North", description: "Night shifts", categories: [{ id: crane.id }] });
    const cleared = (await w.ok("PUT", `${w.base}/${made.id}`, {
      manager: null,
      categories: [],
      skills: [],
    })) as Unit;
    expect(cleared).toMatchObject({ manager: null, categories: [], skills: [], name: "North", version: 4 });

    const removed = await t.api.as(w.admin).delete(`${w.base}/${made.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await t.api.as(w.admin).get(`${w.base}/${made.id}`)).statusCode).toBe(404);
    expect((await t.api.as(w.admin).delete(`${w.base}/${made.id}`)).statusCode).toBe(404);
  });

  it("refuses a save based on an older version with the unit as it is now", async () => {
    const w = await world();
    const made = await w.unit();
    await w.ok("PUT", `${w.base}/${made.id}`, { name: "First", version: 1 });
    const stale = await t.api.as(w.admin).put(`${w.base}/${made.id}`, { name: "Second", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: ErrorCode.StaleVersion, current: { name: "First", version: 2 } });
    expect((await w.read(made.id)).name).toBe("First");
  });

  it("moves along the status transitions and refuses the others (409 CONFLICT on status)", async () => {
    const w = await world();
    const move = (id: string, status: string) => t.api.as(w.admin).put(`${w.base}/${id}`, { status });
    const refused = async (id: string, status: string) => {
      const response = await move(id, status);
      expect(response.statusCode, `${status}: ${response.body}`).toBe(409);
      expect(response.json()).toMatchObject({ code: ErrorCode.Conflict, field: "status" });
    };
    const allowed = async (id: string, status: string) => {
      const response = await move(id, status);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe(status);
    };
    const plan = await w.unit();
    await allowed(plan.id, "PLAN");
    await allowed(plan.id, "ACTIVATED");
    await refused(plan.id, "PLAN");
    await allowed(plan.id, "INACTIVATED");
    await refused(plan.id, "PLAN");
    await allowed(plan.id, "ACTIVATED");
    const dropped = await w.unit();
    await allowed(dropped.id, "INACTIVATED");
    expect((await w.read(dropped.id)).version).toBe(2);
    // A refused move changes nothing.
    expect((await w.read(plan.id)).status).toBe("ACTIVATED");
  });

  it("checks the manager, the categories and the skills: the company's own, of the right kind (400 on the field)", async () => {
    const w = await world();
    const other = await world();
    const made = await w.unit();
    const lists = await newMember(t, w.company.id, ["CategoriesAndStatuses"]);
    const reminderCategory = await t.api
      .as(lists)
      .post(`/api/companies/${w.company.id}/categories`, { name: "Not a unit category", color: 1 });
    expect(reminderCategory.statusCode).toBe(201);
    const cases: [object, string][] = [
      [{ managerId: other.admin.user.id }, "managerId"],
      [{ manager: { id: other.admin.user.id, name: "x" } }, "managerId"],
      [{ categoryIds: [(await other.category("Theirs")).id] }, "categoryIds"],
      [{ skillIds: [(await other.skill("Theirs")).id] }, "skillIds"],
      [{ categoryIds: [reminderCategory.json().id] }, "categoryIds"],
    ];
    for (const [body, field] of cases) {
      for (const [method, url] of [
        ["POST", w.base],
        ["PUT", `${w.base}/${made.id}`],
      ] as const) {
        const response = await t.api.as(w.admin).send({ method, url, payload: { name: "Crew", ...body } });
        expect(response.statusCode, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect(response.json()).toMatchObject({ code: ErrorCode.Validation, field });
      }
    }
    expect(await w.read(made.id)).toMatchObject({ version: 1, manager: null, categories: [], skills: [] });
  });

  it("lists by name, 21 by default, with offset, search, status and category; counts the same filters", async () => {
    const w = await world();
    const crane = await w.category("Cranes");
    for (let i = 25; i >= 1; i--) {
      await w.unit({
        name: `Unit ${String(i).padStart(2, "0")}`,
        status: i % 5 === 0 ? "ACTIVATED" : "PLAN",
        categoryIds: i <= 3 ? [crane.id] : [],
      });
    }
    const list = async (query = "") => {
      const response = await t.api.as(w.admin).get(`${w.base}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { name: string; status: string; categories: { id: string }[] }[];
    };
    const first = await list();
    expect(first).toHaveLength(21);
    expect(first.map((u) => u.name)).toEqual(
      Array.from({ length: 21 }, (_, i) => `Unit ${String(i + 1).padStart(2, "0")}`),
    );
    expect((await list("?offset=20")).map((u) => u.name)).toEqual([
      "Unit 21",
      "Unit 22",
      "Unit 23",
      "Unit 24",
      "Unit 25",
    ]);
    expect(await list("?limit=1000")).toHaveLength(25);
    expect((await t.api.as(w.admin).get(`${w.base}?limit=1001`)).statusCode).toBe(400);
    expect((await list("?q=t%202")).map((u) => u.name)).toEqual([
      "Unit 20",
      "Unit 21",
      "Unit 22",
      "Unit 23",
      "Unit 24",
      "Unit 25",
    ]);
    expect((await list("?q=%25")).length).toBe(0);
    expect((await list("?status=ACTIVATED")).map((u) => u.name)).toEqual([
      "Unit 05",
      "Unit 10",
      "Unit 15",
      "Unit 20",
      "Unit 25",
    ]);
    expect((await list(`?categoryId=${crane.id}`)).map((u) => u.name)).toEqual(["Unit 01", "Unit 02", "Unit 03"]);
    const count = async (query = "") => (await t.api.as(w.admin).get(`${w.base}/count${query}`)).json();
    expect(await count()).toEqual({ count: 25 });
    expect(await count("?status=ACTIVATED")).toEqual({ count: 5 });
    expect(await count(`?categoryId=${crane.id}&status=PLAN`)).toEqual({ count: 3 });
    expect(await count("?q=nothing")).toEqual({ count: 0 });
  });
});

describe("unit categories", () => {
  it("are the company's UNIT_CATEGORY list: by name, renamed, unique names, deleted off their units", async () => {
    const w = await world();
    const url = `${w.base}/categories`;
    const b = await w.category("Beta");
    const a = await w.category("Alpha");
    expect((await t.api.as(w.admin).get(url)).json()).toEqual([
      { id: a.id, name: "Alpha" },
      { id: b.id, name: "Beta" },
    ]);
    // Not among the reminder categories.
    const reminders = await t.api.as(w.admin).get(`/api/companies/${w.company.id}/categories`);
    expect(reminders.statusCode).toBe(200);
    expect(reminders.body).not.toContain(a.id);
    const duplicate = await t.api.as(w.admin).post(url, { name: "alpha" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: ErrorCode.Conflict, field: "name" });
    const renamed = await t.api.as(w.admin).put(`${url}/${a.id}`, { name: "Aardvark" });
    expect(renamed.json()).toEqual({ id: a.id, name: "Aardvark" });
    const made = await w.unit({ categoryIds: [a.id, b.id] });
    expect(made.categories.map((c) => c.name)).toEqual(["Aardvark", "Beta"]);
    expect((await t.api.as(w.admin).delete(`${url}/${a.id}`)).statusCode).toBe(200);
    expect((await w.read(made.id)).categories).toEqual([{ id: b.id, name: "Beta" }]);
    expect((await t.api.as(w.admin).delete(`${url}/${a.id}`)).statusCode).toBe(404);
    expect((await t.api.as(w.admin).put(`${url}/${a.id}`, { name: "Gone" })).statusCode).toBe(404);
  });

  it("hold at most 100 (409 LIMIT_REACHED), all listed by default", async () => {
    const w = await world();
    const url = `${w.base}/categories`;
    for (let i = 0; i < 100; i++) await w.category(`Category ${String(i).padStart(3, "0")}`);
    const over = await t.api.as(w.admin).post(url, { name: "One too many" });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe(ErrorCode.LimitReached);
    expect((await t.api.as(w.admin).get(url)).json()).toHaveLength(100);
    expect((await t.api.as(w.admin).get(`${url}?limit=10&offset=95`)).json()).toHaveLength(5);
    expect((await t.api.as(w.admin).get(`${url}?limit=101`)).statusCode).toBe(400);
  });
});

describe("unit members", () => {
  it("are added assigned, listed with their place, counted while assigned, unassigned and removed", async () => {
    const w = await world();
    const made = await w.unit();
    const anna = await w.member("Anna Berg");
    const members = `${w.base}/${made.id}/users`;
    const added = await t.api.as(w.admin).post(members, { userId: anna.user.id });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ user: { id: anna.user.id, name: "Anna Berg" }, status: "ASSIGNED" });
    const read = await w.read(made.id);
    expect(read.memberCount).toBe(1);
    expect(read.users).toEqual([added.json()]);

    const again = await t.api.as(w.admin).post(members, { userId: anna.user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.AlreadyMember, field: "userId" });

    const unassigned = await t.api.as(w.admin).put(`${members}/${anna.user.id}`, { status: "UNASSIGNED" });
    expect(unassigned.json()).toMatchObject({ status: "UNASSIGNED" });
    expect(await w.read(made.id)).toMatchObject({ memberCount: 0, users: [{ status: "UNASSIGNED" }] });
    expect((await t.api.as(w.admin).put(`${members}/${anna.user.id}`, { status: "ASSIGNED" })).statusCode).toBe(200);

    expect((await t.api.as(w.admin).delete(`${members}/${anna.user.id}`)).statusCode).toBe(200);
    expect((await w.read(made.id)).users).toEqual([]);
    expect((await t.api.as(w.admin).delete(`${members}/${anna.user.id}`)).statusCode).toBe(404);
    expect((await t.api.as(w.admin).put(`${members}/${anna.user.id}`, { status: "ASSIGNED" })).statusCode).toBe(404);
  });

  it("are members of the company only; an inactivated unit keeps its members and takes no new ones", async () => {
    const w = await world();
    const other = await world();
    const made = await w.unit();
    const members = `${w.base}/${made.id}/users`;
    const outsider = await t.api.as(w.admin).post(members, { userId: other.admin.user.id });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toMatchObject({ code: ErrorCode.Validation, field: "userId" });

    const kept = await w.member("Kept");
    await w.ok("POST", members, { userId: kept.user.id });
    await w.ok("PUT", `${w.base}/${made.id}`, { status: "INACTIVATED" });
    const refused = await t.api.as(w.admin).post(members, { userId: w.plain.user.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: ErrorCode.Conflict, field: "status" });
    expect((await w.read(made.id)).users.map((u) => u.user.id)).toEqual([kept.user.id]);
    // Their place may still change.
    expect((await t.api.as(w.admin).put(`${members}/${kept.user.id}`, { status: "UNASSIGNED" })).statusCode).toBe(200);
  });

  it("leave the company's units, and stop managing them, when they leave the company", async () => {
    const w = await world();
    const leaver = await w.member("Leaver");
    const made = await w.unit({ managerId: leaver.user.id });
    await w.ok("POST", `${w.base}/${made.id}/users`, { userId: leaver.user.id });
    const usersAdmin = await newMember(t, w.company.id, ["UsersEdit", "FullUserPermissionsEdit"]);
    const removed = await t.api.as(usersAdmin).delete(`/api/companies/${w.company.id}/users/${leaver.user.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await w.read(made.id)).toMatchObject({ manager: null, users: [], version: 2 });
  });

  it(`hold at most ${UNIT_MEMBER_LIMIT} (409 LIMIT_REACHED)`, async () => {
    const w = await world();
    const made = await w.unit();
    const db = t.deps.db;
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: UNIT_MEMBER_LIMIT }, (_, i) => ({
          name: `Crew ${i}`,
          email: `crew-${i}-${made.id}@example.test`,
          passwordHash: "-",
        })),
      )
      .returning({ id: users.id });
    await withTenant(db, { companyIds: [w.company.id] }, async (tx) => {
      await tx.insert(companyUsers).values(people.map((p) => ({ companyId: w.company.id, userId: p.id })));
      await tx
        .insert(unitUsers)
        .values(people.slice(1).map((p) => ({ companyId: w.company.id, unitId: made.id, userId: p.id })));
    });
    const membersUrl = `${w.base}/${made.id}/users`;
    expect((await t.api.as(w.admin).post(membersUrl, { userId: people[0]?.id })).statusCode).toBe(201);
    const over = await t.api.as(w.admin).post(membersUrl, { userId: w.plain.user.id });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe(ErrorCode.LimitReached);
    expect((await w.read(made.id)).memberCount).toBe(UNIT_MEMBER_LIMIT);
  });
});

describe("unit files", () => {
  it("are uploaded as an object's files are, listed newest first (21 at most), downloaded as attachments, deleted", async () => {
    const w = await world();
    const made = await w.unit();
    const files = `${w.base}/${made.id}/files`;
    const uploaded = await uploadFile(t, w.admin, files, "plan.txt", "text/plain", "site plan");
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json();
    expect(file).toMatchObject({
      uploadName: "plan.txt",
      size: 9,
      contentType: "text/plain",
      uploadStatus: "COMPLETE",
      uploadProgress: 100,
    });
    // The spec's path has a trailing slash; both forms answer.
    expect((await t.api.as(w.admin).get(`${files}/`)).json()).toEqual([file]);
    expect((await t.api.as(w.admin).get(files)).json()).toEqual([file]);

    const download = await t.api.as(w.admin).get(`${files}/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("site plan");
    expect(download.headers["content-disposition"]).toContain('attachment; filename="plan.txt"');
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    const html = await uploadFile(t, w.admin, files, "page.html", "text/html", "<script>alert(1)</script>");
    const served = await t.api.as(w.admin).get(`${files}/${html.json().id}`);
    expect(served.headers["content-type"]).toBe("application/octet-stream");

    for (let i = 0; i < 20; i++) await uploadFile(t, w.admin, files, `file-${i}.txt`, "text/plain", `${i}`);
    const page = (await t.api.as(w.admin).get(`${files}/`)).json() as { uploadName: string }[];
    expect(page).toHaveLength(21);
    expect(page[0]?.uploadName).toBe("file-19.txt");
    expect((await t.api.as(w.admin).get(`${files}/?offset=21`)).json()).toHaveLength(1);
    expect((await t.api.as(w.admin).get(`${files}/?limit=22`)).statusCode).toBe(400);

    expect((await t.api.as(w.admin).delete(`${files}/${file.id}`)).statusCode).toBe(200);
    expect((await t.api.as(w.admin).get(`${files}/${file.id}`)).statusCode).toBe(404);
    expect((await t.api.as(w.admin).delete(`${files}/${file.id}`)).statusCode).toBe(404);
    await expect(readStored(`${w.company.id}/units/${made.id}/${file.id}`)).rejects.toThrow();
  });

  it("refuses an upload without a file, and one to a unit that is not there", async () => {
    const w = await world();
    const made = await w.unit();
    const empty = await t.api.as(w.admin).post(`${w.base}/${made.id}/files`, "--x--\r\n", {
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(empty.statusCode).toBe(400);
    const missing = await uploadFile(t, w.admin, `${w.base}/${crypto.randomUUID()}/files`, "a.txt", "text/plain", "a");
    expect(missing.statusCode).toBe(404);
  });

  it("go from storage with their unit", async () => {
    const w = await world();
    const made = await w.unit();
    const files = `${w.base}/${made.id}/files`;
    const one = (await uploadFile(t, w.admin, files, "one.txt", "text/plain", "one")).json();
    const two = (await uploadFile(t, w.admin, files, "two.txt", "text/plain", "two")).json();
    const key = (id: string) => `${w.company.id}/units/${made.id}/${id}`;
    await expect(readStored(key(one.id))).resolves.toBe("one");
    expect((await t.api.as(w.admin).delete(`${w.base}/${made.id}`)).statusCode).toBe(200);
    await expect(readStored(key(one.id))).rejects.toThrow();
    await expect(readStored(key(two.id))).rejects.toThrow();
  });
});

async function readStored(key: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of await t.deps.storage.read(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
}

describe("unit products", () => {
  it("link a catalogue product (its number, name and unit) with the unit's own quantity and note; listed by name, saved on their version, deleted", async () => {
    const w = await world();
    const made = await w.unit();
    const url = `${w.base}/${made.id}/products`;
    const drillProduct = await w.product("Drill");
    const dieselProduct = await w.product("Diesel", "LTR");
    const drill = (await w.ok("POST", url, { productId: drillProduct.id })) as UnitProduct;
    expect(drill).toMatchObject({
      productId: drillProduct.id,
      number: drillProduct.number,
      name: "Drill",
      description: "",
      quantity: 1,
      unitCode: "PCS",
      version: 1,
    });
    const diesel = (await w.ok("POST", url, {
      productId: dieselProduct.id,
      description: "Tank",
      quantity: 250.5,
    })) as UnitProduct;
    expect(diesel).toMatchObject({ name: "Diesel", unitCode: "LTR", quantity: 250.5 });
    expect((await t.api.as(w.admin).get(url)).json()).toEqual([diesel, drill]);
    expect((await t.api.as(w.admin).get(`${url}/${diesel.id}`)).json()).toEqual(diesel);

    // PUT takes what GET answers; a field not sent is kept.
    const same = (await w.ok("PUT", `${url}/${diesel.id}`, diesel)) as UnitProduct;
    expect(same).toEqual({ ...diesel, version: 2 });
    const topped = (await w.ok("PUT", `${url}/${diesel.id}`, { quantity: 300, version: 2 })) as UnitProduct;
    expect(topped).toMatchObject({ name: "Diesel", description: "Tank", quantity: 300, unitCode: "LTR", version: 3 });
    const stale = await t.api.as(w.admin).put(`${url}/${diesel.id}`, { quantity: 1, version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: ErrorCode.StaleVersion, current: { quantity: 300, version: 3 } });
    expect((await t.api.as(w.admin).put(`${url}/${diesel.id}`, { productId: "nope" })).statusCode).toBe(400);
    expect((await t.api.as(w.admin).post(url, { name: "Free text" })).statusCode).toBe(400);

    // The catalogue product's name is the unit product's; the link moves to another product.
    await t.api.as(w.seller).put(`/api/companies/${w.company.id}/products/${dieselProduct.id}`, { name: "Diesel MK1" });
    expect((await t.api.as(w.admin).get(`${url}/${diesel.id}`)).json()).toMatchObject({ name: "Diesel MK1" });
    const moved = (await w.ok("PUT", `${url}/${diesel.id}`, { productId: drillProduct.id })) as UnitProduct;
    expect(moved).toMatchObject({ productId: drillProduct.id, name: "Drill", quantity: 300, description: "Tank" });

    // A linked catalogue product is made inactive instead of deleted.
    const removed = await t.api.as(w.seller).delete(`/api/companies/${w.company.id}/products/${drillProduct.id}`);
    expect(removed.json()).toEqual({ ok: true, deactivated: true, reasons: ["unitProducts"] });

    expect((await t.api.as(w.admin).delete(`${url}/${drill.id}`)).statusCode).toBe(200);
    expect((await t.api.as(w.admin).delete(`${url}/${drill.id}`)).statusCode).toBe(404);
    expect((await t.api.as(w.admin).put(`${url}/${drill.id}`, { quantity: 2 })).statusCode).toBe(404);
    expect((await t.api.as(w.admin).get(`${url}/${drill.id}`)).statusCode).toBe(404);
    expect((await t.api.as(w.admin).get(url)).json()).toEqual([{ ...moved }]);
  });

  it("are fetched 101 at a time at most", async () => {
    const w = await world();
    const made = await w.unit();
    const url = `${w.base}/${made.id}/products`;
    for (let i = 0; i < 102; i++) {
      const product = await w.product(`Item ${String(i).padStart(3, "0")}`);
      await w.ok("POST", url, { productId: product.id });
    }
    const page = (await t.api.as(w.admin).get(url)).json() as UnitProduct[];
    expect(page).toHaveLength(101);
    expect(page[100]?.name).toBe("Item 100");
    expect((await t.api.as(w.admin).get(`${url}?offset=100`)).json()).toHaveLength(2);
    expect((await t.api.as(w.admin).get(`${url}?limit=102`)).statusCode).toBe(400);
  });
});

describe("who may use units", () => {
  it("needs CompanyUnits and a full member; the matrix needs the skills feature as well", async () => {
    const w = await world();
    const made = await w.unit();
    const category = await w.category("Cranes");
    const drill = await w.product("Drill");
    const product = await w.ok("POST", `${w.base}/${made.id}/products`, { productId: drill.id });
    const file = (await uploadFile(t, w.admin, `${w.base}/${made.id}/files`, "a.txt", "text/plain", "a")).json();
    const u = `${w.base}/${made.id}`;
    const requests: [string, string, object?][] = [
      ["GET", w.base],
      ["GET", `${w.base}/count`],
      ["POST", w.base, { name: "Mine" }],
      ["GET", u],
      ["PUT", u, { name: "Mine" }],
      ["DELETE", u],
      ["GET", `${w.base}/categories`],
      ["POST", `${w.base}/categories`, { name: "Mine" }],
      ["PUT", `${w.base}/categories/${category.id}`, { name: "Mine" }],
      ["DELETE", `${w.base}/categories/${category.id}`],
      ["POST", `${u}/users`, { userId: w.plain.user.id }],
      ["PUT", `${u}/users/${w.admin.user.id}`, { status: "UNASSIGNED" }],
      ["DELETE", `${u}/users/${w.admin.user.id}`],
      ["GET", `${u}/files/`],
      ["GET", `${u}/files/${file.id}`],
      ["DELETE", `${u}/files/${file.id}`],
      ["GET", `${u}/products`],
      ["POST", `${u}/products`, { productId: drill.id }],
      ["GET", `${u}/products/${product.id}`],
      ["PUT", `${u}/products/${product.id}`, { quantity: 2 }],
      ["DELETE", `${u}/products/${product.id}`],
      ["GET", `${u}/matrix`],
      ["GET", `${u}/matrix/export?format=csv`],
    ];
    for (const who of [w.plain, w.guest]) {
      for (const [method, url, payload] of requests) {
        const response = await t.api.as(who).send({ method: method as "GET", url, payload });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      const upload = await uploadFile(t, who, `${u}/files`, "b.txt", "text/plain", "b");
      expect(upload.statusCode).toBe(403);
    }
    expect((await w.read(made.id)).name).toBe("Crew");

    const noSkills = await world({ skills: false });
    const plain = await noSkills.unit();
    expect((await t.api.as(noSkills.admin).get(`${noSkills.base}/${plain.id}`)).statusCode).toBe(200);
    for (const path of ["matrix", "matrix/export?format=csv", "matrix/export?format=pdf"]) {
      expect((await t.api.as(noSkills.admin).get(`${noSkills.base}/${plain.id}/${path}`)).statusCode).toBe(403);
    }
  });

  it("answers 404 for another company's unit, category, product, file and member used through one's own", async () => {
    const w = await world();
    const other = await world();
    const mine = await w.unit();
    const theirs = await other.unit();
    const theirCategory = await other.category("Theirs");
    const theirCatalogue = await other.product("Theirs");
    const theirProduct = await other.ok("POST", `${other.base}/${theirs.id}/products`, {
      productId: theirCatalogue.id,
    });
    const mineCatalogue = await w.product("Mine");
    const theirFile = (
      await uploadFile(t, other.admin, `${other.base}/${theirs.id}/files`, "t.txt", "text/plain", "t")
    ).json();
    await other.ok("POST", `${other.base}/${theirs.id}/users`, { userId: other.plain.user.id });
    const before = await other.read(theirs.id);
    const u = `${w.base}/${mine.id}`;
    const t_ = `${w.base}/${theirs.id}`;
    const requests: [string, string, object?][] = [
      ["GET", t_],
      ["PUT", t_, { name: "Taken" }],
      ["DELETE", t_],
      ["POST", `${t_}/users`, { userId: w.plain.user.id }],
      ["GET", `${t_}/files/`],
      ["GET", `${t_}/products`],
      ["POST", `${t_}/products`, { productId: mineCatalogue.id }],
      ["POST", `${u}/products`, { productId: theirCatalogue.id }],
      ["GET", `${t_}/matrix`],
      ["GET", `${t_}/matrix/export?format=pdf`],
      ["PUT", `${w.base}/categories/${theirCategory.id}`, { name: "Taken" }],
      ["DELETE", `${w.base}/categories/${theirCategory.id}`],
      ["GET", `${u}/products/${theirProduct.id}`],
      ["PUT", `${u}/products/${theirProduct.id}`, { quantity: 2 }],
      ["DELETE", `${u}/products/${theirProduct.id}`],
      ["GET", `${u}/files/${theirFile.id}`],
      ["DELETE", `${u}/files/${theirFile.id}`],
      ["PUT", `${u}/users/${other.plain.user.id}`, { status: "UNASSIGNED" }],
      ["DELETE", `${u}/users/${other.plain.user.id}`],
    ];
    for (const [method, url, payload] of requests) {
      const response = await t.api.as(w.admin).send({ method: method as "GET", url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const upload = await uploadFile(t, w.admin, `${t_}/files`, "x.txt", "text/plain", "x");
    expect(upload.statusCode).toBe(404);
    // Nothing of theirs changed.
    expect(await other.read(theirs.id)).toEqual(before);
    expect((await t.api.as(other.admin).get(`${other.base}/categories`)).json()).toEqual([
      { id: theirCategory.id, name: "Theirs" },
    ]);
    expect((await t.api.as(other.admin).get(`${other.base}/${theirs.id}/products`)).json()).toHaveLength(1);
    expect((await t.api.as(other.admin).get(`${other.base}/${theirs.id}/files/`)).json()).toHaveLength(1);
  });
});

describe("the competence matrix", () => {
  async function crew() {
    const w = await world();
    const made = await w.unit({ status: "ACTIVATED" });
    const truck = await w.skill("Truck licence");
    const aid = await w.skill("First aid", null);
    const crane = await w.skill("Crane", 24);
    const notRequired = await w.skill("Welding");
    await w.ok("PUT", `${w.base}/${made.id}`, { skillIds: [truck.id, crane.id, aid.id] });
    const bo = await w.member("Bo Ek");
    const anna = await w.member("Anna Berg");
    const cecilia = await w.member("Cecilia Dahl");
    const gone = await w.member("Aaron Unassigned");
    for (const m of [bo, anna, cecilia, gone]) await w.ok("POST", `${w.base}/${made.id}/users`, { userId: m.user.id });
    await w.ok("PUT", `${w.base}/${made.id}/users/${gone.user.id}`, { status: "UNASSIGNED" });
    const matrix = async (who: Who = w.admin) => {
      const response = await t.api.as(who).get(`${w.base}/${made.id}/matrix`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as UnitMatrix;
    };
    const { today } = await matrix();
    const truckAnna = await w.holds(anna.user.id, truck.id, "2020-01-01", addDays(today, -1));
    const craneAnna = await w.holds(anna.user.id, crane.id, addDays(today, -700), addDays(today, 30));
    await w.holds(anna.user.id, aid.id, "2021-05-05", null);
    await w.holds(anna.user.id, notRequired.id, "2021-05-05", null);
    await w.holds(bo.user.id, truck.id, addDays(today, -30), today);
    await w.holds(bo.user.id, crane.id, addDays(today, -30), addDays(today, 31));
    await w.holds(gone.user.id, truck.id, "2020-01-01", null);
    return { w, made, today, matrix, truck, aid, crane, anna, bo, cecilia, truckAnna, craneAnna };
  }

  it("shows the assigned members by name against the required skills by name, coloured on the company's day", async () => {
    const c = await crew();
    const m = await c.matrix();
    expect(m.unit).toEqual({ id: c.made.id, name: "Crew" });
    expect(m.skills.map((s) => s.name)).toEqual(["Crane", "First aid", "Truck licence"]);
    expect(m.rows.map((r) => r.user.name)).toEqual(["Anna Berg", "Bo Ek", "Cecilia Dahl"]);
    const statuses = m.rows.map((r) => r.cells.map((cell) => cell.status));
    expect(statuses).toEqual([
      ["expiring", "valid", "expired"],
      ["valid", "missing", "expiring"],
      ["missing", "missing", "missing"],
    ]);
    expect(m.rows[0]?.cells[0]).toEqual({
      skillId: c.crane.id,
      status: "expiring",
      achievedOn: addDays(m.today, -700),
      validUntil: addDays(m.today, 30),
      userSkillId: c.craneAnna.id,
    });
    expect(m.rows[2]?.cells[0]).toEqual({
      skillId: c.crane.id,
      status: "missing",
      achievedOn: null,
      validUntil: null,
      userSkillId: null,
    });
  });

  it("takes today from the company's time zone", async () => {
    const east = await world({ timeZone: "Pacific/Kiritimati" });
    const west = await world({ timeZone: "Pacific/Pago_Pago" });
    const dayIn = (timeZone: string) => new Date().toLocaleDateString("sv-SE", { timeZone });
    const before = [dayIn("Pacific/Kiritimati"), dayIn("Pacific/Pago_Pago")];
    const today = async (w: Awaited<ReturnType<typeof world>>) => {
      const made = await w.unit();
      return ((await t.api.as(w.admin).get(`${w.base}/${made.id}/matrix`)).json() as UnitMatrix).today;
    };
    const eastDay = await today(east);
    const westDay = await today(west);
    const after = [dayIn("Pacific/Kiritimati"), dayIn("Pacific/Pago_Pago")];
    // UTC+14 and UTC-11: always a day or two apart.
    expect(eastDay > westDay).toBe(true);
    expect([before[0], after[0]]).toContain(eastDay);
    expect([before[1], after[1]]).toContain(westDay);
  });

  it("exports CSV for Excel (UTF-8 with BOM, ';'), in the reader's language, one skill's column when asked", async () => {
    const c = await crew();
    const url = `${c.w.base}/${c.made.id}/matrix/export`;
    const csv = await t.api.as(c.w.admin).get(`${url}?format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toContain("attachment");
    expect(csv.headers["content-disposition"]).toContain(encodeURIComponent(`Kompetensmatris – Crew ${c.today}.csv`));
    expect(readCsv(csv.rawPayload)).toEqual([
      ["Namn", "Crane", "First aid", "Truck licence"],
      ["Anna Berg", `går ut snart ${addDays(c.today, 30)}`, "giltig", `utgången ${addDays(c.today, -1)}`],
      ["Bo Ek", `giltig ${addDays(c.today, 31)}`, "saknas", `går ut snart ${c.today}`],
      ["Cecilia Dahl", "saknas", "saknas", "saknas"],
    ]);

    await t.deps.db.update(users).set({ language: "en" }).where(eq(users.id, c.w.admin.user.id));
    const english = await t.api.as(c.w.admin).get(`${url}?format=csv&skillId=${c.truck.id}`);
    expect(readCsv(english.rawPayload)).toEqual([
      ["Name", "Truck licence"],
      ["Anna Berg", `expired ${addDays(c.today, -1)}`],
      ["Bo Ek", `expiring ${c.today}`],
      ["Cecilia Dahl", "missing"],
    ]);
    expect(english.headers["content-disposition"]).toContain(
      encodeURIComponent(`Competence matrix – Crew ${c.today}.csv`),
    );
    // Each export is in the audit log: what (the unit's matrix), who, and the filters; a refused one is not.
    const exports = rowsOf<{ kind: string; label: string; actor_user_id: string; changes: unknown }>(
      await t.deps.db.execute(
        sql`select kind, label, actor_user_id, changes from audit_events
            where action = 'export' and entity_id = ${c.made.id} order by audit_events.id`,
      ),
    );
    expect(exports).toEqual([
      {
        kind: "competence_matrix",
        label: "Crew",
        actor_user_id: c.w.admin.user.id,
        changes: { format: [null, "csv"] },
      },
      {
        kind: "competence_matrix",
        label: "Crew",
        actor_user_id: c.w.admin.user.id,
        changes: { format: [null, "csv"], skillId: [null, c.truck.id] },
      },
    ]);
    const notRequired = await t.api.as(c.w.admin).get(`${url}?format=csv&skillId=${crypto.randomUUID()}`);
    expect(notRequired.statusCode).toBe(400);
    expect((await t.api.as(c.w.admin).get(`${url}?format=xlsx`)).statusCode).toBe(400);
  });

  it("keeps CSV fields whole and inert: every field quoted, formulas defused, as a parser and a spreadsheet read it", async () => {
    const w = await world();
    const made = await w.unit({ name: "Crew" });
    // Each hostile text and what the file says instead (read back by a CSV parser).
    const hostile: [string, string][] = [
      ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
      ["a,=1+1", "a,'=1+1"],
      ["@SUM(1)", "'@SUM(1)"],
      ["\t=1", "'\t=1"],
      ["-2+3", "'-2+3"],
      ['Heights; "roof"\r\n=2+2', `Heights; "roof"\r\n'=2+2`],
    ];
    const skillIds: string[] = [];
    for (const [name] of hostile) skillIds.push((await w.skill(`${name} skill`)).id);
    await w.ok("PUT", `${w.base}/${made.id}`, { skillIds });
    for (const [name] of hostile) {
      const member = await w.member(name);
      await w.ok("POST", `${w.base}/${made.id}/users`, { userId: member.user.id });
    }
    const csv = await t.api.as(w.admin).get(`${w.base}/${made.id}/matrix/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = readCsv(csv.rawPayload);
    const safe = hostile.map(([, written]) => written).sort();
    expect(header?.[0]).toBe("Namn");
    expect(header?.slice(1).sort()).toEqual(safe.map((name) => `${name} skill`).sort());
    expect(rows.map((row) => row[0]).sort()).toEqual(safe);
    expect(rows.every((row) => row.slice(1).every((cell) => cell === "saknas"))).toBe(true);
    expect(formulaCells(csv.rawPayload)).toEqual([]);
  });

  it("exports a PDF with each assigned member's skills and their states", async () => {
    const c = await crew();
    const response = await t.api.as(c.w.admin).get(`${c.w.base}/${c.made.id}/matrix/export?format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain("attachment");
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      "Kompetensmatris",
      "Crew",
      `Färger per ${c.today}`,
      "Krav på kompetens: Crane, First aid, Truck licence",
      "Anna Berg",
      `Crane: går ut snart ${addDays(c.today, 30)}`,
      "First aid: giltig",
      `Truck licence: utgången ${addDays(c.today, -1)}`,
      "Bo Ek",
      "First aid: saknas",
      "Cecilia Dahl",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Aaron Unassigned");
    expect(text).not.toContain("Welding");
  });
});
