import {
  type CompanyService,
  type companyServiceCreateSchema,
  type companyServiceUpdateSchema,
  ErrorCode,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { conflict, invalid, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import * as q from "./company-services.queries";
import { offerable } from "./products.policy";
import { getProduct } from "./products.service";

type Create = z.output<typeof companyServiceCreateSchema>;
type Update = z.output<typeof companyServiceUpdateSchema>;

/** The services the company offers (issue 46, the spec's company services). */

const toService = (row: q.CompanyServiceRow): CompanyService => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The company's services in order: all of them to those who manage them (CompanyServices); to
 * others (members and portal guests) only the published ones of active products.
 */
export async function listServices(tx: Tx, tenant: Tenant) {
  const all = tenant.permissions.has("CompanyServices");
  return (await q.listServices(tx, tenant.companyId, !all)).map(toService);
}

export async function getService(tx: Tx, tenant: Tenant, id: string) {
  const row = await q.findService(tx, tenant.companyId, id);
  if (!row) throw notFound("Company service");
  return toService(row);
}

/** Offers a service product (400 for another type, 409 when it is offered already). */
export async function createService(tx: Tx, tenant: Tenant, input: Create) {
  const { companyId } = tenant;
  const product = await getProduct(tx, tenant, input.productId);
  if (!offerable(product)) throw invalid("productId", "Only a service product is offered as a company service.");
  const taken = () => conflict(ErrorCode.Conflict, `${product.name} is offered already.`, "productId");
  if (await q.serviceOfProduct(tx, companyId, product.id)) throw taken();
  const position = input.position ?? (await q.nextServicePosition(tx, companyId));
  const id = await q.insertService(tx, {
    companyId,
    productId: product.id,
    publicDescription: input.publicDescription,
    published: input.published,
    position,
  });
  if (!id) throw taken();
  return getService(tx, tenant, id);
}

export async function updateService(tx: Tx, tenant: Tenant, id: string, input: Update) {
  await getService(tx, tenant, id);
  if (Object.keys(input).length > 0) await q.updateService(tx, tenant.companyId, id, input);
  return getService(tx, tenant, id);
}

/** No longer offers the service (the product stays in the catalogue). */
export async function deleteService(tx: Tx, tenant: Tenant, id: string) {
  await getService(tx, tenant, id);
  await q.deleteService(tx, tenant.companyId, id);
}
