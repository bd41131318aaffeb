import {
  type CustomerContact,
  type customerContactCreateSchema,
  type customerContactUpdateSchema,
  ErrorCode,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { conflict, isUniqueViolation, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import * as q from "./customer-contacts.queries";
import { customerName } from "./customers.queries";

/** People at a customer (issue 45): emails unique among the company's contacts, one main contact per customer. */

type Create = z.output<typeof customerContactCreateSchema>;
type Update = z.output<typeof customerContactUpdateSchema>;
type Row = NonNullable<Awaited<ReturnType<typeof q.findContact>>>;

const toContact = (row: Row): CustomerContact => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The company's customer, 404 otherwise. */
export async function customerOf(tx: Tx, tenant: Tenant, customerId: string) {
  const customer = await customerName(tx, tenant.companyId, customerId);
  if (!customer) throw notFound("Customer");
  return customer;
}

async function getContact(tx: Tx, tenant: Tenant, customerId: string, id: string) {
  const row = await q.findContact(tx, tenant.companyId, customerId, id);
  if (!row) throw notFound("Contact");
  return toContact(row);
}

/** 409 naming the contact (and its customer) that has the email already. */
async function checkEmailFree(tx: Tx, tenant: Tenant, email: string | null | undefined, exceptId?: string) {
  if (!email) return;
  const holder = await q.contactEmailHolder(tx, tenant.companyId, email, exceptId);
  if (holder) throw emailTaken(email, holder);
}

const emailTaken = (email: string, holder: { name: string; customerName: string } | null) =>
  conflict(
    ErrorCode.Conflict,
    holder
      ? `The email ${email} belongs to ${holder.name} of ${holder.customerName} already.`
      : `The email ${email} belongs to another contact already.`,
    "email",
  );

/** A unique index met by a concurrent save: the email or the main contact. */
const clash = (email: string | null | undefined) => (error: unknown) => {
  if (!isUniqueViolation(error)) throw error;
  throw email
    ? emailTaken(email, null)
    : conflict(ErrorCode.Conflict, "Another contact was made the main contact at the same time.", "isMain");
};

export async function listContacts(tx: Tx, tenant: Tenant, customerId: string) {
  const rows = await q.listContacts(tx, tenant.companyId, customerId);
  return rows.map(toContact);
}

export async function listCustomerContacts(tx: Tx, tenant: Tenant, customerId: string) {
  await customerOf(tx, tenant, customerId);
  return listContacts(tx, tenant, customerId);
}

/** A new contact; the customer's first becomes its main contact, and isMain moves it here. */
export async function createContact(tx: Tx, tenant: Tenant, customerId: string, input: Create) {
  await customerOf(tx, tenant, customerId);
  await checkEmailFree(tx, tenant, input.email);
  const isMain = input.isMain ?? (await q.countContacts(tx, tenant.companyId, customerId)) === 0;
  if (isMain) await q.clearMainContact(tx, tenant.companyId, customerId);
  const id = await q
    .insertContact(tx, { ...input, isMain, companyId: tenant.companyId, customerId })
    .catch(clash(input.email));
  if (!id) throw emailTaken(input.email ?? "", await q.contactEmailHolder(tx, tenant.companyId, input.email ?? ""));
  return getContact(tx, tenant, customerId, id);
}

/** Saves the fields sent (a field not sent is kept). */
export async function updateContact(tx: Tx, tenant: Tenant, customerId: string, id: string, input: Update) {
  const current = await getContact(tx, tenant, customerId, id);
  if (input.email && input.email.toLowerCase() !== current.email?.toLowerCase()) {
    await checkEmailFree(tx, tenant, input.email, id);
  }
  if (input.isMain && !current.isMain) await q.clearMainContact(tx, tenant.companyId, customerId);
  await q.updateContact(tx, tenant.companyId, customerId, id, input).catch(clash(input.email));
  return getContact(tx, tenant, customerId, id);
}

export async function deleteContact(tx: Tx, tenant: Tenant, customerId: string, id: string) {
  if (!(await q.deleteContact(tx, tenant.companyId, customerId, id))) throw notFound("Contact");
}

/**
 * The customers' contacts as the address book lists them (issue 45, item 5): the address book
 * reads them here, never through this module's queries.
 */
export async function addressBookContacts(tx: Tx, tenant: Tenant, filter: q.AddressBookContactFilter) {
  return q.addressBookContacts(tx, tenant.companyId, filter);
}

/** Which of these lower-cased emails a customer's contact has: the address book's import takes them for duplicates. */
export async function takenContactEmails(tx: Tx, tenant: Tenant, emails: string[]) {
  return q.takenContactEmails(tx, tenant.companyId, emails);
}
