import {
  ADDRESS_BOOK_VCARD_MAX,
  type AddressBookEntry,
  type AddressBookImportResult,
  type AddressBookItem,
  type addressBookEntryCreateSchema,
  type addressBookEntryUpdateSchema,
  type addressBookQuerySchema,
  isEmail,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { invalid, notFound, staleVersion } from "../../lib/errors";
import { compareSwedish, swedishSortKey } from "../../lib/swedish-order";
import type { Tenant } from "../../plugins/tenant";
import { addressBookContacts, takenContactEmails } from "../customers/customer-contacts.service";
import { listTags as customerTags } from "../customers/customers.service";
import * as q from "./address-book.queries";
import { type CardData, readCard, splitCards, toCard } from "./address-book.vcard";

/**
 * The address book (issue 45, item 5, docs/customers.md): the company's own entries and, read
 * through the customers module's service, its customers' contacts, in one list by name.
 */

type Create = z.output<typeof addressBookEntryCreateSchema>;
type Update = z.output<typeof addressBookEntryUpdateSchema>;
type Filter = z.output<typeof addressBookQuerySchema>;
type Row = NonNullable<Awaited<ReturnType<typeof q.findEntry>>>;
type ContactRow = Awaited<ReturnType<typeof addressBookContacts>>[number];

const toEntry = (row: Row): AddressBookEntry => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const ownItem = (row: Row): AddressBookItem => ({
  id: row.id,
  source: "own",
  kind: row.kind,
  name: row.name,
  organisation: row.organisation,
  role: row.role,
  phone: row.phone,
  email: row.email,
  tags: row.tags,
  customer: null,
});

const contactItem = (row: ContactRow): AddressBookItem => ({
  id: row.id,
  source: "customer-contact",
  kind: "person",
  name: row.name,
  organisation: row.customerName,
  role: row.role,
  phone: row.phone,
  email: row.email,
  tags: row.tags,
  customer: { id: row.customerId, name: row.customerName },
});

/** The first character of the letter's Swedish sort key ("Å" and "å": "{"): what the names' keys start with. */
const initialOf = (letter: string | undefined) => (letter ? swedishSortKey(letter).slice(0, 1) : undefined);

/** The order both queries sort in: the name in Swedish order (`swedishOrder`), then the id. */
const byName = (a: AddressBookItem, b: AddressBookItem) =>
  compareSwedish(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * A page of the list: each source's first offset+limit lines in the same order, merged, then the
 * page cut from them (so a page is right whichever source its lines come from).
 */
export async function listAddressBook(tx: Tx, tenant: Tenant, filter: Filter): Promise<AddressBookItem[]> {
  const want = { q: filter.q || undefined, tag: filter.tag, initial: initialOf(filter.letter) };
  const limit = filter.offset + filter.limit;
  const own = await q.listEntries(tx, tenant.companyId, { ...want, limit });
  const contacts = await addressBookContacts(tx, tenant, { ...want, limit });
  return [...own.map(ownItem), ...contacts.map(contactItem)]
    .sort(byName)
    .slice(filter.offset, filter.offset + filter.limit);
}

/**
 * The tags the address book's filter offers: its own entries' and the customers' in use (a contact
 * carries its customer's), each once, in Swedish order.
 */
export async function listTags(tx: Tx, tenant: Tenant): Promise<string[]> {
  const own = await q.entryTags(tx, tenant.companyId);
  const customers = await customerTags(tx, tenant);
  return [...new Set([...own, ...customers.map((c) => c.tag)])].sort(
    (a, b) => compareSwedish(a, b) || (a < b ? -1 : a > b ? 1 : 0),
  );
}

export async function getEntry(tx: Tx, tenant: Tenant, id: string) {
  const row = await q.findEntry(tx, tenant.companyId, id);
  if (!row) throw notFound("Address book entry");
  return toEntry(row);
}

export async function createEntry(tx: Tx, tenant: Tenant, input: Create) {
  const [id] = await q.insertEntries(tx, [{ ...input, companyId: tenant.companyId }]);
  if (!id) throw notFound("Address book entry");
  return getEntry(tx, tenant, id);
}

/** Saves the fields sent (a field not sent is kept) on the version it was read at. */
export async function updateEntry(tx: Tx, tenant: Tenant, id: string, input: Update) {
  const current = await getEntry(tx, tenant, id);
  const { version = current.version, ...changes } = input;
  if (version !== current.version || !(await q.updateEntry(tx, tenant.companyId, id, version, changes))) {
    throw staleVersion({ ...current, updatedBy: null });
  }
  return getEntry(tx, tenant, id);
}

export async function deleteEntry(tx: Tx, tenant: Tenant, id: string) {
  if (!(await q.deleteEntry(tx, tenant.companyId, id))) throw notFound("Address book entry");
}

/** The vCard file of the entries and contacts named by `ids`, or of the whole address book. */
export async function exportVcard(tx: Tx, tenant: Tenant, ids: string[] | undefined) {
  if (ids && ids.length === 0) throw invalid("ids", "Name at least one entry.");
  const limit = ADDRESS_BOOK_VCARD_MAX;
  const own = await q.listEntries(tx, tenant.companyId, { ids, limit });
  const contacts = await addressBookContacts(tx, tenant, { ids, limit });
  if (ids && own.length + contacts.length === 0) throw notFound("Address book entry");
  const cards: CardData[] = [
    ...own,
    ...contacts.map((c) => ({
      id: c.id,
      kind: "person" as const,
      name: c.name,
      organisation: c.customerName,
      role: c.role,
      phone: c.phone,
      email: c.email,
      notes: "",
      tags: c.tags,
    })),
  ];
  const text = cards.map(toCard).join("");
  const one = cards.length === 1 ? cards[0]?.name.replace(/[/\\:*?"<>|]/g, "_") : null;
  return { name: `${one ?? "address-book"}.vcf`, bytes: Buffer.from(text, "utf8") };
}

/**
 * Own entries from a vCard file (4.0, or 3.0 read as 4.0): each card with a name becomes an entry;
 * a card that does not read, has no name, or has the email of an entry, of a customer's contact (both
 * are in the address book: an exported card read back is not a new one) or of an earlier card is left
 * out with the reason.
 */
export async function importVcard(tx: Tx, tenant: Tenant, bytes: Buffer): Promise<AddressBookImportResult> {
  const texts = splitCards(bytes.toString("utf8"));
  if (texts.length === 0) throw invalid("file", "The file has no vCards.");
  if (texts.length > ADDRESS_BOOK_VCARD_MAX) {
    throw invalid("file", `A file holds at most ${ADDRESS_BOOK_VCARD_MAX} cards.`);
  }
  const read = texts.map(readCard);
  const emails = read.flatMap((r) => (r.ok && r.card.email ? [r.card.email] : []));
  const taken = new Set([
    ...(await q.takenEmails(tx, tenant.companyId, emails)),
    ...(await takenContactEmails(tx, tenant, emails)),
  ]);
  const skipped: AddressBookImportResult["skipped"] = [];
  const values: Omit<CardData, "id">[] = [];
  for (const [i, r] of read.entries()) {
    const index = i + 1;
    const skip = (reason: "invalid" | "no-name" | "duplicate", name: string | null, message: string) =>
      skipped.push({ index, name, reason, message });
    if (!r.ok) {
      skip(r.reason, r.name, r.message);
      continue;
    }
    const { email, name } = r.card;
    if (email && !isEmail(email)) skip("invalid", name, `${email} is not an email address.`);
    else if (email && taken.has(email)) skip("duplicate", name, `An entry has the email ${email} already.`);
    else {
      if (email) taken.add(email);
      values.push(r.card);
    }
  }
  const ids = await q.insertEntries(
    tx,
    values.map((card) => ({ ...card, companyId: tenant.companyId })),
  );
  return { created: ids.length, skipped };
}
