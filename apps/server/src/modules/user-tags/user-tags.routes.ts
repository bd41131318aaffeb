import { companyQuerySchema, ErrorCode, okSchema, userTagInputSchema, userTagSchema } from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { currentTenant, type Tenant } from "../../plugins/tenant";
import { findCompanyUser } from "../company-users/company-users.queries";
import { checkActOn } from "../company-users/company-users.service";
import * as q from "./user-tags.queries";

const tags = ["users"];
const userParams = z.object({ userId: z.uuid() });
const tagParams = userParams.extend({ tagId: z.uuid() });

/** 404 unless the user is a member of the tenant's company. */
async function member(tenant: Tenant, userId: string) {
  await tenant.run(async (tx) => {
    if (!(await findCompanyUser(tx, tenant.companyId, userId))) throw notFound("User");
  });
}

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
      const { userId } = request.params;
      if (tenant.type === "GUEST" && userId !== tenant.userId) throw forbidden();
      await member(tenant, userId);
      return tenant.run((tx) => q.listTags(tx, tenant.companyId, userId));
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
      const { userId } = request.params;
      await member(tenant, userId);
      const tag = await tenant.run(async (tx) => {
        await checkActOn(tx, tenant, [userId]);
        return q.addTag(tx, tenant.companyId, userId, request.body.name);
      });
      if (!tag) throw conflict(ErrorCode.TagExists, "The user already has this tag.", "name");
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
      const removed = await tenant.run(async (tx) => {
        await checkActOn(tx, tenant, [userId]);
        return q.removeTag(tx, tenant.companyId, userId, tagId);
      });
      if (!removed) throw notFound("Tag");
      return { ok: true as const };
    },
  );
}
