import type { Permission, Task } from "@app/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createObject, createTask, saved } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany } from "../../../test/fixtures";
import { editor, newMember, publicationsUrl } from "../../../test/objects";
import { withTenant } from "../../db/client";
import { companyUsers, notifications, outbox } from "../../db/schema";
import { acrossMyMemberships } from "../../plugins/tenant";
import { taskCalendarItems, taskFeedItems } from "./task-calendar.service";

const granted: Permission[] = [...editor, "Tasks"];
const { t, fx } = appWithTwoCompanies(granted);

const tasksUrl = (companyId: string, rest = "") => `/api/companies/${companyId}/tasks${rest}`;
type Who = string | { token: string };
type Body = Record<string, unknown>;

async function save(who: Who, task: Task, body: Body): Promise<{ task: Task; next: Task | null }> {
  return saved(await t.api.as(who).put(tasksUrl(task.company.id, `/${task.id}`), body));
}

const read = async (who: Who, task: Task) => t.api.as(who).get(tasksUrl(task.company.id, `/${task.id}`));
const titles = (list: Task[]) => list.map((task) => task.title).sort();

/** A company of its own where fx.a may do everything, for tests that read whole lists. */
async function freshCompany(timeZone?: string) {
  const company = await createCompany(t.deps.db, { timeZone });
  await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: granted });
  return company.id;
}

const bell = (companyId: string, userId: string, type: string) =>
  withTenant(t.deps.db, { companyIds: [companyId] }, (tx) =>
    tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, companyId), eq(notifications.userId, userId))),
  ).then((rows) => rows.map((row) => row.data.notification).filter((n) => n.type === type));

