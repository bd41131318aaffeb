import {
  type AddressKind,
  type CustomerAddress,
  type customerAddressCreateSchema,
  type customerAddressUpdateSchema,
  normalisePostcode,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { invalid, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import * as q from "./customer-addresses.queries";
import { customerOf } from "./customer-contacts.service";

/** A customer's addresses (issue 45): any number of each kind, one default per kind; Swedish postcodes NNN NN. */

type Create = z.output<typeof customerAddressCreateSchema>;
type Update = z.output<typeof customerAddressUpdateSchema>;
type Row = NonNullable<Awaited<ReturnType<typeof q.findAddress>>>;

const toAddress = (row: Row): CustomerAddress => ({ ...row, createdAt: row.createdAt.toISOString() });

async function getAddress(tx: Tx, tenant: Tenant, customerId: string, id: string) {
  const row = await q.findAddress(tx, tenant.companyId, customerId, id);
  if (!row) throw notFound("Address");
  return toAddress(row);
}

/** The postcode as stored for the country (SE: NNN NN), 400 when it is not one. */
function postcodeFor(postcode: string | null, country: string) {
  if (postcode === null) return null;
  const normalised = normalisePostcode(postcode, country);
  if (!normalised) {
    throw invalid("postcode", country === "SE" ? "A Swedish postcode is five digits: NNN NN." : "Invalid postcode.");
  }
  return normalised;
}

/** The oldest address left of a kind becomes its default when the default went. */
async function promoteDefault(tx: Tx, tenant: Tenant, customerId: string, kind: AddressKind, exceptId?: string) {
  const next = await q.firstAddressOfKind(tx, tenant.companyId, customerId, kind, exceptId);
  if (next && !next.isDefault) await q.updateAddress(tx, tenant.companyId, customerId, next.id, { isDefault: true });
}

export async function listAddresses(tx: Tx, tenant: Tenant, customerId: string) {
  const rows = await q.listAddresses(tx, tenant.companyId, customerId);
  return rows.map(toAddress);
}

export async function listCustomerAddresses(tx: Tx, tenant: Tenant, customerId: string) {
  await customerOf(tx, tenant, customerId);
  return listAddresses(tx, tenant, customerId);
}

/** A new address; the customer's first of its kind becomes the default of that kind, and isDefault moves it here. */
export async function createAddress(tx: Tx, tenant: Tenant, customerId: string, input: Create) {
  await customerOf(tx, tenant, customerId);
  const postcode = postcodeFor(input.postcode, input.country);
  const isDefault = input.isDefault ?? !(await q.firstAddressOfKind(tx, tenant.companyId, customerId, input.kind));
  if (isDefault) await q.clearDefaultAddress(tx, tenant.companyId, customerId, input.kind);
  const id = await q.insertAddress(tx, { ...input, postcode, isDefault, companyId: tenant.companyId, customerId });
  return getAddress(tx, tenant, customerId, id);
}

/** Saves the fields sent (a field not sent is kept); a default moved to another kind leaves the oldest of its old kind the default. */
export async function updateAddress(tx: Tx, tenant: Tenant, customerId: string, id: string, input: Update) {
  const current = await getAddress(tx, tenant, customerId, id);
  const kind = input.kind ?? current.kind;
  const country = input.country ?? current.country;
  const postcode = postcodeFor(input.postcode !== undefined ? input.postcode : current.postcode, country);
  const kindChanged = kind !== current.kind;
  let isDefault = input.isDefault ?? current.isDefault;
  if (kindChanged && input.isDefault === undefined) {
    isDefault = !(await q.firstAddressOfKind(tx, tenant.companyId, customerId, kind, id));
  }
  if (isDefault && (kindChanged || !current.isDefault)) {
    await q.clearDefaultAddress(tx, tenant.companyId, customerId, kind);
  }
  await q.updateAddress(tx, tenant.companyId, customerId, id, { ...input, postcode, isDefault });
  if (current.isDefault && (kindChanged || !isDefault)) await promoteDefault(tx, tenant, customerId, current.kind, id);
  return getAddress(tx, tenant, customerId, id);
}

export async function deleteAddress(tx: Tx, tenant: Tenant, customerId: string, id: string) {
  const current = await getAddress(tx, tenant, customerId, id);
  await q.deleteAddress(tx, tenant.companyId, customerId, id);
  if (current.isDefault) await promoteDefault(tx, tenant, customerId, current.kind);
}
