import type { Tx } from "../../db/client";
import { forbidden } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import * as q from "./audit.queries";

// The History of a page other than the audit log's own (the customer page): the same events, read by
// the same rule (the AuditLogs permission), narrowed to what the page shows.

/** A page of a customer's History (its row, contacts and addresses), newest first; 403 without AuditLogs. */
export function customerHistory(tx: Tx, tenant: Tenant, customerId: string, page: { before?: string; limit: number }) {
  if (!tenant.permissions.has("AuditLogs")) throw forbidden();
  return q.listCustomerEvents(tx, tenant.companyId, tenant.userId, customerId, page);
}
