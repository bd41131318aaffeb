import { z } from "zod/mini";
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

const isoDate = z.string().check(z.refine(isIsoDate, "Expected a date as YYYY-MM-DD"));
/** A wall-clock time in the company's time zone, HH:MM (24 h). */
export const clockTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Expected a time as HH:MM"));
const person = z.object({ id: z.uuid(), name: z.string() });
/** A task's member, with whether they have a picture (the web asks only for those that exist). */
const taskMember = z.extend(person, { hasAvatar: z.boolean() });

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
    interval: z._default(z.int().check(z.gte(1), z.lte(99)), 1),
    /** WEEKLY only: the weekdays (none: the weekday of the first occurrence). */
    byWeekday: z._default(z.array(z.enum(weekdays)).check(z.maxLength(7)), []),
    /** The last day an occurrence may fall on, or null. */
    until: z._default(z.nullable(isoDate), null),
    /** How many occurrences in all, or null. At most one of until and count. */
    count: z._default(z.nullable(z.int().check(z.gte(1), z.lte(999))), null),
  })
  .check(
    z.refine((rule) => rule.until === null || rule.count === null, {
      message: "Give an end date or a number of times, not both",
      path: ["count"],
    }),
    z.refine((rule) => rule.freq === "WEEKLY" || rule.byWeekday.length === 0, {
      message: "Weekdays belong to a weekly rule",
      path: ["byWeekday"],
    }),
  );
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
export const rruleSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(200),
    z.refine((text) => fromRRule(text) !== null, "Expected a repeat rule (FREQ, INTERVAL, BYDAY, UNTIL, COUNT)"),
  ),
  z.transform((text) => toRRule(fromRRule(text) as RepeatRule)),
);

// ---------------------------------------------------------------------------------------------
// The task (spec section 3 "Task").

export const subTaskSchema = z.object({ id: z.uuid(), title: z.string(), done: z.boolean() });
export type SubTask = z.infer<typeof subTaskSchema>;

export const taskSchema = z.object({
  id: z.uuid(),
  company: z.object({ id: z.uuid() }),
  /** The object the task is about, or null. */
  publication: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  title: z.string(),
  description: z.string(),
  type: z.enum(taskTypes),
  importance: z.enum(taskImportances),
  /** Dates and times are the company's wall clock (its time zone); a time without a date is not kept. */
  startDate: z.nullable(z.string()),
  startTime: z.nullable(z.string()),
  dueDate: z.nullable(z.string()),
  dueTime: z.nullable(z.string()),
  members: z.array(taskMember),
  visibility: z.enum(taskVisibilities),
  /** Minutes planned and spent. */
  estimateMinutes: z.nullable(z.int()),
  spentMinutes: z.int(),
  subTasks: z.array(subTaskSchema),
  done: z.boolean(),
  doneAt: z.nullable(z.string()),
  /** The RRULE (see toRRule), or null for a task that does not repeat. */
  repeat: z.nullable(z.string()),
  /** The repeating series this occurrence belongs to (all its occurrences share it), or null. */
  seriesId: z.nullable(z.uuid()),
  createdBy: z.nullable(person),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type Task = z.infer<typeof taskSchema>;

const taskFieldsSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(TASK_TITLE_MAX)),
  description: z.string().check(z.maxLength(5000)),
  type: z.enum(taskTypes),
  importance: z.enum(taskImportances),
  startDate: z.nullable(isoDate),
  startTime: z.nullable(clockTimeSchema),
  dueDate: z.nullable(isoDate),
  dueTime: z.nullable(clockTimeSchema),
  memberIds: z.array(z.uuid()).check(z.maxLength(TASK_MEMBERS_MAX)),
  visibility: z.enum(taskVisibilities),
  estimateMinutes: z.nullable(z.int().check(z.gte(0), z.lte(100_000))),
  repeat: z.nullable(rruleSchema),
  publicationId: z.nullable(z.uuid()),
});
const fields = taskFieldsSchema.shape;

