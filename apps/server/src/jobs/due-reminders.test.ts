import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createCompany, createUser, signIn, twoCompanies } from "../../test/fixtures";
import { bearer, createTestApp, type TestApp } from "../../test/helpers";
import { createObject, editor } from "../../test/objects";
import { withTenant } from "../db/client";
import { notices, notifications, outbox } from "../db/schema";
import { DUE_REMINDER_TYPE, deliverDueReminders } from "./due-reminders";

let t: TestApp;
let fx: Awaited<ReturnType<typeof twoCompanies>>;
beforeAll(async () => {
  t = await createTestApp();
  fx = await twoCompanies(t.app, t.deps.db, [...editor, "DocumentReminders"]);
});
afterAll(() => t.close());

async function notice(companyId: string, token: string, body: Record<string, unknown>) {
  const object = await createObject(t.app, token, companyId, { name: `Object for ${body.title}` });
  const response = await t.app.inject({
    method: "POST",
    url: `/api/companies/${companyId}/notices`,
    headers: bearer(token),
    payload: { publicationId: object.id, ...body },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json();
}

const notificationsOf = (companyId: string, userId: string) =>
  withTenant(t.deps.db, { companyIds: [companyId] }, (tx) =>
    tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, companyId), eq(notifications.userId, userId))),
  );

describe("delivery of due reminders", () => {
  it("notifies and mails the manager and each assignee exactly once, even with two workers at once", async () => {
    const assignee = await createUser(t.deps.db, { name: "Assignee" });
    await addMember(t.deps.db, fx.a.company.id, assignee.id);
    const due = await notice(fx.a.company.id, fx.a.token, {
      title: "Renew insurance",
      reminderAt: "2026-03-01",
      assigneeIds: [assignee.id],
    });
    await notice(fx.a.company.id, fx.a.token, { title: "Later", reminderAt: "2099-01-01" });
    await notice(fx.a.company.id, fx.a.token, { title: "Done", reminderAt: "2026-03-01", status: true });

    const other = t.connectAgain();
    const now = new Date("2026-03-02T08:00:00Z");
    const counts = await Promise.all([
      deliverDueReminders(t.deps, now),
      deliverDueReminders({ ...t.deps, db: other.db }, now),
    ]);
    await other.close();
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(1);

    for (const user of [fx.a.user, assignee]) {
      const mine = (await notificationsOf(fx.a.company.id, user.id)).filter(
        (n) => (n.data.notification as { notice?: { id: string } }).notice?.id === due.id,
      );
      expect(mine, user.name).toHaveLength(1);
      expect(mine[0]?.data.notification).toMatchObject({
        type: DUE_REMINDER_TYPE,
        text: "Renew insurance",
        company: { name: "Alpha AB" },
        publication: { name: "Object for Renew insurance", type: "note" },
      });
    }
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.subject, "Påminnelse: Renew insurance"));
    expect(mails.map((m) => m.recipient).sort()).toEqual([assignee.email, fx.a.user.email].sort());
    const texts = (await notificationsOf(fx.a.company.id, fx.a.user.id))
      .filter((n) => n.data.notification.type === DUE_REMINDER_TYPE)
      .map((n) => (n.data.notification as { text: string }).text);
    expect(texts).not.toContain("Later");
    expect(texts).not.toContain("Done");

    expect(await deliverDueReminders(t.deps, now)).toBe(0);
  });

  it("uses the company's time zone: due at local midnight, not before", async () => {
    const company = await createCompany(t.deps.db);
    await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: [...editor, "DocumentReminders"] });
    const n = await notice(company.id, fx.a.token, { title: "Midnight", reminderAt: "2026-06-15" });
    // 21:30 UTC on the 14th is 23:30 in Stockholm (summer time): not yet due.
    await deliverDueReminders(t.deps, new Date("2026-06-14T21:30:00Z"));
    expect((await t.deps.db.select().from(notices).where(eq(notices.id, n.id)))[0]?.deliveredAt).toBeNull();
    // 22:30 UTC is 00:30 on the 15th in Stockholm: due.
    await deliverDueReminders(t.deps, new Date("2026-06-14T22:30:00Z"));
    expect((await t.deps.db.select().from(notices).where(eq(notices.id, n.id)))[0]?.deliveredAt).not.toBeNull();
  });

  it("delivers again after the date moves, and mails in the recipient's language", async () => {
    const english = await createUser(t.deps.db, { name: "English" });
    await addMember(t.deps.db, fx.a.company.id, english.id, { permissions: [...editor, "DocumentReminders"] });
    await t.app.inject({
      method: "PUT",
      url: `/api/users/${english.id}/language`,
      headers: bearer(await signIn(t.app, english.email)),
      payload: { language: "en" },
    });
    const n = await notice(fx.a.company.id, fx.a.token, {
      title: "Moving",
      reminderAt: "2026-04-01",
      managerId: english.id,
    });
    await deliverDueReminders(t.deps, new Date("2026-04-02T12:00:00Z"));
    await t.app.inject({
      method: "PUT",
      url: `/api/companies/${fx.a.company.id}/notices/${n.id}`,
      headers: bearer(fx.a.token),
      payload: { title: "Moving", reminderAt: "2026-04-05", managerId: english.id },
    });
    await deliverDueReminders(t.deps, new Date("2026-04-06T12:00:00Z"));
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, english.email));
    expect(mails.map((m) => m.subject)).toEqual(["Reminder: Moving", "Reminder: Moving"]);
  });
});
