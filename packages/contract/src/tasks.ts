import { z } from "zod";
import { isIsoDate } from "./dates";
import { PAGE_FETCH, versionSchema } from "./publications";

/** Spec sections 3 and 5: a task's kinds, importance and title limit. */
export const taskTypes = ["reminder", "bug", "todo", "event", "service", "watch"] as const;
export type TaskType = (typeof taskTypes)[number];
export const taskImportances = ["HIGH", "NORMAL", "LOW"] as const;
export type TaskImportance = (typeof taskImportances)[number];
export const taskVisibilities = ["PRIVATE", "PUBLIC"] as const;
export type TaskVisibility = (typeof taskVisibilities)[number];
export const TASK_TITLE_MAX = 90;
export const TASK_MEMBERS_MAX = 50;
export const SUB_TASKS_MAX = 100;
/** The most tasks one list request answers (the calendar reads a range in one). */
export const TASK_LIST_MAX = 1000;

const isoDate = z.string().refine(isIsoDate, "Expected a date as YYYY-MM-DD");
/** A wall-clock time in the company's time zone, HH:MM (24 h). */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Expected a time as HH:MM");
const person = z.object({ id: z.uuid(), name: z.string() });

// ---------------------------------------------------------------------------------------------
// Repeat rules: stored and sent as an RFC 5545 RRULE (without DTSTART: a task's occurrences start
// on its due date, else its start date, in the company's time zone). The screens edit the subset
// below; the server refuses any other rule.

export const repeatFrequencies = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
export const weekdays = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof weekdays)[number];

export const repeatRuleSchema = z
  .object({
    freq: z.enum(repeatFrequencies),
    /** Every N days/weeks/months/years. */
    interval: z.number().int().min(1).max(99).default(1),
    /** WEEKLY only: the weekdays (none: the weekday of the first occurrence). */
    byWeekday: z.array(z.enum(weekdays)).max(7).default([]),
    /** The last day an occurrence may fall on, or null. */
    until: isoDate.nullable().default(null),
    /** How many occurrences in all, or null. At most one of until and count. */
    count: z.number().int().min(1).max(999).nullable().default(null),
  })
  .refine((rule) => rule.until === null || rule.count === null, {
    message: "Give an end date or a number of times, not both",
    path: ["count"],
  })
  .refine((rule) => rule.freq === "WEEKLY" || rule.byWeekday.length === 0, {
    message: "Weekdays belong to a weekly rule",
    path: ["byWeekday"],
  });
export type RepeatRule = z.output<typeof repeatRuleSchema>;