describe("creating and reading tasks", () => {
  it("creates a task with the defaults and answers it as GET does", async () => {
    const task = await createTask(t, fx.a, fx.a.company.id, { title: "Order toner" });
    expect(task).toMatchObject({
      title: "Order toner",
      description: "",
      type: "todo",
      importance: "NORMAL",
      visibility: "PUBLIC",
      startDate: null,
      dueDate: null,
      members: [],
      subTasks: [],
      spentMinutes: 0,
      estimateMinutes: null,
      done: false,
      repeat: null,
      seriesId: null,
      publication: null,
      company: { id: fx.a.company.id },
      createdBy: { id: fx.a.user.id, name: fx.a.user.name },
      version: 1,
    });
    expect((await read(fx.a, task)).json()).toEqual(task);
  });

  it("keeps every field of a full task, its sub tasks in order, and drops a time without its date", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Forklift" });
    const member = await newMember(t, fx.a.company.id, []);
    const task = await createTask(t, fx.a, fx.a.company.id, {
      title: "Service the forklift",
      description: "Annual service",
      type: "service",
      importance: "HIGH",
      startDate: "2027-05-03",
      startTime: "08:00",
      dueDate: "2027-05-04",
      dueTime: "16:30",
      memberIds: [member.user.id],
      visibility: "PRIVATE",
      estimateMinutes: 90,
      publicationId: object.id,
      subTasks: ["Book the technician", "Move the pallets"],
    });
    expect(task).toMatchObject({
      type: "service",
      importance: "HIGH",
      startDate: "2027-05-03",
      startTime: "08:00",
      dueDate: "2027-05-04",
      dueTime: "16:30",
      members: [{ id: member.user.id, name: member.user.name, hasAvatar: false }],
      visibility: "PRIVATE",
      estimateMinutes: 90,
      publication: { id: object.id, name: "Forklift" },
      subTasks: [
        { title: "Book the technician", done: false },
        { title: "Move the pallets", done: false },
      ],
    });
    const timeOnly = await createTask(t, fx.a, fx.a.company.id, { title: "No date", dueTime: "10:00" });
    expect(timeOnly.dueTime).toBeNull();
  });

  it("takes a title of 90 characters and refuses 91, an empty one, and a start after the due moment", async () => {
    await createTask(t, fx.a, fx.a.company.id, { title: "x".repeat(90) });
    for (const body of [
      { title: "x".repeat(91) },
      { title: "   " },
      { title: "Backwards", startDate: "2027-05-05", dueDate: "2027-05-04" },
      { title: "Repeats without a date", repeat: "FREQ=DAILY" },
      { title: "Unknown rule", dueDate: "2027-05-04", repeat: "FREQ=HOURLY" },
    ]) {
      const response = await t.api.as(fx.a).post(tasksUrl(fx.a.company.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe("VALIDATION");
    }
  });

  it("refuses members who are not members of the company, and another company's object", async () => {
    const members = await t.api
      .as(fx.a)
      .post(tasksUrl(fx.a.company.id), { title: "Stranger", memberIds: [fx.b.user.id] });
    expect(members.statusCode).toBe(400);
    const objectOfB = await createObject(t, fx.b, fx.b.company.id, { name: "B's object" });
    const object = await t.api
      .as(fx.a)
      .post(tasksUrl(fx.a.company.id), { title: "Elsewhere", publicationId: objectOfB.id });
    expect(object.statusCode).toBe(404);
  });

  it("answers 404 to another company's task through one's own company, and 403 to writes without Tasks", async () => {
    const taskOfB = await createTask(t, fx.b, fx.b.company.id, { title: "B's task" });
    expect((await t.api.as(fx.a).get(tasksUrl(fx.a.company.id, `/${taskOfB.id}`))).statusCode).toBe(404);
    const put = await t.api.as(fx.a).put(tasksUrl(fx.a.company.id, `/${taskOfB.id}`), { title: "Mine now" });
    expect(put.statusCode).toBe(404);
    expect((await t.api.as(fx.a).delete(tasksUrl(fx.a.company.id, `/${taskOfB.id}`))).statusCode).toBe(404);
    expect((await read(fx.b, taskOfB)).json().title).toBe("B's task");

    const reader = await newMember(t, fx.a.company.id, []);
    expect((await t.api.as(reader).post(tasksUrl(fx.a.company.id), { title: "Not allowed" })).statusCode).toBe(403);
    const task = await createTask(t, fx.a, fx.a.company.id, { title: "Read only" });
    expect((await read(reader, task)).statusCode).toBe(200);
    expect(
      (await t.api.as(reader).post(tasksUrl(fx.a.company.id, `/${task.id}/time`), { minutes: 5 })).statusCode,
    ).toBe(403);
  });
});

describe("visibility", () => {
  it("shows a private task to its creator and members only", async () => {
    const companyId = await freshCompany();
    const member = await newMember(t, companyId, []);
    const outsider = await newMember(t, companyId, ["SeeObjectsWithoutGroup"]);
    const task = await createTask(t, fx.a, companyId, { title: "Salary review", visibility: "PRIVATE" });
    expect((await read(member, task)).statusCode).toBe(404);
    await save(fx.a, task, { memberIds: [member.user.id] });
    expect((await read(member, task)).statusCode).toBe(200);
    expect((await read(outsider, task)).statusCode).toBe(404);
    expect((await t.api.as(outsider).get(tasksUrl(companyId))).json()).toEqual([]);
    expect(titles((await t.api.as(member).get(tasksUrl(companyId))).json())).toEqual(["Salary review"]);
  });

  it("shows a public task to those who see its object, and one without an object to every member but guests", async () => {
    const companyId = await freshCompany();
    const object = await createObject(t, fx.a, companyId, { name: "Board minutes" });
    const seer = await newMember(t, companyId, ["SeeObjectsWithoutGroup"]);
    const blind = await newMember(t, companyId, []);
    const guest = await newMember(t, companyId, [], "GUEST");
    await createTask(t, fx.a, companyId, { title: "On the object", publicationId: object.id });
    await createTask(t, fx.a, companyId, { title: "Company wide" });
    const seen = async (who: Who) => titles((await t.api.as(who).get(tasksUrl(companyId))).json());
    expect(await seen(seer)).toEqual(["Company wide", "On the object"]);
    expect(await seen(blind)).toEqual(["Company wide"]);
    expect(await seen(guest)).toEqual([]);
    await createTask(t, fx.a, companyId, { title: "Guest's own", memberIds: [guest.user.id], visibility: "PRIVATE" });
    expect(await seen(guest)).toEqual(["Guest's own"]);
  });
});

describe("a guest's tasks", () => {
  it("are private, or public only on an object shared with the guest; full members see nothing else of theirs", async () => {
    const companyId = await freshCompany();
    const guest = await newMember(t, companyId, ["Tasks"], "GUEST");
    const colleague = await newMember(t, companyId, ["SeeObjectsWithoutGroup"]);
    const shared = await createObject(t, fx.a, companyId, { name: "Shared with the guest" });
    const shares = await t.api
      .as(fx.a)
      .post(publicationsUrl(companyId, `/${shared.id}/shares`), { userId: guest.user.id });
    expect(shares.statusCode).toBe(200);
    const hidden = await createObject(t, fx.a, companyId, { name: "Not shared" });

    const post = (body: Body) => t.api.as(guest).post(tasksUrl(companyId), body);
    for (const body of [{ title: "Everyone look" }, { title: "Everyone look", visibility: "PUBLIC" }]) {
      const refused = await post(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: "VALIDATION", field: "visibility" });
    }
    expect((await post({ title: "Not mine to see", publicationId: hidden.id })).statusCode).toBe(404);
    const own = await createTask(t, guest, companyId, { title: "Guest's note", visibility: "PRIVATE" });
    await createTask(t, guest, companyId, { title: "On the shared object", publicationId: shared.id });

    const making = await t.api.as(guest).put(tasksUrl(companyId, `/${own.id}`), { visibility: "PUBLIC" });
    expect(making.statusCode).toBe(400);
    expect(making.json()).toMatchObject({ code: "VALIDATION", field: "visibility" });
    expect((await read(guest, own)).json().visibility).toBe("PRIVATE");
    expect(titles((await t.api.as(colleague).get(tasksUrl(companyId))).json())).toEqual(["On the shared object"]);
    expect(titles((await t.api.as(fx.a).get(tasksUrl(companyId))).json())).toEqual(["On the shared object"]);
  });
});

