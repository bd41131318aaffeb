import { createHmac } from "node:crypto";
import {
  type Customer,
  type CustomerDeleteResult,
  type CustomerDetail,
  type CustomerKind,
  type customerCreateSchema,
  type customerQuerySchema,
  type customerUpdateSchema,
  DEFAULT_LANGUAGE,
  ErrorCode,
  type Language,
  maskPersonalNumber,
  normaliseOrgNumber,
  PERSONAL_NUMBER_MASK,
  swedishVatNumber,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { decrypt, encrypt } from "../../lib/crypto";
import { conflict, invalid, isUniqueViolation, notFound, staleVersion } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { checkMembers } from "../company-users/company-users.service";
import { listAddresses } from "./customer-addresses.service";
import { listContacts } from "./customer-contacts.service";
import { defaultStatusId, findStatus } from "./customer-statuses.queries";
import { archivedInsteadOfDeleted, numberFieldsOf, seesPersonalNumber } from "./customers.policy";
import * as q from "./customers.queries";

type Create = z.output<typeof customerCreateSchema>;
type Update = z.output<typeof customerUpdateSchema>;
type Filter = z.output<typeof customerQuerySchema>;

/** How many numbers held by customers typed by hand a new number skips at most. */
const NUMBER_TRIES = 1000;

/** The key of the personal identity numbers' HMAC, derived from KEYPASS_KEY (never the encryption key itself). */
const hmacKey = (key: Buffer) => createHmac("sha256", key).update("customers: personal identity number hmac").digest();

/** HMAC-SHA256 of a personal identity number (YYYYMMDD-NNNN): finds duplicates without decrypting. */
export const personalNumberHmac = (key: Buffer, normalised: string) =>
  createHmac("sha256", hmacKey(key)).update(normalised).digest("hex");

/** The columns storing a personal identity number: encrypted as keypass secrets are, masked, and its HMAC. */
const personalNumberColumns = (key: Buffer, normalised: string | null) => ({
  personalNumberEncrypted: normalised ? encrypt(key, normalised) : null,
  personalNumberMasked: normalised ? maskPersonalNumber(normalised) : null,
  personalNumberHmac: normalised ? personalNumberHmac(key, normalised) : null,
});

const toCustomer = (row: q.CustomerRow, personalNumber: string | null): Customer => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  name: row.name,
  orgNumber: row.orgNumber,
  personalNumber: personalNumber ?? row.personalNumberMasked,
  personalNumberMasked: personalNumber === null && row.personalNumberMasked !== null,
  vatNumber: row.vatNumber,
  phone: row.phone,
  email: row.email,
  homepage: row.homepage,
  gln: row.gln,
  paymentTermsDays: row.paymentTermsDays,
  invoiceEmail: row.invoiceEmail,
  language: row.language,
  notes: row.notes,
  tags: row.tags,
  responsible: row.responsibleId ? { id: row.responsibleId, name: row.responsibleName ?? "" } : null,
  status: row.statusId ? { id: row.statusId, name: row.statusName ?? "", color: row.statusColor ?? "" } : null,
  archived: row.archived,
  city: row.city,
  mainContact: row.mainContact,
  portals: row.portals,
  hasPortal: row.portals.length > 0,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A page of the list (personal identity numbers masked). */
export async function listCustomers(tx: Tx, tenant: Tenant, filter: Filter) {
  const rows = await q.listCustomers(tx, tenant.companyId, filter, searchText(filter.q));
  return rows.map((row) => toCustomer(row, null));
}

/** The tags of the company's customers in use (for the list's tag filter). */
export async function listTags(tx: Tx, tenant: Tenant) {
  return q.customerTags(tx, tenant.companyId);
}

/** A search typed as a 10- or 12-digit organisation number also finds it as stored (NNNNNN-NNNN). */
function searchText(text: string | undefined) {
  if (!text) return null;
  return /^\d{10}$|^\d{12}$/.test(text) ? (normaliseOrgNumber(text) ?? text) : text;
}

/** The customer as the viewer may see it: the personal identity number whole to those who may edit (seesPersonalNumber). */
async function readCustomer(tx: Tx, key: Buffer, tenant: Tenant, id: string) {
  const row = await q.findCustomer(tx, tenant.companyId, id);
  if (!row) throw notFound("Customer");
  let whole: string | null = null;
  if (row.personalNumberMasked && seesPersonalNumber(tenant)) {
    const stored = await q.findPersonalNumber(tx, tenant.companyId, id);
    whole = stored?.encrypted ? decrypt(key, stored.encrypted) : null;
  }
  return toCustomer(row, whole);
}

/** GET one: the customer with its contacts and addresses. */
export async function getCustomer(tx: Tx, key: Buffer, tenant: Tenant, id: string): Promise<CustomerDetail> {
  const customer = await readCustomer(tx, key, tenant, id);
  return {
    ...customer,
    contacts: await listContacts(tx, tenant, id),
    addresses: await listAddresses(tx, tenant, id),
  };
}

/** 409 naming the customer that holds the number. */
const numberTaken = (number: string, holder: { name: string }) =>
  conflict(ErrorCode.Conflict, `Customer number ${number} is taken by ${holder.name}.`, "number");

async function checkNumberFree(tx: Tx, companyId: string, number: string, exceptId?: string) {
  const holder = await q.numberHolder(tx, companyId, number, exceptId);
  if (holder) throw numberTaken(number, holder);
  // A number typed by hand: the sequence continues after it.
  if (/^\d{1,15}$/.test(number)) await q.raiseCustomerCounter(tx, companyId, Number(number));
}

/** The company's next free number (numbers typed by hand skipped). */
async function nextFreeNumber(tx: Tx, companyId: string) {
  for (let i = 0; i < NUMBER_TRIES; i++) {
    const number = String(await q.nextCustomerNumber(tx, companyId));
    if (!(await q.numberHolder(tx, companyId, number))) return number;
  }
  throw conflict(ErrorCode.Conflict, "No free customer number was found: give one.", "number");
}

/** An organisation holds no personal identity number, a private person no organisation number. */
function checkKindFields(kind: CustomerKind, values: { orgNumber: string | null; personalNumber: unknown }) {
  const { refused } = numberFieldsOf[kind];
  if (values[refused] !== null) {
    throw invalid(
      refused,
      kind === "person"
        ? "A private person has no organisation number."
        : "An organisation has no personal identity number.",
    );
  }
}

async function checkStatus(tx: Tx, companyId: string, statusId: string | null | undefined) {
  if (statusId && !(await findStatus(tx, companyId, statusId))) throw invalid("statusId", "Unknown status.");
}

const derivedVat = (kind: CustomerKind, orgNumber: string | null) =>
  kind === "organisation" && orgNumber ? swedishVatNumber(orgNumber) : null;

/** A new customer: the company's next number unless one is given (409 naming the holder when taken). */
export async function createCustomer(tx: Tx, key: Buffer, tenant: Tenant, input: Create) {
  const { companyId } = tenant;
  checkKindFields(input.kind, input);
  if (input.personalNumber && PERSONAL_NUMBER_MASK.test(input.personalNumber)) {
    throw invalid("personalNumber", "Invalid personal identity number");
  }
  await checkMembers(tx, companyId, input.responsibleId ? [input.responsibleId] : [], "responsibleId");
  await checkStatus(tx, companyId, input.statusId);
  const statusId = input.statusId === undefined ? await defaultStatusId(tx, companyId) : input.statusId;
  if (input.number) await checkNumberFree(tx, companyId, input.number);
  const number = input.number ?? (await nextFreeNumber(tx, companyId));
  const { personalNumber, ...values } = input;
  const id = await q.insertCustomer(tx, {
    ...values,
    companyId,
    number,
    statusId,
    vatNumber: input.vatNumber ?? derivedVat(input.kind, input.orgNumber),
    ...personalNumberColumns(key, personalNumber),
  });
  if (!id) throw numberTaken(number, (await q.numberHolder(tx, companyId, number)) ?? { name: "another customer" });
  return readCustomer(tx, key, tenant, id);
}

/**
 * Saves the fields sent (PUT takes what GET answers; a field not sent is kept) on the version it
 * was based on; 409 STALE_VERSION with the customer as it is now otherwise. The masked personal
 * identity number the customer has keeps it as stored.
 */
export async function updateCustomer(tx: Tx, key: Buffer, tenant: Tenant, id: string, input: Update) {
  const { companyId } = tenant;
  const current = await readCustomer(tx, key, tenant, id);
  const { version = current.version, personalNumber, ...changes } = input;
  if (version !== current.version) throw staleVersion({ ...current, updatedBy: null });

  const kind = changes.kind ?? current.kind;
  const orgNumber = changes.orgNumber !== undefined ? changes.orgNumber : current.orgNumber;
  const keepsPersonalNumber =
    personalNumber === undefined || (personalNumber !== null && PERSONAL_NUMBER_MASK.test(personalNumber));
  if (keepsPersonalNumber && personalNumber && personalNumber !== current.personalNumber) {
    // A mask is only the customer's own one sent back.
    const stored = await q.findPersonalNumber(tx, companyId, id);
    if (personalNumber !== stored?.masked) throw invalid("personalNumber", "Invalid personal identity number");
  }
  checkKindFields(kind, {
    orgNumber,
    personalNumber: keepsPersonalNumber ? current.personalNumber : personalNumber,
  });
  if (changes.responsibleId) await checkMembers(tx, companyId, [changes.responsibleId], "responsibleId");
  await checkStatus(tx, companyId, changes.statusId);
  if (changes.number !== undefined && changes.number !== current.number) {
    await checkNumberFree(tx, companyId, changes.number, id);
  }

  // The VAT number follows the organisation number while it is the derived one (or none).
  let vatNumber = changes.vatNumber !== undefined ? changes.vatNumber : current.vatNumber;
  const followsOrgNumber = changes.vatNumber === undefined && vatNumber === derivedVat(current.kind, current.orgNumber);
  if (vatNumber === null || followsOrgNumber) vatNumber = derivedVat(kind, orgNumber);

  const saved = await q
    .updateCustomer(tx, companyId, id, version, {
      ...changes,
      vatNumber,
      ...(keepsPersonalNumber ? {} : personalNumberColumns(key, personalNumber ?? null)),
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) {
        throw conflict(ErrorCode.Conflict, `Customer number ${changes.number} is taken.`, "number");
      }
      throw error;
    });
  if (!saved) throw staleVersion({ ...(await readCustomer(tx, key, tenant, id)), updatedBy: null });
  return readCustomer(tx, key, tenant, id);
}

