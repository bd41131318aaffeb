import type { EnabledFeatures, TaskCreate } from "@app/contract";
import { taskCreateSchema } from "@app/contract";
import { eq } from "drizzle-orm";
import type { Config } from "../config";
import { deliverDueTasks } from "../modules/tasks/task-due.service";
import { createTask, updateTask } from "../modules/tasks/tasks.service";
import type { Database } from "./client";
import { publications } from "./schema";
import { demoTenant, quietRealtime } from "./seed-support";

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The next date (from tomorrow on) that falls on the weekday given (0 Sunday … 6 Saturday). */
function nextWeekday(weekday: number) {
  for (let days = 1; ; days++) {
    if (new Date(Date.now() + days * 86_400_000).getUTCDay() === weekday) return dayOffset(days);
  }
}

/**
 * Tasks in a demo company, made through the tasks service as users would: every type and
 * importance, weekly ones (one completed, so its next occurrence exists), some on objects, some
 * overdue (delivered as due, so the admin's bell has TASK_DUE), one done, and the colleague's task
 * with the admin as member (TASK_ASSIGNED). Mails are dropped (a demo start sends none).
 */
export async function seedTasks(
  db: Database,
  config: Config,
  company: { companyId: string; admin: string; colleague: string; features: EnabledFeatures },
) {
  const deps = { config, realtime: quietRealtime, mail: async () => {} };
  const admin = demoTenant(db, company)(company.admin, ["Tasks", "CompanyAccountAdmin"]);
  const colleague = demoTenant(db, company)(company.colleague, ["Tasks", "SeeObjectsWithoutGroup"]);
  const objects = await admin.run((tx) =>
    tx.select({ id: publications.id }).from(publications).where(eq(publications.companyId, company.companyId)).limit(2),
  );
  const on = (i: number) => objects[i % Math.max(objects.length, 1)]?.id ?? null;
  const both = [company.admin, company.colleague];
  const make = (who: typeof admin, task: TaskCreate) =>
    who.run((tx) => createTask(tx, deps, who, taskCreateSchema.parse(task)));

  await make(admin, {
    title: "Ring revisorn om bokslutet",
    type: "todo",
    importance: "HIGH",
    dueDate: dayOffset(-3),
    dueTime: "10:00",
    memberIds: [company.admin],
    subTasks: ["Ta fram underlag", "Boka möte"],
  });
  await make(colleague, {
    title: "Fel i fakturaexporten",
    description: "Exporten tappar moms på rader med rabatt.",
    type: "bug",
    importance: "HIGH",
    dueDate: dayOffset(2),
    dueTime: "14:00",
    memberIds: both,
    estimateMinutes: 120,
  });
  const weekly = await make(admin, {
    title: "Veckomöte",
    type: "event",
    importance: "NORMAL",
    dueDate: dayOffset(-7),
    dueTime: "09:00",
    memberIds: both,
    repeat: "FREQ=WEEKLY",
    subTasks: ["Gå igenom ärendelistan"],
  });
  await admin.run((tx) => updateTask(tx, deps, admin, weekly.id, { done: true, scope: "following" }));
  await make(admin, {
    title: "Service av kaffemaskinen",
    type: "service",
    importance: "LOW",
    dueDate: dayOffset(10),
    publicationId: on(0),
  });
  await make(admin, {
    title: "Bevaka anbudet från Lindqvist",
    type: "watch",
    importance: "NORMAL",
    startDate: dayOffset(1),
    dueDate: dayOffset(20),
    visibility: "PRIVATE",
    memberIds: [company.admin],
    publicationId: on(1),
  });
  await make(admin, {
    title: "Förnya domännamnet",
    type: "reminder",
    importance: "LOW",
    dueDate: dayOffset(-1),
    repeat: "FREQ=YEARLY",
    memberIds: [company.admin],
  });
  await make(admin, {
    title: "Städa lagret",
    type: "todo",
    importance: "LOW",
    startDate: nextWeekday(5),
    startTime: "13:00",
    dueDate: nextWeekday(5),
    dueTime: "16:00",
    repeat: "FREQ=WEEKLY;BYDAY=FR;COUNT=8",
    memberIds: both,
  });
  const done = await make(admin, {
    title: "Uppdatera prislistan",
    type: "todo",
    importance: "NORMAL",
    dueDate: dayOffset(-5),
    estimateMinutes: 60,
  });
  await admin.run((tx) => updateTask(tx, deps, admin, done.id, { done: true, scope: "following" }));
  // The overdue ones are delivered now: TASK_DUE in the bell.
  await admin.run((tx) => deliverDueTasks(tx, deps, company.companyId, new Date()));
}
