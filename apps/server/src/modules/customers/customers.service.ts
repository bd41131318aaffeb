import type { customerInputSchema } from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { notFound } from "../../lib/errors";
import * as q from "./customers.queries";

type Input = z.output<typeof customerInputSchema>;

async function getCustomer(tx: Tx, companyId: string, id: string) {
  const customer = await q.findCustomer(tx, companyId, id);
  if (!customer) throw notFound("Customer");
  return customer;
}

export async function createCustomer(tx: Tx, companyId: string, input: Input) {
  return getCustomer(tx, companyId, await q.insertCustomer(tx, companyId, input));
}

export async function updateCustomer(tx: Tx, companyId: string, id: string, input: Input) {
  await getCustomer(tx, companyId, id);
  await q.updateCustomer(tx, companyId, id, input);
  return getCustomer(tx, companyId, id);
}

export async function deleteCustomer(tx: Tx, companyId: string, id: string) {
  await getCustomer(tx, companyId, id);
  await q.deleteCustomer(tx, companyId, id);
}
