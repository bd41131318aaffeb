import { allPermissions } from "@app/contract";
import { and, eq, like } from "drizzle-orm";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createNotice } from "../../test/factories";
import { addMember, appWithTwoCompanies, createCompany, createUser, signIn } from "../../test/fixtures";
import { editor, newMember } from "../../test/objects";
import { withTenant } from "../db/client";
import { companyUsers, notices, notifications, outbox } from "../db/schema";
import type { Deps } from "../deps";
import { backoffMs, sendPending } from "../outbound/outbox-delivery";
import { DUE_REMINDER_TYPE, deliverDueReminders } from "./due-reminders";

const { t, fx } = appWithTwoCompanies([...editor, "DocumentReminders"]);

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
    const due = await createNotice(t, fx.a, fx.a.company.id, {
      title: "Renew insurance",
      reminderAt: "2026-03-01",
      assigneeIds: [assignee.id],
    });
    await createNotice(t, fx.a, fx.a.company.id, { title: "Later", reminderAt: "2099-01-01" });
    await createNotice(t, fx.a, fx.a.company.id, { title: "Done", reminderAt: "2026-03-01", status: true });

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
    const n = await createNotice(t, fx.a, company.id, { title: "Midnight", reminderAt: "2026-06-15" });
    // 21:30 UTC on the 14th is 23:30 in Stockholm (summer time): not yet due.
    await deliverDueReminders(t.deps, new Date("2026-06-14T21:30:00Z"));
    expect((await t.deps.db.select().from(notices).where(eq(notices.id, n.id)))[0]?.deliveredAt).toBeNull();
    // 22:30 UTC is 00:30 on the 15th in Stockholm: due.
    await deliverDueReminders(t.deps, new Date("2026-06-14T22:30:00Z"));
    expect((await t.deps.db.select().from(notices).where(eq(notices.id, n.id)))[0]?.deliveredAt).not.toBeNull();
  });

  it("at 23:30 and 00:30 UTC in December: due in Stockholm (UTC+1), not yet in New York (UTC-5)", async () => {
    const stockholm = await createCompany(t.deps.db);
    const newYork = await createCompany(t.deps.db, { timeZone: "America/New_York" });
    const delivered = async (id: string) =>
      (await t.deps.db.select().from(notices).where(eq(notices.id, id)))[0]?.deliveredAt ?? null;
    const ids: string[] = [];
    for (const company of [stockholm, newYork]) {
      await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: [...editor, "DocumentReminders"] });
      ids.push((await createNotice(t, fx.a, company.id, { title: "On the 7th", reminderAt: "2026-12-07" })).id);
    }
    const [inStockholm = "", inNewYork = ""] = ids;
    // 22:30 UTC on the 6th is 23:30 in Stockholm: not yet due anywhere.
    await deliverDueReminders(t.deps, new Date("2026-12-06T22:30:00Z"));
    expect(await delivered(inStockholm)).toBeNull();
    // 23:30 UTC on the 6th is already the 7th in Stockholm, still the 6th in UTC and New York.
    await deliverDueReminders(t.deps, new Date("2026-12-06T23:30:00Z"));
    expect(await delivered(inStockholm)).not.toBeNull();
    expect(await delivered(inNewYork)).toBeNull();
    // 00:30 UTC on the 7th is 19:30 on the 6th in New York.
    await deliverDueReminders(t.deps, new Date("2026-12-07T00:30:00Z"));
    expect(await delivered(inNewYork)).toBeNull();
    await deliverDueReminders(t.deps, new Date("2026-12-07T05:30:00Z"));
    expect(await delivered(inNewYork)).not.toBeNull();
  });

  it("delivers again after the date moves, and mails in the recipient's language", async () => {
    const english = await createUser(t.deps.db, { name: "English" });
    await addMember(t.deps.db, fx.a.company.id, english.id, { permissions: [...editor, "DocumentReminders"] });
    await t.api.as(await signIn(t.app, english.email)).put(`/api/users/${english.id}/language`, { language: "en" });
    const n = await createNotice(t, fx.a, fx.a.company.id, {
      title: "Moving",
      reminderAt: "2026-04-01",
      managerId: english.id,
    });
    await deliverDueReminders(t.deps, new Date("2026-04-02T12:00:00Z"));
    await t.api.as(fx.a).put(`/api/companies/${fx.a.company.id}/notices/${n.id}`, {
      title: "Moving",
      reminderAt: "2026-04-05",
      managerId: english.id,
    });
    await deliverDueReminders(t.deps, new Date("2026-04-06T12:00:00Z"));
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, english.email));
    expect(mails.map((m) => m.subject)).toEqual(["Reminder: Moving", "Reminder: Moving"]);
  });
});

