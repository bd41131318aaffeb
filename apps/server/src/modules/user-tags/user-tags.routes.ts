import { companyQuerySchema, okSchema, userTagInputSchema, userTagSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { currentTenant } from "../../plugins/tenant";
import * as service from "./user-tags.service";

const tags = ["users"];
const userParams = z.object({ userId: z.uuid() });
const tagParams = z.extend(userParams, { tagId: z.uuid() });

export async function userTagsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const editors = app.requireCompany({ permission: "UsersEdit", companyFrom: "query" });

  r.get(
    "/users/:userId/tags",
    {
      preHandler: app.requireCompany({ companyFrom: "query" }),
      schema: {
        tags,
        summary: "A member's tags in the company (a guest sees only their own)",
        params: userParams,
        querystring: companyQuerySchema,
        response: { 200: z.array(userTagSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listTags(tx, tenant, request.params.userId));
    },
  );

  r.post(
    "/users/:userId/tags",
    {
      config: { actsOnMember: true },
      preHandler: editors,
      schema: {
        tags,
        summary: "Tag a member holding nothing you lack (names are unique per member)",
        params: userParams,
        querystring: companyQuerySchema,
        body: userTagInputSchema,
        response: { 201: userTagSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const tag = await tenant.run((tx) => service.addTag(tx, tenant, request.params.userId, request.body.name));
      return reply.code(201).send(tag);
    },
  );

  r.delete(
    "/users/:userId/tags/:tagId",
    {
      config: { actsOnMember: true },
      preHandler: editors,
      schema: {
        tags,
        summary: "Remove a tag from a member holding nothing you lack",
        params: tagParams,
        querystring: companyQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { userId, tagId } = request.params;
      await tenant.run((tx) => service.removeTag(tx, tenant, userId, tagId));
      return { ok: true as const };
    },
  );
}