describe("the list's filters", () => {
  it("filters by mine, assignee, type, importance, due range, done, object and text", async () => {
    const companyId = await freshCompany();
    const colleague = await newMember(t, companyId, ["Tasks"]);
    const object = await createObject(t, fx.a, companyId, { name: "Van" });
    await createTask(t, fx.a, companyId, {
      title: "Alpha bug",
      type: "bug",
      importance: "HIGH",
      dueDate: "2027-01-10",
    });
    await createTask(t, fx.a, companyId, {
      title: "Beta event",
      type: "event",
      dueDate: "2027-02-10",
      memberIds: [colleague.user.id],
      publicationId: object.id,
    });
    const done = await createTask(t, colleague, companyId, {
      title: "Gamma done",
      importance: "LOW",
      dueDate: "2027-03-10",
    });
    await save(colleague, done, { done: true });
    const list = async (query: string, who: Who = fx.a) =>
      titles((await t.api.as(who).get(`${tasksUrl(companyId)}?${query}`)).json());
    expect(await list("")).toEqual(["Alpha bug", "Beta event", "Gamma done"]);
    expect(await list("mine=true")).toEqual(["Alpha bug", "Beta event"]);
    expect(await list("mine=true", colleague)).toEqual(["Beta event", "Gamma done"]);
    expect(await list(`assignee=${colleague.user.id}`)).toEqual(["Beta event"]);
    expect(await list("type=bug")).toEqual(["Alpha bug"]);
    expect(await list("importance=LOW")).toEqual(["Gamma done"]);
    expect(await list("dueFrom=2027-02-01&dueTo=2027-03-10")).toEqual(["Beta event", "Gamma done"]);
    expect(await list("done=false")).toEqual(["Alpha bug", "Beta event"]);
    expect(await list("done=true")).toEqual(["Gamma done"]);
    expect(await list(`publicationId=${object.id}`)).toEqual(["Beta event"]);
    expect(await list("q=gamm")).toEqual(["Gamma done"]);
    expect(await list("limit=1&offset=1")).toEqual(["Beta event"]);
  });
});

