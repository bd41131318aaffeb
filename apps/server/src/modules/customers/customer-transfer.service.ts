import {
  CUSTOMER_EXPORT_MAX,
  CUSTOMER_IMPORT_MAX_ROWS,
  CUSTOMER_LIST_MAX,
  type Customer,
  type CustomerImportColumn,
  type CustomerImportPreview,
  type CustomerImportResult,
  type CustomerImportRow,
  customerAddressCreateSchema,
  customerContactCreateSchema,
  customerCreateSchema,
  type customerExportQuerySchema,
  customerImportColumnKeys,
  customerKindWords,
  DEFAULT_LANGUAGE,
  type Language,
  maskPersonalNumber,
  normalisePostcode,
  PERSONAL_NUMBER_MASK,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import type { Tenant } from "../../plugins/tenant";
import { recordExport } from "../audit/audit.service";
import { createAddress } from "./customer-addresses.service";
import { createContact } from "./customer-contacts.service";
import { customersFile, readSheet, type Sheet, type Values } from "./customer-transfer.files";
import * as q from "./customer-transfer.queries";
import { createCustomer, listCustomers, personalNumberHmac } from "./customers.service";

/**
 * Import and export of customers (issue 45, docs/customers.md): a CSV file is read (UTF-8 with or
 * without a byte order mark, else Windows-1252 as older Excel saves it; `;` or `,` between fields),
 * each line checked by the contract's schemas and compared with the company's customers and the
 * earlier lines; the import writes the new lines through the customers' services, in the route's
 * one transaction. The export writes the filtered list through the one CSV writer or as XLSX.
 */

type CreateInput = z.output<typeof customerCreateSchema>;
type ContactInput = z.output<typeof customerContactCreateSchema>;
type AddressInput = z.output<typeof customerAddressCreateSchema>;

interface Checked {
  row: CustomerImportRow;
  customer: CreateInput | null;
  contact: ContactInput | null;
  address: AddressInput | null;
}

// ---- checking a line ----

const text = (value: string | undefined) => (value ?? "").trim();

function kindOf(values: Values): "organisation" | "person" | null {
  const word = text(values.kind).toLowerCase();
  if (word === "") return text(values.personalNumber) ? "person" : "organisation";
  for (const kind of ["organisation", "person"] as const) {
    if ((customerKindWords[kind] as readonly string[]).includes(word)) return kind;
  }
  return null;
}

/** The first problem of a schema's parse, as the column it is about. */
function firstIssue(
  result: { success: false; error: { issues: { path: PropertyKey[]; code: string }[] } },
  columnOf: (field: string) => CustomerImportColumn,
) {
  const issue = result.error.issues[0];
  const field = columnOf(String(issue?.path[0] ?? "name"));
  const missing = issue?.code === "too_small" || issue?.code === "invalid_type";
  return { field, problem: missing && field === "name" ? ("missing" as const) : ("invalid" as const) };
}

const contactColumns: Record<string, CustomerImportColumn> = {
  name: "contactName",
  role: "contactRole",
  phone: "contactPhone",
  email: "contactEmail",
};
const addressColumns: Record<string, CustomerImportColumn> = {
  street: "street",
  postcode: "postcode",
  city: "city",
  country: "country",
};

function checkLine(
  values: Values,
  statuses: Map<string, string>,
): Omit<Checked, "row"> & { problem: Pick<CustomerImportRow, "field" | "problem"> | null } {
  const fail = (field: CustomerImportColumn, problem: NonNullable<CustomerImportRow["problem"]>) => ({
    customer: null,
    contact: null,
    address: null,
    problem: { field, problem },
  });
  const kind = kindOf(values);
  if (!kind) return fail("kind", "invalid");
  if (!text(values.name)) return fail("name", "missing");
  if (kind === "organisation" && text(values.personalNumber)) return fail("personalNumber", "wrongKind");
  if (kind === "person" && text(values.orgNumber)) return fail("orgNumber", "wrongKind");
  // A masked number (as an export writes it) is no number to store.
  if (PERSONAL_NUMBER_MASK.test(text(values.personalNumber))) return fail("personalNumber", "invalid");
  let statusId: string | undefined;
  if (text(values.status)) {
    statusId = statuses.get(text(values.status).toLowerCase());
    if (!statusId) return fail("status", "unknownStatus");
  }
  const terms = text(values.paymentTermsDays);
  if (terms && !/^\d{1,3}$/.test(terms)) return fail("paymentTermsDays", "invalid");
  const customer = customerCreateSchema.safeParse({
    kind,
    number: text(values.number),
    name: text(values.name),
    orgNumber: text(values.orgNumber),
    personalNumber: text(values.personalNumber),
    vatNumber: text(values.vatNumber),
    phone: text(values.phone),
    email: text(values.email),
    homepage: text(values.homepage),
    gln: text(values.gln),
    ...(terms ? { paymentTermsDays: Number(terms) } : {}),
    invoiceEmail: text(values.invoiceEmail),
    notes: text(values.notes),
    tags: text(values.tags)
      .split(/[,|]/)
      .map((tag) => tag.trim())
      .filter(Boolean),
    ...(statusId ? { statusId } : {}),
  });
  if (!customer.success) {
    const { field, problem } = firstIssue(customer, (f) =>
      customerImportColumnKeys.includes(f as CustomerImportColumn) ? (f as CustomerImportColumn) : "name",
    );
    return fail(field, problem);
  }

  let contact: ContactInput | null = null;
  if ([values.contactName, values.contactRole, values.contactPhone, values.contactEmail].some((v) => text(v))) {
    if (!text(values.contactName)) return fail("contactName", "missing");
    const parsed = customerContactCreateSchema.safeParse({
      name: text(values.contactName),
      role: text(values.contactRole),
      phone: text(values.contactPhone),
      email: text(values.contactEmail),
      isMain: true,
    });
    if (!parsed.success) return fail(firstIssue(parsed, (f) => contactColumns[f] ?? "contactName").field, "invalid");
    contact = parsed.data;
  }

  let address: AddressInput | null = null;
  if ([values.street, values.postcode, values.city].some((v) => text(v))) {
    const parsed = customerAddressCreateSchema.safeParse({
      kind: "visiting",
      street: text(values.street),
      postcode: text(values.postcode),
      city: text(values.city),
      country: text(values.country) || "SE",
    });
    if (!parsed.success) return fail(firstIssue(parsed, (f) => addressColumns[f] ?? "street").field, "invalid");
    if (parsed.data.postcode && normalisePostcode(parsed.data.postcode, parsed.data.country) === null) {
      return fail("postcode", "invalid");
    }
    address = parsed.data;
  }
  return { customer: customer.data, contact, address, problem: null };
}

// ---- the whole file ----

interface Holder {
  name: string;
  line: number | null;
}

/** Every line of the file: new, duplicate (of a customer or an earlier line) or invalid, with the reason. */
async function checkSheet(tx: Tx, key: Buffer, tenant: Tenant, sheet: Sheet): Promise<Checked[]> {
  const statuses = await q.statusesByName(tx, tenant.companyId);
  const lines = sheet.lines.map(({ line, values }) => ({ line, values, ...checkLine(values, statuses) }));

  const hmacOf = (customer: CreateInput | null) =>
    customer?.personalNumber ? personalNumberHmac(key, customer.personalNumber) : null;
  const keys: q.Keys = { numbers: [], orgNumbers: [], personalNumberHmacs: [], emails: [] };
  for (const { customer, contact } of lines) {
    if (customer?.number) keys.numbers.push(customer.number);
    if (customer?.orgNumber) keys.orgNumbers.push(customer.orgNumber);
    const hmac = hmacOf(customer);
    if (hmac) keys.personalNumberHmacs.push(hmac);
    for (const email of [customer?.email, contact?.email]) if (email) keys.emails.push(email.toLowerCase());
  }
  const holders = await q.holdersOf(tx, tenant.companyId, keys);
  const numbers = new Map<string, Holder>();
  const orgNumbers = new Map<string, Holder>();
  const hmacs = new Map<string, Holder>();
  const emails = new Map<string, Holder>();
  for (const c of holders.customers) {
    const holder = { name: c.name, line: null };
    numbers.set(c.number, holder);
    if (c.orgNumber) orgNumbers.set(c.orgNumber, holder);
    if (c.personalNumberHmac) hmacs.set(c.personalNumberHmac, holder);
    if (c.email) emails.set(c.email, holder);
  }
  for (const c of holders.contacts) emails.set(c.email, { name: `${c.name} (${c.customerName})`, line: null });

  return lines.map((checked, index) => {
    const { line, values, customer, contact, address } = checked;
    const kind = kindOf(values) ?? "organisation";
    const personal = customer?.personalNumber ?? null;
    const row: CustomerImportRow = {
      line,
      status: "new",
      name: text(values.name),
      kind,
      orgNumber: customer?.orgNumber ?? (text(values.orgNumber) || null),
      personalNumber: personal ? maskPersonalNumber(personal) : text(values.personalNumber) ? "****" : null,
      email: customer?.email ?? (text(values.email) || null),
      city: address?.city || text(values.city) || null,
      contactName: contact?.name ?? (text(values.contactName) || null),
      field: null,
      problem: null,
      duplicateOf: null,
    };
    if (index >= CUSTOMER_IMPORT_MAX_ROWS) {
      return {
        row: { ...row, status: "invalid", field: "name", problem: "tooMany" },
        customer: null,
        contact,
        address,
      };
    }
    if (checked.problem || !customer) {
      return { row: { ...row, status: "invalid", ...checked.problem }, customer: null, contact: null, address: null };
    }
    const hmac = hmacOf(customer);
    const duplicate = (
      [
        ["orgNumber", customer.orgNumber ? orgNumbers.get(customer.orgNumber) : undefined],
        ["personalNumber", hmac ? hmacs.get(hmac) : undefined],
        ["email", customer.email ? emails.get(customer.email.toLowerCase()) : undefined],
        ["contactEmail", contact?.email ? emails.get(contact.email.toLowerCase()) : undefined],
      ] as const
    ).find(([, holder]) => holder !== undefined);
    if (duplicate) {
      const [field, holder] = duplicate;
      return {
        row: { ...row, status: "duplicate", field, duplicateOf: holder ?? null },
        customer: null,
        contact,
        address,
      };
    }
    if (customer.number && numbers.has(customer.number)) {
      return {
        row: { ...row, status: "invalid", field: "number", problem: "taken" },
        customer: null,
        contact,
        address,
      };
    }
    // Later lines compare with this one.
    const holder = { name: row.name, line };
    if (customer.number) numbers.set(customer.number, holder);
    if (customer.orgNumber) orgNumbers.set(customer.orgNumber, holder);
    if (hmac) hmacs.set(hmac, holder);
    if (customer.email) emails.set(customer.email.toLowerCase(), holder);
    if (contact?.email) emails.set(contact.email.toLowerCase(), holder);
    return { row, customer, contact, address };
  });
}

const countsOf = (rows: { row: CustomerImportRow }[]) => ({
  new: rows.filter((r) => r.row.status === "new").length,
  duplicate: rows.filter((r) => r.row.status === "duplicate").length,
  invalid: rows.filter((r) => r.row.status === "invalid").length,
});

/** The preview: every line answered, nothing written. */
export async function previewImport(
  tx: Tx,
  key: Buffer,
  tenant: Tenant,
  bytes: Buffer,
): Promise<CustomerImportPreview> {
  const sheet = readSheet(bytes);
  const checked = await checkSheet(tx, key, tenant, sheet);
  return {
    delimiter: sheet.delimiter,
    columns: sheet.columns.filter((c): c is CustomerImportColumn => c !== null),
    ignored: sheet.ignored,
    rows: checked.map((c) => c.row),
    counts: countsOf(checked),
  };
}

/**
 * The import: the new lines of the file (checked again as the preview did) written through the
 * customers' services, numbered as a customer created by hand; duplicates and invalid lines are
 * left out. The route's one transaction makes it all or nothing.
 */
export async function importCustomers(
  tx: Tx,
  key: Buffer,
  tenant: Tenant,
  bytes: Buffer,
): Promise<CustomerImportResult> {
  const checked = await checkSheet(tx, key, tenant, readSheet(bytes));
  let created = 0;
  let contacts = 0;
  let addresses = 0;
  // The lines that give their number first: the numbers the others get skip them.
  const lines = checked.filter(({ row, customer }) => row.status === "new" && customer);
  const ordered = [...lines.filter((l) => l.customer?.number), ...lines.filter((l) => !l.customer?.number)];
  for (const { customer, contact, address } of ordered) {
    if (!customer) continue;
    const saved = await createCustomer(tx, key, tenant, customer);
    created++;
    if (contact) {
      await createContact(tx, tenant, saved.id, contact);
      contacts++;
    }
    if (address) {
      await createAddress(tx, tenant, saved.id, address);
      addresses++;
    }
  }
  const { duplicate, invalid: invalidLines } = countsOf(checked);
  return { created, contacts, addresses, skipped: { duplicate, invalid: invalidLines } };
}

// ---- export ----

type ExportQuery = z.output<typeof customerExportQuerySchema>;

/** The filtered list (all its pages, personal identity numbers masked) as CSV or XLSX, in the reader's language. */
export async function exportCustomers(tx: Tx, tenant: Tenant, query: ExportQuery) {
  const { format, ...filter } = query;
  const language: Language = (await q.readerLanguage(tx, tenant.userId)) ?? DEFAULT_LANGUAGE;
  const list: Customer[] = [];
  for (let offset = 0; offset < CUSTOMER_EXPORT_MAX; offset += CUSTOMER_LIST_MAX) {
    const page = await listCustomers(tx, tenant, { ...filter, limit: CUSTOMER_LIST_MAX, offset });
    list.push(...page);
    if (page.length < CUSTOMER_LIST_MAX) break;
  }
  await recordExport(tx, {
    companyId: tenant.companyId,
    kind: "customers",
    entityId: null,
    label: `${list.length}`,
    // The search's text is not kept (whether there was one is).
    filters: { format, ...filter, q: undefined, searched: Boolean(filter.q) },
  });
  return customersFile(language, format, list);
}
