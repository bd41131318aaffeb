import {
  orderSubscriptionCreateSchema,
  orderSubscriptionQuerySchema,
  orderSubscriptionSchema,
  orderSubscriptionUpdateSchema,
  subscriptionActions,
  subscriptionOccurrenceSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./order-subscriptions.service";

const subscriptionParams = z.extend(companyParams, { subscriptionId: z.uuid() });
const tags = ["orders"];

/**
 * Order subscriptions (issue 47, docs/orders.md, "Subscriptions"): objects of type
 * orderSubscription holding an order template and a recurrence rule; the job
 * (jobs/order-subscriptions.ts) generates each date's order once; creating or resuming one makes
 * its due orders at once by the same generation. Members read those they see;
 * OrderCreate makes and edits them; OrderActivateCancel pauses, resumes and ends them.
 */
export async function orderSubscriptionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const feature = "customers" as const;
  const reader = app.requireCompany({ feature });
  const editor = app.requireCompany({ feature, permission: "OrderCreate", guests: false });
  const base = "/companies/:companyId/order-subscriptions";
  const one = `${base}/:subscriptionId`;

  r.get(
    base,
    {
      preHandler: reader,
      schema: {
        tags,
        summary: "The order subscriptions the member sees, by name (21 fetched)",
        params: companyParams,
        querystring: orderSubscriptionQuerySchema,
        response: { 200: z.array(orderSubscriptionSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listSubscriptions(tx, tenant, request.query));
    },
  );

  r.post(
    base,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Create an order subscription: a template, a recurrence rule (RRULE) and a horizon",
        params: companyParams,
        body: orderSubscriptionCreateSchema,
        response: { 201: orderSubscriptionSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => service.createSubscription(tx, tenant, request.body));
      return reply.code(201).send(created);
    },
  );

  r.get(
    one,
    {
      preHandler: reader,
      schema: {
        tags,
        summary: "One order subscription",
        params: subscriptionParams,
        response: { 200: orderSubscriptionSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getSubscription(tx, tenant, request.params.subscriptionId));
    },
  );

  r.put(
    one,
    {
      preHandler: editor,
      schema: {
        tags,
        summary:
          "Save an order subscription (the fields sent; version for an optimistic save): orders generated from now on follow it",
        params: subscriptionParams,
        body: orderSubscriptionUpdateSchema,
        response: { 200: orderSubscriptionSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updateSubscription(tx, tenant, request.params.subscriptionId, request.body));
    },
  );

  r.get(
    `${one}/occurrences`,
    {
      preHandler: reader,
      schema: {
        tags,
        summary: "The subscription's generated orders by date and the dates still to come (within a year)",
        params: subscriptionParams,
        response: { 200: z.array(subscriptionOccurrenceSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.subscriptionOccurrences(tx, tenant, request.params.subscriptionId));
    },
  );

  for (const action of subscriptionActions) {
    r.post(
      `${one}/${action}`,
      {
        preHandler: app.requireCompany({ feature, permission: "OrderActivateCancel", guests: false }),
        schema: {
          tags,
          summary: `${action[0]?.toUpperCase()}${action.slice(1)} the subscription; 409 with the current state when it does not allow it`,
          params: subscriptionParams,
          response: { 200: orderSubscriptionSchema },
        },
      },
      async (request) => {
        const tenant = currentTenant(request);
        return tenant.run((tx) => service.changeSubscriptionState(tx, tenant, request.params.subscriptionId, action));
      },
    );
  }
}
