import { randomUUID } from "node:crypto";
import { GROUP_CATEGORY, type Permission } from "@app/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../src/db/client";
import { categories, skills } from "../src/db/schema";
import { createObject } from "./factories";
import { createGroup, twoCompanies } from "./fixtures";
import { createTestApp, type TestApp } from "./helpers";
import { editor, newMember, publicationsUrl } from "./objects";

// The spec saves a notice, an object and a group with PUT "with the whole" entity: each PUT takes
// exactly what its GET answered, keeps what is not sent, and clears only on an explicit null.

type Body = Record<string, unknown>;
const granted: Permission[] = [
  ...editor,
  "DocumentReminders",
  "CategoriesAndStatuses",
  "AuthorizationGroups",
  "CustomerCreate",
  "CompanyUnits",
  "Products",
  "Tasks",
];

let t: TestApp;
let fx: Awaited<ReturnType<typeof twoCompanies>>;
let other: { id: string; name: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  fx = await twoCompanies(t, granted);
  // "Member 0" sorts after "Alpha AB User": assignee lists read in the order they are written here.
  const member = await newMember(t, fx.a.company.id, []);
  other = { id: member.user.id, name: member.user.name, email: member.user.email };
});
afterAll(() => t.close());

const companyUrl = (rest: string) => `/api/companies/${fx.a.company.id}${rest}`;

async function call(method: "GET" | "POST" | "PUT", url: string, payload?: Body, token = fx.a.token) {
  return t.api.as(token).send({ method, url, payload });
}

async function read(url: string): Promise<Body> {
  const response = await call("GET", url);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json();
}

async function create(url: string, payload: Body): Promise<Body> {
  const response = await call("POST", url, payload);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json();
}

/** The entity less what any save changes (the version and who changed it when). */
const stable = ({ version: _v, updatedAt: _a, updatedBy: _b, ...rest }: Body) => rest;

/** Read when the test runs, once the fixtures it names exist. */
type Row = { field: string; values: () => { send: Body; shows: Body } };
const row = (field: string, send: () => Body, shows: () => Body = send): Row => ({
  field,
  values: () => ({ send: send(), shows: shows() }),
});

interface Entity {
  name: string;
  /** A new entity; answers its URL. */
  make(): Promise<string>;
  /** Server-owned fields with other values than the GET answers: a PUT ignores them. */
  serverOwned: Body;
  /** One change per writable field: what is sent (over the GET body) and what the GET then shows. */
  changes: Row[];
  /** Each nullable field cleared by an explicit null. */
  clears: Row[];
  /** The entity in the PUT's answer, when it answers more than the entity. */
  unwrap?: (answer: Body) => Body;
}

let reminderCategories: Body[];
let groupCategories: Body[];
let customers: Body[];
let objectGroups: Body[];
let unitCategories: Body[];
let unitSkills: Body[];
const category = (row: Body) => ({ id: row.id, name: row.name, color: row.color });

beforeAll(async () => {
  reminderCategories = [
    await create(companyUrl("/categories"), { name: "Leases", color: 0x2f9e44 }),
    await create(companyUrl("/categories"), { name: "Service", color: 0xff8800 }),
  ];
  groupCategories = await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
    tx
      .insert(categories)
      .values([
        { companyId: fx.a.company.id, type: GROUP_CATEGORY, name: "Kunder", color: 1 },
        { companyId: fx.a.company.id, type: GROUP_CATEGORY, name: "Leverantörer", color: 2 },
      ])
      .returning(),
  );
  customers = [
    await create(companyUrl("/customers"), { name: "Bergström Bygg AB" }),
    await create(companyUrl("/customers"), { name: "Lindqvist El AB" }),
  ];
  objectGroups = [
    await createGroup(t.deps.db, fx.a.company.id, "Ledning", [fx.a.user.id]),
    await createGroup(t.deps.db, fx.a.company.id, "Ekonomi", [fx.a.user.id]),
  ];
  unitCategories = [
    await create(companyUrl("/units/categories"), { name: "Lyftkranar" }),
    await create(companyUrl("/units/categories"), { name: "Truckar" }),
  ];
  // Skills are written directly: the units module only reads them.
  unitSkills = await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
    tx
      .insert(skills)
      .values([
        { companyId: fx.a.company.id, name: "Fallskydd", validityMonths: 36 },
        { companyId: fx.a.company.id, name: "Heta arbeten", validityMonths: null },
      ])
      .returning(),
  );
});