describe("saving a task", () => {
  it("refuses a save based on an older version with 409 STALE_VERSION and the task as it is", async () => {
    const task = await createTask(t, fx.a, fx.a.company.id, { title: "Draft" });
    await save(fx.a, task, { title: "First", version: task.version });
    const stale = await t.api.as(fx.a).put(tasksUrl(fx.a.company.id, `/${task.id}`), { title: "Second", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "STALE_VERSION", current: { title: "First", version: 2 } });
  });

  it("tells members added (not the one who adds them, not those already there) in the bell and by mail", async () => {
    const first = await newMember(t, fx.a.company.id, []);
    const second = await newMember(t, fx.a.company.id, []);
    const task = await createTask(t, fx.a, fx.a.company.id, {
      title: "Paint the fence",
      dueDate: "2027-06-01",
      memberIds: [fx.a.user.id, first.user.id],
    });
    expect(await bell(fx.a.company.id, first.user.id, "TASK_ASSIGNED")).toEqual([
      expect.objectContaining({
        sourceUser: { id: fx.a.user.id, name: fx.a.user.name },
        task: { id: task.id, title: "Paint the fence", dueDate: "2027-06-01" },
        text: "Paint the fence",
      }),
    ]);
    expect(await bell(fx.a.company.id, fx.a.user.id, "TASK_ASSIGNED")).toEqual([]);
    await save(fx.a, task, { memberIds: [first.user.id, second.user.id] });
    expect(await bell(fx.a.company.id, first.user.id, "TASK_ASSIGNED")).toHaveLength(1);
    expect(await bell(fx.a.company.id, second.user.id, "TASK_ASSIGNED")).toHaveLength(1);
    const [mail] = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, second.user.email));
    expect(mail?.subject).toContain("Paint the fence");
    expect(mail?.body).toContain(`/calendar/${fx.a.company.id}?task=${task.id}`);
  });

  it("no longer shows a member who left the company, so the task's GET body saves as it is", async () => {
    const leaving = await newMember(t, fx.a.company.id, []);
    const task = await createTask(t, fx.a, fx.a.company.id, { title: "Handover", memberIds: [leaving.user.id] });
    await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
      tx
        .delete(companyUsers)
        .where(and(eq(companyUsers.companyId, fx.a.company.id), eq(companyUsers.userId, leaving.user.id))),
    );
    const body = (await read(fx.a, task)).json() as Task;
    expect(body.members).toEqual([]);
    expect((await save(fx.a, task, body)).task.members).toEqual([]);
  });

  it("ticks, renames and removes sub tasks, and adds time logged at once without losing any", async () => {
    const task = await createTask(t, fx.a, fx.a.company.id, { title: "Move office", subTasks: ["Pack"] });
    const url = tasksUrl(fx.a.company.id, `/${task.id}`);
    const added = await t.api.as(fx.a).post(`${url}/sub-tasks`, { title: "Label boxes" });
    expect(added.statusCode).toBe(201);
    const [pack, label] = (added.json() as Task).subTasks;
    if (!pack || !label) throw new Error("sub tasks missing");
    const ticked = await t.api.as(fx.a).put(`${url}/sub-tasks/${pack.id}`, { done: true, title: "Pack it all" });
    expect((ticked.json() as Task).subTasks).toEqual([
      { id: pack.id, title: "Pack it all", done: true },
      { id: label.id, title: "Label boxes", done: false },
    ]);
    const removed = await t.api.as(fx.a).delete(`${url}/sub-tasks/${label.id}`);
    expect((removed.json() as Task).subTasks.map((s) => s.id)).toEqual([pack.id]);
    expect((await t.api.as(fx.a).delete(`${url}/sub-tasks/${label.id}`)).statusCode).toBe(404);

    const logs = await Promise.all([15, 30, 45, 60].map((minutes) => t.api.as(fx.a).post(`${url}/time`, { minutes })));
    expect(logs.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await read(fx.a, task)).json().spentMinutes).toBe(150);
    await t.api.as(fx.a).post(`${url}/time`, { minutes: -500 });
    expect((await read(fx.a, task)).json().spentMinutes).toBe(0);
    expect((await t.api.as(fx.a).post(`${url}/time`, { minutes: 0 })).statusCode).toBe(400);
  });
});

