import {
  allPermissions,
  type Customer,
  dueColour,
  normaliseOrgNumber,
  normalisePersonalNumber,
  notificationTypes,
  publicationTypeKeys,
  skillValidUntil,
  type Task,
  taskImportances,
  taskTypes,
} from "@app/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/helpers";
import { DEMO_USERS, isEmpty, seedDemo } from "./seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await isEmpty(t.deps.db)).toBe(true);
  await seedDemo(t.deps.db, { password: "demo1234", storage: t.deps.storage, config: t.deps.config });
});
afterAll(() => t.close());

const get = async (token: string, url: string) => (await t.api.as(token).get(url)).json();

describe("demo data", () => {
  it("gives the admin every permission in two companies, none of which needs a code", async () => {
    expect(await isEmpty(t.deps.db)).toBe(false);
    const login = await t.api
      .anonymous()
      .post("/api/authorize?appId=web", { email: DEMO_USERS.admin, password: "demo1234" });
    const { token, userId } = login.json();
    const companies = await get(token, "/api/companies");
    expect(companies).toHaveLength(2);
    for (const company of companies) {
      expect(company.secondFactor).toBe("none");
      const permissions = await get(token, `/api/users/${userId}/permissions?companyId=${company.id}`);
      expect(permissions.sort()).toEqual([...allPermissions].sort());
    }
  });

  it("has the SMS, guest and blocked users the README promises", async () => {
    const sms = await t.api
      .anonymous()
      .post("/api/authorize?appId=web", { email: DEMO_USERS.sms, password: "demo1234" });
    expect(sms.json()).toMatchObject({ codeRequired: true, method: "sms" });
    const guest = await signIn(t.app, DEMO_USERS.guest, "demo1234");
    expect((await get(guest, "/api/companies")).map((c: { type: string }) => c.type)).toEqual(["GUEST"]);
    const blocked = await signIn(t.app, DEMO_USERS.blocked, "demo1234");
    const companies = await get(blocked, "/api/companies");
    expect(companies.some((c: { features: { denyLoginOnWeb: boolean } }) => c.features.denyLoginOnWeb)).toBe(true);
  });

  it("has objects of every type, some shared with the guest, and reminders of every colour", async () => {
    const token = await signIn(t.app, DEMO_USERS.admin, "demo1234");
    const nordic = (await get(token, "/api/companies")).find((c: { name: string }) => c.name === "Nordisk Handel AB");
    const objects = await get(token, `/api/companies/${nordic.id}/publications?limit=100`);
    expect(new Set(objects.map((o: { type: string }) => o.type))).toEqual(new Set(publicationTypeKeys));
    const guest = await signIn(t.app, DEMO_USERS.guest, "demo1234");
    expect((await get(guest, `/api/companies/${nordic.id}/publications`)).length).toBeGreaterThan(0);

    const notices = await get(token, `/api/companies/${nordic.id}/notices?limit=100`);
    const today = new Date().toISOString().slice(0, 10);
    const colours = new Set(notices.map((n: { reminderAt: string }) => dueColour(n.reminderAt, today)));
    expect(colours).toEqual(new Set(["red", "orange", "green", null]));
    expect(notices.some((n: { status: boolean }) => n.status)).toBe(true);
  });

  it("shows two people with a picture and the others with initials", async () => {
    const token = await signIn(t.app, DEMO_USERS.admin, "demo1234");
    const nordic = (await get(token, "/api/companies")).find((c: { name: string }) => c.name === "Nordisk Handel AB");
    const members: { id: string; name: string }[] = await get(token, `/api/companies/${nordic.id}/users`);
    const withAvatar: string[] = [];
    for (const member of members) {
      const avatar = await t.api.as(token).get(`/api/users/${member.id}/avatar`);
      if (avatar.statusCode === 200) {
        expect(avatar.headers["content-type"]).toBe("image/webp");
        expect((await sharp(avatar.rawPayload).metadata()).width).toBe(256);
        withAvatar.push(member.name);
      } else expect(avatar.statusCode).toBe(404);
    }
    expect(withAvatar.sort()).toEqual(["Anna Admin", "Berit Blockerad"]);
  });
});