/** A repeat rule as the RRULE text stored and exported (FREQ first, UNTIL as a date). */
export function toRRule(rule: RepeatRule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byWeekday.length > 0) {
    parts.push(`BYDAY=${weekdays.filter((day) => rule.byWeekday.includes(day)).join(",")}`);
  }
  if (rule.until) parts.push(`UNTIL=${rule.until.replaceAll("-", "")}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  return parts.join(";");
}

/** The rule an RRULE text says, or null when it is not one the product edits. */
export function fromRRule(text: string): RepeatRule | null {
  const fields = new Map<string, string>();
  for (const part of text.replace(/^RRULE:/i, "").split(";")) {
    const [key, value, extra] = part.split("=");
    if (!key || value === undefined || extra !== undefined || fields.has(key.toUpperCase())) return null;
    fields.set(key.toUpperCase(), value.toUpperCase());
  }
  const known = new Set(["FREQ", "INTERVAL", "BYDAY", "UNTIL", "COUNT"]);
  if ([...fields.keys()].some((key) => !known.has(key))) return null;
  const until = fields.get("UNTIL");
  const untilDate =
    until && /^\d{8}$/.test(until) ? `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6)}` : null;
  if (until !== undefined && untilDate === null) return null;
  const parsed = repeatRuleSchema.safeParse({
    freq: fields.get("FREQ"),
    interval: fields.has("INTERVAL") ? Number(fields.get("INTERVAL")) : 1,
    byWeekday: fields.get("BYDAY")?.split(",") ?? [],
    until: untilDate,
    count: fields.has("COUNT") ? Number(fields.get("COUNT")) : null,
  });
  return parsed.success ? parsed.data : null;
}

/** An RRULE text the product edits (see fromRRule). */
export const rruleSchema = z
  .string()
  .trim()
  .max(200)
  .refine((text) => fromRRule(text) !== null, "Expected a repeat rule (FREQ, INTERVAL, BYDAY, UNTIL, COUNT)")
  .transform((text) => toRRule(fromRRule(text) as RepeatRule));

// ---------------------------------------------------------------------------------------------
// The task (spec section 3 "Task").

export const subTaskSchema = z.object({ id: z.uuid(), title: z.string(), done: z.boolean() });
export type SubTask = z.infer<typeof subTaskSchema>;

export const taskSchema = z.object({
  id: z.uuid(),
  company: z.object({ id: z.uuid() }),
  /** The object the task is about, or null. */
  publication: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  title: z.string(),
  description: z.string(),
  type: z.enum(taskTypes),
  importance: z.enum(taskImportances),
  /** Dates and times are the company's wall clock (its time zone); a time without a date is not kept. */
  startDate: z.string().nullable(),
  startTime: z.string().nullable(),
  dueDate: z.string().nullable(),
  dueTime: z.string().nullable(),
  members: z.array(person),
  visibility: z.enum(taskVisibilities),
  /** Minutes planned and spent. */
  estimateMinutes: z.number().int().nullable(),
  spentMinutes: z.number().int(),
  subTasks: z.array(subTaskSchema),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  /** The RRULE (see toRRule), or null for a task that does not repeat. */
  repeat: z.string().nullable(),
  /** The repeating series this occurrence belongs to (all its occurrences share it), or null. */
  seriesId: z.uuid().nullable(),
  createdBy: person.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type Task = z.infer<typeof taskSchema>;

const taskFieldsSchema = z.object({
  title: z.string().trim().min(1).max(TASK_TITLE_MAX),
  description: z.string().max(5000),
  type: z.enum(taskTypes),
  importance: z.enum(taskImportances),
  startDate: isoDate.nullable(),
  startTime: clockTimeSchema.nullable(),
  dueDate: isoDate.nullable(),
  dueTime: clockTimeSchema.nullable(),
  memberIds: z.array(z.uuid()).max(TASK_MEMBERS_MAX),
  visibility: z.enum(taskVisibilities),
  estimateMinutes: z.number().int().min(0).max(100_000).nullable(),
  repeat: rruleSchema.nullable(),
  publicationId: z.uuid().nullable(),
});
const fields = taskFieldsSchema.shape;

/** POST /companies/{companyId}/tasks: a field not sent takes its default. */
export const taskCreateSchema = taskFieldsSchema.extend({
  description: fields.description.default(""),
  type: fields.type.default("todo"),
  importance: fields.importance.default("NORMAL"),
  startDate: fields.startDate.default(null),
  startTime: fields.startTime.default(null),
  dueDate: fields.dueDate.default(null),
  dueTime: fields.dueTime.default(null),
  memberIds: fields.memberIds.default([]),
  visibility: fields.visibility.default("PUBLIC"),
  estimateMinutes: fields.estimateMinutes.default(null),
  repeat: fields.repeat.default(null),
  publicationId: fields.publicationId.default(null),
  subTasks: z.array(z.string().trim().min(1).max(200)).max(SUB_TASKS_MAX).default([]),
});
export type TaskCreate = z.input<typeof taskCreateSchema>;

/** Which occurrences of a repeating task a change reaches. */
export const taskScopes = ["this", "following"] as const;
export type TaskScope = (typeof taskScopes)[number];

/**
 * PUT /companies/{companyId}/tasks/{taskId}: the task as GET answers it (members as entities,
 * server-owned fields ignored) or by ids; a field not sent is kept. `done` completes or reopens.
 * `scope` says whether a change to a repeating task is for this occurrence only or for it and
 * every one after it (the default).
 */
export const taskUpdateSchema = taskFieldsSchema
  .omit({ publicationId: true })
  .partial()
  .extend({
    done: z.boolean().optional(),
    members: z
      .array(z.object({ id: z.uuid() }))
      .max(TASK_MEMBERS_MAX)
      .optional(),
    scope: z.enum(taskScopes).default("following"),
    version: versionSchema.optional(),
  })
  .transform(({ members, ...changes }) =>
    changes.memberIds === undefined && members !== undefined
      ? { ...changes, memberIds: members.map((member) => member.id) }
      : changes,
  );
export type TaskUpdate = z.input<typeof taskUpdateSchema>;

/**
 * Every PUT's answer: the task, and the next occurrence when the save completed a repeating task or
 * took this occurrence out of its series (scope this), else null.
 */
export const taskUpdateResultSchema = z.object({ task: taskSchema, next: taskSchema.nullable() });

const flag = z.enum(["true", "false"]).transform((value) => value === "true");

/** GET /companies/{companyId}/tasks: the filters of the issue. */
export const taskListQuerySchema = z.object({
  /** Tasks I created or am a member of. */
  mine: flag.optional(),
  /** Tasks this member is a member of. */
  assignee: z.uuid().optional(),
  type: z.enum(taskTypes).optional(),
  importance: z.enum(taskImportances).optional(),
  /** Due on or after / on or before (YYYY-MM-DD). */
  dueFrom: isoDate.optional(),
  dueTo: isoDate.optional(),
  done: flag.optional(),
  publicationId: z.uuid().optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(TASK_LIST_MAX).default(PAGE_FETCH),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type TaskListQuery = z.input<typeof taskListQuerySchema>;

/** POST /tasks/{taskId}/sub-tasks and PUT /tasks/{taskId}/sub-tasks/{subTaskId}. */
export const subTaskCreateSchema = z.object({ title: z.string().trim().min(1).max(200) });
export const subTaskUpdateSchema = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  done: z.boolean().optional(),
});

/** POST /tasks/{taskId}/time: time spent, added to what is logged (negative corrects it). */
export const timeLogSchema = z.object({
  minutes: z
    .number()
    .int()
    .min(-100_000)
    .max(100_000)
    .refine((minutes) => minutes !== 0, "Log at least one minute"),
});

// ---------------------------------------------------------------------------------------------
// The calendar (/calendar/{companyId?}) and the iCal feed: everything dated in the workspace.
// Reminders come from the spec's reminder paths; the rest from GET /companies/{companyId}/calendar
// (or GET /calendar across the user's companies).

export const calendarKinds = ["task", "esign", "investigation", "skill"] as const;
export type CalendarKind = (typeof calendarKinds)[number];
/** The widest range one calendar request answers. */
export const CALENDAR_MAX_DAYS = 400;

export const calendarQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((range) => range.from <= range.to, { message: "from is after to", path: ["to"] })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 <= CALENDAR_MAX_DAYS, {
    message: `At most ${CALENDAR_MAX_DAYS} days`,
    path: ["to"],
  });

/** One dated thing; a repeating task answers one item per occurrence in the range. */
export const calendarItemSchema = z.object({
  kind: z.enum(calendarKinds),
  /** The task, e-sign request, investigation (object) or person's skill. */
  id: z.uuid(),
  title: z.string(),
  date: z.string(),
  /** HH:MM in the company's time zone, or null for an all-day item. */
  time: z.string().nullable(),
  /** Tasks with a start date: the first day (the item spans startDate..date). */
  startDate: z.string().nullable(),
  done: z.boolean(),
  /** A repeating task's occurrence that does not exist yet (it is made when the one before is done). */
  projected: z.boolean(),
  importance: z.enum(taskImportances).nullable(),
  company: z.object({ id: z.uuid(), name: z.string() }),
  publication: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The app's path that opens the item. */
  link: z.string(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

/** GET/POST /users/{userId}/calendar-feed: the secret address calendar apps subscribe to. */
export const calendarFeedSchema = z.object({ url: z.string().nullable(), createdAt: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