describe("repeating tasks", () => {
  it("completing a weekly task on Monday and Wednesday makes the next one, across a month boundary", async () => {
    const task = await createTask(t, fx.a, fx.a.company.id, {
      title: "Water the plants",
      startDate: "2026-01-27",
      dueDate: "2026-01-28",
      dueTime: "09:00",
      repeat: "FREQ=WEEKLY;BYDAY=WE,MO",
      subTasks: ["Kitchen"],
    });
    expect(task).toMatchObject({ repeat: "FREQ=WEEKLY;BYDAY=MO,WE", seriesId: task.id });
    const first = await save(fx.a, task, { done: true });
    expect(first.task).toMatchObject({ done: true, doneAt: expect.any(String) });
    expect(first.next).toMatchObject({
      title: "Water the plants",
      startDate: "2026-02-01",
      dueDate: "2026-02-02",
      dueTime: "09:00",
      done: false,
      seriesId: task.id,
      repeat: "FREQ=WEEKLY;BYDAY=MO,WE",
      subTasks: [{ title: "Kitchen", done: false }],
    });
    const second = await save(fx.a, first.next as Task, { done: true });
    expect(second.next).toMatchObject({ dueDate: "2026-02-04", startDate: "2026-02-03" });
  });

  it("keeps the wall-clock due time of a daily task across both daylight-saving changes in Europe/Stockholm", async () => {
    const companyId = await freshCompany("Europe/Stockholm");
    for (const [start, dates] of [
      ["2027-03-27", ["2027-03-28", "2027-03-29"]],
      ["2026-10-24", ["2026-10-25", "2026-10-26"]],
    ] as const) {
      let task = await createTask(t, fx.a, companyId, {
        title: `Daily from ${start}`,
        dueDate: start,
        dueTime: "09:00",
        repeat: "FREQ=DAILY",
      });
      for (const date of dates) {
        const { next } = await save(fx.a, task, { done: true });
        expect(next).toMatchObject({ dueDate: date, dueTime: "09:00" });
        task = next as Task;
      }
    }
  });

  it("ends a series after COUNT occurrences and after its UNTIL date", async () => {
    const counted = await createTask(t, fx.a, fx.a.company.id, {
      title: "Three times",
      dueDate: "2027-01-04",
      repeat: "FREQ=WEEKLY;COUNT=3",
    });
    const second = await save(fx.a, counted, { done: true });
    expect(second.next).toMatchObject({ dueDate: "2027-01-11", repeat: "FREQ=WEEKLY;COUNT=2" });
    const third = await save(fx.a, second.next as Task, { done: true });
    expect(third.next).toMatchObject({ dueDate: "2027-01-18", repeat: "FREQ=WEEKLY;COUNT=1" });
    expect((await save(fx.a, third.next as Task, { done: true })).next).toBeNull();

    const until = await createTask(t, fx.a, fx.a.company.id, {
      title: "Until the 3rd",
      dueDate: "2027-02-01",
      repeat: "FREQ=DAILY;INTERVAL=2;UNTIL=20270203",
    });
    const next = await save(fx.a, until, { done: true });
    expect(next.next).toMatchObject({ dueDate: "2027-02-03" });
    expect((await save(fx.a, next.next as Task, { done: true })).next).toBeNull();
  });

  it("completing twice (done, reopened, done) makes one next occurrence, not two", async () => {
    const companyId = await freshCompany();
    const task = await createTask(t, fx.a, companyId, { title: "Once", dueDate: "2027-04-01", repeat: "FREQ=MONTHLY" });
    const first = await save(fx.a, task, { done: true });
    await save(fx.a, first.task, { done: false });
    const again = await save(fx.a, task, { done: true });
    expect(again.next?.id).toBe(first.next?.id);
    expect(titles((await t.api.as(fx.a).get(tasksUrl(companyId))).json())).toEqual(["Once", "Once"]);
  });

  it("scope this detaches the occurrence and the series goes on as it was; following changes the rule from here", async () => {
    const companyId = await freshCompany();
    const task = await createTask(t, fx.a, companyId, {
      title: "Standup",
      dueDate: "2027-03-01",
      dueTime: "09:00",
      repeat: "FREQ=WEEKLY",
    });
    const moved = await save(fx.a, task, { dueDate: "2027-03-02", title: "Standup (moved)", scope: "this" });
    expect(moved.task).toMatchObject({ dueDate: "2027-03-02", repeat: null, seriesId: task.id });
    expect(moved.next).toMatchObject({ title: "Standup", dueDate: "2027-03-08", repeat: "FREQ=WEEKLY" });
    // Completing the detached one makes nothing more.
    expect((await save(fx.a, moved.task, { done: true })).next).toBeNull();

    const series = moved.next as Task;
    const changed = await save(fx.a, series, {
      title: "Standup v2",
      dueDate: "2027-03-09",
      repeat: "FREQ=DAILY;COUNT=2",
      scope: "following",
    });
    expect(changed.task).toMatchObject({ title: "Standup v2", dueDate: "2027-03-09", repeat: "FREQ=DAILY;COUNT=2" });
    const last = await save(fx.a, changed.task, { done: true });
    expect(last.next).toMatchObject({ title: "Standup v2", dueDate: "2027-03-10", repeat: "FREQ=DAILY;COUNT=1" });
    expect((await save(fx.a, last.next as Task, { done: true })).next).toBeNull();
  });

  it("sending the task back unchanged with scope this changes nothing and detaches nothing", async () => {
    const task = await createTask(t, fx.a, fx.a.company.id, {
      title: "Same",
      dueDate: "2027-03-01",
      repeat: "FREQ=DAILY",
    });
    const saved = await save(fx.a, task, { ...task, scope: "this" });
    expect(saved.next).toBeNull();
    expect(saved.task).toMatchObject({ repeat: "FREQ=DAILY", title: "Same" });
  });

  it("deleting this occurrence skips to the next; deleting following ends the series", async () => {
    const companyId = await freshCompany();
    const task = await createTask(t, fx.a, companyId, {
      title: "Backup",
      dueDate: "2027-05-03",
      repeat: "FREQ=WEEKLY",
    });
    expect((await t.api.as(fx.a).delete(`${tasksUrl(companyId, `/${task.id}`)}?scope=this`)).statusCode).toBe(200);
    const [next] = (await t.api.as(fx.a).get(tasksUrl(companyId))).json() as Task[];
    expect(next).toMatchObject({ title: "Backup", dueDate: "2027-05-10", seriesId: task.id });
    const done = await save(fx.a, next as Task, { done: true });
    expect((await t.api.as(fx.a).delete(`${tasksUrl(companyId, `/${done.task.id}`)}?scope=following`)).statusCode).toBe(
      200,
    );
    expect((await t.api.as(fx.a).get(tasksUrl(companyId))).json()).toEqual([]);
  });
});

