import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyId, companyScoped } from "./columns";

/**
 * The audit log (docs/audit.md): one row per change of a tenant row, written by the trigger
 * function audit_row() in the change's own transaction, plus the events of meaning the app
 * writes with recordEvent (sign-in, sign-out, ...). Append-only for app_user; each event carries
 * the hash of its company's previous one.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    companyId: companyId(),
    /** No foreign key: the log outlives the account (GDPR erasure anonymises it instead). */
    actorUserId: uuid(),
    actorTokenId: uuid(),
    /** create | update | delete, or an event of meaning (sign_in, sign_out, sign_in_failed, ...). */
    action: text().notNull(),
    /** The table of the row, or the kind of thing an event of meaning is about. */
    kind: text().notNull(),
    entityId: text(),
    /** The object (publication) the row belongs to: its History tab. */
    objectId: uuid(),
    /** The person the row is about (its user_id): GDPR export and erasure. */
    subjectUserId: uuid(),
    /** The row's name or title when it changed, for readable sentences. */
    label: text(),
    /** { column: [before, after] } of the columns that changed, minus the deny-list. */
    changes: jsonb(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ip: text(),
    userAgent: text(),
    prevHash: text().notNull(),
    hash: text().notNull(),
    /**
     * Set when a GDPR erasure rewrote the event (migration 0045): the hash of its content now, while
     * `hash` stays the link the next event holds; `erased_by` is the `erase` event that binds it.
     */
    erasedHash: text(),
    erasedBy: bigint({ mode: "number" }),
  },
  (t) => [
    index("audit_events_company_idx").on(t.companyId, t.id),
    index("audit_events_company_entity_idx").on(t.companyId, t.kind, t.entityId, t.id),
    index("audit_events_company_actor_idx").on(t.companyId, t.actorUserId, t.id),
    index("audit_events_company_object_idx").on(t.companyId, t.objectId, t.id),
    index("audit_events_company_subject_idx").on(t.companyId, t.subjectUserId, t.id),
    companyScoped("audit_events_scope"),
  ],
).enableRLS();

/** The last event of each company's chain; its row lock orders the company's events. */
export const auditHeads = pgTable(
  "audit_heads",
  {
    companyId: companyId().primaryKey(),
    prevHash: text().notNull().default(""),
    lastHash: text().notNull().default(""),
    /** The prev_hash of the company's oldest kept event: '' until retention or erasure re-anchors. */
    anchorHash: text().notNull().default(""),
  },
  () => [companyScoped("audit_heads_scope")],
).enableRLS();
