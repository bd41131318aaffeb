import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addMember, appWithTwoCompanies, createUser, PASSWORD, signIn } from "../../../test/fixtures";
import { createTestApp, lastMessage } from "../../../test/helpers";
import { newMember } from "../../../test/objects";
import { withTenant } from "../../db/client";
import { invitations, mailTemplates, users } from "../../db/schema";

const { t, fx } = appWithTwoCompanies();
let admin: Awaited<ReturnType<typeof newMember>>;
beforeAll(async () => {
  admin = await newMember(t, fx.a.company.id, ["UsersEdit", "FullUserPermissionsEdit"]);
  await t.deps.db.update(users).set({ name: "Ada Admin" }).where(eq(users.id, admin.user.id));
});

let counter = 0;
const email = () => `invitee-${counter++}@example.test`;
const inviteUrl = (companyId: string) => `/api/companies/${companyId}/users/invite`;

async function invite(payload: Record<string, unknown>, token = admin.token, companyId = fx.a.company.id) {
  return t.api.as(token).post(inviteUrl(companyId), payload);
}

/** Invites and answers the link's company id and token, read from the mail in the outbox. */
async function invited(payload: Record<string, unknown>) {
  const response = await invite(payload);
  expect(response.statusCode, response.body).toBe(201);
  const mail = await lastMessage(t.deps, String(payload.email));
  const match = mail?.body.match(/\/invitation\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/);
  if (!mail || !match?.[1] || !match[2]) throw new Error(`no link in ${mail?.body}`);
  return { id: response.json().id as string, mail, companyId: match[1], token: match[2] };
}

const show = (companyId: string, token: string) => t.api.anonymous().get(`/api/invitations/${companyId}/${token}`);
const accept = (companyId: string, token: string, payload: object, session?: string) =>
  t.api.as(session).post(`/api/invitations/${companyId}/${token}/accept`, payload);

