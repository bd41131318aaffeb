import { z } from "zod";

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
  actorUserId: z.uuid().nullable(),
  actorTokenId: z.uuid().nullable(),
  action: auditActionSchema,
  kind: z.string(),
  entityId: z.string().nullable(),
  /** The object (document) the changed row belongs to. */
  objectId: z.uuid().nullable(),
  /** The person the row is about (a member, their permissions, skills, ...). */
  subjectUserId: z.uuid().nullable(),
  /** The row's name or title when it changed. */
  label: z.string().nullable(),
  /** Names of the actor and of the person, as the accounts have them now (null: none, or erased). */
  actorName: z.string().nullable(),
  subjectName: z.string().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  at: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** Filters; newest first; `before` is the last id of the previous page (keyset paging). */
export const auditQuerySchema = z.object({
  actor: z.uuid().optional(),
  action: auditActionSchema.optional(),
  kind: z
    .string()
    .regex(/^[a-z_]{1,63}$/)
    .optional(),
  entityId: z.string().min(1).max(200).optional(),
  /** Events of this object and of its rows (reminders, files, shares, ...): its History. */
  objectId: z.uuid().optional(),
  /** Events about this person. */
  subject: z.uuid().optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEventSchema),
  /** The `before` of the next page, null on the last one. */
  next: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The CSV export takes the same filters, and has every matching event (no page). */
export const auditCsvQuerySchema = auditQuerySchema.omit({ before: true, limit: true });
export type AuditCsvQuery = z.infer<typeof auditCsvQuerySchema>;
