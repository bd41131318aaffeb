import { randomUUID } from "node:crypto";
import { ErrorCode } from "@app/contract";
import type { Tx } from "../../db/client";
import { asOwner } from "../../db/system";
import type { Deps } from "../../deps";
import { decrypt } from "../../lib/crypto";
import { conflict, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { recordEvent } from "../audit/audit.service";
import * as q from "./customer-gdpr.queries";
import { eraseAudit, lockAuditHead, type OwnRow } from "./erase.queries";
import { safeFileName } from "./gdpr.service";

/*
 * GDPR for the people a company works for (issue 45, docs/gdpr-customers.md): a private-person
 * customer and a customer's contact are exported and erased as a member is (docs/gdpr.md,
 * docs/gdpr-erasure.md). An organisation is not a data subject: refused with 409 NOT_PERSONAL_DATA.
 */

/** The columns of the customers' tables that hold a person's data (their values in the audit log are erased). */
const CUSTOMER_COLUMNS = [
  "name",
  "email",
  "phone",
  "personal_number_encrypted",
  "personal_number_masked",
  "personal_number_hmac",
  "vat_number",
  "homepage",
  "invoice_email",
  "gln",
  "notes",
  "street",
  "postcode",
  "city",
];
const CONTACT_COLUMNS = ["name", "role", "phone", "email", "notes"];

const notPersonal = () =>
  conflict(
    ErrorCode.NotPersonalData,
    "An organisation is not a person: the GDPR export and erasure are for private persons and contacts.",
  );

/** A JSON download of what the company holds about the person. */
export interface PersonalDataFile {
  fileName: string;
  body: string;
}

const file = (kind: string, name: string, data: Record<string, unknown>): PersonalDataFile => {
  const generatedAt = new Date().toISOString();
  return {
    fileName: `gdpr-export-${kind}-${safeFileName(name)}-${generatedAt.slice(0, 10)}.json`,
    body: `${JSON.stringify({ generatedAt, ...data }, null, 2)}\n`,
  };
};

/** A private-person customer's data: the row with the personal identity number decrypted, and its addresses. */
export async function exportCustomer(tx: Tx, deps: Pick<Deps, "config">, tenant: Tenant, customerId: string) {
  const row = await q.customerRow(tx, tenant.companyId, customerId);
  if (!row) throw notFound("Customer");
  if (row.kind !== "person") throw notPersonal();
  const { personalNumberEncrypted, id: _, ...customer } = row;
  const addresses = await q.addressesOf(tx, tenant.companyId, customerId);
  await recordEvent(tx, { companyId: tenant.companyId, action: "export", kind: "gdpr", entityId: customerId });
  return file("customer", row.name, {
    customer: {
      ...customer,
      personalNumber: personalNumberEncrypted ? decrypt(deps.config.keypassKey, personalNumberEncrypted) : null,
    },
    addresses,
  });
}

/** A contact's data, with the customer it is a contact of. */
export async function exportContact(tx: Tx, tenant: Tenant, customerId: string, contactId: string) {
  const row = await q.contactRow(tx, tenant.companyId, customerId, contactId);
  if (!row) throw notFound("Contact");
  const { customerNumber, customerName, id: _, ...contact } = row;
  await recordEvent(tx, { companyId: tenant.companyId, action: "export", kind: "gdpr", entityId: contactId });
  return file("contact", row.name, { contact, customer: { number: customerNumber, name: customerName } });
}

/**
 * The audit log's rewrite for an erased customer or contact, by reference: the events of its own
 * rows (own) lose every value their personal columns ever held there (and the label of that
 * name), through the member erasure's owner function. No member is named: the person id given is
 * a fresh one that matches nothing, so ids and other events stay as they are.
 */
async function eraseOwnEvents(tenant: Tenant, tx: Tx, own: OwnRow[], columns: string[]) {
  const needles = await q.ownEventValues(tx, tenant.companyId, own, columns);
  return asOwner(tx, (owner) =>
    eraseAudit(owner, tenant.companyId, { id: randomUUID(), email: "", needles }, [], own, tenant.userId),
  );
}

/**
 * Erases a private-person customer (article 17), in one transaction: the row stays (its number,
 * status, portals and objects keep their reference) with "Removed user" as name and no personal
 * identity number, email, phone, VAT number, homepage, invoice email, GLN, notes or tags; its
 * addresses are deleted; the audit log's events of the customer and its addresses are rewritten.
 * Its contacts are people of their own, erased one by one.
 */
export async function eraseCustomer(tx: Tx, tenant: Tenant, customerId: string) {
  await lockAuditHead(tx, tenant.companyId);
  const row = await q.customerRow(tx, tenant.companyId, customerId);
  if (!row) throw notFound("Customer");
  if (row.kind !== "person") throw notPersonal();
  await q.deleteAddresses(tx, tenant.companyId, customerId);
  await q.anonymiseCustomer(tx, tenant.companyId, customerId);
  const addresses = await q.loggedAddressIds(tx, tenant.companyId, customerId);
  const own: OwnRow[] = [
    { kind: "customers", id: customerId },
    ...addresses.map((id) => ({ kind: "customer_addresses", id })),
  ];
  const auditEventsRewritten = await eraseOwnEvents(tenant, tx, own, CUSTOMER_COLUMNS);
  await recordEvent(tx, { companyId: tenant.companyId, action: "erase", kind: "customers", entityId: customerId });
  return { auditEventsRewritten };
}

/** Erases a contact as a customer is: the row stays (its customer, main mark) with no name or details. */
export async function eraseContact(tx: Tx, tenant: Tenant, customerId: string, contactId: string) {
  await lockAuditHead(tx, tenant.companyId);
  const row = await q.contactRow(tx, tenant.companyId, customerId, contactId);
  if (!row) throw notFound("Contact");
  await q.anonymiseContact(tx, tenant.companyId, contactId);
  const own: OwnRow[] = [{ kind: "customer_contacts", id: contactId }];
  const auditEventsRewritten = await eraseOwnEvents(tenant, tx, own, CONTACT_COLUMNS);
  await recordEvent(tx, {
    companyId: tenant.companyId,
    action: "erase",
    kind: "customer_contacts",
    entityId: contactId,
  });
  return { auditEventsRewritten };
}
