import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { customerContacts, customerStatuses, customers, users } from "../../db/schema";

/** What an import compares its lines with (issue 45): the company's customers and contacts holding the same keys. */

export interface Keys {
  numbers: string[];
  orgNumbers: string[];
  personalNumberHmacs: string[];
  /** Lower case. */
  emails: string[];
}

/** The customers (archived ones too) and contacts that hold any of the keys, with the name to show. */
export async function holdersOf(tx: Tx, companyId: string, keys: Keys) {
  const held = [
    keys.numbers.length > 0 ? inArray(customers.number, keys.numbers) : undefined,
    keys.orgNumbers.length > 0 ? inArray(customers.orgNumber, keys.orgNumbers) : undefined,
    keys.personalNumberHmacs.length > 0 ? inArray(customers.personalNumberHmac, keys.personalNumberHmacs) : undefined,
    keys.emails.length > 0 ? inArray(sql`lower(${customers.email})`, keys.emails) : undefined,
  ].filter((condition) => condition !== undefined);
  const byCustomer =
    held.length === 0
      ? []
      : await tx
          .select({
            name: customers.name,
            number: customers.number,
            orgNumber: customers.orgNumber,
            personalNumberHmac: customers.personalNumberHmac,
            email: sql<string | null>`lower(${customers.email})`,
          })
          .from(customers)
          .where(and(eq(customers.companyId, companyId), or(...held)));
  const byContact =
    keys.emails.length === 0
      ? []
      : await tx
          .select({
            name: customerContacts.name,
            customerName: customers.name,
            email: sql<string>`lower(${customerContacts.email})`,
          })
          .from(customerContacts)
          .innerJoin(customers, eq(customers.id, customerContacts.customerId))
          .where(
            and(eq(customerContacts.companyId, companyId), inArray(sql`lower(${customerContacts.email})`, keys.emails)),
          );
  return { customers: byCustomer, contacts: byContact };
}

/** The company's statuses by name (lower case). */
export async function statusesByName(tx: Tx, companyId: string) {
  const rows = await tx
    .select({ id: customerStatuses.id, name: customerStatuses.name })
    .from(customerStatuses)
    .where(eq(customerStatuses.companyId, companyId));
  return new Map(rows.map((row) => [row.name.trim().toLowerCase(), row.id]));
}

/** The reader's language, for an export's headings. */
export async function readerLanguage(tx: Tx, userId: string) {
  const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}
