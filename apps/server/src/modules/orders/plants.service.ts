import {
  ErrorCode,
  type Plant,
  type plantCreateSchema,
  type plantQuerySchema,
  type plantUpdateSchema,
  type plantVisitSchema,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { checkCustomerChoosable, customerLanguage, customerRefs } from "../customers/customers.service";
import { createPublication, getPublication, viewerOf } from "../publications/publications.service";
import * as q from "./plants.queries";

type Create = z.output<typeof plantCreateSchema>;
type Update = z.output<typeof plantUpdateSchema>;

/** The plant the member sees (as its object), 404 otherwise. */
export async function findPlant(tx: Tx, tenant: Tenant, id: string) {
  const publication = await getPublication(tx, tenant, id);
  if (publication.type !== "plant") throw notFound("Plant");
  const row = await q.findPlant(tx, tenant.companyId, id);
  if (!row) throw notFound("Plant");
  return { publication, row };
}

async function answer(tx: Tx, tenant: Tenant, rows: Awaited<ReturnType<typeof findPlant>>[]): Promise<Plant[]> {
  const ids = rows.map(({ row }) => row.publicationId);
  const [customers, intervals] = await Promise.all([
    customerRefs(
      tx,
      tenant,
      rows.map(({ row }) => row.customerId),
    ),
    q.intervalsOf(tx, tenant.companyId, ids),
  ]);
  return rows.map(({ publication, row }) => ({
    id: row.publicationId,
    name: publication.name,
    plantType: row.plantType,
    kind: row.kind,
    customer: customers.get(row.customerId) ?? { id: row.customerId, number: "", name: "" },
    address: row.address ?? null,
    area: row.area,
    location: row.location,
    language: row.language,
    intervals: intervals
      .filter((i) => i.plantId === row.publicationId)
      .map((i) => ({
        type: i.type,
        intervalMonths: i.intervalMonths,
        nextDue: i.nextDue,
        lastDone: i.lastDone,
        noticeSentFor: i.noticeSentFor,
      })),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function getPlant(tx: Tx, tenant: Tenant, id: string): Promise<Plant> {
  const [plant] = await answer(tx, tenant, [await findPlant(tx, tenant, id)]);
  if (!plant) throw notFound("Plant");
  return plant;
}

/** The plants the member sees (of one customer when asked), by name. */
export async function listPlants(tx: Tx, tenant: Tenant, filter: z.output<typeof plantQuerySchema>) {
  const ids = await q.listPlants(tx, tenant.companyId, viewerOf(tenant), filter);
  const found = [];
  for (const { id } of ids) found.push(await findPlant(tx, tenant, id));
  return answer(tx, tenant, found);
}

/** POST: the object of type plant (through the publications service: number, group, rights) and its part. */
export async function createPlant(tx: Tx, tenant: Tenant, input: Create) {
  await checkCustomerChoosable(tx, tenant, input.customerId);
  const publication = await createPublication(tx, tenant, {
    type: "plant",
    name: input.name,
    description: "",
    body: "",
    periodDate: null,
    groupId: input.groupId,
    customerId: input.customerId,
    tags: [],
  });
  await q.insertPlant(tx, {
    publicationId: publication.id,
    companyId: tenant.companyId,
    customerId: input.customerId,
    plantType: input.plantType,
    kind: input.kind,
    address: input.address,
    area: input.area,
    location: input.location,
    language: input.language ?? (await customerLanguage(tx, tenant, input.customerId)),
  });
  await q.replaceIntervals(tx, tenant.companyId, publication.id, input.intervals);
  return getPlant(tx, tenant, publication.id);
}

/** PUT: the fields sent; intervals sent replace the plant's. With a version that changed since: 409 STALE_VERSION. */
export async function updatePlant(tx: Tx, tenant: Tenant, id: string, input: Update) {
  await findPlant(tx, tenant, id);
  const { version, intervals, ...changes } = input;
  if (!(await q.updatePlant(tx, tenant.companyId, id, version, changes))) {
    const current = await getPlant(tx, tenant, id);
    throw new AppError(409, ErrorCode.StaleVersion, "The plant was changed by someone else.", undefined, current);
  }
  if (intervals) await q.replaceIntervals(tx, tenant.companyId, id, intervals);
  return getPlant(tx, tenant, id);
}

/** POST …/visits: the type's visit done on a day: last done that day, next due the interval later. */
export async function recordVisit(tx: Tx, tenant: Tenant, id: string, input: z.output<typeof plantVisitSchema>) {
  await findPlant(tx, tenant, id);
  if (!(await q.visitDone(tx, tenant.companyId, id, input.type, input.doneOn))) throw notFound("Interval");
  return getPlant(tx, tenant, id);
}

/**
 * An order reported (order-states.service): when it was made from the planning list for a plant's
 * budning type, that visit is done on the day given, which moves the type's next due date.
 */
export async function orderDone(tx: Tx, tenant: Tenant, orderId: string, doneOn: string) {
  const made = await q.plantOrderOf(tx, tenant.companyId, orderId);
  if (made) await q.visitDone(tx, tenant.companyId, made.plantId, made.type, doneOn);
}
