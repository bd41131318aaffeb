import type { customerInputSchema, customerQuerySchema } from "@app/contract";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { customers, groups } from "../../db/schema";
import { likeText } from "../../db/sql";

type Input = z.output<typeof customerInputSchema>;

// Written out: in a one-table select drizzle leaves column names unqualified.
const portalsOf = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', g.id, 'name', g.name) order by lower(g.name), g.id)
  from groups g where g.customer_id = customers.id and g.type = 'PORTAL'), '[]'::json)`;

const selectCustomers = (tx: Tx) =>
  tx
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      orgNumber: customers.orgNumber,
      createdAt: customers.createdAt,
      portals: portalsOf,
    })
    .from(customers);

type Row = Awaited<ReturnType<typeof selectCustomers>>[number];
const toCustomer = (row: Row) => ({
  ...row,
  hasPortal: row.portals.length > 0,
  createdAt: row.createdAt.toISOString(),
});

const hasPortal = sql`exists (select 1 from groups g where g.customer_id = customers.id and g.type = 'PORTAL')`;

const whereCustomer = (companyId: string, id: string) => and(eq(customers.companyId, companyId), eq(customers.id, id));

/** The company's customers by name; a search matches name, email or organisation number. */
export async function listCustomers(tx: Tx, companyId: string, filter: z.output<typeof customerQuerySchema>) {
  const q = filter.q ? likeText(filter.q) : undefined;
  const conditions: (SQL | undefined)[] = [
    eq(customers.companyId, companyId),
    q ? or(ilike(customers.name, q), ilike(customers.email, q), ilike(customers.orgNumber, q)) : undefined,
    filter.hasPortal === undefined ? undefined : filter.hasPortal ? hasPortal : sql`not ${hasPortal}`,
  ];
  const rows = await selectCustomers(tx)
    .where(and(...conditions))
    .orderBy(sql`lower(customers.name)`, asc(customers.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map(toCustomer);
}

export async function findCustomer(tx: Tx, companyId: string, id: string) {
  const [row] = await selectCustomers(tx).where(whereCustomer(companyId, id));
  return row ? toCustomer(row) : null;
}

export async function insertCustomer(tx: Tx, companyId: string, input: Input) {
  const [row] = await tx
    .insert(customers)
    .values({ ...input, companyId })
    .returning({ id: customers.id });
  if (!row) throw new Error("customer not stored");
  return row.id;
}

export async function updateCustomer(tx: Tx, companyId: string, id: string, input: Input) {
  await tx.update(customers).set(input).where(whereCustomer(companyId, id));
}

/** Deletes the customer; its portals stay, no longer connected to a customer. */
export async function deleteCustomer(tx: Tx, companyId: string, id: string) {
  await tx
    .update(groups)
    .set({ customerId: null, customerConnected: false })
    .where(and(eq(groups.companyId, companyId), eq(groups.customerId, id)));
  await tx.delete(customers).where(whereCustomer(companyId, id));
}