describe("a due reminder's mail", () => {
  it("is retried when the mail server fails, not lost (the reminder stays delivered once)", async () => {
    const n = await createNotice(t, fx.a, fx.a.company.id, { title: "Retry me", reminderAt: "2026-07-01" });
    const now = new Date("2026-07-02T08:00:00Z");
    expect(await deliverDueReminders(t.deps, now)).toBe(1);
    const log = pino({ level: "silent" });
    const tries: string[] = [];
    let working = false;
    const email = async (message: { to: string; subject?: string }) => {
      tries.push(message.subject ?? "");
      if (!working) throw new Error("connect ECONNREFUSED");
    };
    const mail = () => t.deps.db.select().from(outbox).where(eq(outbox.subject, "Påminnelse: Retry me"));

    const sentAt = new Date(Date.now() + 1_000);
    await sendPending(t.deps.db, { email }, log, sentAt);
    expect(await mail()).toMatchObject([{ recipient: fx.a.user.email, sentAt: null, attempts: 1 }]);
    expect((await mail())[0]?.lastError).toBe("connect ECONNREFUSED");
    expect((await t.deps.db.select().from(notices).where(eq(notices.id, n.id)))[0]?.deliveredAt).not.toBeNull();

    working = true;
    await sendPending(t.deps.db, { email }, log, new Date(sentAt.getTime() + backoffMs(1)));
    expect((await mail())[0]?.sentAt).not.toBeNull();
    expect(tries.filter((subject) => subject === "Påminnelse: Retry me")).toHaveLength(2);
    expect(await deliverDueReminders(t.deps, now)).toBe(0);
  });
});

describe("members who leave", () => {
  /** The job with a realtime that records what it would emit to sockets. */
  const deliver = async (now: Date) => {
    const emitted: { userId: string }[] = [];
    const realtime: Deps["realtime"] = { ...t.deps.realtime, notify: (list) => void emitted.push(...list) };
    await deliverDueReminders({ ...t.deps, realtime }, now);
    return emitted;
  };
  const mailsTo = (email: string, title: string) =>
    t.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), like(outbox.subject, `%${title}`)));
  const noticeOf = async (companyId: string, token: string, id: string) => {
    const response = await t.api.as(token).get(`/api/companies/${companyId}/notices/${id}`);
    return response.json() as { version: number; manager: { id: string } | null; assignees: { id: string }[] };
  };

  it("a removed manager and assignee get no mail, bell or socket event; the remover takes over their roles", async () => {
    const c = fx.a.company.id;
    const admin = await newMember(t, c, allPermissions);
    const leaver = await newMember(t, c, [...editor, "DocumentReminders"]);
    const stayer = await newMember(t, c, [...editor, "DocumentReminders"]);
    const managed = await createNotice(t, admin, c, {
      title: "Leaver manages",
      reminderAt: "2026-08-01",
      managerId: leaver.user.id,
      assigneeIds: [leaver.user.id, stayer.user.id],
    });
    const assigned = await createNotice(t, admin, c, {
      title: "Leaver alone",
      reminderAt: "2026-08-01",
      managerId: stayer.user.id,
      assigneeIds: [leaver.user.id],
    });

    const removed = await t.api.as(admin).delete(`/api/companies/${c}/users/${leaver.user.id}`);
    expect(removed.statusCode).toBe(200);
    const first = await noticeOf(c, admin.token, managed.id);
    expect(first.manager?.id).toBe(admin.user.id);
    expect(first.assignees.map((a) => a.id)).toEqual([stayer.user.id]);
    const second = await noticeOf(c, admin.token, assigned.id);
    expect(second.manager?.id).toBe(stayer.user.id);
    expect(second.assignees.map((a) => a.id)).toEqual([admin.user.id]);
    // Both changed: a save based on the version before the removal is refused.
    expect([first.version, second.version]).toEqual([managed.version + 1, assigned.version + 1]);

    const emitted = await deliver(new Date("2026-08-02T08:00:00Z"));
    expect(emitted.filter((n) => n.userId === leaver.user.id)).toEqual([]);
    expect(emitted.filter((n) => n.userId === admin.user.id)).toHaveLength(2);
    expect(emitted.filter((n) => n.userId === stayer.user.id)).toHaveLength(2);
    const bell = await notificationsOf(c, leaver.user.id);
    expect(bell.filter((n) => n.data.notification.type === DUE_REMINDER_TYPE)).toEqual([]);
    expect(await mailsTo(leaver.user.email, "Leaver manages")).toEqual([]);
    expect(await mailsTo(leaver.user.email, "Leaver alone")).toEqual([]);
    expect(await mailsTo(admin.user.email, "Leaver manages")).toHaveLength(1);
  });

  it("delivery checks membership when it sends, whatever ended it", async () => {
    const c = fx.a.company.id;
    const manager = await newMember(t, c, [...editor, "DocumentReminders"]);
    const assignee = await newMember(t, c, [...editor, "DocumentReminders"]);
    await createNotice(t, fx.a, c, {
      title: "Gone at send time",
      reminderAt: "2026-09-01",
      managerId: manager.user.id,
      assigneeIds: [assignee.user.id],
    });
    // The membership ends without the release (as a removal racing with the job would).
    await withTenant(t.deps.db, { companyIds: [c] }, (tx) =>
      tx.delete(companyUsers).where(and(eq(companyUsers.companyId, c), eq(companyUsers.userId, manager.user.id))),
    );

    const emitted = await deliver(new Date("2026-09-02T08:00:00Z"));
    expect(emitted.filter((n) => n.userId === manager.user.id)).toEqual([]);
    expect(emitted.filter((n) => n.userId === assignee.user.id)).toHaveLength(1);
    expect(await mailsTo(manager.user.email, "Gone at send time")).toEqual([]);
    expect(await mailsTo(assignee.user.email, "Gone at send time")).toHaveLength(1);
  });
});