const me = () => ({ id: fx.a.user.id, name: fx.a.user.name, email: fx.a.user.email });
const ref = (row: Body) => ({ id: row.id, name: row.name });
/** A task's member as GET answers it (these users have no picture). */
const taskMember = (row: Body) => ({ ...ref(row), hasAvatar: false });

const service = () => category(reminderCategories[1] ?? {});
const notice: Entity = {
  name: "a notice (PUT /companies/{companyId}/notices/{id})",
  async make() {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Office lease" });
    const created = await create(companyUrl("/notices"), {
      publicationId: object.id,
      title: "Renegotiate",
      description: "Call the landlord",
      enddate: "2027-06-30",
      reminderAt: "2027-05-01",
      noticePeriod: "2 months",
      tag: "lease,office",
      assigneeIds: [fx.a.user.id],
      categoryId: reminderCategories[0]?.id,
    });
    return companyUrl(`/notices/${created.id}`);
  },
  serverOwned: {
    id: randomUUID(),
    createdAt: "2000-01-01T00:00:00.000Z",
    completedAt: "2000-01-01T00:00:00.000Z",
    publication: { id: randomUUID(), name: "Elsewhere" },
    company: { id: randomUUID() },
  },
  changes: [
    row("title", () => ({ title: "Renegotiate now" })),
    row("description", () => ({ description: "Mail them" })),
    row("enddate", () => ({ enddate: "2027-12-31" })),
    row("reminderAt", () => ({ reminderAt: "2027-04-01" })),
    row("noticePeriod", () => ({ noticePeriod: "3 months" })),
    row(
      "status",
      () => ({ status: true }),
      () => ({ status: true, completedAt: expect.stringMatching(/^\d{4}-/) }),
    ),
    row("tag", () => ({ tag: "lease" })),
    row("manager", () => ({ manager: other })),
    row(
      "managerId",
      () => ({ managerId: other.id }),
      () => ({ manager: other }),
    ),
    row("assignees", () => ({ assignees: [me(), other] })),
    row(
      "assigneeIds",
      () => ({ assigneeIds: [other.id] }),
      () => ({ assignees: [other] }),
    ),
    row("companyCategory", () => ({ companyCategory: service() })),
    row(
      "categoryId",
      () => ({ categoryId: service().id }),
      () => ({ companyCategory: service() }),
    ),
  ],
  clears: [
    row("enddate", () => ({ enddate: null })),
    row("reminderAt", () => ({ reminderAt: null })),
    row("noticePeriod", () => ({ noticePeriod: null })),
    row("manager", () => ({ manager: null })),
    row(
      "managerId",
      () => ({ managerId: null }),
      () => ({ manager: null }),
    ),
    row("companyCategory", () => ({ companyCategory: null })),
    row(
      "categoryId",
      () => ({ categoryId: null }),
      () => ({ companyCategory: null }),
    ),
  ],
};

const ekonomi = () => ref(objectGroups[1] ?? {});
const publication: Entity = {
  name: "an object (PUT /companies/{companyId}/publications/{id})",
  async make() {
    const created = await createObject(t, fx.a, fx.a.company.id, {
      name: "Lease contract",
      description: "Head office",
      body: "<p>Terms</p>",
      periodDate: "2027-01-31",
      tags: ["lease", "office"],
      groupId: objectGroups[0]?.id,
    });
    return publicationsUrl(fx.a.company.id, `/${created.id}`);
  },
  serverOwned: {
    id: randomUUID(),
    companyId: randomUUID(),
    type: "card",
    objectNumber: 999,
    status: "archived",
    createdAt: "2000-01-01T00:00:00.000Z",
    createdBy: null,
    watched: true,
    lock: null,
    can: { edit: false, archive: false, share: false, unlock: false },
  },
  changes: [
    row("name", () => ({ name: "Lease contract 2" })),
    row("description", () => ({ description: "Branch office" })),
    row("body", () => ({ body: "<p>New terms</p>" })),
    row("periodDate", () => ({ periodDate: "2028-01-31" })),
    row("tags", () => ({ tags: ["lease"] })),
    row("group", () => ({ group: ekonomi() })),
    row(
      "groupId",
      () => ({ groupId: ekonomi().id }),
      () => ({ group: ekonomi() }),
    ),
  ],
  clears: [
    row("periodDate", () => ({ periodDate: null })),
    row("group", () => ({ group: null })),
    row(
      "groupId",
      () => ({ groupId: null }),
      () => ({ group: null }),
    ),
  ],
};

