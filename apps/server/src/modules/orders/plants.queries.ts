import type { BudningType, PlanningPeriod } from "@app/contract";
import { and, asc, eq, gte, inArray, isNotNull, lt, lte, notInArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { customers, orders, plantIntervals, plantOrders, plants, publications } from "../../db/schema";
import { companyToday } from "../../db/sql";
import { type Viewer, visibleTo } from "../publications/publications.policy";

export type PlantValues = typeof plants.$inferInsert;
export type IntervalInput = { type: BudningType; intervalMonths: number; nextDue: string | null };

const plantWhere = (companyId: string, id: string) =>
  and(eq(plants.companyId, companyId), eq(plants.publicationId, id));

export async function insertPlant(tx: Tx, values: PlantValues) {
  await tx.insert(plants).values(values);
}

export async function findPlant(tx: Tx, companyId: string, id: string) {
  const [row] = await tx.select().from(plants).where(plantWhere(companyId, id));
  return row ?? null;
}

/** Saves the changes when the version (if given) is still the stored one; false otherwise. */
export async function updatePlant(
  tx: Tx,
  companyId: string,
  id: string,
  version: number | undefined,
  changes: Partial<Pick<PlantValues, "plantType" | "kind" | "address" | "area" | "location" | "language">>,
) {
  const rows = await tx
    .update(plants)
    .set({ ...changes, version: sql`${plants.version} + 1`, updatedAt: sql`now()` })
    .where(and(plantWhere(companyId, id), version === undefined ? undefined : eq(plants.version, version)))
    .returning({ id: plants.publicationId });
  return rows.length > 0;
}

export async function intervalsOf(tx: Tx, companyId: string, plantIds: readonly string[]) {
  if (plantIds.length === 0) return [];
  return tx
    .select()
    .from(plantIntervals)
    .where(and(eq(plantIntervals.companyId, companyId), inArray(plantIntervals.plantId, [...plantIds])))
    .orderBy(asc(plantIntervals.plantId), asc(plantIntervals.type));
}

/** The plant's intervals become these: a type kept keeps its last visit and sent notice, one left out goes. */
export async function replaceIntervals(
  tx: Tx,
  companyId: string,
  plantId: string,
  intervals: readonly IntervalInput[],
) {
  const kept = intervals.map((i) => i.type);
  await tx
    .delete(plantIntervals)
    .where(
      and(
        eq(plantIntervals.companyId, companyId),
        eq(plantIntervals.plantId, plantId),
        kept.length > 0 ? notInArray(plantIntervals.type, kept) : undefined,
      ),
    );
  if (intervals.length === 0) return;
  await tx
    .insert(plantIntervals)
    .values(intervals.map((i) => ({ ...i, companyId, plantId })))
    .onConflictDoUpdate({
      target: [plantIntervals.plantId, plantIntervals.type],
      set: { intervalMonths: sql`excluded.interval_months`, nextDue: sql`excluded.next_due` },
    });
}

export async function listPlants(
  tx: Tx,
  companyId: string,
  viewer: Viewer,
  filter: { customerId?: string; limit: number; offset: number },
) {
  return tx
    .select({ id: plants.publicationId })
    .from(plants)
    .innerJoin(publications, eq(publications.id, plants.publicationId))
    .where(
      and(
        eq(plants.companyId, companyId),
        eq(publications.companyId, companyId),
        filter.customerId ? eq(plants.customerId, filter.customerId) : undefined,
        visibleTo(viewer),
      ),
    )
    .orderBy(asc(publications.name), asc(plants.publicationId))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** The company's today and the bounds of this and next month (its time zone, the application's clock). */
export async function planningDays(tx: Tx, companyId: string, now = new Date()) {
  const today = sql`${companyToday(companyId, now)}`;
  const [row] = await tx
    .select({
      today: sql<string>`${today}::text`,
      monthEnd: sql<string>`(date_trunc('month', ${today}) + interval '1 month - 1 day')::date::text`,
      nextStart: sql<string>`(date_trunc('month', ${today}) + interval '1 month')::date::text`,
      nextEnd: sql<string>`(date_trunc('month', ${today}) + interval '2 months - 1 day')::date::text`,
    })
    .from(sql`(select 1) one`);
  if (!row) throw new Error("no company day");
  return row;
}

const periodWhere = (period: PlanningPeriod, days: Awaited<ReturnType<typeof planningDays>>) => {
  if (period === "overdue") return lt(plantIntervals.nextDue, days.today);
  if (period === "thisMonth")
    return and(gte(plantIntervals.nextDue, days.today), lte(plantIntervals.nextDue, days.monthEnd));
  return and(gte(plantIntervals.nextDue, days.nextStart), lte(plantIntervals.nextDue, days.nextEnd));
};

/** The due intervals of the plants the member sees, by area, due date and name; the order made for each due date. */
export async function planning(
  tx: Tx,
  companyId: string,
  viewer: Viewer,
  days: Awaited<ReturnType<typeof planningDays>>,
  filter: { period: PlanningPeriod; type?: BudningType; area?: string; limit: number; offset: number },
) {
  return tx
    .select({
      plantId: plants.publicationId,
      name: publications.name,
      kind: plants.kind,
      area: plants.area,
      address: plants.address,
      type: plantIntervals.type,
      nextDue: sql<string>`${plantIntervals.nextDue}::text`,
      noticeSent: sql<boolean>`${plantIntervals.noticeSentFor} is not distinct from ${plantIntervals.nextDue}`,
      customerId: customers.id,
      customerNumber: customers.number,
      customerName: customers.name,
      hasEmail: sql<boolean>`coalesce(${customers.email}, '') <> ''`,
      hasPhone: sql<boolean>`coalesce(${customers.phone}, '') <> ''`,
      orderId: plantOrders.orderId,
      orderNumber: orders.number,
    })
    .from(plantIntervals)
    .innerJoin(plants, eq(plants.publicationId, plantIntervals.plantId))
    .innerJoin(publications, eq(publications.id, plants.publicationId))
    .innerJoin(customers, and(eq(customers.companyId, plants.companyId), eq(customers.id, plants.customerId)))
    .leftJoin(
      plantOrders,
      and(
        eq(plantOrders.plantId, plantIntervals.plantId),
        eq(plantOrders.type, plantIntervals.type),
        eq(plantOrders.dueDate, plantIntervals.nextDue),
      ),
    )
    .leftJoin(orders, eq(orders.publicationId, plantOrders.orderId))
    .where(
      and(
        eq(plantIntervals.companyId, companyId),
        eq(plants.companyId, companyId),
        eq(publications.companyId, companyId),
        isNotNull(plantIntervals.nextDue),
        periodWhere(filter.period, days),
        filter.type ? eq(plantIntervals.type, filter.type) : undefined,
        filter.area ? eq(plants.area, filter.area) : undefined,
        visibleTo(viewer),
      ),
    )
    .orderBy(asc(plants.area), asc(plantIntervals.nextDue), asc(publications.name), asc(plantIntervals.type))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** The areas the company's plants are planned by, for the planning list's filter. */
export async function areas(tx: Tx, companyId: string) {
  const rows = await tx
    .selectDistinct({ area: plants.area })
    .from(plants)
    .where(and(eq(plants.companyId, companyId), sql`${plants.area} <> ''`))
    .orderBy(asc(plants.area));
  return rows.map((row) => row.area);
}

/** The interval, locked until the transaction ends, so two people making orders for it wait for each other. */
export async function lockInterval(tx: Tx, companyId: string, plantId: string, type: BudningType) {
  const [row] = await tx
    .select({ nextDue: sql<string | null>`${plantIntervals.nextDue}::text` })
    .from(plantIntervals)
    .where(
      and(eq(plantIntervals.companyId, companyId), eq(plantIntervals.plantId, plantId), eq(plantIntervals.type, type)),
    )
    .for("update");
  return row ?? null;
}

export async function plantOrderFor(tx: Tx, companyId: string, plantId: string, type: BudningType, dueDate: string) {
  const [row] = await tx
    .select({ orderId: plantOrders.orderId })
    .from(plantOrders)
    .where(
      and(
        eq(plantOrders.companyId, companyId),
        eq(plantOrders.plantId, plantId),
        eq(plantOrders.type, type),
        eq(plantOrders.dueDate, dueDate),
      ),
    );
  return row ?? null;
}

export async function insertPlantOrder(tx: Tx, values: typeof plantOrders.$inferInsert) {
  await tx.insert(plantOrders).values(values);
}

/** The plant and budning type an order was made for, if it was made from the planning list. */
export async function plantOrderOf(tx: Tx, companyId: string, orderId: string) {
  const [row] = await tx
    .select({ plantId: plantOrders.plantId, type: plantOrders.type })
    .from(plantOrders)
    .where(and(eq(plantOrders.companyId, companyId), eq(plantOrders.orderId, orderId)));
  return row ?? null;
}

/**
 * Claims the notice of the interval's due date: one conditional UPDATE, so of two people sending
 * at once one gets the row and sends, the other (waiting for the first's commit) gets none.
 */
export async function claimNotice(tx: Tx, companyId: string, plantId: string, type: BudningType) {
  const rows = await tx
    .update(plantIntervals)
    .set({ noticeSentFor: sql`${plantIntervals.nextDue}` })
    .where(
      and(
        eq(plantIntervals.companyId, companyId),
        eq(plantIntervals.plantId, plantId),
        eq(plantIntervals.type, type),
        isNotNull(plantIntervals.nextDue),
        sql`${plantIntervals.noticeSentFor} is distinct from ${plantIntervals.nextDue}`,
      ),
    )
    .returning({ nextDue: plantIntervals.nextDue });
  return rows.length > 0;
}

/** A visit done on a day: last done that day, next due the interval's months later. */
export async function visitDone(tx: Tx, companyId: string, plantId: string, type: BudningType, doneOn: string) {
  const rows = await tx
    .update(plantIntervals)
    .set({
      lastDone: doneOn,
      nextDue: sql`(${doneOn}::date + make_interval(months => ${plantIntervals.intervalMonths}))::date`,
    })
    .where(
      and(eq(plantIntervals.companyId, companyId), eq(plantIntervals.plantId, plantId), eq(plantIntervals.type, type)),
    )
    .returning({ plantId: plantIntervals.plantId });
  return rows.length > 0;
}

/** The customer's name, mail and phone, the owner a notice goes to. */
export async function owner(tx: Tx, companyId: string, customerId: string) {
  const [row] = await tx
    .select({ name: customers.name, email: customers.email, phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
  return row ?? null;
}
