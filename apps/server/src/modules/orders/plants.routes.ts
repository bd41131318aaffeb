import {
  budningResultSchema,
  budningSchema,
  planningItemSchema,
  planningOrdersResultSchema,
  planningOrdersSchema,
  planningQuerySchema,
  plantCreateSchema,
  plantQuerySchema,
  plantSchema,
  plantUpdateSchema,
  plantVisitSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./plants.service";
import * as planning from "./plants-planning.service";

const plantParams = z.extend(companyParams, { plantId: z.uuid() });
const tags = ["plants"];

/**
 * Plants (feature `customers`, issue 47 item 6, docs/orders.md "Plants"): objects of type plant with
 * their budning intervals. Members read the plants they see as objects (a guest those shared with
 * them); OrderCreate makes and edits them and makes orders from the planning list; a visit done
 * needs OrderReport, as reporting its order; the budning (a notice to the owner) OrderActivateCancel.
 */
export async function plantsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const feature = "customers" as const;
  const reader = app.requireCompany({ feature });
  const planner = app.requireCompany({ feature, guests: false });
  const editor = app.requireCompany({ feature, permission: "OrderCreate", guests: false });
  const base = "/companies/:companyId/plants";
  const one = `${base}/:plantId`;

  r.get(
    base,
    {
      preHandler: reader,
      schema: {
        tags,
        summary: "The plants the member sees, of one customer when asked, by name (21 fetched)",
        params: companyParams,
        querystring: plantQuerySchema,
        response: { 200: z.array(plantSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listPlants(tx, tenant, request.query));
    },
  );

  r.post(
    base,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Create a plant of a customer with its budning intervals",
        params: companyParams,
        body: plantCreateSchema,
        response: { 201: plantSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => service.createPlant(tx, tenant, request.body));
      return reply.code(201).send(created);
    },
  );

  r.get(
    `${base}/planning`,
    {
      preHandler: planner,
      schema: {
        tags,
        summary: "The planning list: due plants overdue, this month or next month (the company's days), by area",
        params: companyParams,
        querystring: planningQuerySchema,
        response: { 200: z.array(planningItemSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => planning.planningList(tx, tenant, request.query));
    },
  );

  r.get(
    `${base}/planning/areas`,
    {
      preHandler: planner,
      schema: {
        tags,
        summary: "The areas the company's plants are planned by",
        params: companyParams,
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => planning.planningAreas(tx, tenant));
    },
  );

  r.post(
    `${base}/planning/orders`,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Make one draft order per plant and budning type of a selection, for its due date",
        params: companyParams,
        body: planningOrdersSchema,
        response: { 200: planningOrdersResultSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => planning.makeOrders(tx, tenant, request.body));
    },
  );

  r.post(
    `${base}/budning`,
    {
      preHandler: app.requireCompany({ feature, permission: "OrderActivateCancel", guests: false }),
      schema: {
        tags,
        summary:
          "Send the budning: the visit's date and time window to each plant's owner by mail or SMS, once per due date",
        params: companyParams,
        body: budningSchema,
        response: { 200: budningResultSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => planning.sendBudning(tx, deps, tenant, request.body));
    },
  );

  r.get(
    one,
    {
      preHandler: reader,
      schema: { tags, summary: "One plant with its intervals", params: plantParams, response: { 200: plantSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getPlant(tx, tenant, request.params.plantId));
    },
  );

  r.put(
    one,
    {
      preHandler: editor,
      schema: {
        tags,
        summary: "Save a plant's fields (those sent; intervals replace its own; version for an optimistic save)",
        params: plantParams,
        body: plantUpdateSchema,
        response: { 200: plantSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updatePlant(tx, tenant, request.params.plantId, request.body));
    },
  );

  r.post(
    `${one}/visits`,
    {
      preHandler: app.requireCompany({ feature, permission: "OrderReport", guests: false }),
      schema: {
        tags,
        summary: "A visit of a budning type done on a day: the next due date moves by the interval",
        params: plantParams,
        body: plantVisitSchema,
        response: { 200: plantSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.recordVisit(tx, tenant, request.params.plantId, request.body));
    },
  );
}