const lindqvist = () => ref(customers[1] ?? {});
const suppliers = () => category(groupCategories[1] ?? {});
const group: Entity = {
  name: "a customer portal (PUT /companies/{id}/groups/{groupId})",
  async make() {
    const created = await create(companyUrl("/groups"), {
      name: "Bergström portal",
      type: "PORTAL",
      customerId: customers[0]?.id,
      categoryId: groupCategories[0]?.id,
    });
    return companyUrl(`/groups/${created.id}`);
  },
  serverOwned: {
    id: randomUUID(),
    customerConnected: false,
    memberCount: 99,
    objectCount: 99,
    createdAt: "2000-01-01T00:00:00.000Z",
  },
  changes: [
    row("name", () => ({ name: "Bergström kundportal" })),
    row("type", () => ({ type: "HIDDEN" })),
    row("customer", () => ({ customer: lindqvist() })),
    row(
      "customerId",
      () => ({ customerId: lindqvist().id }),
      () => ({ customer: lindqvist() }),
    ),
    row("category", () => ({ category: suppliers() })),
    row(
      "categoryId",
      () => ({ categoryId: suppliers().id }),
      () => ({ category: suppliers() }),
    ),
  ],
  clears: [
    row("category", () => ({ category: null })),
    row(
      "categoryId",
      () => ({ categoryId: null }),
      () => ({ category: null }),
    ),
    row(
      "customer (of a group that is no portal)",
      () => ({ type: "HIDDEN", customer: null }),
      () => ({ type: "HIDDEN", customer: null, customerConnected: false }),
    ),
    row(
      "customerId (of a group that is no portal)",
      () => ({ type: "HIDDEN", customerId: null }),
      () => ({ type: "HIDDEN", customer: null, customerConnected: false }),
    ),
  ],
};

const trucks = () => ref(unitCategories[1] ?? {});
const hotWork = () => ({ id: unitSkills[1]?.id, name: "Heta arbeten", validityMonths: null });
const unit: Entity = {
  name: "a unit (PUT /companies/{companyId}/units/{unitId})",
  async make() {
    const created = await create(companyUrl("/units"), {
      name: "Norra laget",
      description: "Nattskift",
      managerId: fx.a.user.id,
      categoryIds: [unitCategories[0]?.id],
      skillIds: [unitSkills[0]?.id],
    });
    return companyUrl(`/units/${created.id}`);
  },
  serverOwned: {
    id: randomUUID(),
    createdAt: "2000-01-01T00:00:00.000Z",
    memberCount: 99,
    users: [{ user: { id: randomUUID(), name: "Not a member", email: "x@example.test" }, status: "ASSIGNED" }],
  },
  changes: [
    row("name", () => ({ name: "Södra laget" })),
    row("description", () => ({ description: "Dagskift" })),
    row("status", () => ({ status: "ACTIVATED" })),
    row("manager", () => ({ manager: ref(other) })),
    row(
      "managerId",
      () => ({ managerId: other.id }),
      () => ({ manager: ref(other) }),
    ),
    row("categories", () => ({ categories: [trucks()] })),
    row(
      "categoryIds",
      () => ({ categoryIds: [trucks().id] }),
      () => ({ categories: [trucks()] }),
    ),
    row("skills", () => ({ skills: [hotWork()] })),
    row(
      "skillIds",
      () => ({ skillIds: [hotWork().id] }),
      () => ({ skills: [hotWork()] }),
    ),
  ],
  clears: [
    row("manager", () => ({ manager: null })),
    row(
      "managerId",
      () => ({ managerId: null }),
      () => ({ manager: null }),
    ),
  ],
};

