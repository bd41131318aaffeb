import { customerInputSchema, customerQuerySchema, customerSchema, okSchema } from "@app/contract";
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tx } from "../../db/client";
import { customers, groups } from "../../db/schema";
import { likeText } from "../../db/sql";
import { forbidden, notFound } from "../../lib/errors";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";

const customerParams = companyParams.extend({ customerId: z.uuid() });
const tags = ["customers"];

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

async function findCustomer(tx: Tx, companyId: string, id: string) {
  const [row] = await selectCustomers(tx).where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
  if (!row) throw notFound("Customer");
  return toCustomer(row);
}

/**
 * The company's customers (feature `customers`): full members read them, with the portals each
 * has; CustomerCreate, CustomerEdit and CustomerDelete write them.
 */
export async function customersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const feature = "customers" as const;
  const base = "/companies/:companyId/customers";

  r.get(
    base,
    {
      preHandler: app.requireCompany({ feature }),
      schema: {
        tags,
        summary: "Customers by name (21 fetched), each with its portals; hasPortal=true for those with one",
        params: companyParams,
        querystring: customerQuerySchema,
        response: { 200: z.array(customerSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      if (tenant.type === "GUEST") throw forbidden();
      const { limit, offset, hasPortal: withPortal } = request.query;
      const q = request.query.q ? likeText(request.query.q) : undefined;
      const conditions: (SQL | undefined)[] = [
        eq(customers.companyId, tenant.companyId),
        q ? or(ilike(customers.name, q), ilike(customers.email, q), ilike(customers.orgNumber, q)) : undefined,
        withPortal === undefined ? undefined : withPortal ? hasPortal : sql`not ${hasPortal}`,
      ];
      const rows = await tenant.run((tx) =>
        selectCustomers(tx)
          .where(and(...conditions))
          .orderBy(sql`lower(customers.name)`, asc(customers.id))
          .limit(limit)
          .offset(offset),
      );
      return rows.map(toCustomer);
    },
  );

  r.post(
    base,
    {
      preHandler: app.requireCompany({ feature, permission: "CustomerCreate" }),
      schema: {
        tags,
        summary: "Create a customer",
        params: companyParams,
        body: customerInputSchema,
        response: { 201: customerSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run(async (tx) => {
        const [row] = await tx
          .insert(customers)
          .values({ ...request.body, companyId: tenant.companyId })
          .returning({ id: customers.id });
        if (!row) throw new Error("customer not stored");
        return findCustomer(tx, tenant.companyId, row.id);
      });
      return reply.code(201).send(created);
    },
  );

  r.put(
    `${base}/:customerId`,
    {
      preHandler: app.requireCompany({ feature, permission: "CustomerEdit" }),
      schema: {
        tags,
        summary: "Edit a customer",
        params: customerParams,
        body: customerInputSchema,
        response: { 200: customerSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { customerId } = request.params;
      return tenant.run(async (tx) => {
        await findCustomer(tx, tenant.companyId, customerId);
        await tx
          .update(customers)
          .set(request.body)
          .where(and(eq(customers.companyId, tenant.companyId), eq(customers.id, customerId)));
        return findCustomer(tx, tenant.companyId, customerId);
      });
    },
  );

  r.delete(
    `${base}/:customerId`,
    {
      preHandler: app.requireCompany({ feature, permission: "CustomerDelete" }),
      schema: {
        tags,
        summary: "Delete a customer; its portals stay, no longer connected to a customer",
        params: customerParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { customerId } = request.params;
      await tenant.run(async (tx) => {
        await findCustomer(tx, tenant.companyId, customerId);
        await tx
          .update(groups)
          .set({ customerId: null, customerConnected: false })
          .where(and(eq(groups.companyId, tenant.companyId), eq(groups.customerId, customerId)));
        await tx.delete(customers).where(and(eq(customers.companyId, tenant.companyId), eq(customers.id, customerId)));
      });
      return { ok: true as const };
    },
  );
}
