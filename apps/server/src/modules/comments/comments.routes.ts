import { commentInputSchema, commentSchema, okSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tx } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import { publicationParams } from "../../lib/params";
import { currentTenant, type Tenant } from "../../plugins/tenant";
import { getPublication } from "../publications/publications.service";
import * as q from "./comments.queries";

const commentParams = publicationParams.extend({ commentId: z.uuid() });
const tags = ["comments"];

/** The comment, when its object is visible and the viewer wrote it (or, to delete, administers the company). */
async function ownComment(tx: Tx, tenant: Tenant, params: z.infer<typeof commentParams>, forDelete: boolean) {
  await getPublication(tx, tenant, params.publicationId);
  const comment = await q.findComment(tx, tenant.companyId, params.publicationId, params.commentId);
  if (!comment) throw notFound("Comment");
  const mine = comment.author?.id === tenant.userId;
  if (!mine && !(forDelete && tenant.permissions.has("CompanyAccountAdmin"))) throw forbidden();
  return comment;
}

export async function commentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = app.requireCompany();
  const base = "/companies/:companyId/publications/:publicationId/comments";

  r.get(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Comments of an object, newest last",
        params: publicationParams,
        response: { 200: z.array(commentSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run(async (tx) => {
        await getPublication(tx, tenant, request.params.publicationId);
        return q.listComments(tx, tenant.companyId, request.params.publicationId);
      });
    },
  );

  r.post(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Comment on an object",
        params: publicationParams,
        body: commentInputSchema,
        response: { 201: commentSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const comment = await tenant.run(async (tx) => {
        await getPublication(tx, tenant, request.params.publicationId);
        if (tenant.type === "GUEST") throw forbidden();
        const id = await q.insertComment(tx, {
          companyId: tenant.companyId,
          publicationId: request.params.publicationId,
          authorId: tenant.userId,
          body: request.body.body,
        });
        const created = await q.findComment(tx, tenant.companyId, request.params.publicationId, id);
        if (!created) throw new Error("comment not stored");
        return created;
      });
      return reply.code(201).send(comment);
    },
  );

  r.put(
    `${base}/:commentId`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Edit one's own comment",
        params: commentParams,
        body: commentInputSchema,
        response: { 200: commentSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run(async (tx) => {
        const comment = await ownComment(tx, tenant, request.params, false);
        await q.updateComment(tx, tenant.companyId, comment.id, request.body.body);
        const updated = await q.findComment(tx, tenant.companyId, request.params.publicationId, comment.id);
        if (!updated) throw notFound("Comment");
        return updated;
      });
    },
  );

  r.delete(
    `${base}/:commentId`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Delete one's own comment (any, for the company's account administrator)",
        params: commentParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run(async (tx) => {
        const comment = await ownComment(tx, tenant, request.params, true);
        await q.deleteComment(tx, tenant.companyId, comment.id);
      });
      return { ok: true as const };
    },
  );
}
