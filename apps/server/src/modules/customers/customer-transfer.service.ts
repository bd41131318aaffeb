import {
  CUSTOMER_EXPORT_MAX,
  CUSTOMER_IMPORT_MAX_ROWS,
  CUSTOMER_LIST_MAX,
  type Customer,
  type CustomerImportColumn,
  type CustomerImportPreview,
  type CustomerImportResult,
  type CustomerImportRow,
  columnKey,
  customerAddressCreateSchema,
  customerContactCreateSchema,
  customerCreateSchema,
  type customerExportQuerySchema,
  customerImportColumnKeys,
  customerImportColumns,
  customerKindWords,
  DEFAULT_LANGUAGE,
  type Language,
  maskPersonalNumber,
  normalisePostcode,
} from "@app/contract";
import { parse } from "csv-parse/sync";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { csv } from "../../lib/csv";
import { invalid } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { recordExport } from "../audit/audit.service";
import { createAddress } from "./customer-addresses.service";
import { createContact } from "./customer-contacts.service";
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
type Values = Partial<Record<CustomerImportColumn, string>>;

interface Checked {
  row: CustomerImportRow;
  customer: CreateInput | null;
  contact: ContactInput | null;
  address: AddressInput | null;
}

// ---- reading the file ----

function decode(bytes: Buffer) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** `;` when the header line has more semicolons than commas (outside quotes), else `,`. */
function delimiterOf(text: string): ";" | "," {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char === ";") semicolons++;
    else if (!quoted && char === ",") commas++;
  }
  return semicolons > commas ? ";" : ",";
}

const aliases = new Map<string, CustomerImportColumn>(
  customerImportColumnKeys.flatMap((key) => [
    [columnKey(key), key] as const,
    ...customerImportColumns[key].map((alias) => [columnKey(alias), key] as const),
  ]),
);

interface Sheet {
  delimiter: ";" | ",";
  columns: (CustomerImportColumn | null)[];
  ignored: string[];
  lines: { line: number; values: Values }[];
}

/** The file's header and lines; 400 for a file that is no CSV or has no column of a name. */
export function readSheet(bytes: Buffer): Sheet {
  const text = decode(bytes);
  const delimiter = delimiterOf(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw invalid("file", `The file is not CSV that can be read: ${(error as Error).message}`);
  }
  const [header, ...body] = records;
  const columns = (header?.record ?? []).map((heading) => aliases.get(columnKey(heading)) ?? null);
  if (!columns.includes("name")) {
    throw invalid("file", "The file has no column of the customers' names (name or namn) in its first line.");
  }
  const ignored = (header?.record ?? []).filter((_, i) => columns[i] === null && header?.record[i] !== "");
  const lines = body
    .filter(({ record }) => record.some((cell) => cell !== ""))
    .map(({ record, info }) => {
      const values: Values = {};
      columns.forEach((column, i) => {
        if (column && values[column] === undefined) values[column] = record[i] ?? "";
      });
      return { line: info.lines, values };
    });
  return { delimiter, columns, ignored, lines };
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
  line: number,
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
  void line;
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
  const lines = sheet.lines.map(({ line, values }) => ({ line, values, ...checkLine(line, values, statuses) }));

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
  for (const { row, customer, contact, address } of checked) {
    if (row.status !== "new" || !customer) continue;
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

type ExportColumn = Exclude<
  CustomerImportColumn,
  "street" | "postcode" | "country" | "contactRole" | "contactPhone" | "contactEmail"
>;

const headings: Record<Language, Record<ExportColumn, string>> = {
  en: {
    number: "Number",
    kind: "Kind",
    name: "Name",
    orgNumber: "Org number",
    personalNumber: "Personal number",
    vatNumber: "VAT number",
    phone: "Phone",
    email: "Email",
    homepage: "Homepage",
    gln: "GLN",
    paymentTermsDays: "Payment terms",
    invoiceEmail: "Invoice email",
    notes: "Notes",
    tags: "Tags",
    status: "Status",
    city: "City",
    contactName: "Contact",
  },
  se: {
    number: "Kundnummer",
    kind: "Typ",
    name: "Namn",
    orgNumber: "Organisationsnummer",
    personalNumber: "Personnummer",
    vatNumber: "Momsnummer",
    phone: "Telefon",
    email: "E-post",
    homepage: "Hemsida",
    gln: "GLN",
    paymentTermsDays: "Betalningsvillkor",
    invoiceEmail: "Faktura e-post",
    notes: "Anteckningar",
    tags: "Taggar",
    status: "Status",
    city: "Ort",
    contactName: "Kontaktperson",
  },
};
const kindWords: Record<Language, Record<Customer["kind"], string>> = {
  en: { organisation: "organisation", person: "person" },
  se: { organisation: "företag", person: "privatperson" },
};

const cellsOf = (language: Language, c: Customer): Record<ExportColumn, string> => ({
  number: c.number,
  kind: kindWords[language][c.kind],
  name: c.name,
  orgNumber: c.orgNumber ?? "",
  // Masked: an export never carries a whole personal identity number.
  personalNumber: c.personalNumber ?? "",
  vatNumber: c.vatNumber ?? "",
  phone: c.phone ?? "",
  email: c.email ?? "",
  homepage: c.homepage ?? "",
  gln: c.gln ?? "",
  paymentTermsDays: String(c.paymentTermsDays),
  invoiceEmail: c.invoiceEmail ?? "",
  notes: c.notes,
  tags: c.tags.join(", "),
  status: c.status?.name ?? "",
  city: c.city ?? "",
  contactName: c.mainContact?.name ?? "",
});

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

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
    filters: { format, ...filter },
  });
  const head = headings[language];
  const keys = Object.keys(head) as ExportColumn[];
  const lines = [
    keys.map((k) => head[k]),
    ...list.map((c) => {
      const cells = cellsOf(language, c);
      return keys.map((k) => cells[k]);
    }),
  ];
  const name = `${language === "se" ? "Kunder" : "Customers"}.${format}`;
  if (format === "csv") {
    return { name, contentType: "text/csv; charset=utf-8", bytes: Buffer.from(csv(lines, { bom: true }), "utf8") };
  }
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(language === "se" ? "Kunder" : "Customers");
  sheet.addRows(lines);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name, contentType: xlsxType, bytes };
}
