import type { AuditAction, AuditCsvQuery } from "@app/contract";
import type { Database, Tx } from "../../db/client";
import { csv } from "../../lib/csv";
import type { Tenant } from "../../plugins/tenant";
import * as q from "./audit.queries";

export interface AppEvent {
  companyId: string;
  action: AuditAction;
  kind: string;
  entityId: string | null;
  /** The object the event belongs to (its History tab). */
  objectId?: string | null;
  /** The person the event is about. */
  subjectUserId?: string | null;
  /** The name or title of what the event is about. */
  label?: string | null;
  /** { field: [before, after] }: never a secret, password, code or token. */
  changes?: Record<string, [unknown, unknown]>;
  /** The actor; by default the transaction's user (app.user_id). null: nobody known (a failed sign-in). */
  actorUserId?: string | null;
}

/**
 * Appends an event of meaning (sign-in, share, export, ...) to its company's chain, through the
 * same function as the trigger's row events; address, user agent and token come from withTenant.
 */
export async function recordEvent(tx: Tx, event: AppEvent) {
  await q.appendEvent(tx, event);
}

/**
 * Permissions set: a member's (kind `permissions`, entity and subject the member) or an API
 * token's (kind `api_tokens`): changes `{ permissions: [before, after] }`, each sorted. Nothing
 * when they are the same.
 */
export async function recordPermissionChange(
  tx: Tx,
  event: Pick<AppEvent, "companyId" | "kind" | "entityId" | "subjectUserId" | "label"> & {
    before: readonly string[];
    after: readonly string[];
  },
) {
  const before = [...new Set(event.before)].sort();
  const after = [...new Set(event.after)].sort();
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const { before: _, after: __, ...rest } = event;
  await recordEvent(tx, { ...rest, action: "permission_change", changes: { permissions: [before, after] } });
}

/**
 * An export (CSV, PDF) was read: kind names what was exported, changes the filters used as
 * `{ filter: [null, value] }` (ids and choices only, never personal data); unset filters left out.
 */
export function recordExport(
  tx: Tx,
  event: Pick<AppEvent, "companyId" | "kind" | "entityId" | "objectId" | "label"> & {
    filters: Record<string, string | number | boolean | null | undefined>;
  },
) {
  const { filters, ...rest } = event;
  const changes = Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== null && value !== "")
      .map(([key, value]): [string, [unknown, unknown]] => [key, [null, value]]),
  );
  return recordEvent(tx, { ...rest, action: "export", changes });
}

/**
 * An event about an account (sign-in, sign-out, failed sign-in) in each company of the account:
 * every company it is a member of keeps it in its own log. tx: the caller's scope of the account's
 * companies (acrossMyCompanies, or withAccount once entered), whose ids are companyIds.
 */
export async function recordAccountEvent(
  tx: Tx,
  userId: string,
  companyIds: readonly string[],
  action: Extract<AuditAction, "sign_in" | "sign_out" | "sign_in_failed">,
) {
  for (const companyId of companyIds) {
    await recordEvent(tx, {
      companyId,
      action,
      kind: "users",
      entityId: userId,
      // The account is the person the event is about: a failed sign-in (no actor) still names it.
      subjectUserId: userId,
      ...(action === "sign_in_failed" ? { actorUserId: null } : {}),
    });
  }
}

/** Events read per statement of the CSV export. */
export const CSV_BATCH = 500;

const CSV_HEADER = [
  "id",
  "at",
  "actor_user_id",
  "actor_name",
  "actor_token_id",
  "action",
  "kind",
  "entity_id",
  "label",
  "object_id",
  "subject_user_id",
  "subject_name",
  "changes",
  "ip",
  "user_agent",
];

/** Records the audit CSV's export of the filters: the route's first step (the export is in the file it makes). */
export function recordCsvExport(tx: Tx, tenant: Tenant, filters: AuditCsvQuery) {
  return recordExport(tx, {
    companyId: tenant.companyId,
    kind: "audit_events",
    entityId: null,
    label: "audit.csv",
    filters,
  });
}

/** A batch of the CSV: CSV_BATCH of the company's events matching the filters before `before`, newest first. */
export async function csvBatch(tx: Tx, tenant: Tenant, filters: AuditCsvQuery, before: string | undefined) {
  const page = await q.listEvents(tx, tenant.companyId, tenant.userId, { ...filters, before, limit: CSV_BATCH });
  const text = csv(
    page.items.map((e) => [
      e.id,
      e.at,
      e.actorUserId ?? "",
      e.actorName ?? "",
      e.actorTokenId ?? "",
      e.action,
      e.kind,
      e.entityId ?? "",
      e.label ?? "",
      e.objectId ?? "",
      e.subjectUserId ?? "",
      e.subjectName ?? "",
      e.changes ? JSON.stringify(e.changes) : "",
      e.ip ?? "",
      e.userAgent ?? "",
    ]),
  );
  return { text, next: page.next ?? undefined };
}

/**
 * The CSV, its header then batch after batch by id (a keyset cursor): `batch` is the route's
 * csvBatch, each in a short transaction of its own, so memory stays that of one batch whatever the
 * log's size, and no transaction stays open while a slow client reads.
 */
export async function* auditCsv(
  batch: (before: string | undefined) => Promise<{ text: string; next: string | undefined }>,
): AsyncGenerator<string> {
  yield csv([CSV_HEADER], { bom: true });
  let before: string | undefined;
  for (;;) {
    const page = await batch(before);
    yield page.text;
    if (!page.next) return;
    before = page.next;
  }
}

/**
 * Checks the company's chain from its anchor to its head (docs/audit.md); as the database's owner,
 * which reads every event. Answers the count of events and the first broken link, if any.
 */
export function verifyChain(db: Database, companyId: string) {
  return q.verifyChain(db, companyId);
}

/** Each company with the time before which its events are removed (a job's withSystem gives tx). */
export function retentionCutoffs(tx: Tx, now: Date) {
  return q.retentionCutoffs(tx, now);
}

/** Removes the company's events before cutoff and re-anchors its chain; answers the count removed. */
export function purgeEvents(db: Database, companyId: string, cutoff: Date) {
  return q.purgeEvents(db, companyId, cutoff);
}
