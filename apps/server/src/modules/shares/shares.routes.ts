import { collaborationSchema, okSchema, pageQuerySchema, shareInputSchema, shareSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { publicationParams } from "../../lib/params";
import { currentUser } from "../../plugins/auth";
import { acrossMyCompanies, currentTenant } from "../../plugins/tenant";
import * as q from "./shares.queries";
import * as service from "./shares.service";

const tags = ["shares"];

export async function sharesRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = app.requireCompany();
  const base = "/companies/:companyId/publications/:publicationId/shares";

  r.get(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Who an object is shared with",
        params: publicationParams,
        response: { 200: z.array(shareSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listShares(tx, tenant, request.params.publicationId));
    },
  );

  r.post(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Share an object with a user or a group of the company",
        params: publicationParams,
        body: shareInputSchema,
        response: { 200: z.array(shareSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) =>
        service.addShare(tx, deps.realtime, tenant, request.params.publicationId, request.body),
      );
    },
  );

  r.delete(
    `${base}/:shareId`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Stop sharing",
        params: z.extend(publicationParams, { shareId: z.uuid() }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { publicationId, shareId } = request.params;
      await tenant.run((tx) => service.removeShare(tx, tenant, publicationId, shareId));
      return { ok: true as const };
    },
  );

  r.get(
    "/publication-collabrations",
    {
      schema: {
        tags,
        summary: "Objects shared with the current user, across their companies",
        querystring: pageQuerySchema,
        response: { 200: z.array(collaborationSchema) },
      },
    },
    async (request) => {
      // Objects shared with the user in the companies where they may use the web app.
      const userId = currentUser(request).id;
      return acrossMyCompanies(deps.db, userId, { web: true }, (tx, companyIds) =>
        q.listCollaborations(tx, userId, companyIds, request.query),
      );
    },
  );
}