/**
 * Deletes a customer with nothing hanging on it (its contacts and addresses go with it); one with
 * portals (and the objects in them) is archived instead, and the answer says so and why.
 */
export async function deleteCustomer(tx: Tx, key: Buffer, tenant: Tenant, id: string): Promise<CustomerDeleteResult> {
  const current = await readCustomer(tx, key, tenant, id);
  const links = await q.customerLinks(tx, tenant.companyId, id);
  if (archivedInsteadOfDeleted(links)) {
    if (!current.archived) await q.updateCustomer(tx, tenant.companyId, id, current.version, { archived: true });
    const reasons = [
      ...(links.portals > 0 ? ["portals" as const] : []),
      ...(links.objects > 0 ? ["objects" as const] : []),
    ];
    return { ok: true, archived: true, reasons };
  }
  await q.deleteCustomer(tx, tenant.companyId, id);
  return { ok: true, archived: false, reasons: [] };
}

/**
 * A customer another module's row is linked to (an object's customer): one of the company's, in
 * use; 400 naming the field otherwise (an archived customer is hidden from pickers), as an unknown
 * group or member is. A company without the customers feature links none.
 */
export async function checkCustomerChoosable(tx: Tx, tenant: Tenant, customerId: string, field = "customerId") {
  if (!tenant.enabledFeatures.customers) throw invalid(field, "Customers are not enabled for the company.");
  const customer = await q.customerState(tx, tenant.companyId, customerId);
  if (!customer) throw invalid(field, "Unknown customer.");
  if (customer.archived) throw invalid(field, "An archived customer cannot be chosen.");
}

/** The company's customers among ids as references (id, number, name) by id, for another module's rows (orders, plants). */
export async function customerRefs(tx: Tx, tenant: Pick<Tenant, "companyId">, ids: readonly string[]) {
  const rows = await q.customerRefs(tx, tenant.companyId, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The language of what the customer is sent (Swedish for one not found): another module's documents to the customer. */
export async function customerLanguage(tx: Tx, tenant: Pick<Tenant, "companyId">, id: string): Promise<Language> {
  return (await q.customerLanguage(tx, tenant.companyId, id)) ?? DEFAULT_LANGUAGE;
}

/** The ids of the company's customers a search text matches as the customer list's search does (at most 1000): another module's search by customer. */
export async function customerIdsMatching(tx: Tx, tenant: Pick<Tenant, "companyId">, text: string) {
  return q.customerIdsMatching(tx, tenant.companyId, searchText(text) ?? text, 1000);
}
