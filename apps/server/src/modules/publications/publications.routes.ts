import {
  publicationCreateSchema,
  publicationInputSchema,
  publicationListItemSchema,
  publicationListQuerySchema,
  publicationSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { companyParams, publicationParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as q from "./publications.queries";
import * as service from "./publications.service";

const groupParams = z.extend(companyParams, { groupId: z.uuid() });
const tags = ["publications"];

export async function publicationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = app.requireCompany();
  const base = "/companies/:companyId/publications";

  r.get(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The company's objects the user may see (default by name, 21 fetched)",
        params: companyParams,
        querystring: publicationListQuerySchema,
        response: { 200: z.array(publicationListItemSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => q.listPublications(tx, tenant.companyId, service.viewerOf(tenant), request.query));
    },
  );

  r.get(
    "/companies/:companyId/groups/:groupId/publications",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The objects of one group",
        params: groupParams,
        querystring: z.omit(publicationListQuerySchema, { groupId: true }),
        response: { 200: z.array(publicationListItemSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listGroupPublications(tx, tenant, request.params.groupId, request.query));
    },
  );

  r.post(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Create an object",
        params: companyParams,
        body: publicationCreateSchema,
        response: { 201: publicationSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const created = await tenant.run((tx) => service.createPublication(tx, tenant, request.body));
      return reply.code(201).send(created);
    },
  );

  r.get(
    `${base}/:publicationId`,
    {
      preHandler: member,
      schema: { tags, summary: "One object", params: publicationParams, response: { 200: publicationSchema } },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getPublication(tx, tenant, request.params.publicationId));
    },
  );

  r.put(
    `${base}/:publicationId`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Save the whole object (409 while another user holds the edit lock)",
        params: publicationParams,
        body: publicationInputSchema,
        response: { 200: publicationSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.updatePublication(tx, tenant, request.params.publicationId, request.body));
    },
  );

  for (const [action, archived] of [
    ["archive", true],
    ["restore", false],
  ] as const) {
    r.post(
      `${base}/:publicationId/${action}`,
      {
        preHandler: member,
        schema: {
          tags,
          summary: `${action} an object`,
          params: publicationParams,
          response: { 200: publicationSchema },
        },
      },
      async (request) => {
        const tenant = currentTenant(request);
        return tenant.run((tx) => service.setArchived(tx, tenant, request.params.publicationId, archived));
      },
    );
  }

  for (const [method, summary, act] of [
    ["post", "Take or renew the edit lock (force=true breaks another's lock, with the permission)", service.lock],
    ["delete", "Release one's own edit lock (force=true releases another's, with the permission)", service.unlock],
  ] as const) {
    r[method](
      `${base}/:publicationId/lock`,
      {
        preHandler: member,
        schema: {
          tags,
          summary,
          params: publicationParams,
          querystring: z.object({ force: z._default(z.enum(["true", "false"]), "false") }),
          response: { 200: publicationSchema },
        },
      },
      async (request) => {
        const tenant = currentTenant(request);
        const force = request.query.force === "true";
        return tenant.run((tx) => act(tx, tenant, request.params.publicationId, force));
      },
    );
  }

  for (const [method, on] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    r[method](
      `${base}/:publicationId/watch`,
      {
        preHandler: member,
        schema: {
          tags,
          summary: on ? "Watch an object" : "Stop watching an object",
          params: publicationParams,
          response: { 200: publicationSchema },
        },
      },
      async (request) => {
        const tenant = currentTenant(request);
        return tenant.run((tx) => service.watch(tx, tenant, request.params.publicationId, on));
      },
    );
  }
}