const unitProduct: Entity = {
  name: "a unit's product (PUT /companies/{companyId}/units/{unitId}/products/{productId})",
  async make() {
    const owner = await create(companyUrl("/units"), { name: "Förrådet" });
    const url = companyUrl(`/units/${owner.id}/products`);
    const drill = await create(companyUrl("/products"), { name: "Borrmaskin", type: "simple" });
    const created = await create(url, { productId: drill.id, description: "Sladdlös", quantity: 2 });
    return `${url}/${created.id}`;
  },
  serverOwned: {
    id: randomUUID(),
    createdAt: "2000-01-01T00:00:00.000Z",
    number: "X-1",
    name: "Slagborr",
    unitCode: "PCE",
  },
  changes: [row("description", () => ({ description: "Med sladd" })), row("quantity", () => ({ quantity: 3.5 }))],
  clears: [],
};

const task: Entity = {
  name: "a task (PUT /companies/{companyId}/tasks/{taskId})",
  async make() {
    const created = await create(companyUrl("/tasks"), {
      title: "Service the forklift",
      description: "Annual service",
      type: "service",
      importance: "HIGH",
      startDate: "2027-05-03",
      startTime: "08:00",
      dueDate: "2027-05-04",
      dueTime: "16:30",
      memberIds: [fx.a.user.id],
      visibility: "PUBLIC",
      estimateMinutes: 90,
      repeat: "FREQ=WEEKLY",
      subTasks: ["Book the technician"],
    });
    return companyUrl(`/tasks/${created.id}`);
  },
  serverOwned: {
    id: randomUUID(),
    company: { id: randomUUID() },
    publication: { id: randomUUID(), name: "Elsewhere" },
    spentMinutes: 999,
    subTasks: [],
    doneAt: "2000-01-01T00:00:00.000Z",
    seriesId: randomUUID(),
    createdBy: null,
    createdAt: "2000-01-01T00:00:00.000Z",
  },
  changes: [
    row("title", () => ({ title: "Service both forklifts" })),
    row("description", () => ({ description: "Biannual service" })),
    row("type", () => ({ type: "watch" })),
    row("importance", () => ({ importance: "LOW" })),
    row("startDate", () => ({ startDate: "2027-05-02" })),
    row("startTime", () => ({ startTime: "07:15" })),
    row("dueDate", () => ({ dueDate: "2027-05-10" })),
    row("dueTime", () => ({ dueTime: "12:00" })),
    row("members", () => ({ members: [taskMember(me()), taskMember(other)] })),
    row(
      "memberIds",
      () => ({ memberIds: [other.id] }),
      () => ({ members: [taskMember(other)] }),
    ),
    row("visibility", () => ({ visibility: "PRIVATE" })),
    row("estimateMinutes", () => ({ estimateMinutes: 120 })),
    row("repeat", () => ({ repeat: "FREQ=DAILY;COUNT=5" })),
    row(
      "done",
      () => ({ done: true }),
      () => ({ done: true, doneAt: expect.stringMatching(/^\d{4}-/) }),
    ),
  ],
  clears: [
    row(
      "startDate",
      () => ({ startDate: null }),
      () => ({ startDate: null, startTime: null }),
    ),
    row("startTime", () => ({ startTime: null })),
    row(
      "dueDate",
      () => ({ dueDate: null }),
      () => ({ dueDate: null, dueTime: null }),
    ),
    row("dueTime", () => ({ dueTime: null })),
    row("estimateMinutes", () => ({ estimateMinutes: null })),
    row("repeat", () => ({ repeat: null })),
  ],
  unwrap: (answer) => answer.task as Body,
};

/** The entity a PUT answered. */
const savedEntity = (entity: Entity, response: { json(): Body }) =>
  entity.unwrap ? entity.unwrap(response.json()) : response.json();

function firstChange(entity: Entity) {
  const [first] = entity.changes;
  if (!first) throw new Error("no change");
  return first.values();
}

