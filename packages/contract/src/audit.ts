import { z } from "zod/mini";

/** Row changes (the audit trigger) and events of meaning (written by the app). docs/audit.md */
export const AUDIT_ROW_ACTIONS = ["create", "update", "delete"] as const;
export const AUDIT_APP_ACTIONS = [
  "sign_in",
  "sign_out",
  "sign_in_failed",
  "share",
  "unshare",
  "lock",
  "unlock",
  "permission_change",
  "export",
  /** Retention removed the company's events older than its setting (changes: before, removed). */
  "purge",
  "erase",
] as const;
export const auditActionSchema = z.enum([...AUDIT_ROW_ACTIONS, ...AUDIT_APP_ACTIONS]);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const AUDIT_PAGE_MAX = 100;

/** One event. id is a string: the ids are 64-bit. changes: { field: [before, after] }. */
export const auditEventSchema = z.object({
  id: z.string(),
  actorUserId: z.nullable(z.uuid()),
  actorTokenId: z.nullable(z.uuid()),
  action: auditActionSchema,
  kind: z.string(),
  entityId: z.nullable(z.string()),
  /** The object (document) the changed row belongs to. */
  objectId: z.nullable(z.uuid()),
  /** The person the row is about (a member, their permissions, skills, ...). */
  subjectUserId: z.nullable(z.uuid()),
  /** The row's name or title when it changed. */
  label: z.nullable(z.string()),
  /** Names of the actor and of the person, as the accounts have them now (null: none, or erased). */
  actorName: z.nullable(z.string()),
  subjectName: z.nullable(z.string()),
  changes: z.nullable(z.record(z.string(), z.tuple([z.unknown(), z.unknown()]))),
  at: z.string(),
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  /** About a private task the reader may not see: its title and description are left out (no label). */
  privateTask: z.optional(z.literal(true)),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** Filters; newest first; `before` is the last id of the previous page (keyset paging). */
export const auditQuerySchema = z.object({
  actor: z.optional(z.uuid()),
  action: z.optional(auditActionSchema),
  kind: z.optional(z.string().check(z.regex(/^[a-z_]{1,63}$/))),
  entityId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  /** Events of this object and of its rows (reminders, files, shares, ...): its History. */
  objectId: z.optional(z.uuid()),
  /** Events about this person. */
  subject: z.optional(z.uuid()),
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
  before: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,17}$/))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(AUDIT_PAGE_MAX)), 50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEventSchema),
  /** The `before` of the next page, null on the last one. */
  next: z.nullable(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The CSV export takes the same filters, and has every matching event (no page). */
export const auditCsvQuerySchema = z.omit(auditQuerySchema, { before: true, limit: true });
export type AuditCsvQuery = z.infer<typeof auditCsvQuerySchema>;
