import { REMOVED_USER } from "@app/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import { rowsOf, type Tx } from "../../db/client";
import { customerAddresses, customerContacts, customerStatuses, customers } from "../../db/schema";

/** The customer's row with what its export shows (the personal identity number still encrypted). */
export async function customerRow(tx: Tx, companyId: string, customerId: string) {
  const [row] = await tx
    .select({
      id: customers.id,
      kind: customers.kind,
      number: customers.number,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      personalNumberEncrypted: customers.personalNumberEncrypted,
      vatNumber: customers.vatNumber,
      homepage: customers.homepage,
      invoiceEmail: customers.invoiceEmail,
      paymentTermsDays: customers.paymentTermsDays,
      notes: customers.notes,
      tags: customers.tags,
      status: customerStatuses.name,
      archived: customers.archived,
      createdAt: customers.createdAt,
      updatedAt: customers.updatedAt,
    })
    .from(customers)
    .leftJoin(customerStatuses, eq(customerStatuses.id, customers.statusId))
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
  return row ?? null;
}

export function addressesOf(tx: Tx, companyId: string, customerId: string) {
  return tx
    .select({
      kind: customerAddresses.kind,
      isDefault: customerAddresses.isDefault,
      street: customerAddresses.street,
      postcode: customerAddresses.postcode,
      city: customerAddresses.city,
      country: customerAddresses.country,
      createdAt: customerAddresses.createdAt,
    })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.companyId, companyId), eq(customerAddresses.customerId, customerId)))
    .orderBy(asc(customerAddresses.kind), asc(customerAddresses.createdAt));
}

/** A contact of the customer, with its customer's number and name. */
export async function contactRow(tx: Tx, companyId: string, customerId: string, contactId: string) {
  const [row] = await tx
    .select({
      id: customerContacts.id,
      name: customerContacts.name,
      role: customerContacts.role,
      phone: customerContacts.phone,
      email: customerContacts.email,
      notes: customerContacts.notes,
      isMain: customerContacts.isMain,
      createdAt: customerContacts.createdAt,
      updatedAt: customerContacts.updatedAt,
      customerNumber: customers.number,
      customerName: customers.name,
    })
    .from(customerContacts)
    .innerJoin(customers, eq(customers.id, customerContacts.customerId))
    .where(
      and(
        eq(customerContacts.companyId, companyId),
        eq(customerContacts.customerId, customerId),
        eq(customerContacts.id, contactId),
      ),
    );
  return row ?? null;
}

/** The person customer's row keeps its id, number, status and references; its personal data goes. */
export async function anonymiseCustomer(tx: Tx, companyId: string, customerId: string) {
  await tx
    .update(customers)
    .set({
      name: REMOVED_USER,
      email: null,
      phone: null,
      personalNumberEncrypted: null,
      personalNumberMasked: null,
      personalNumberHmac: null,
      vatNumber: null,
      homepage: null,
      invoiceEmail: null,
      gln: null,
      notes: "",
      tags: [],
      updatedAt: new Date(),
      version: sql`${customers.version} + 1`,
    })
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
}

/** Deletes the customer's addresses; answers their ids. */
export async function deleteAddresses(tx: Tx, companyId: string, customerId: string) {
  const rows = await tx
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.companyId, companyId), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id });
  return rows.map((row) => row.id);
}

/** The contact keeps its row (its customer, main-contact mark); its name and details go. */
export async function anonymiseContact(tx: Tx, companyId: string, contactId: string) {
  await tx
    .update(customerContacts)
    .set({ name: REMOVED_USER, role: null, phone: null, email: null, notes: "", updatedAt: new Date() })
    .where(and(eq(customerContacts.companyId, companyId), eq(customerContacts.id, contactId)));
}

/** Ids of the customer's addresses that the audit log knows of (deleted ones too), by their customer_id. */
export async function loggedAddressIds(tx: Tx, companyId: string, customerId: string) {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`select distinct entity_id as id from audit_events
      where company_id = ${companyId} and kind = 'customer_addresses' and entity_id is not null
        and jsonb_exists(changes -> 'customer_id', ${customerId})`),
  );
  return rows.map((row) => row.id);
}

/**
 * Every text the person's own events hold in the columns of their personal data (and as label):
 * the values to replace in those events, found by reference (the rows' own events), history included.
 */
export async function ownEventValues(
  tx: Tx,
  companyId: string,
  own: { kind: string; id: string }[],
  columns: string[],
) {
  if (own.length === 0) return [];
  const rows = rowsOf<{ value: string }>(
    await tx.execute(sql`with own as (
        select e.label, e.changes from audit_events e
        join jsonb_to_recordset(${JSON.stringify(own)}::jsonb) x(kind text, id text)
          on x.kind = e.kind and x.id = e.entity_id
        where e.company_id = ${companyId})
      select label as value from own where label is not null
      union
      select v.value from own, jsonb_each(changes) c,
        jsonb_array_elements_text(case when jsonb_typeof(c.value) = 'array' then c.value else '[]'::jsonb end) v(value)
      where c.key = any(array(select jsonb_array_elements_text(${JSON.stringify(columns)}::jsonb)))
        and v.value is not null and v.value <> ''`),
  );
  return rows.map((row) => row.value);
}
