import { postInputSchema, postQuerySchema, postSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { companyParams, publicationParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import { viewerOf } from "../publications/publications.service";
import * as q from "./posts.queries";
import * as service from "./posts.service";

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
        querystring: z.omit(postQuerySchema, { me: true }),
        response: { 200: z.array(postSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listMessagePosts(tx, tenant, request.params.publicationId, request.query));
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
      const post = await tenant.run((tx) =>
        service.addPost(tx, deps.realtime, tenant, request.params.publicationId, request.body),
      );
      return reply.code(201).send(post);
    },
  );
}
