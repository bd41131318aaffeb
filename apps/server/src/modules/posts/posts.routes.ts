import { postInputSchema, postQuerySchema, postSchema, SocketEvent } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { afterCommit } from "../../db/client";
import type { Deps } from "../../deps";
import { forbidden, notFound } from "../../lib/errors";
import { companyParams, publicationParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import { checkMembers } from "../company-users/company-users.queries";
import { notify } from "../notifications/notifications.service";
import { getPublication, viewerOf } from "../publications/publications.service";
import * as q from "./posts.queries";

const tags = ["messages"];

export async function postsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = app.requireCompany();

  r.get(
    "/companies/:companyId/posts",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Latest messages (me=true: addressed to the user), limit 7",
        params: companyParams,
        querystring: postQuerySchema,
        response: { 200: z.array(postSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => q.listPosts(tx, tenant.companyId, viewerOf(tenant), request.query));
    },
  );

  r.get(
    "/companies/:companyId/publications/:publicationId/posts",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The posts of a message object, oldest first",
        params: publicationParams,
        querystring: postQuerySchema.omit({ me: true }),
        response: { 200: z.array(postSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run(async (tx) => {
        const publication = await getPublication(tx, tenant, request.params.publicationId);
        if (publication.type !== "message") throw notFound("Message");
        return q.listPosts(tx, tenant.companyId, viewerOf(tenant), {
          ...request.query,
          me: false,
          publicationId: publication.id,
        });
      });
    },
  );

  r.post(
    "/companies/:companyId/publications/:publicationId/posts",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Post in a message object; its recipients are notified at once",
        params: publicationParams,
        body: postInputSchema,
        response: { 201: postSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { body, recipientIds } = request.body;
      const post = await tenant.run(async (tx) => {
        const publication = await getPublication(tx, tenant, request.params.publicationId);
        if (publication.type !== "message") throw notFound("Message");
        if (tenant.type === "GUEST") throw forbidden();
        await checkMembers(tx, tenant.companyId, recipientIds, "recipientIds");
        const created = await q.insertPost(
          tx,
          { companyId: tenant.companyId, publicationId: publication.id, authorId: tenant.userId, body },
          [...new Set(recipientIds)],
        );
        const notified = await notify(tx, deps.realtime, tenant, recipientIds, {
          type: "MESSAGE",
          publication: { id: publication.id, name: publication.name, type: publication.type },
          message: { title: publication.name },
          text: body.slice(0, 200),
        });
        afterCommit(tx, () => {
          for (const { userId } of notified) deps.realtime.toUser(userId, SocketEvent.OrderMessage, created);
        });
        return created;
      });
      return reply.code(201).send(post);
    },
  );
}