/** POST /companies/{companyId}/tasks: a field not sent takes its default. */
export const taskCreateSchema = z.extend(taskFieldsSchema, {
  description: z._default(fields.description, ""),
  type: z._default(fields.type, "todo"),
  importance: z._default(fields.importance, "NORMAL"),
  startDate: z._default(fields.startDate, null),
  startTime: z._default(fields.startTime, null),
  dueDate: z._default(fields.dueDate, null),
  dueTime: z._default(fields.dueTime, null),
  memberIds: z._default(fields.memberIds, []),
  visibility: z._default(fields.visibility, "PUBLIC"),
  estimateMinutes: z._default(fields.estimateMinutes, null),
  repeat: z._default(fields.repeat, null),
  publicationId: z._default(fields.publicationId, null),
  subTasks: z._default(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))).check(z.maxLength(SUB_TASKS_MAX)),
    [],
  ),
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
export const taskUpdateSchema = z.pipe(
  z.extend(z.partial(z.omit(taskFieldsSchema, { publicationId: true })), {
    done: z.optional(z.boolean()),
    members: z.optional(z.array(z.object({ id: z.uuid() })).check(z.maxLength(TASK_MEMBERS_MAX))),
    scope: z._default(z.enum(taskScopes), "following"),
    version: z.optional(versionSchema),
  }),
  z.transform(({ members, ...changes }) =>
    changes.memberIds === undefined && members !== undefined
      ? { ...changes, memberIds: members.map((member) => member.id) }
      : changes,
  ),
);
export type TaskUpdate = z.input<typeof taskUpdateSchema>;

/**
 * Every PUT's answer: the task, and the next occurrence when the save completed a repeating task or
 * took this occurrence out of its series (scope this), else null.
 */
export const taskUpdateResultSchema = z.object({ task: taskSchema, next: z.nullable(taskSchema) });

const flag = z.pipe(
  z.enum(["true", "false"]),
  z.transform((value) => value === "true"),
);

/** GET /companies/{companyId}/tasks: the filters of the issue. */
export const taskListQuerySchema = z.object({
  /** Tasks I created or am a member of. */
  mine: z.optional(flag),
  /** Tasks this member is a member of. */
  assignee: z.optional(z.uuid()),
  type: z.optional(z.enum(taskTypes)),
  importance: z.optional(z.enum(taskImportances)),
  /** Due on or after / on or before (YYYY-MM-DD). */
  dueFrom: z.optional(isoDate),
  dueTo: z.optional(isoDate),
  done: z.optional(flag),
  publicationId: z.optional(z.uuid()),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(TASK_LIST_MAX)), PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
});
export type TaskListQuery = z.input<typeof taskListQuerySchema>;

/** POST /tasks/{taskId}/sub-tasks and PUT /tasks/{taskId}/sub-tasks/{subTaskId}. */
export const subTaskCreateSchema = z.object({ title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) });
export const subTaskUpdateSchema = z.object({
  title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  done: z.optional(z.boolean()),
});

/** POST /tasks/{taskId}/time: time spent, added to what is logged (negative corrects it). */
export const timeLogSchema = z.object({
  minutes: z.number().check(
    z.int(),
    z.gte(-100_000),
    z.lte(100_000),
    z.refine((minutes) => minutes !== 0, "Log at least one minute"),
  ),
});

// ---------------------------------------------------------------------------------------------
// The calendar (/calendar/{companyId?}) and the iCal feed: everything dated in the workspace.
// Reminders come from the spec's reminder paths; the rest from GET /companies/{companyId}/calendar
// (or GET /calendar across the user's companies).

export const calendarKinds = ["task", "esign", "investigation", "skill"] as const;
export type CalendarKind = (typeof calendarKinds)[number];
/** The widest range one calendar request answers. */
export const CALENDAR_MAX_DAYS = 400;

export const calendarQuerySchema = z.object({ from: isoDate, to: isoDate }).check(
  z.refine((range) => range.from <= range.to, { message: "from is after to", path: ["to"] }),
  z.refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 <= CALENDAR_MAX_DAYS, {
    message: `At most ${CALENDAR_MAX_DAYS} days`,
    path: ["to"],
  }),
);

/** One dated thing; a repeating task answers one item per occurrence in the range. */
export const calendarItemSchema = z.object({
  kind: z.enum(calendarKinds),
  /** The task, e-sign request, investigation (object) or person's skill. */
  id: z.uuid(),
  title: z.string(),
  date: z.string(),
  /** HH:MM in the company's time zone, or null for an all-day item. */
  time: z.nullable(z.string()),
  /** Tasks with a start date: the first day (the item spans startDate..date). */
  startDate: z.nullable(z.string()),
  done: z.boolean(),
  /** A repeating task's occurrence that does not exist yet (it is made when the one before is done). */
  projected: z.boolean(),
  importance: z.nullable(z.enum(taskImportances)),
  company: z.object({ id: z.uuid(), name: z.string() }),
  publication: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  /** The app's path that opens the item. */
  link: z.string(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

/** GET/POST /users/{userId}/calendar-feed: the secret address calendar apps subscribe to. */
export const calendarFeedSchema = z.object({ url: z.nullable(z.string()), createdAt: z.nullable(z.string()) });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