describe("inviting", () => {
  it("stores the invitation and mails the link in Swedish by default, in the company's wording when it has one", async () => {
    const to = email();
    const { mail, companyId, token, id } = await invited({ email: to, name: "Ines Invitee", type: "GUEST" });
    expect(companyId).toBe(fx.a.company.id);
    expect(mail.subject).toBe("Inbjudan till Alpha AB");
    expect(mail.body).toContain("Hej Ines Invitee!");
    expect(mail.body).toContain("Ada Admin har bjudit in dig till Alpha AB");
    expect(mail.body).toContain(`${t.deps.config.publicUrl}/invitation/${fx.a.company.id}/${token}`);
    // Only the hash of the token is kept.
    const [row] = await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
      tx.select().from(invitations).where(eq(invitations.id, id)),
    );
    expect(row?.tokenHash).not.toContain(token);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const english = await invited({ email: email(), name: "Eve", type: "DEFAULT", language: "en" });
    expect(english.mail.subject).toBe("Invitation to Alpha AB");

    await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
      tx.insert(mailTemplates).values({
        companyId: fx.a.company.id,
        type: "INVITATION",
        language: "sv",
        subject: "Välkommen till {{companyName}}",
        body: "Klicka här, {{name}}: {{link}}",
      }),
    );
    const own = await invited({ email: email(), name: "Olle", type: "GUEST" });
    expect(own.mail.subject).toBe("Välkommen till Alpha AB");
    expect(own.mail.body).toMatch(/^Klicka här, Olle: http.*\/invitation\//);
  });

  it("writes in an existing account's own language", async () => {
    const user = await createUser(t.deps.db, { email: email(), name: "Engla" });
    await t.deps.db.update(users).set({ language: "en" }).where(eq(users.id, user.id));
    const { mail } = await invited({ email: user.email, name: "Engla", type: "DEFAULT" });
    expect(mail.subject).toBe("Invitation to Alpha AB");
  });

  it("lists pending invitations (never the token) and replaces a pending one on a new invitation", async () => {
    const to = email();
    const first = await invited({ email: to, name: "Once", type: "GUEST" });
    const second = await invited({ email: to.toUpperCase(), name: "Twice", type: "DEFAULT" });
    expect((await show(first.companyId, first.token)).statusCode).toBe(404);
    expect((await show(second.companyId, second.token)).statusCode).toBe(200);
    const list = await t.api.as(admin).get(`/api/users/invited?companyId=${fx.a.company.id}`);
    expect(list.statusCode).toBe(200);
    const mine = list.json().filter((i: { email: string }) => i.email.toLowerCase() === to);
    expect(mine).toEqual([
      expect.objectContaining({
        id: second.id,
        name: "Twice",
        type: "DEFAULT",
        expired: false,
        invitedBy: { id: admin.user.id, name: "Ada Admin" },
      }),
    ]);
    expect(list.body).not.toContain(second.token);
  });

  it("refuses invalid input, members, users without UsersEdit, other companies and no token", async () => {
    expect((await invite({ email: "nope", name: "X", type: "GUEST" })).statusCode).toBe(400);
    expect((await invite({ email: email(), name: " ", type: "GUEST" })).json().field).toBe("name");
    expect((await invite({ email: email(), name: "X", type: "ADMIN" })).statusCode).toBe(400);
    expect((await invite({ email: email(), name: "X", type: "GUEST", language: "de" })).statusCode).toBe(400);
    const member = await invite({ email: fx.a.user.email, name: "Already", type: "GUEST" });
    expect(member.statusCode).toBe(409);
    expect(member.json().field).toBe("email");
    const reader = await newMember(t, fx.a.company.id, []);
    expect((await invite({ email: email(), name: "X", type: "GUEST" }, reader.token)).statusCode).toBe(403);
    // A full user only with the right to make one (as upgrading a guest needs).
    const usersEditor = await newMember(t, fx.a.company.id, ["UsersEdit"]);
    expect((await invite({ email: email(), name: "X", type: "DEFAULT" }, usersEditor.token)).statusCode).toBe(403);
    expect((await invite({ email: email(), name: "X", type: "GUEST" }, usersEditor.token)).statusCode).toBe(201);
    expect((await invite({ email: email(), name: "X", type: "GUEST" }, admin.token, fx.b.company.id)).statusCode).toBe(
      403,
    );
    const anonymous = await t.api
      .anonymous()
      .post(inviteUrl(fx.a.company.id), { email: email(), name: "X", type: "GUEST" });
    expect(anonymous.statusCode).toBe(401);
    const listAs = (token?: string, companyId = fx.a.company.id) =>
      t.api.as(token).get(`/api/users/invited?companyId=${companyId}`);
    expect((await listAs(reader.token)).statusCode).toBe(403);
    expect((await listAs(admin.token, fx.b.company.id)).statusCode).toBe(403);
    expect((await listAs()).statusCode).toBe(401);
    expect((await t.api.as(admin).get("/api/users/invited")).statusCode).toBe(400);
  });
});

describe("revoking", () => {
  const revoke = (id: string, token?: string, companyId = fx.a.company.id) =>
    t.api.as(token).delete(`/api/users/delete-invited?companyId=${companyId}&id=${id}`, undefined);

  it("revokes a pending invitation: its link stops working", async () => {
    const { id, companyId, token } = await invited({ email: email(), name: "Revoked", type: "GUEST" });
    const reader = await newMember(t, fx.a.company.id, []);
    expect((await revoke(id, reader.token)).statusCode).toBe(403);
    expect((await revoke(id)).statusCode).toBe(401);
    expect((await revoke(id, admin.token)).json()).toEqual({ ok: true });
    expect((await show(companyId, token)).statusCode).toBe(404);
    expect((await revoke(id, admin.token)).statusCode).toBe(404);
  });

  it("answers 404 for another company's invitation and 403 for a company one is not in", async () => {
    const bAdmin = await newMember(t, fx.b.company.id, ["UsersEdit"]);
    const response = await invite({ email: email(), name: "Bee", type: "GUEST" }, bAdmin.token, fx.b.company.id);
    const theirs = response.json().id as string;
    expect((await revoke(theirs, admin.token)).statusCode).toBe(404);
    expect((await revoke(theirs, admin.token, fx.b.company.id)).statusCode).toBe(403);
    expect((await revoke(theirs, bAdmin.token, fx.b.company.id)).statusCode).toBe(200);
  });
});