describe("the calendar's and the feed's tasks", () => {
  it("answers the occurrences in a range with projected ones of a series, as the user may see them", async () => {
    const companyId = await freshCompany();
    const other = await newMember(t, companyId, []);
    const weekly = await createTask(t, fx.a, companyId, {
      title: "Weekly review",
      importance: "HIGH",
      dueDate: "2027-09-01",
      dueTime: "10:00",
      repeat: "FREQ=WEEKLY;COUNT=3",
    });
    await createTask(t, fx.a, companyId, { title: "Secret", dueDate: "2027-09-02", visibility: "PRIVATE" });
    await createTask(t, fx.a, companyId, { title: "Span", startDate: "2027-08-30", dueDate: "2027-09-20" });
    await createTask(t, fx.a, companyId, { title: "Later", dueDate: "2027-12-01" });
    const items = (userId: string) =>
      acrossMyMemberships(t.deps.db, userId, {}, (tx, members) =>
        taskCalendarItems(tx, members, { from: "2027-09-01", to: "2027-09-30" }),
      ).then((list) => list.filter((item) => item.company.id === companyId));
    const mine = await items(fx.a.user.id);
    expect(mine.map((i) => [i.title, i.date, i.projected])).toEqual([
      ["Weekly review", "2027-09-01", false],
      ["Secret", "2027-09-02", false],
      ["Weekly review", "2027-09-08", true],
      ["Weekly review", "2027-09-15", true],
      ["Span", "2027-09-20", false],
    ]);
    expect(mine[2]).toMatchObject({
      kind: "task",
      id: weekly.id,
      time: "10:00",
      importance: "HIGH",
      done: false,
      startDate: null,
      link: `/calendar/${companyId}?task=${weekly.id}`,
    });
    expect(mine[4]).toMatchObject({ startDate: "2027-08-30" });
    expect((await items(other.user.id)).map((i) => i.title)).not.toContain("Secret");

    const feed = await acrossMyMemberships(t.deps.db, fx.a.user.id, {}, (tx, members) =>
      taskFeedItems(tx, members, "2027-09-01"),
    );
    const ours = feed.filter((item) => item.company.id === companyId);
    expect(ours.map((i) => [i.title, i.repeat])).toEqual([
      ["Weekly review", "FREQ=WEEKLY;COUNT=3"],
      ["Secret", null],
      ["Span", null],
      ["Later", null],
    ]);
    expect(ours[0]?.company).toMatchObject({ id: companyId, timeZone: "Europe/Stockholm" });
  });
});

