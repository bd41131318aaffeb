import {
  fromRRule,
  type RepeatRule,
  repeatRuleSchema,
  type Task,
  type TaskCreate,
  type TaskImportance,
  type TaskType,
  type TaskVisibility,
  toRRule,
  type Weekday,
} from "@app/contract";

/** A member as the form holds them. */
export interface Member {
  id: string;
  name: string;
}

export type RepeatFrequency = "NONE" | RepeatRule["freq"];
export type RepeatEnd = "never" | "until" | "count";

/** The repeat editor's state: a rule, or NONE; the other fields are kept while switching. */
export interface RepeatDraft {
  freq: RepeatFrequency;
  interval: number | string;
  byWeekday: Weekday[];
  end: RepeatEnd;
  until: string | null;
  count: number | string;
}

/** What the task form edits. Times are "" when not given; estimate parts "" when empty. */
export interface Draft {
  title: string;
  description: string;
  type: TaskType;
  importance: TaskImportance;
  startDate: string | null;
  startTime: string;
  dueDate: string | null;
  dueTime: string;
  members: Member[];
  visibility: TaskVisibility;
  estimateHours: number | string;
  estimateMinutes: number | string;
  repeat: RepeatDraft;
}

const noRepeat: RepeatDraft = { freq: "NONE", interval: 1, byWeekday: [], end: "never", until: null, count: 10 };

function repeatDraftOf(text: string | null): RepeatDraft {
  const rule = text ? fromRRule(text) : null;
  if (!rule) return noRepeat;
  return {
    freq: rule.freq,
    interval: rule.interval,
    byWeekday: rule.byWeekday,
    end: rule.until ? "until" : rule.count !== null ? "count" : "never",
    until: rule.until,
    count: rule.count ?? 10,
  };
}

/** An empty (or unparsable) number field is null; NaN stays for the schema to refuse. */
const numberOf = (value: number | string) => (value === "" ? null : Number(value));

/** The rule the editor says (not yet checked), or null for none. */
export function repeatRuleOf(repeat: RepeatDraft) {
  if (repeat.freq === "NONE") return null;
  return {
    freq: repeat.freq,
    interval: numberOf(repeat.interval) ?? 1,
    byWeekday: repeat.freq === "WEEKLY" ? repeat.byWeekday : [],
    until: repeat.end === "until" ? repeat.until : null,
    count: repeat.end === "count" ? numberOf(repeat.count) : null,
  };
}

/** A new task's fields; `visibility` PRIVATE for a guest's task without an object (the server refuses it public). */
export function emptyDraft(dueDate: string | null, me: Member, visibility: TaskVisibility = "PUBLIC"): Draft {
  return {
    title: "",
    description: "",
    type: "todo",
    importance: "NORMAL",
    startDate: null,
    startTime: "",
    dueDate,
    dueTime: "",
    members: [me],
    visibility,
    estimateHours: "",
    estimateMinutes: "",
    repeat: noRepeat,
  };
}

export function draftOf(task: Task): Draft {
  const estimate = task.estimateMinutes;
  return {
    title: task.title,
    description: task.description,
    type: task.type,
    importance: task.importance,
    startDate: task.startDate,
    startTime: task.startTime ?? "",
    dueDate: task.dueDate,
    dueTime: task.dueTime ?? "",
    members: task.members,
    visibility: task.visibility,
    estimateHours: estimate === null ? "" : Math.floor(estimate / 60),
    estimateMinutes: estimate === null ? "" : estimate % 60,
    repeat: repeatDraftOf(task.repeat),
  };
}

function estimateOf(draft: Draft): number | null {
  const hours = numberOf(draft.estimateHours);
  const minutes = numberOf(draft.estimateMinutes);
  if (hours === null && minutes === null) return null;
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * The fields create and update both send; the repeat rule as its RRULE text.
 */
export function fieldsOf(draft: Draft) {
  const rule = repeatRuleOf(draft.repeat);
  return {
    title: draft.title.trim(),
    description: draft.description,
    type: draft.type,
    importance: draft.importance,
    startDate: draft.startDate,
    startTime: draft.startDate && draft.startTime ? draft.startTime : null,
    dueDate: draft.dueDate,
    dueTime: draft.dueDate && draft.dueTime ? draft.dueTime : null,
    memberIds: draft.members.map((member) => member.id),
    visibility: draft.visibility,
    estimateMinutes: estimateOf(draft),
    repeat: rule ? rruleOf(draft.repeat, rule) : null,
  };
}

/** The RRULE of a valid rule; an invalid one (or an end date not given) becomes text the contract refuses, so the form names it. */
function rruleOf(repeat: RepeatDraft, rule: NonNullable<ReturnType<typeof repeatRuleOf>>): string {
  const parsed = repeatRuleSchema.safeParse(rule);
  return parsed.success && !(repeat.end === "until" && !repeat.until) ? toRRule(parsed.data) : "INVALID";
}

export const toCreateInput = (draft: Draft, publicationId: string | null): TaskCreate => ({
  ...fieldsOf(draft),
  publicationId,
});
