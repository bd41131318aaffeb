import { commentInputSchema, commentSchema, okSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { publicationParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./comments.service";

const commentParams = z.extend(publicationParams, { commentId: z.uuid() });
const tags = ["comments"];

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
      return tenant.run((tx) => service.listComments(tx, tenant, request.params.publicationId));
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
      const comment = await tenant.run((tx) =>
        service.addComment(tx, tenant, request.params.publicationId, request.body.body),
      );
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
      const { publicationId, commentId } = request.params;
      return tenant.run((tx) => service.editComment(tx, tenant, publicationId, commentId, request.body.body));
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
      const { publicationId, commentId } = request.params;
      await tenant.run((tx) => service.deleteComment(tx, tenant, publicationId, commentId));
      return { ok: true as const };
    },
  );
}