describe("attacks and races (review)", () => {
  it("answers 404 on every route of a private task to a member who is not in it", async () => {
    const companyId = await freshCompany();
    const intruder = await newMember(t, companyId, [...granted]);
    const task = await createTask(t, fx.a, companyId, {
      title: "Salary review",
      visibility: "PRIVATE",
      subTasks: ["Step"],
      dueDate: "2027-01-04",
    });
    const url = tasksUrl(companyId, `/${task.id}`);
    const sub = task.subTasks[0]?.id;
    const as = t.api.as(intruder);
    expect((await as.get(url)).statusCode).toBe(404);
    expect((await as.put(url, { title: "Mine now" })).statusCode).toBe(404);
    expect((await as.post(`${url}/sub-tasks`, { title: "x" })).statusCode).toBe(404);
    expect((await as.put(`${url}/sub-tasks/${sub}`, { done: true })).statusCode).toBe(404);
    expect((await as.delete(`${url}/sub-tasks/${sub}`)).statusCode).toBe(404);
    expect((await as.post(`${url}/time`, { minutes: 5 })).statusCode).toBe(404);
    expect((await as.delete(url)).statusCode).toBe(404);
    for (const query of ["q=Salary", `assignee=${fx.a.user.id}`, "dueFrom=2027-01-01", "done=false", "type=todo"]) {
      expect((await as.get(`${tasksUrl(companyId)}?${query}`)).json()).toEqual([]);
    }
    expect((await read(fx.a, task)).json()).toMatchObject({ title: "Salary review", spentMinutes: 0 });
  });

  it("ignores company, seriesId and createdBy sent in a PUT", async () => {
    const companyId = await freshCompany();
    const task = await createTask(t, fx.a, companyId, { title: "Mine" });
    const other = await createTask(t, fx.a, companyId, { title: "Other", dueDate: "2027-01-01", repeat: "FREQ=DAILY" });
    const saved = await save(fx.a, task, {
      title: "Mine 2",
      company: { id: fx.b.company.id },
      seriesId: other.id,
      createdBy: { id: fx.b.user.id, name: "B" },
      publicationId: null,
    });
    expect(saved.task).toMatchObject({ company: { id: companyId }, seriesId: null, createdBy: { id: fx.a.user.id } });
  });

  it("makes one next occurrence when an occurrence is completed twice at once", async () => {
    const companyId = await freshCompany();
    const task = await createTask(t, fx.a, companyId, { title: "Race", dueDate: "2027-06-01", repeat: "FREQ=DAILY" });
    const url = tasksUrl(companyId, `/${task.id}`);
    await Promise.all([1, 2, 3].map(() => t.api.as(fx.a).put(url, { done: true })));
    const list = (await t.api.as(fx.a).get(tasksUrl(companyId))).json() as Task[];
    expect(list.map((x) => [x.dueDate, x.done])).toEqual([
      ["2027-06-01", true],
      ["2027-06-02", false],
    ]);
  });

  it("makes one next occurrence when an occurrence is deleted twice, or deleted and completed, at once", async () => {
    const companyId = await freshCompany();
    const task = await createTask(t, fx.a, companyId, { title: "Race", dueDate: "2027-06-01", repeat: "FREQ=DAILY" });
    const url = tasksUrl(companyId, `/${task.id}`);
    await Promise.all([t.api.as(fx.a).delete(`${url}?scope=this`), t.api.as(fx.a).delete(`${url}?scope=this`)]);
    const list = (await t.api.as(fx.a).get(tasksUrl(companyId))).json() as Task[];
    expect(list.map((x) => x.dueDate)).toEqual(["2027-06-02"]);

    const second = list[0] as Task;
    const secondUrl = tasksUrl(companyId, `/${second.id}`);
    await Promise.all([
      t.api.as(fx.a).put(secondUrl, { done: true }),
      t.api.as(fx.a).delete(`${secondUrl}?scope=this`),
    ]);
    const after = (await t.api.as(fx.a).get(tasksUrl(companyId))).json() as Task[];
    expect(after.filter((x) => !x.done).map((x) => x.dueDate)).toEqual(["2027-06-03"]);
  });

  it("keeps a task at 100 sub tasks when several are added at once", async () => {
    const companyId = await freshCompany();
    const subTasks = Array.from({ length: 98 }, (_, i) => `Step ${i}`);
    const task = await createTask(t, fx.a, companyId, { title: "Long list", subTasks });
    const url = tasksUrl(companyId, `/${task.id}/sub-tasks`);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => t.api.as(fx.a).post(url, { title: `Extra ${n}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect((await read(fx.a, task)).json().subTasks).toHaveLength(100);
  });

  it("a change to all following reaches no later occurrence the member may not see", async () => {
    const companyId = await freshCompany();
    const other = await newMember(t, companyId, [...granted]);
    const first = await createTask(t, fx.a, companyId, {
      title: "Series",
      dueDate: "2027-07-01",
      repeat: "FREQ=DAILY",
    });
    const completed = await save(fx.a, first, { done: true });
    await save(fx.a, completed.task, { done: false });
    const hidden = await save(fx.a, completed.next as Task, { visibility: "PRIVATE", description: "secret" });
    expect((await read(other, hidden.task)).statusCode).toBe(404);

    const reopened = (await read(other, first)).json() as Task;
    await save(other, reopened, { memberIds: [other.user.id], title: "Hijacked", scope: "following" });
    expect((await read(other, hidden.task)).statusCode).toBe(404);
    const kept = (await read(fx.a, hidden.task)).json() as Task;
    expect(kept).toMatchObject({ title: "Series", members: [] });
    const again = (await read(other, first)).json() as Task;
    await save(other, again, { repeat: "FREQ=WEEKLY", scope: "following" });
    expect((await read(fx.a, hidden.task)).statusCode).toBe(200);
    expect((await t.api.as(other).delete(`${tasksUrl(companyId, `/${first.id}`)}?scope=following`)).statusCode).toBe(
      200,
    );
    expect((await read(fx.a, hidden.task)).statusCode).toBe(200);
  });
});
