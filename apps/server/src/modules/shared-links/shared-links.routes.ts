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
import { z } from "zod";
import { withTenant } from "../../db/client";
import type { Deps } from "../../deps";
import { forbidden, invalid, notFound } from "../../lib/errors";
import { companyParams, publicationParams } from "../../lib/params";
import { newToken, sha256 } from "../../lib/tokens";
import { currentTenant } from "../../plugins/tenant";
import { getPublication, viewerOf } from "../publications/publications.service";
import * as q from "./shared-links.queries";

const tags = ["shared links"];

/** The address of a shared link: the company id scopes the lookup, the token opens it. */
export const sharedLinkPath = (companyId: string, token: string) => `/shared/${companyId}/${token}`;

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
      return tenant.run(async (tx) => {
        await getPublication(tx, tenant, request.params.publicationId);
        return q.listLinks(tx, tenant.companyId, viewerOf(tenant), {
          publicationId: request.params.publicationId,
          ...request.query,
        });
      });
    },
  );

  r.post(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Create a read-only link to the object, valid until the end of the given day (UTC)",
        params: publicationParams,
        body: sharedLinkInputSchema,
        response: { 201: createdSharedLinkSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const expiresAt = new Date(`${request.body.expiresAt}T23:59:59.999Z`);
      if (expiresAt <= new Date()) throw invalid("expiresAt", "The expiry date has passed.");
      const token = newToken();
      const link = await tenant.run(async (tx) => {
        const publication = await getPublication(tx, tenant, request.params.publicationId);
        if (!publication.can.share) throw forbidden();
        const id = await q.insertLink(tx, {
          companyId: tenant.companyId,
          publicationId: publication.id,
          tokenHash: sha256(token),
          expiresAt,
          createdBy: tenant.userId,
        });
        return q.findLink(tx, tenant.companyId, id);
      });
      if (!link) throw new Error("link not stored");
      return reply.code(201).send({ ...link, path: sharedLinkPath(tenant.companyId, token) });
    },
  );

  r.delete(
    "/companies/:companyId/shared-links/:linkId",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Revoke a shared link",
        params: companyParams.extend({ linkId: z.uuid() }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run(async (tx) => {
        const link = await q.findLink(tx, tenant.companyId, request.params.linkId);
        if (!link) throw notFound("Link");
        const publication = await getPublication(tx, tenant, link.publication.id);
        if (!publication.can.share) throw forbidden();
        await q.revokeLink(tx, tenant.companyId, link.id);
      });
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
        params: z.object({ companyId: z.uuid(), token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }),
        response: { 200: sharedObjectSchema },
      },
    },
    async (request) => {
      const { companyId, token } = request.params;
      const shared = await withTenant(deps.db, { companyIds: [companyId] }, (tx) =>
        q.openLink(tx, companyId, sha256(token)),
      );
      if (!shared) throw notFound("Link");
      return shared;
    },
  );
}
