import { allFeatures, allPermissions, type Permission } from "@app/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { client } from "../../test/client";
import { addMember, createCompany, createUser, signIn } from "../../test/fixtures";
import { createTestApp, lastMessage, type TestApp } from "../../test/helpers";
import { needs } from "../../test/needs";
import { buildApp } from "../app";
import type { SessionChange } from "./session-cache";

/** A company with an administrator and a member holding `granted`, both signed in. */
async function companyWithMember(t: Pick<TestApp, "app" | "deps">, granted: Permission[]) {
  const company = await createCompany(t.deps.db);
  const admin = await createUser(t.deps.db, { name: "Admin" });
  const member = await createUser(t.deps.db, { name: "Member" });
  await addMember(t.deps.db, company.id, admin.id, {
    permissions: allPermissions.filter((p) => p !== "CompanyCreate"),
  });
  await addMember(t.deps.db, company.id, member.id, { permissions: granted });
  return {
    company,
    admin: { ...admin, token: await signIn(t.app, admin.email) },
    member: { ...member, token: await signIn(t.app, member.email) },
  };
}

/** The member's request answers 200 and its session is now kept by the app's cache. */
async function cachedAnswer(app: FastifyInstance, token: string, companyId: string, url: string) {
  const response = await client(app).as(token).get(url);
  expect(response.statusCode).toBe(200);
  expect(app.sessionCache.peek(token, companyId)).toBeDefined();
}

describe("the session cache (one process)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_CACHE_SECONDS: "300" });
  });
  afterAll(() => t.close());

  it("refuses a removed member on their very next request", async () => {
    const { company, admin, member } = await companyWithMember(t, ["SeeObjectsWithoutGroup"]);
    // In another company too, so their session lives on (with no company left it ends: 401).
    await addMember(t.deps.db, (await createCompany(t.deps.db)).id, member.id);
    const url = `/api/companies/${company.id}/publications`;
    await cachedAnswer(t.app, member.token, company.id, url);
    const removed = await t.api.as(admin.token).delete(`/api/companies/${company.id}/users/${member.id}`);
    expect(removed.statusCode).toBeLessThan(300);
    expect((await t.api.as(member.token).get(url)).statusCode).toBe(403);
  });

  it("refuses a member at once when a permission is taken away", async () => {
    const { company, admin, member } = await companyWithMember(t, ["SeeObjectsWithoutGroup", "AuditLogs"]);
    const url = `/api/companies/${company.id}/audit`;
    await cachedAnswer(t.app, member.token, company.id, url);
    const changed = await t.api
      .as(admin.token)
      .put(`/api/users/${member.id}/permissions?companyId=${company.id}`, ["SeeObjectsWithoutGroup"]);
    expect(changed.statusCode).toBe(200);
    expect((await t.api.as(member.token).get(url)).statusCode).toBe(403);
  });

  it("refuses a feature's routes at once when the company turns it off", async () => {
    const { company, admin, member } = await companyWithMember(t, ["SeeObjectsWithoutGroup"]);
    const url = `/api/companies/${company.id}/customers`;
    await cachedAnswer(t.app, member.token, company.id, url);
    const settings = await t.api.as(admin.token).put(`/api/companies/${company.id}/settings`, {
      secondFactor: "none",
      enabledFeatures: { ...allFeatures, customers: false },
    });
    expect(settings.statusCode).toBe(200);
    expect((await t.api.as(member.token).get(url)).statusCode).toBe(403);
  });

  it("answers 401 at once after logout, and after a password reset", async () => {
    const { company, member } = await companyWithMember(t, ["SeeObjectsWithoutGroup"]);
    const url = `/api/companies/${company.id}/publications`;
    await cachedAnswer(t.app, member.token, company.id, url);
    expect((await t.api.as(member.token).post("/api/logout", {})).statusCode).toBeLessThan(300);
    expect((await t.api.as(member.token).get(url)).statusCode).toBe(401);

    const again = await signIn(t.app, member.email);
    await cachedAnswer(t.app, again, company.id, url);
    await t.api.anonymous().post("/api/users/forgot-password", { Email: member.email });
    // The route answers before it mails: wait for the link.
    const token = await vi.waitFor(async () => {
      const link = (await lastMessage(t.deps, member.email))?.body.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
      if (!link) throw new Error("no reset link mailed yet");
      return link;
    }, 10_000);
    const reset = await t.api.anonymous().post("/api/users/reset-password", { token, password: "a-new-password" });
    expect(reset.statusCode).toBeLessThan(300);
    expect((await t.api.as(again).get(url)).statusCode).toBe(401);
  });

  it("lets an invited person in at once, though their session was refused there a moment before", async () => {
    const { company, admin } = await companyWithMember(t, []);
    const person = await createUser(t.deps.db, { name: "Joining" });
    const token = await signIn(t.app, person.email);
    const url = `/api/companies/${company.id}/publications`;
    expect((await t.api.as(token).get(url)).statusCode).toBe(403);
    expect(t.app.sessionCache.peek(token, company.id)).toMatchObject({ membership: null });
    const invited = await t.api.as(admin.token).post(`/api/companies/${company.id}/users/invite`, {
      email: person.email,
      name: "Joining",
      type: "DEFAULT",
    });
    expect(invited.statusCode).toBeLessThan(300);
    const link = (await lastMessage(t.deps, person.email))?.body.match(/\/invitation\/[^/]+\/([A-Za-z0-9_-]+)/)?.[1];
    const accepted = await t.api.as(token).post(`/api/invitations/${company.id}/${link}/accept`, {});
    expect(accepted.statusCode).toBeLessThan(300);
    expect((await t.api.as(token).get(url)).statusCode).toBe(200);
  });
});