describe("demo tasks", () => {
  it("has tasks of every type and importance, weekly ones with a next occurrence, some on objects, some overdue", async () => {
    const token = await signIn(t.app, DEMO_USERS.admin, "demo1234");
    const nordic = (await get(token, "/api/companies")).find((c: { name: string }) => c.name === "Nordisk Handel AB");
    const tasks: Task[] = await get(token, `/api/companies/${nordic.id}/tasks?limit=100`);
    expect(new Set(tasks.map((task) => task.type))).toEqual(new Set(taskTypes));
    expect(new Set(tasks.map((task) => task.importance))).toEqual(new Set(taskImportances));
    expect(tasks.some((task) => task.publication !== null)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(tasks.some((task) => !task.done && task.dueDate !== null && task.dueDate < today)).toBe(true);
    const weekly = tasks.filter((task) => task.repeat?.startsWith("FREQ=WEEKLY"));
    expect(weekly.length).toBeGreaterThan(1);
    const series = new Map<string, number>();
    for (const task of tasks) if (task.seriesId) series.set(task.seriesId, (series.get(task.seriesId) ?? 0) + 1);
    expect([...series.values()].some((n) => n > 1)).toBe(true);
  });
});

describe("demo customer portal", () => {
  it("has customers and a portal in Nordisk Handel AB whose member, Petra Portal, sees only its object", async () => {
    const token = await signIn(t.app, DEMO_USERS.admin, "demo1234");
    const nordic = (await get(token, "/api/companies")).find((c: { name: string }) => c.name === "Nordisk Handel AB");
    const customers = await get(token, `/api/companies/${nordic.id}/customers`);
    expect(customers.length).toBeGreaterThanOrEqual(2);
    const [portal] = await get(token, `/api/companies/${nordic.id}/groups?type=PORTAL`);
    expect(portal).toMatchObject({ customerConnected: true, memberCount: 1, objectCount: 1 });
    const petra = await signIn(t.app, DEMO_USERS.portal, "demo1234");
    const seen = await get(petra, `/api/companies/${nordic.id}/publications`);
    expect(seen.map((o: { name: string }) => o.name)).toEqual(["Order 10"]);
  });
});

describe("demo customers", () => {
  it("gives Nordisk Handel 40 customers (organisations and private persons with valid numbers, several statuses, contacts, Swedish addresses) and Byggbolaget 10", async () => {
    const token = await signIn(t.app, DEMO_USERS.admin, "demo1234");
    const companies = await get(token, "/api/companies");
    const idOf = (name: string) => companies.find((c: { name: string }) => c.name === name).id;
    const nordic = `/api/companies/${idOf("Nordisk Handel AB")}`;
    const list: Customer[] = await get(token, `${nordic}/customers?limit=1000`);
    expect(list).toHaveLength(40);
    const kinds = list.map((c) => c.kind);
    expect(kinds.filter((k) => k === "person")).toHaveLength(12);
    for (const c of list.filter((c) => c.kind === "organisation" && c.mainContact)) {
      expect(normaliseOrgNumber(c.orgNumber ?? "")).toBe(c.orgNumber);
    }
    expect(new Set(list.map((c) => c.status?.name).filter(Boolean)).size).toBeGreaterThanOrEqual(3);
    const person = list.find((c) => c.kind === "person");
    const detail = await get(token, `${nordic}/customers/${person?.id}`);
    expect(normalisePersonalNumber(detail.personalNumber)).toBe(detail.personalNumber);
    expect(detail.addresses[0]).toMatchObject({ kind: "visiting", country: "SE" });
    expect(detail.addresses[0].postcode).toMatch(/^\d{3} \d{2}$/);
    expect(list.filter((c) => c.mainContact).length).toBeGreaterThanOrEqual(26);
    const bygg = await get(token, `/api/companies/${idOf("Byggbolaget i Malmö AB")}/customers?limit=1000`);
    expect(bygg).toHaveLength(10);
  });
});

describe("demo address book", () => {
  it("gives Nordisk Handel own entries (suppliers, partners, authorities) beside its customers' contacts, in Swedish order", async () => {
    const token = await signIn(t.app, DEMO_USERS.admin, "demo1234");
    const nordic = (await get(token, "/api/companies")).find((c: { name: string }) => c.name === "Nordisk Handel AB");
    const book = `/api/companies/${nordic.id}/address-book`;
    const own = (await get(token, `${book}?limit=100`)).filter((e: { source: string }) => e.source === "own");
    expect(own.length).toBeGreaterThanOrEqual(10);
    const tags = await get(token, `${book}/tags`);
    expect(tags).toEqual(expect.arrayContaining(["leverantör", "partner", "myndighet"]));
    const last = await get(token, `${book}?letter=Ö`);
    expect(last.map((e: { name: string }) => e.name)).toContain("Örjan Vik");
    expect((await get(token, `${book}?tag=myndighet`)).map((e: { name: string }) => e.name)).toEqual([
      "Arbetsmiljöverket",
      "Länsstyrelsen i Stockholms län",
      "Skatteverket",
      "Åsa Nordin",
    ]);
  });
});

describe("demo activity", () => {
  it("has read and unread notifications of every kind, banner notices and a message for the admin", async () => {
    const login = await t.api
      .anonymous()
      .post("/api/authorize?appId=web", { email: DEMO_USERS.admin, password: "demo1234" });
    const { token, userId } = login.json();
    const list = await get(token, `/api/users/${userId}/notifications`);
    expect(
      new Set(list.notifications.map((n: { data: { notification: { type: string } } }) => n.data.notification.type)),
    ).toEqual(new Set(notificationTypes));
    expect(list.unView).toBeGreaterThan(0);
    expect(list.unView).toBeLessThan(list.notifications.length);
    const nordic = (await get(token, "/api/companies")).find((c: { name: string }) => c.name === "Nordisk Handel AB");
    expect((await get(token, `/api/companies/${nordic.id}/company-notices`)).length).toBeGreaterThan(0);
    expect((await get(token, `/api/companies/${nordic.id}/posts?me=true&limit=7`)).length).toBe(1);
    expect((await get(token, "/api/notices")).length).toBe(1);
  });

  it("gives Nordisk Handel company information that passes its own rules, and priorities, reminder types and tags", async () => {
    const token = await signIn(t.app, DEMO_USERS.admin, "demo1234");
    const nordic = (await get(token, "/api/companies")).find((c: { name: string }) => c.name === "Nordisk Handel AB");
    const info = await get(token, `/api/companies/${nordic.id}/info`);
    expect(info).toMatchObject({ city: "Malmö", vatNumber: "SE556677889901" });
    const saved = await t.api.as(token).put(`/api/companies/${nordic.id}/info`, info);
    expect(saved.statusCode).toBe(200);
    for (const list of ["priorities", "reminder-type", "tags"]) {
      expect((await get(token, `/api/companies/${nordic.id}/${list}`)).length, list).toBeGreaterThan(1);
    }
  });
});

describe("demo e-sign", () => {
  it("has requests in every status on real PDFs, with an outside signer and a sequential request half signed", async () => {
    const token = await signIn(t.app, DEMO_USERS.admin, "demo1234");
    const nordic = (await get(token, "/api/companies")).find((c: { name: string }) => c.name === "Nordisk Handel AB");
    const base = `/api/companies/${nordic.id}`;
    const list = async (status: string) =>
      (await get(token, `${base}/e-signs-share?status=${status}`)) as { id: string; publication: { name: string } }[];
    const [active, complete, inactive] = [await list("active"), await list("complete"), await list("inactive")];
    expect(active.length).toBeGreaterThanOrEqual(2);
    expect(complete.length).toBeGreaterThanOrEqual(1);
    expect(inactive.length).toBeGreaterThanOrEqual(2);
    const requests = await Promise.all(
      [...active, ...complete, ...inactive].map((r) => get(token, `${base}/e-signs/${r.id}`)),
    );
    expect(new Set(requests.map((r) => r.endReason))).toEqual(new Set([null, "cancelled", "declined"]));
    expect(requests.some((r) => r.signers.some((s: { userId: string | null }) => s.userId === null))).toBe(true);
    const halfSigned = requests.find((r) => r.order === "sequential");
    expect(halfSigned?.status).toBe("active");
    expect(halfSigned?.signers.map((s: { status: string }) => s.status)).toEqual(["signed", "asked", "waiting"]);
    const sealed = requests.find((r) => r.status === "complete");
    const original = await t.api.as(token).get(`${base}/e-signs/${sealed.id}/document`);
    expect(original.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const signed = await t.api.as(token).get(`${base}/e-signs/${sealed.id}/sealed`);
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.length).toBeGreaterThan(original.rawPayload.length);
  });
});

describe("demo investigations", () => {
  it("has two Swedish templates and investigations open, in progress (with an investigator) and closed", async () => {
    const token = await signIn(t.app, DEMO_USERS.admin, "demo1234");
    const nordic = (await get(token, "/api/companies")).find((c: { name: string }) => c.name === "Nordisk Handel AB");
    const base = `/api/companies/${nordic.id}`;
    const templates = await get(token, `${base}/investigation-templates`);
    expect(templates.map((tpl: { name: string }) => tpl.name)).toEqual(["Incident", "Internrevision"]);
    const list = (await get(token, `${base}/publications/investigations`)) as { id: string; name: string }[];
    const parts = await Promise.all(list.map((i) => get(token, `${base}/publications/${i.id}/investigation`)));
    expect(new Set(parts.map((p) => p.status))).toEqual(new Set(["open", "inProgress", "closed"]));
    const ongoing = parts.find((p) => p.status === "inProgress");
    expect(ongoing.investigators).toHaveLength(1);
    const checklist = await get(token, `${base}/checklist?publicationId=${ongoing.id}`);
    expect(checklist.items.map((i: { done: boolean }) => i.done)).toEqual([true, false, false]);
    // Its history names who answered and ticked, as a person's own work would ("Someone" is for the product's own).
    const history = await get(token, `${base}/audit?entityId=${ongoing.id}`);
    expect(history.items.length).toBeGreaterThan(0);
    expect(history.items.filter((e: { actorName: string | null }) => e.actorName === null)).toEqual([]);
  });
});

describe("demo approval flows", () => {
  it("has an investigation waiting for the admin's approval, asked by a colleague, and an approved note", async () => {
    const token = await signIn(t.app, DEMO_USERS.admin, "demo1234");
    const nordic = (await get(token, "/api/companies")).find((c: { name: string }) => c.name === "Nordisk Handel AB");
    const base = `/api/companies/${nordic.id}/flow-verifies`;
    const [waiting, ...others] = await get(token, `${base}?mine=true`);
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({
      type: "SINGLE",
      status: "pending",
      requestedBy: { name: "Berit Blockerad" },
      can: { decide: true },
    });
    const object = await get(token, `/api/companies/${nordic.id}/publications/${waiting.publication.id}`);
    expect(object.type).toBe("investigation");
    const all = await get(token, base);
    expect(all.map((f: { status: string }) => f.status).sort()).toEqual(["approved", "pending"]);
  });
});

describe("demo units and skills", () => {
  it("gives Byggbolaget three units of fifteen people, ten skills held in every state with certificates, and products", async () => {
    const token = await signIn(t.app, DEMO_USERS.admin, "demo1234");
    const bygg = (await get(token, "/api/companies")).find(
      (c: { name: string }) => c.name === "Byggbolaget i Malmö AB",
    );
    const base = `/api/companies/${bygg.id}`;
    const units = await get(token, `${base}/units?limit=100`);
    expect(units.map((u: { status: string }) => u.status).sort()).toEqual(["ACTIVATED", "ACTIVATED", "PLAN"]);
    const people = new Set<string>();
    for (const unit of units) {
      const detail = await get(token, `${base}/units/${unit.id}`);
      for (const member of detail.users) people.add(member.user.id);
      const products = await get(token, `${base}/units/${unit.id}/products`);
      expect(products.length).toBeGreaterThan(0);
      // Each links one of the company's catalogue products.
      for (const product of products) {
        expect(await get(token, `${base}/products/${product.productId}`)).toMatchObject({ name: product.name });
      }
      const matrix = await get(token, `${base}/units/${unit.id}/matrix`);
      expect(matrix.skills.length).toBeGreaterThan(1);
    }
    expect(people.size).toBe(15);
    expect(await get(token, `${base}/skills?limit=1000`)).toHaveLength(10);
    const held = await get(token, `${base}/user-skills?limit=1000`);
    expect(new Set(held.map((s: { status: string }) => s.status))).toEqual(new Set(["valid", "expiring", "expired"]));
    expect(held.some((s: { certificate: unknown }) => s.certificate !== null)).toBe(true);
    // Each "valid until" is what the skill's validity gives from the day it was achieved.
    const skills = new Map<string, number | null>(
      (await get(token, `${base}/skills?limit=1000`)).map((s: { id: string; validityMonths: number | null }) => [
        s.id,
        s.validityMonths,
      ]),
    );
    for (const record of held as { skill: { id: string }; achievedOn: string; validUntil: string | null }[]) {
      expect(record.validUntil).toBe(skillValidUntil(record.achievedOn, skills.get(record.skill.id) ?? null));
    }
    const matrices = await Promise.all(units.map((u: { id: string }) => get(token, `${base}/units/${u.id}/matrix`)));
    const cells = matrices.flatMap((m) => m.rows.flatMap((r: { cells: { status: string }[] }) => r.cells));
    expect(new Set(cells.map((c) => c.status))).toEqual(new Set(["valid", "expiring", "expired", "missing"]));
  });
});
