import type { AuditEvent } from "@app/contract";
import { formatDate, formatDateTime } from "../../lib/dates";
import { isUuid } from "../../lib/ids";

/**
 * An audit event as a sentence in the user's language (docs/audit.md, "Screens"): pure, given the
 * audit namespace's `t`. Every text comes from locales/{en,sv}/audit.json.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An event as the screens take it: its action may be one the contract adds later ("erase", "purge"). */
export type EventLike = Omit<AuditEvent, "action"> & { action: string };

/**
 * The kinds the kind filter offers: every audited table (those with company_id, docs/audit.md) and
 * "users" (sign-ins). Each has a name (kinds.*) and a noun (nouns.*) in the locales.
 */
export const KNOWN_KINDS = [
  "api_tokens",
  "categories",
  "certify_flow_steps",
  "certify_flows",
  "checklist_items",
  "checklists",
  "companies",
  "company_files",
  "company_notices",
  "company_users",
  "customers",
  "esign_requests",
  "esign_seal_keys",
  "esign_signers",
  "form_group_users",
  "form_groups",
  "group_users",
  "groups",
  "investigation_answers",
  "investigation_templates",
  "investigations",
  "investigators",
  "invitations",
  "keypass_reveals",
  "keypass_secrets",
  "mail_templates",
  "notice_assignees",
  "notices",
  "permissions",
  "post_recipients",
  "posts",
  "publication_comments",
  "publication_files",
  "publication_shares",
  "publication_skills",
  "publication_watches",
  "publications",
  "shared_links",
  "skills",
  "sub_tasks",
  "task_members",
  "tasks",
  "unit_categories",
  "unit_files",
  "unit_products",
  "unit_skills",
  "unit_users",
  "units",
  "user_role_users",
  "user_roles",
  "user_skills",
  "user_tags",
  "users",
];

/** Columns kept by the row but not what a person changed: left out of the sentence, shown in the details. */
const BOOKKEEPING = new Set(["updated_by", "updated_at", "created_by", "created_at", "locked_at"]);

/** Kinds whose rows people without an account change (signers, shared links): no actor is "Someone". */
const OUTSIDE_KINDS = new Set([
  "esign_signers",
  "esign_requests",
  "shared_links",
  "investigation_answers",
  "invitations",
]);

const SENTENCE_MAX = 40;
const LABEL_MAX = 60;

export const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The readable name of a kind in the kind filter (the kind itself when unknown). */
export const kindName = (kind: string, t: Translate) => t(`kinds.${kind}`, { defaultValue: "" }) || kind;

/** A column's label ("end date"), or null when the column has none. */
export const fieldLabel = (column: string, t: Translate) => t(`fields.${column}`, { defaultValue: "" }) || null;

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
const isDateTime = (v: string) => /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(v);

/** A value as a person reads it: dates YYYY-MM-DD, yes/no, "(empty)", lists joined, long texts shortened. */
export function formatValue(value: unknown, t: Translate, max = 200, quote = false): string {
  if (value === null || value === undefined || value === "") return t("values.empty");
  if (typeof value === "boolean") return value ? t("values.yes") : t("values.no");
  if (typeof value === "number") return String(value);
  if (typeof value === "string") {
    if (isDate(value)) return value;
    if (isDateTime(value)) return formatDateTime(value) || value;
    const word = /^[A-Za-z_]+$/.test(value) ? t(`words.${value}`, { defaultValue: "" }) : "";
    if (word) return word;
    const text = shorten(value.replace(/\s+/g, " ").trim(), max);
    return quote ? t("values.quoted", { value: text }) : text;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return t("values.empty");
    return shorten(value.map((v) => formatValue(v, t, max)).join(", "), max);
  }
  return shorten(JSON.stringify(value), max);
}

/** Ids are not readable: a sentence leaves out values that are ids. */
const readable = (value: unknown) => !(typeof value === "string" && isUuid(value));

function actorOf(event: EventLike, t: Translate): string {
  const name = event.actorName ?? (event.actorUserId ? t("actor.removed") : null);
  if (event.actorTokenId) return name ? t("actor.token", { name }) : t("actor.tokenOnly");
  if (name) return name;
  return OUTSIDE_KINDS.has(event.kind) ? t("actor.someone") : t("actor.system");
}

function subjectOf(event: EventLike, t: Translate): string {
  if (event.subjectName) return event.subjectName;
  return event.subjectUserId ? t("subject.removed") : t("subject.unknown");
}

function thingOf(event: EventLike, t: Translate): string {
  if (event.privateTask) return t(event.kind === "sub_tasks" ? "thing.privateSubTask" : "thing.privateTask");
  const label = event.label ?? (event.kind === "company_users" ? event.subjectName : null);
  const form = label ? "the" : "a";
  const noun = t(`nouns.${event.kind}.${form}`, { defaultValue: "" }) || t(`nouns.generic.${form}`);
  const thing = label ? t("thing.labelled", { noun, label: shorten(label, LABEL_MAX) }) : noun;
  const personal = event.subjectName && event.kind !== "company_users" && event.kind !== "users";
  return personal ? t("thing.ofPerson", { thing, person: event.subjectName }) : thing;
}

