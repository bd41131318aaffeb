import type { Notification, NotificationPayload } from "@app/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTask } from "../../test/factories";
import { addMember, appWithTwoCompanies, createCompany } from "../../test/fixtures";
import { newMember } from "../../test/objects";
import { withTenant } from "../db/client";
import { notifications, outbox } from "../db/schema";
import type { Deps } from "../deps";
import { deliverTasksDue } from "./task-due";

const { t, fx } = appWithTwoCompanies(["Tasks"]);

/** The job at `now`, with a realtime that records what it pushes to browsers. */
async function run(now: Date) {
  const pushed: (Notification & { userId: string })[] = [];
  const realtime: Deps["realtime"] = { ...t.deps.realtime, notify: (list) => void pushed.push(...list) };
  const count = await deliverTasksDue({ ...t.deps, realtime }, now);
  return { count, pushed };
}

const dueBell = async (companyId: string, userId: string) =>
  (
    await withTenant(t.deps.db, { companyIds: [companyId] }, (tx) =>
      tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.companyId, companyId), eq(notifications.userId, userId))),
    )
  )
    .map((n) => n.data.notification as NotificationPayload)
    .filter((n) => n.type === "TASK_DUE");

const mailsTo = (email: string) => t.deps.db.select().from(outbox).where(eq(outbox.recipient, email));

async function company(timeZone = "Europe/Stockholm") {
  const made = await createCompany(t.deps.db, { timeZone });
  await addMember(t.deps.db, made.id, fx.a.user.id, { permissions: ["Tasks"] });
  const task = (body: Record<string, unknown>) => createTask(t, fx.a, made.id, body);
  return { id: made.id, task };
}

describe("due tasks", () => {
  it("are delivered at their due time in the company's time zone, across the spring daylight-saving change", async () => {
    const { id, task } = await company();
    const member = await newMember(t, id, []);
    const due = await task({
      title: "Before the change",
      dueDate: "2027-03-27",
      dueTime: "09:00",
      memberIds: [member.user.id],
    });
    // 09:00 in Stockholm is 08:00 UTC in winter time and 07:00 UTC in summer time.
    expect((await run(new Date("2027-03-27T07:59:00Z"))).count).toBe(0);
    const delivered = await run(new Date("2027-03-27T08:00:00Z"));
    expect(delivered.count).toBe(1);
    expect(delivered.pushed.map((n) => n.userId)).toEqual([member.user.id]);

    await task({ title: "After the change", dueDate: "2027-03-28", dueTime: "09:00", memberIds: [member.user.id] });
    expect((await run(new Date("2027-03-28T06:59:00Z"))).count).toBe(0);
    expect((await run(new Date("2027-03-28T07:00:00Z"))).count).toBe(1);
    const bell = await dueBell(id, member.user.id);
    expect(bell.map((n) => n.task?.title).sort()).toEqual(["After the change", "Before the change"]);
    expect(bell.find((n) => n.task?.id === due.id)).toMatchObject({
      sourceUser: null,
      publication: null,
      task: { id: due.id, title: "Before the change", dueDate: "2027-03-27" },
    });
    const mails = await mailsTo(member.user.email);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("Before the change"),
        expect.stringContaining("After the change"),
      ]),
    );
  });

  it("are delivered exactly once however many processes run the job at once, to the creator when nobody is a member", async () => {
    const { id, task } = await company();
    await Promise.all(Array.from({ length: 5 }, (_, i) => task({ title: `Overdue ${i}`, dueDate: "2027-01-10" })));
    const now = new Date("2027-01-10T12:00:00Z");
    const runs = await Promise.all([run(now), run(now), run(now)]);
    expect(runs.reduce((sum, r) => sum + r.count, 0)).toBe(5);
    expect((await dueBell(id, fx.a.user.id)).length).toBe(5);
    expect((await run(now)).count).toBe(0);
  });

  it("are due again once their date moves or they are reopened, and never when done", async () => {
    const { id, task } = await company();
    const url = (taskId: string) => `/api/companies/${id}/tasks/${taskId}`;
    const moved = await task({ title: "Moved", dueDate: "2027-02-01" });
    const finished = await task({ title: "Finished", dueDate: "2027-02-01" });
    await t.api.as(fx.a).put(url(finished.id), { done: true });
    expect((await run(new Date("2027-02-01T12:00:00Z"))).count).toBe(1);
    await t.api.as(fx.a).put(url(moved.id), { dueDate: "2027-02-02" });
    expect((await run(new Date("2027-02-01T12:00:00Z"))).count).toBe(0);
    expect((await run(new Date("2027-02-02T12:00:00Z"))).count).toBe(1);
    await t.api.as(fx.a).put(url(moved.id), { done: true });
    await t.api.as(fx.a).put(url(moved.id), { done: false });
    expect((await run(new Date("2027-02-02T12:00:00Z"))).count).toBe(1);
    expect((await dueBell(id, fx.a.user.id)).map((n) => n.task?.title)).toEqual(["Moved", "Moved", "Moved"]);
  });
});
