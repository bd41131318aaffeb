import {
  type OrderAction,
  orderActions,
  orderCancelSchema,
  orderCopySchema,
  orderCreateSchema,
  orderLinesUpdateSchema,
  orderListItemSchema,
  orderQuerySchema,
  orderSchema,
  orderTransitionSchema,
  orderTransitions,
  orderUpdateSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as states from "./order-states.service";
import * as service from "./orders.service";

const orderParams = z.extend(companyParams, { orderId: z.uuid() });
const tags = ["orders"];

const actionSummaries: Record<OrderAction, string> = {
  activate: "Activate a draft order (OrderActivateCancel)",
  start: "Start an active order: in progress (OrderReport)",
  report: "Report an order in progress as done (OrderReport)",
  invoice: "Mark a reported order invoiced (OrderActivateCancel)",
  cancel: "Cancel a draft, active or in-progress order with a reason (OrderActivateCancel)",
};

/**
 * Orders (feature `customers`, issue 47, docs/orders.md): objects of type order with their customer,
 * lines priced by the products' price resolution, totals and states. Members read the orders they
 * see as objects (a guest those shared with them); OrderCreate makes and edits them; each change of
 * state needs the permission of orderTransitions and is one conditional UPDATE; OrderCopy copies.
 */
export async function ordersRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const feature = "customers" as const;
  const reader = app.requireCompany({ feature });
  const editor = app.requireCompany({ feature, permission: "OrderCreate", guests: false });
  const base = "/companies/:companyId/orders";
  const one = `${base}/:orderId`;

  r.get(
    base,
    {
      preHandler: reader,
      schema: {
        tags,
        summary: "The orders the member sees: status, customer, responsible, order dates and a search (21 fetched)",
        params: companyParams,
        querystring: orderQuerySchema,
        response: { 200: z.array(orderListItemSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listOrders(tx, tenant, request.query));
    },
  );

  r.post(
    base,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Create a draft order (the company's next number; lines priced at the order date)",
        params: companyParams,
        body: orderCreateSchema,
        response: { 201: orderSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => service.createOrder(tx, tenant, request.body));
      return reply.code(201).send(created);
    },
  );

  r.get(
    one,
    {
      preHandler: reader,
      schema: {
        tags,
        summary: "One order with its lines, the rule of each price and the totals",
        params: orderParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getOrder(tx, tenant, request.params.orderId));
    },
  );

  r.put(
    one,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Save an order's details (the fields sent; version for an optimistic save) while it is not reported",
        params: orderParams,
        body: orderUpdateSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updateOrder(tx, tenant, request.params.orderId, request.body));
    },
  );

  r.put(
    `${one}/lines`,
    {
      preHandler: editor,
      schema: {
        tags,
        summary:
          "Save an order's lines (all of them, in order), priced at its order date; a price by hand needs PriceLists",
        params: orderParams,
        body: orderLinesUpdateSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.saveLines(tx, tenant, request.params.orderId, request.body));
    },
  );

  for (const action of orderActions) {
    r.post(
      `${one}/${action}`,
      {
        preHandler: app.requireCompany({ feature, permission: orderTransitions[action].permission, guests: false }),
        schema: {
          tags,
          summary: `${actionSummaries[action]}; 409 with the current state when it does not allow it`,
          params: orderParams,
          body: action === "cancel" ? orderCancelSchema : orderTransitionSchema,
          response: { 200: orderSchema },
        },
      },
      async (request) => {
        const tenant = currentTenant(request);
        const body = request.body as { version?: number; reason?: string };
        return tenant.run((tx) => states.changeState(tx, deps, tenant, request.params.orderId, action, body));
      },
    );
  }

  r.post(
    `${one}/copy`,
    {
      preHandler: app.requireCompany({ feature, permission: "OrderCopy", guests: false }),
      schema: {
        tags,
        summary: "Copy an order: a new draft numbered anew, at today's prices unless keepPrices",
        params: orderParams,
        body: orderCopySchema,
        response: { 201: orderSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const copy = await tenant.run((tx) => service.copyOrder(tx, tenant, request.params.orderId, request.body));
      return reply.code(201).send(copy);
    },
  );
}
