import { collaborationSchema, okSchema, pageQuerySchema, shareInputSchema, shareSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { withTenant } from "../../db/client";
import type { Deps } from "../../deps";
import { forbidden, invalid, notFound } from "../../lib/errors";
import { publicationParams } from "../../lib/params";
import { currentUser } from "../../plugins/auth";
import { currentTenant } from "../../plugins/tenant";
import { groupMemberIds, notify } from "../notifications/notifications.service";
import { groupExists } from "../publications/publications.queries";
import { getPublication } from "../publications/publications.service";
import * as q from "./shares.queries";

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
      return tenant.run(async (tx) => {
        await getPublication(tx, tenant, request.params.publicationId);
        return q.listShares(tx, tenant.companyId, request.params.publicationId);
      });
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
      const { userId, groupId } = request.body;
      return tenant.run(async (tx) => {
        const publication = await getPublication(tx, tenant, request.params.publicationId);
        if (!publication.can.share) throw forbidden();
        if (userId && !(await q.isCompanyMember(tx, tenant.companyId, userId))) {
          throw invalid("userId", "Unknown user.");
        }
        if (groupId && !(await groupExists(tx, tenant.companyId, groupId))) {
          throw invalid("groupId", "Unknown group.");
        }
        const added = await q.insertShare(tx, {
          companyId: tenant.companyId,
          publicationId: publication.id,
          userId: userId ?? null,
          groupId: groupId ?? null,
          sharedBy: tenant.userId,
        });
        if (added) {
          const recipients = userId ? [userId] : await groupMemberIds(tx, tenant.companyId, groupId ?? "");
          await notify(tx, deps.realtime, tenant, recipients, {
            type: "PUBLICATION_SHARED",
            publication: { id: publication.id, name: publication.name, type: publication.type },
          });
        }
        return q.listShares(tx, tenant.companyId, publication.id);
      });
    },
  );

  r.delete(
    `${base}/:shareId`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Stop sharing",
        params: publicationParams.extend({ shareId: z.uuid() }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run(async (tx) => {
        const publication = await getPublication(tx, tenant, request.params.publicationId);
        if (!publication.can.share) throw forbidden();
        if (!(await q.deleteShare(tx, tenant.companyId, publication.id, request.params.shareId)))
          throw notFound("Share");
      });
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
      const user = currentUser(request);
      const companyIds = await withTenant(deps.db, { userId: user.id }, (tx) => q.webCompanyIds(tx, user.id));
      return withTenant(deps.db, { companyIds, userId: user.id }, (tx) =>
        q.listCollaborations(tx, user.id, companyIds, request.query),
      );
    },
  );
}
