import { customerInputSchema, customerQuerySchema, customerSchema, okSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as q from "./customers.queries";
import * as service from "./customers.service";

const customerParams = z.extend(companyParams, { customerId: z.uuid() });
const tags = ["customers"];

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
      preHandler: app.requireCompany({ feature, guests: false }),
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
      return tenant.run((tx) => q.listCustomers(tx, tenant.companyId, request.query));
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
      const created = await tenant.run((tx) => service.createCustomer(tx, tenant.companyId, request.body));
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
      return tenant.run((tx) => service.updateCustomer(tx, tenant.companyId, request.params.customerId, request.body));
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
      await tenant.run((tx) => service.deleteCustomer(tx, tenant.companyId, request.params.customerId));
      return { ok: true as const };
    },
  );
}
