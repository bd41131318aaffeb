import type { Tx } from "../../db/client";
import type { Tenant } from "../../plugins/tenant";
import { customerHistory } from "../audit/audit-history.service";
import { requestsOfCustomer } from "../esign/esign-read.service";
import { filesOfCustomer } from "../files/files.service";
import { remindersOfCustomer } from "../notices/notices.service";
import { objectsOfCustomer } from "../publications/publications.service";
import { tasksOfCustomer } from "../tasks/tasks.service";
import { customerOf } from "./customer-contacts.service";

/*
 * The customer page's sections beyond the customer's own rows (issue 45, item 4; docs/customers.md,
 * "The customer page"): each is another module's rows of the objects linked to the customer, read
 * through that module's service by its own rules of who sees what (the objects' visibleTo, the
 * reminders' users, the tasks' visibility, the e-sign requests', the audit log's permission). The
 * customer must be the company's (404 otherwise).
 */

type Page = { limit: number; offset: number };

export async function customerObjects(tx: Tx, tenant: Tenant, customerId: string, page: Page) {
  await customerOf(tx, tenant, customerId);
  return objectsOfCustomer(tx, tenant, customerId, page);
}

export async function customerReminders(tx: Tx, tenant: Tenant, customerId: string, page: Page) {
  await customerOf(tx, tenant, customerId);
  return remindersOfCustomer(tx, tenant, customerId, page);
}

export async function customerTasks(tx: Tx, tenant: Tenant, customerId: string, page: Page) {
  await customerOf(tx, tenant, customerId);
  return tasksOfCustomer(tx, tenant, customerId, page);
}

export async function customerEsignRequests(tx: Tx, tenant: Tenant, customerId: string, page: Page) {
  await customerOf(tx, tenant, customerId);
  return requestsOfCustomer(tx, tenant, customerId, page);
}

export async function customerFiles(tx: Tx, tenant: Tenant, customerId: string, page: Page) {
  await customerOf(tx, tenant, customerId);
  return filesOfCustomer(tx, tenant, customerId, page);
}

export async function customerEvents(
  tx: Tx,
  tenant: Tenant,
  customerId: string,
  page: { before?: string; limit: number },
) {
  await customerOf(tx, tenant, customerId);
  return customerHistory(tx, tenant, customerId, page);
}
