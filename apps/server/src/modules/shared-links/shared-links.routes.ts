import {
  createdSharedLinkSchema,
  okSchema,
  pageQuerySchema,
  sharedLinkInputSchema,
  sharedLinkSchema,
  sharedObjectSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { companyParams, publicationParams } from "../../lib/params";
import { currentTenant, withCompany } from "../../plugins/tenant";
import * as service from "./shared-links.service";

const tags = ["shared links"];

export async function sharedLinksRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = app.requireCompany();
  const base = "/companies/:companyId/publications/:publicationId/shared-links";

  r.get(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Shared links of an object",
        params: publicationParams,
        querystring: pageQuerySchema,
        response: { 200: z.array(sharedLinkSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.linksOfObject(tx, tenant, request.params.publicationId, request.query));
    },
  );

  r.post(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "Create a read-only link to the object, valid until the end of the given day in the company's time zone",
        params: publicationParams,
        body: sharedLinkInputSchema,
        response: { 201: createdSharedLinkSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const link = await tenant.run((tx) => service.createLink(tx, tenant, request.params.publicationId, request.body));
      return reply.code(201).send(link);
    },
  );

  r.delete(
    "/companies/:companyId/shared-links/:linkId",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Revoke a shared link",
        params: z.extend(companyParams, { linkId: z.uuid() }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => service.revokeLink(tx, tenant, request.params.linkId));
      return { ok: true as const };
    },
  );

  r.get(
    "/shared/:companyId/:token",
    {
      config: { public: true, rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "Open a shared link without an account (404 when revoked, expired or archived)",
        security: [],
        params: z.object({ companyId: z.uuid(), token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/)) }),
        response: { 200: sharedObjectSchema },
      },
    },
    async (request) => {
      const { companyId, token } = request.params;
      return withCompany(deps.db, companyId, (tx) => service.openLink(tx, companyId, token));
    },
  );
}
