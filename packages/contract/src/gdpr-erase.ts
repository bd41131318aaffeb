import { z } from "zod/mini";

/** The answer of POST /companies/{companyId}/users/{userId}/gdpr-erase (docs/gdpr-erasure.md). */
export const gdprEraseResultSchema = z.object({
  /** The account belonged to no other company and was deleted with everything on it. */
  accountDeleted: z.boolean(),
  /** Events of the company's audit log that held the person's data and were rewritten. */
  auditEventsRewritten: z.int().check(z.gte(0)),
  /** Stored files of theirs still to remove: queued with the erasure, retried until the storage removes them. */
  filesPending: z.int().check(z.gte(0)),
});
export type GdprEraseResult = z.infer<typeof gdprEraseResultSchema>;

/** The answer of POST …/customers/{customerId}/gdpr-erase and …/contacts/{customerContactId}/gdpr-erase (docs/gdpr-customers.md). */
export const customerGdprEraseResultSchema = z.object({
  /** Events of the company's audit log that held the person's data and were rewritten. */
  auditEventsRewritten: z.int().check(z.gte(0)),
});
export type CustomerGdprEraseResult = z.infer<typeof customerGdprEraseResultSchema>;

/** The words that stand in for an erased person in texts that stay (audit log, e-sign trail). */
export const REMOVED_USER = "Removed user";
