import type { AuditEvent } from "@app/contract";
import { formatDate, formatDateTime } from "../../lib/dates";
import { formatSize } from "../../lib/format-size";
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

/** The status an e-sign signer's row took, when the event changed it. */
const signerStatus = (event: EventLike) => (event.kind === "esign_signers" ? event.changes?.status?.[1] : undefined);

function actorOf(event: EventLike, t: Translate): string {
  const name = event.actorName ?? (event.actorUserId ? t("actor.removed") : null);
  if (event.actorTokenId) return name ? t("actor.token", { name }) : t("actor.tokenOnly");
  if (name) return name;
  // An outside signer acts without an account, through the link that names their row: a change of
  // that row from a request (not a job's, which has no address) is theirs, unless it asks them to sign
  // (the previous signer's signature did), and the row's label is their name.
  if (event.kind === "esign_signers" && event.label && event.ip && signerStatus(event) !== "asked") return event.label;
  // Accepting an invitation is the invitee's act (signed out, a new account): the invitation names them.
  if (event.kind === "invitations" && event.label && event.changes?.accepted_at?.[1]) return event.label;
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

/** Sentences naming what was changed field by field ("changed the end date … and the reminder date …"). */
function fieldsSentence(event: EventLike, columns: string[], t: Translate, base: Record<string, unknown>): string {
  const changes = event.changes ?? {};
  if (columns.length === 0) return t("sentence.changedThing", base);
  const labels = columns.map((c) => fieldLabel(c, t));
  const [first, ...rest] = columns;
  if (!first || !labels[0] || columns.length > NAMED_FIELDS || !labels.every(Boolean)) {
    return t("sentence.changedCount", { ...base, count: columns.length });
  }
  const sentence = firstChange(changes, first, labels[0], t, base);
  const more = rest.map((column, i) => moreChange(changes, column, labels[i + 1] ?? column, t));
  if (more.length === 0) return sentence;
  return t("sentence.and", { sentence, more: listOf(more, t) });
}

const listOf = (items: string[], t: Translate) =>
  items.length === 1 ? items[0] : t("values.list", { first: items.slice(0, -1).join(", "), last: items.at(-1) });

/**
 * Rows that are done or not, by kind: the column that says so, and the columns that move with it
 * (when, by whom), which the act's sentence stands for. "completed"/"reopened", or for a
 * checklist's items "ticked off"/"unticked".
 */
const COMPLETION: Record<string, { column: string; with: string[]; done: string; undone: string }> = {
  notices: { column: "status", with: ["completed_at"], done: "completed", undone: "reopened" },
  tasks: { column: "done", with: ["done_at"], done: "completed", undone: "reopened" },
  sub_tasks: { column: "done", with: ["done_at"], done: "completed", undone: "reopened" },
  checklist_items: { column: "done_at", with: ["done_by"], done: "ticked", undone: "unticked" },
};

/** The uploaded files' tables: a row is made "uploading" and becomes "uploaded" (or failed) with its size. */
const FILE_KINDS = new Set(["publication_files", "unit_files", "company_files"]);

/** The file's upload state an event set ("INPROGRESS", "COMPLETE", "ERROR"), if it set one. */
export const uploadStatus = (event: EventLike) =>
  FILE_KINDS.has(event.kind) ? event.changes?.upload_status?.[1] : undefined;

function uploadedSentence(event: EventLike, t: Translate, base: Record<string, unknown>) {
  const size = event.changes?.size?.[1];
  return typeof size === "number" && size > 0
    ? t("sentence.uploaded", { ...base, size: formatSize(size) })
    : t("sentence.uploadedNoSize", base);
}

/** The act an update stands for, when it is one a person names in a word; else null. */
function actSentence(event: EventLike, columns: string[], t: Translate, base: Record<string, unknown>): string | null {
  const changes = event.changes ?? {};
  const after = (column: string) => changes[column]?.[1];
  if (event.kind === "publications" && columns.length === 1 && columns[0] === "locked_by") {
    return t(after("locked_by") ? "sentence.lock" : "sentence.unlock", base);
  }
  const upload = uploadStatus(event);
  if (upload === "COMPLETE") return uploadedSentence(event, t, base);
  if (upload === "ERROR") return t("sentence.uploadFailed", base);
  const signer = signerStatus(event);
  if (signer === "signed") return t("sentence.signed", base);
  if (signer === "declined") return t("sentence.declinedToSign", base);
  if (signer === "asked") {
    const signerName = event.label ?? t("subject.unknown");
    return event.actorUserId
      ? t("sentence.askedToSign", { ...base, signer: signerName })
      : t("sentence.askedToSignNext", { signer: signerName });
  }
  if (event.kind === "esign_requests" && "status" in changes) {
    if (after("status") === "complete") return t("sentence.esignComplete", base);
    const reason = after("end_reason");
    if (reason === "cancelled") return t("sentence.esignCancelled", base);
    if (reason === "declined") return t("sentence.esignDeclined", base);
    if (reason === "expired") return t("sentence.esignExpired", base);
  }
  if (event.kind === "esign_requests" && after("sealed_file_id")) return t("sentence.esignSealed", base);
  if (event.kind === "investigations" && "status" in changes) {
    if (after("status") === "closed") return t("sentence.closed", base);
    if (changes.status?.[0] === "closed") return t("sentence.reopened", base);
  }
  if (event.kind === "investigation_answers") return t("sentence.answerChanged", base);
  if (event.kind === "invitations" && after("accepted_at")) return t("sentence.invitationAccepted", base);
  return certificateSentence(event, columns, t, base);
}

const CERTIFICATE = ["certificate_key", "certificate_name", "certificate_size", "certificate_type"];

/** A person's skill whose certificate alone changed: "attached the certificate “x.pdf” (120 kB) to a skill of …". */
function certificateSentence(event: EventLike, columns: string[], t: Translate, base: Record<string, unknown>) {
  if (event.kind !== "user_skills" || columns.length === 0 || !columns.every((c) => CERTIFICATE.includes(c))) {
    return null;
  }
  const [before, after] = event.changes?.certificate_name ?? [null, null];
  const person = event.subjectName ?? t("subject.unknown");
  if (after) {
    const size = event.changes?.certificate_size?.[1];
    const values = { ...base, person, name: after, size: typeof size === "number" ? formatSize(size) : "" };
    return t(size ? "sentence.certificateAttached" : "sentence.certificateAttachedNoSize", values);
  }
  return before ? t("sentence.certificateRemoved", { ...base, person, name: before }) : null;
}

function updateSentence(event: EventLike, t: Translate, base: Record<string, unknown>): string {
  const columns = meaningful(event);
  const act = actSentence(event, columns, t, base);
  if (act) return act;
  const completion = COMPLETION[event.kind];
  const toggle = completion ? event.changes?.[completion.column] : undefined;
  if (!completion || !toggle) return fieldsSentence(event, columns, t, base);
  const done = t(`sentence.${toggle[1] ? completion.done : completion.undone}`, base);
  const rest = columns.filter((c) => c !== completion.column && !completion.with.includes(c));
  if (rest.length === 0) return done;
  // What else changed with it, named as the further fields of a change are ("… and changed the due date from A to B").
  const labels = rest.map((c) => fieldLabel(c, t));
  const more =
    rest.length > NAMED_FIELDS || !labels.every(Boolean)
      ? t("values.otherFields", { count: rest.length })
      : listOf(
          rest.map((c, i) => moreChange(event.changes ?? {}, c, labels[i] ?? c, t)),
          t,
        );
  return t("sentence.andChanged", { sentence: done, more });
}

function createSentence(event: EventLike, t: Translate, base: Record<string, unknown>): string {
  const upload = uploadStatus(event);
  if (upload === "INPROGRESS") return t("sentence.uploadStarted", base);
  // Company files have no upload state: their row is made once the file is stored.
  if (upload === "COMPLETE" || (event.kind === "company_files" && upload === undefined)) {
    return uploadedSentence(event, t, base);
  }
  if (event.kind === "investigation_answers") return t("sentence.answered", base);
  return t("sentence.create", base);
}

/**
 * Events folded into one act (fold.ts) as one sentence: "Anna Admin answered 6 questions of the
 * investigation", "… created 3 checklist items"; the events share actor, action, kind and object.
 */
export function describeMany(event: EventLike, count: number, t: Translate): string {
  const actor = actorOf(event, t);
  if (event.kind === "investigation_answers" && event.action === "create") {
    return t("sentence.answeredMany", { actor, count });
  }
  const plural = t(`many.${event.kind}`, { defaultValue: "" }) || t("many.generic");
  const personal = event.subjectName && event.kind !== "company_users" && event.kind !== "users";
  const things = personal ? t("thing.ofPerson", { thing: plural, person: event.subjectName }) : plural;
  return t(`sentence.${event.action}Many`, { actor, count, things });
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
  // Joining by an invitation has no actor: the new member did it.
  if (event.kind === "company_users" && event.action === "create" && !event.actorUserId && event.subjectName) {
    return t("sentence.memberJoined", base);
  }
  if (event.kind === "company_users" && event.action !== "update") {
    return t(event.action === "create" ? "sentence.memberAdded" : "sentence.memberRemoved", base);
  }
  if (event.kind === "publication_shares" && event.action !== "update") {
    const key = event.action === "create" ? "share" : "unshare";
    return t(`sentence.${key}${shareTo}`, { ...base, thing: thingOf({ ...event, subjectName: null }, t) });
  }
  switch (event.action) {
    case "create":
      return createSentence(event, t, base);
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
