import { allFeatures, type EnabledFeatures, type Permission, type SecondFactor } from "@app/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type Database, withTenant } from "../src/db/client";
import { companies, companyUsers, groups, groupUsers, permissions, users } from "../src/db/schema";
import { hashPassword } from "../src/lib/passwords";
import { sessionsChanged } from "../src/plugins/session-cache";
import { client } from "./client";
import { createTestApp, type TestApp } from "./helpers";

export const PASSWORD = "correct-horse";

/** No optional feature, and notes the only type of object. */
export const noFeatures: EnabledFeatures = {
  customers: false,
  documentReminder: false,
  investigation: false,
  publicationTypes: ["note"],
  esign: false,
  skills: false,
};

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createUser(
  db: Database,
  values: { email?: string; name?: string; phone?: string; singleSession?: boolean } = {},
) {
  const [user] = await db
    .insert(users)
    .values({
      name: values.name ?? "Test User",
      email: values.email ?? `user-${unique()}@example.test`,
      phone: values.phone,
      singleSession: values.singleSession ?? false,
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  if (!user) throw new Error("user not created");
  return user;
}

export async function createCompany(
  db: Database,
  values: { name?: string; secondFactor?: SecondFactor; enabledFeatures?: EnabledFeatures; timeZone?: string } = {},
) {
  const [company] = await db
    .insert(companies)
    .values({
      name: values.name ?? `Company ${unique()}`,
      secondFactor: values.secondFactor ?? "none",
      enabledFeatures: values.enabledFeatures ?? allFeatures,
      ...(values.timeZone ? { timeZone: values.timeZone } : {}),
    })
    .returning();
  if (!company) throw new Error("company not created");
  return company;
}

export async function addMember(
  db: Database,
  companyId: string,
  userId: string,
  options: { type?: "DEFAULT" | "GUEST"; denyLoginOnWeb?: boolean; permissions?: Permission[] } = {},
) {
  await withTenant(db, { companyIds: [companyId] }, async (tx) => {
    await tx.insert(companyUsers).values({
      companyId,
      userId,
      type: options.type ?? "DEFAULT",
      features: { denyLoginOnWeb: options.denyLoginOnWeb ?? false },
    });
    const granted = options.permissions ?? [];
    if (granted.length > 0) {
      await tx.insert(permissions).values(granted.map((permission) => ({ companyId, userId, permission })));
    }
    // As the services do: a session of theirs asked about this company before now gets the membership.
    sessionsChanged(tx, { userId });
  });
}

/** Signs in through the API (for users whose companies need no code) and answers the token. */
export async function signIn(app: FastifyInstance, email: string, password = PASSWORD) {
  const response = await client(app).anonymous().post("/api/authorize?appId=web", { email, password });
  const body = response.json();
  if (!body.token) throw new Error(`sign-in failed: ${response.body}`);
  return body.token as string;
}

/** Two companies, each with one member holding the given permissions. */
export async function twoCompanies(t: Pick<TestApp, "app" | "deps">, granted: Permission[] = []) {
  const make = async (name: string) => {
    const company = await createCompany(t.deps.db, { name });
    const user = await createUser(t.deps.db, { name: `${name} User` });
    await addMember(t.deps.db, company.id, user.id, { permissions: granted });
    return { company, user, token: await signIn(t.app, user.email) };
  };
  return { a: await make("Alpha AB"), b: await make("Beta AB") };
}

export type TwoCompanies = Awaited<ReturnType<typeof twoCompanies>>;

/**
 * A test file's set-up: the app on a fresh database with two companies (see `twoCompanies`), made before
 * the file's tests and closed after them. The objects are filled in by `beforeAll`.
 */
export function appWithTwoCompanies(granted: Permission[] = [], env: Record<string, string> = {}) {
  const t = {} as TestApp;
  const fx = {} as TwoCompanies;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
    Object.assign(fx, await twoCompanies(t, granted));
  });
  afterAll(() => t.close());
  return { t, fx };
}

export async function createGroup(
  db: Database,
  companyId: string,
  name: string,
  memberIds: string[] = [],
  type: "HIDDEN" | "PORTAL" = "HIDDEN",
) {
  return withTenant(db, { companyIds: [companyId] }, async (tx) => {
    const [group] = await tx.insert(groups).values({ companyId, name, type }).returning();
    if (!group) throw new Error("group not created");
    if (memberIds.length > 0) {
      await tx.insert(groupUsers).values(memberIds.map((userId) => ({ companyId, groupId: group.id, userId })));
    }
    return group;
  });
}