describe.each([notice, publication, group, unit, unitProduct, task])("PUT takes what GET answers: $name", (entity) => {
  it("answers 200 to the GET body sent back unchanged, and changes nothing", async () => {
    const url = await entity.make();
    const before = await read(url);
    const saved = await call("PUT", url, before);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(stable(savedEntity(entity, saved))).toEqual(stable(before));
    expect(await read(url)).toEqual(savedEntity(entity, saved));
  });

  it("ignores server-owned fields", async () => {
    const url = await entity.make();
    const before = await read(url);
    const saved = await call("PUT", url, { ...before, ...entity.serverOwned });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(stable(await read(url))).toEqual(stable(before));
  });

  it("keeps every field that is not sent", async () => {
    const url = await entity.make();
    const before = await read(url);
    const { send, shows } = firstChange(entity);
    const saved = await call("PUT", url, send);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(stable(await read(url))).toEqual({ ...stable(before), ...shows });
  });

  it.each(entity.changes.map((change) => [change.field, change] as const))(
    "changes exactly %s when the GET body comes back with it changed",
    async (_field, change) => {
      const url = await entity.make();
      const before = await read(url);
      const { send, shows } = change.values();
      const saved = await call("PUT", url, { ...before, ...send });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(stable(await read(url))).toEqual({ ...stable(before), ...shows });
    },
  );

  it.each(entity.clears.map((clear) => [clear.field, clear] as const))(
    "clears %s on an explicit null",
    async (_field, clear) => {
      const url = await entity.make();
      const before = await read(url);
      const { send, shows } = clear.values();
      const saved = await call("PUT", url, { ...before, ...send });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(stable(await read(url))).toEqual({ ...stable(before), ...shows });
    },
  );
});

describe.each([notice, publication, unit, unitProduct, task])("the version check of a GET body: $name", (entity) => {
  it("refuses the GET body with 409 STALE_VERSION once another save came first", async () => {
    const url = await entity.make();
    const before = await read(url);
    const { send, shows } = firstChange(entity);
    expect((await call("PUT", url, { ...before, ...send })).statusCode).toBe(200);
    const stale = await call("PUT", url, before);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "STALE_VERSION" });
    expect(stable(await read(url))).toEqual({ ...stable(before), ...shows });
  });
});

describe("the cases of issue 13", () => {
  it("takes the GET body of a notice with assigneeIds added, keeping its manager and category", async () => {
    const url = await notice.make();
    const before = await read(url);
    const saved = await call("PUT", url, { ...before, assigneeIds: [fx.a.user.id, other.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(stable(await read(url))).toEqual({ ...stable(before), assignees: [me(), other] });
  });

  it("keeps an object in its group when its GET body is saved, so the group's members still see it", async () => {
    const url = await publication.make();
    const member = await newMember(t, fx.a.company.id, []);
    const team = await createGroup(t.deps.db, fx.a.company.id, "Portal team", [member.user.id, fx.a.user.id]);
    expect((await call("PUT", url, { groupId: team.id })).statusCode).toBe(200);
    const before = await read(url);
    expect((await call("PUT", url, { ...before, name: "Renamed" })).statusCode).toBe(200);
    expect(await read(url)).toMatchObject({ name: "Renamed", group: { id: team.id, name: "Portal team" } });
    expect((await call("GET", url, undefined, member.token)).statusCode).toBe(200);
  });

  it("takes a portal's GET body back, and a PUT of its name alone keeps its customer", async () => {
    const url = await group.make();
    const before = await read(url);
    expect((await call("PUT", url, before)).statusCode).toBe(200);
    const renamed = await call("PUT", url, { name: "Renamed portal" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ ...before, name: "Renamed portal" });
  });
});

describe("the OpenAPI document", () => {
  it("shows each whole-entity PUT taking the GET's entity fields and the id fields, none of them required", async () => {
    const spec = (await t.api.anonymous().get("/openapi.json")).json();
    const body = (path: string) => spec.paths[path].put.requestBody.content["application/json"].schema;
    const expected = {
      "/api/companies/{companyId}/notices/{noticeId}": ["manager", "managerId", "assignees", "assigneeIds", "version"],
      "/api/companies/{companyId}/publications/{publicationId}": ["group", "groupId", "version"],
      "/api/companies/{companyId}/groups/{groupId}": ["customer", "customerId", "category", "categoryId"],
      "/api/companies/{companyId}/units/{unitId}": [
        "manager",
        "managerId",
        "categories",
        "categoryIds",
        "skills",
        "skillIds",
        "version",
      ],
      "/api/companies/{companyId}/units/{unitId}/products/{unitProductId}": ["productId", "quantity", "version"],
      "/api/companies/{companyId}/tasks/{taskId}": ["members", "memberIds", "repeat", "done", "scope", "version"],
    };
    for (const [path, fields] of Object.entries(expected)) {
      expect(Object.keys(body(path).properties), path).toEqual(expect.arrayContaining(fields));
      expect(body(path).required ?? [], path).toEqual([]);
    }
  });
});