/** The changed columns a sentence speaks of (bookkeeping left out). */
const meaningful = (event: EventLike) => Object.keys(event.changes ?? {}).filter((c) => !BOOKKEEPING.has(c));

type Changes = NonNullable<EventLike["changes"]>;

/** The first changed field as a sentence: "… changed the end date of the reminder “X” from A to B". */
function firstChange(changes: Changes, column: string, field: string, t: Translate, base: Record<string, unknown>) {
  const [before, after] = changes[column] ?? [null, null];
  if (!readable(before) || !readable(after)) return t("sentence.changedField", { ...base, field });
  const values = {
    ...base,
    field,
    before: formatValue(before, t, SENTENCE_MAX, true),
    after: formatValue(after, t, SENTENCE_MAX, true),
  };
  if (before === null || before === "") return t("sentence.set", values);
  if (after === null || after === "") return t("sentence.cleared", values);
  return t("sentence.changed", values);
}

/** A further changed field: "the reminder date from A to B". */
function moreChange(changes: Changes, column: string, field: string, t: Translate) {
  const [before, after] = changes[column] ?? [null, null];
  if (!readable(before) || !readable(after)) return t("sentence.alsoField", { field });
  return t("sentence.alsoChanged", {
    field,
    before: formatValue(before, t, SENTENCE_MAX, true),
    after: formatValue(after, t, SENTENCE_MAX, true),
  });
}

/** Up to this many fields a sentence names each; more (or one without a label) are counted. */
const NAMED_FIELDS = 3;

function updateSentence(event: EventLike, t: Translate, base: Record<string, unknown>): string {
  const columns = meaningful(event);
  const changes = event.changes ?? {};
  if (event.kind === "publications" && columns.length === 1 && columns[0] === "locked_by") {
    return t(changes.locked_by?.[1] ? "sentence.lock" : "sentence.unlock", base);
  }
  if (columns.length === 0) return t("sentence.changedThing", base);
  const labels = columns.map((c) => fieldLabel(c, t));
  const [first, ...rest] = columns;
  if (!first || !labels[0] || columns.length > NAMED_FIELDS || !labels.every(Boolean)) {
    return t("sentence.changedCount", { ...base, count: columns.length });
  }
  const sentence = firstChange(changes, first, labels[0], t, base);
  const more = rest.map((column, i) => moreChange(changes, column, labels[i + 1] ?? column, t));
  if (more.length === 0) return sentence;
  const list = t("values.list", { first: more.slice(0, -1).join(", "), last: more.at(-1) });
  return t("sentence.and", { sentence, more: more.length === 1 ? more[0] : list });
}

/** The event as one sentence ("Anna Admin changed the end date of the reminder “Hyresavtal” from … to …"). */
export function describeEvent(event: EventLike, t: Translate): string {
  const actor = actorOf(event, t);
  const thing = thingOf(event, t);
  const subject = subjectOf(event, t);
  const base = { actor, thing, subject };
  const shareTo = event.subjectUserId ? "" : "Group";
  switch (event.action) {
    case "sign_in":
      return t("sentence.signIn", base);
    case "sign_out":
      return t("sentence.signOut", base);
    case "sign_in_failed":
      return event.subjectUserId ? t("sentence.signInFailedAs", base) : t("sentence.signInFailed", base);
    case "share":
    case "unshare":
      return t(`sentence.${event.action}${shareTo}`, { ...base, thing: thingOf({ ...event, subjectName: null }, t) });
    case "lock":
    case "unlock":
    case "export":
    case "erase":
    case "purge":
      return t(`sentence.${event.action}`, base);
    case "permission_change":
      return t("sentence.permissions", base);
  }
  if (event.kind === "permissions") return t("sentence.permissions", base);
  if (event.kind === "company_users" && event.action !== "update") {
    return t(event.action === "create" ? "sentence.memberAdded" : "sentence.memberRemoved", base);
  }
  if (event.kind === "publication_shares" && event.action !== "update") {
    const key = event.action === "create" ? "share" : "unshare";
    return t(`sentence.${key}${shareTo}`, { ...base, thing: thingOf({ ...event, subjectName: null }, t) });
  }
  switch (event.action) {
    case "create":
      return t("sentence.create", base);
    case "delete":
      return t("sentence.delete", base);
    case "update":
      return updateSentence(event, t, base);
    default:
      return t("sentence.unknown", { ...base, action: event.action });
  }
}

/** The name of an action in the action filter and the details (the action itself when unknown). */
export const actionName = (action: string, t: Translate) => t(`actions.${action}`, { defaultValue: "" }) || action;

/** The event's date for a list row. */
export const eventDate = (event: EventLike) => formatDateTime(event.at) || formatDate(event.at);