describe("accepting", () => {
  it("shows the invitation, then a new person sets name and password, signs in and is in the company", async () => {
    const to = email();
    const { companyId, token } = await invited({ email: to, name: "Nina New", type: "GUEST" });
    const shown = await show(companyId, token);
    expect(shown.json()).toEqual({
      companyName: "Alpha AB",
      inviterName: "Ada Admin",
      email: to,
      name: "Nina New",
      hasAccount: false,
    });
    expect((await accept(companyId, token, { name: "Nina" })).json().field).toBe("password");
    expect((await accept(companyId, token, { name: "Nina", password: "short" })).statusCode).toBe(400);
    const accepted = await accept(companyId, token, { name: "Nina N", password: "a-long-password", language: "en" });
    expect(accepted.json()).toEqual({ email: to, createdAccount: true });

    const session = await signIn(t.app, to, "a-long-password");
    const companies = await t.api.as(session).get("/api/companies");
    expect(companies.json()).toEqual([expect.objectContaining({ id: fx.a.company.id, type: "GUEST" })]);
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, to));
    expect(user).toMatchObject({ name: "Nina N", language: "en" });

    // Used once: the link is gone.
    expect((await show(companyId, token)).statusCode).toBe(404);
    expect((await accept(companyId, token, { name: "Again", password: "a-long-password" })).statusCode).toBe(404);
  });

  it("lets an existing account join (no password) only while signed in as that account", async () => {
    const existing = await createUser(t.deps.db, { email: email(), name: "Erik Existing" });
    await addMember(t.deps.db, fx.b.company.id, existing.id);
    const { companyId, token } = await invited({ email: existing.email, name: "Erik", type: "DEFAULT" });
    expect((await show(companyId, token)).json().hasAccount).toBe(true);
    // Signed out (the pre-hijack of issue 11 item 4: whoever holds the link is not the account).
    const signedOut = await accept(companyId, token, { password: "a-long-password" });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().code).toBe("INVITATION_SIGN_IN");
    // Signed in as someone else.
    const other = await accept(companyId, token, {}, fx.b.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe("INVITATION_OTHER_ACCOUNT");
    const notYet = await t.api.as(admin).get(`/api/companies/${fx.a.company.id}/users/${existing.id}`);
    expect(notYet.statusCode).toBe(404);
    // The link still works for the account itself.
    const session = await signIn(t.app, existing.email, PASSWORD);
    const accepted = await accept(companyId, token, {}, session);
    expect(accepted.json()).toEqual({ email: existing.email, createdAccount: false });
    const companies = await t.api.as(session).get("/api/companies");
    expect(
      companies
        .json()
        .map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([fx.a.company.id, fx.b.company.id].sort());
    const member = await t.api.as(admin).get(`/api/companies/${fx.a.company.id}/users/${existing.id}`);
    expect(member.json()).toMatchObject({ type: "DEFAULT", name: "Erik Existing" });
  });

  it("answers 404 for an unknown token, another company's id and an expired invitation", async () => {
    const { id, companyId, token } = await invited({ email: email(), name: "Late", type: "GUEST" });
    expect((await show(companyId, "x".repeat(43))).statusCode).toBe(404);
    expect((await show(fx.b.company.id, token)).statusCode).toBe(404);
    expect((await accept(fx.b.company.id, token, { password: "a-long-password" })).statusCode).toBe(404);
    await withTenant(t.deps.db, { companyIds: [companyId] }, (tx) =>
      tx
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.id, id)),
    );
    expect((await show(companyId, token)).statusCode).toBe(404);
    expect((await accept(companyId, token, { password: "a-long-password" })).statusCode).toBe(404);
    const list = await t.api.as(admin).get(`/api/users/invited?companyId=${fx.a.company.id}`);
    expect(list.json().find((i: { id: string }) => i.id === id)).toMatchObject({ expired: true });
  });

  it("rate-limits the public invitation routes", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: "3" });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await limited.api.anonymous().get(`/api/invitations/${fx.a.company.id}/${"y".repeat(43)}`);
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