const redisUrl = process.env.REDIS_URL;

// Two app instances on one PostgreSQL database, sharing Redis: as two server processes.
const servers = needs({ DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: redisUrl });
describe("the session cache across processes", servers, () => {
  let first: TestApp;
  let second: FastifyInstance;
  let closeSecond: () => Promise<void>;
  // The data is written through the second process's connection: what that announces reaches the
  // first only, so each test's awaited message is the first process's own change.
  let fixtures: Pick<TestApp, "app" | "deps">;
  beforeAll(async () => {
    first = await createTestApp({ SESSION_CACHE_SECONDS: "300", REDIS_URL: redisUrl ?? "" });
    const database = first.connectAgain();
    const { realtime: _, ...base } = first.deps;
    second = await buildApp({ ...base, db: database.db });
    await second.ready();
    fixtures = { app: first.app, deps: { ...first.deps, db: database.db } };
    closeSecond = async () => {
      await second.close();
      await database.close();
    };
    await Promise.all([first.app.sessionCache.listening, second.sessionCache.listening]);
  });
  afterAll(async () => {
    await closeSecond?.();
    await first?.close();
  });

  /** Resolves when the second process has applied a change announced by the first. */
  const heard = (match: (change: SessionChange) => boolean) =>
    new Promise<void>((resolve) => {
      const listener = (change: SessionChange | null) => {
        if (change && !match(change)) return;
        second.sessionCache.events.off("received", listener);
        resolve();
      };
      second.sessionCache.events.on("received", listener);
    });

  it("a member removed through one process is refused by the other", async () => {
    const { company, admin, member } = await companyWithMember(fixtures, ["SeeObjectsWithoutGroup"]);
    await addMember(fixtures.deps.db, (await createCompany(fixtures.deps.db)).id, member.id);
    const url = `/api/companies/${company.id}/publications`;
    await cachedAnswer(second, member.token, company.id, url);
    const told = heard((change) => "userId" in change && change.userId === member.id);
    const removed = await first.api.as(admin.token).delete(`/api/companies/${company.id}/users/${member.id}`);
    expect(removed.statusCode).toBeLessThan(300);
    await told;
    expect(second.sessionCache.peek(member.token, company.id)).toBeUndefined();
    expect((await client(second).as(member.token).get(url)).statusCode).toBe(403);
  });

  it("a logout through one process is 401 on the other", async () => {
    const { company, member } = await companyWithMember(fixtures, ["SeeObjectsWithoutGroup"]);
    const url = `/api/companies/${company.id}/publications`;
    await cachedAnswer(second, member.token, company.id, url);
    const told = heard((change) => "userId" in change && change.userId === member.id);
    expect((await first.api.as(member.token).post("/api/logout", {})).statusCode).toBeLessThan(300);
    await told;
    expect((await client(second).as(member.token).get(url)).statusCode).toBe(401);
  });

  it("a feature turned off through one process is refused by the other", async () => {
    const { company, admin, member } = await companyWithMember(fixtures, ["SeeObjectsWithoutGroup"]);
    const url = `/api/companies/${company.id}/customers`;
    await cachedAnswer(second, member.token, company.id, url);
    const told = heard((change) => "companyId" in change && change.companyId === company.id);
    const settings = await first.api.as(admin.token).put(`/api/companies/${company.id}/settings`, {
      secondFactor: "none",
      enabledFeatures: { ...allFeatures, customers: false },
    });
    expect(settings.statusCode).toBe(200);
    await told;
    expect((await client(second).as(member.token).get(url)).statusCode).toBe(403);
  });
});
