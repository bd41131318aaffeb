import {
  CATEGORY_LIMIT,
  categorySchema,
  groupCreateSchema,
  groupMemberInputSchema,
  groupMemberSchema,
  groupPublicationInputSchema,
  groupQuerySchema,
  groupSchema,
  groupUpdateSchema,
  okSchema,
} from "@app/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { groups, groupUsers } from "../../db/schema";
import { forbidden, invalid, notFound } from "../../lib/errors";
import { companyParams } from "../../lib/params";
import { currentTenant, type Tenant } from "../../plugins/tenant";
import { checkMembers } from "../company-users/company-users.queries";
import { visibleTo } from "../publications/publications.policy";
import { changeObject, viewerOf } from "../publications/publications.service";
import * as q from "./groups.queries";

const groupParams = companyParams.extend({ groupId: z.uuid() });
const memberParams = groupParams.extend({ userId: z.uuid() });
const publicationParams = groupParams.extend({ publicationId: z.uuid() });
const tags = ["groups"];

/** Guests work with what is exposed to them; they do not browse the company's groups. */
function fullMember(request: FastifyRequest): Tenant {
  const tenant = currentTenant(request);
  if (tenant.type === "GUEST") throw forbidden();
  return tenant;
}

/** A portal of a company with the customers feature serves a customer: it needs one. */
function checkPortalCustomer(tenant: Tenant, type: "HIDDEN" | "PORTAL", customerId: string | null) {
  if (type === "PORTAL" && tenant.enabledFeatures.customers && !customerId) {
    throw invalid("customerId", "A customer portal needs a customer.");
  }
}

const whereGroup = (tenant: Tenant, groupId: string) =>
  and(eq(groups.companyId, tenant.companyId), eq(groups.id, groupId));

/**
 * Authorization groups and customer portals (groups of type PORTAL connected to a customer):
 * full members read them; those with AuthorizationGroups create, edit and delete them, and
 * manage their members and the objects they hold (a portal exposes its objects to its members).
 */
export async function groupsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = app.requireCompany();
  const admin = app.requireCompany({ permission: "AuthorizationGroups" });
  const base = "/companies/:companyId/groups";

  r.get(
    base,
    {
      preHandler: member,
      schema: {
        tags,
        summary:
          "Groups and portals by name (21 fetched; all=true for every one); filters type, customerConnected, userId",
        params: companyParams,
        querystring: groupQuerySchema,
        response: { 200: z.array(groupSchema) },
      },
    },
    async (request) => {
      const tenant = fullMember(request);
      return tenant.run((tx) => q.listGroups(tx, tenant.companyId, request.query));
    },
  );

  r.post(
    base,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Create a group (type HIDDEN unless given); type PORTAL with a customer is a customer portal",
        params: companyParams,
        body: groupCreateSchema,
        response: { 201: groupSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { name, type, customerId, categoryId } = request.body;
      checkPortalCustomer(tenant, type, customerId);
      const created = await tenant.run(async (tx) => {
        await q.checkCustomer(tx, tenant.companyId, customerId);
        await q.checkCategory(tx, tenant.companyId, categoryId);
        const [row] = await tx
          .insert(groups)
          .values({
            companyId: tenant.companyId,
            name,
            type,
            customerId,
            customerConnected: customerId !== null,
            categoryId,
          })
          .returning({ id: groups.id });
        if (!row) throw new Error("group not stored");
        return q.getGroup(tx, tenant.companyId, row.id);
      });
      return reply.code(201).send(created);
    },
  );

  r.get(
    `${base}/:groupId`,
    {
      preHandler: member,
      schema: { tags, summary: "One group or portal", params: groupParams, response: { 200: groupSchema } },
    },
    async (request) => {
      const tenant = fullMember(request);
      return tenant.run((tx) => q.getGroup(tx, tenant.companyId, request.params.groupId));
    },
  );

  r.put(
    `${base}/:groupId`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Save a group: the fields sent (name, type, customer, category); a field not sent is kept",
        params: groupParams,
        body: groupUpdateSchema,
        response: { 200: groupSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { groupId } = request.params;
      return tenant.run(async (tx) => {
        const current = await q.getGroup(tx, tenant.companyId, groupId);
        const { name, type, customerId, categoryId } = {
          name: current.name,
          type: current.type,
          customerId: current.customer?.id ?? null,
          categoryId: current.category?.id ?? null,
          ...request.body,
        };
        checkPortalCustomer(tenant, type, customerId);
        await q.checkCustomer(tx, tenant.companyId, customerId);
        await q.checkCategory(tx, tenant.companyId, categoryId);
        await tx
          .update(groups)
          .set({ name, type, customerId, customerConnected: customerId !== null, categoryId })
          .where(whereGroup(tenant, groupId));
        return q.getGroup(tx, tenant.companyId, groupId);
      });
    },
  );

  r.get(
    `${base}/:groupId/users`,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The members of a group or portal, by name",
        params: groupParams,
        response: { 200: z.array(groupMemberSchema) },
      },
    },
    async (request) => {
      const tenant = fullMember(request);
      return tenant.run(async (tx) => {
        await q.getGroup(tx, tenant.companyId, request.params.groupId);
        return q.listMembers(tx, tenant.companyId, request.params.groupId);
      });
    },
  );

  r.post(
    `${base}/:groupId/users`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Add a member of the company to a group or portal",
        params: groupParams,
        body: groupMemberInputSchema,
        response: { 201: z.array(groupMemberSchema) },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const { groupId } = request.params;
      const members = await tenant.run(async (tx) => {
        await q.getGroup(tx, tenant.companyId, groupId);
        await checkMembers(tx, tenant.companyId, [request.body.userId], "userId");
        await tx
          .insert(groupUsers)
          .values({ companyId: tenant.companyId, groupId, userId: request.body.userId })
          .onConflictDoNothing();
        return q.listMembers(tx, tenant.companyId, groupId);
      });
      return reply.code(201).send(members);
    },
  );

  r.post(
    `${base}/:groupId/publications`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Put an object into the group (a portal then exposes it); it leaves its previous group",
        params: groupParams,
        body: groupPublicationInputSchema,
        response: { 200: groupSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { groupId } = request.params;
      return tenant.run(async (tx) => {
        await q.getGroup(tx, tenant.companyId, groupId);
        const object = await q.findPublicationForGroup(
          tx,
          tenant.companyId,
          request.body.publicationId,
          visibleTo(viewerOf(tenant)),
        );
        if (!object) throw invalid("publicationId", "Unknown object.");
        await changeObject(tx, tenant, object.id, { groupId });
        return q.getGroup(tx, tenant.companyId, groupId);
      });
    },
  );

  r.delete(
    `${base}/:groupId/users/:userId`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Remove a member from a group or portal",
        params: memberParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { groupId, userId } = request.params;
      await tenant.run(async (tx) => {
        await q.getGroup(tx, tenant.companyId, groupId);
        if (!(await q.isMember(tx, tenant.companyId, groupId, userId))) throw notFound("Member");
        await tx
          .delete(groupUsers)
          .where(
            and(
              eq(groupUsers.companyId, tenant.companyId),
              eq(groupUsers.groupId, groupId),
              eq(groupUsers.userId, userId),
            ),
          );
      });
      return { ok: true as const };
    },
  );

  r.delete(
    `${base}/:groupId/publications/:publicationId`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Take an object out of the group (it then has no group)",
        params: publicationParams,
        response: { 200: groupSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { groupId, publicationId } = request.params;
      return tenant.run(async (tx) => {
        await q.getGroup(tx, tenant.companyId, groupId);
        const object = await q.findPublicationForGroup(tx, tenant.companyId, publicationId);
        if (!object || object.groupId !== groupId) throw notFound("Object");
        await changeObject(tx, tenant, object.id, { groupId: null });
        return q.getGroup(tx, tenant.companyId, groupId);
      });
    },
  );

  r.delete(
    `${base}/:groupId`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: "Delete a group or portal; its objects stay, without a group",
        params: groupParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { groupId } = request.params;
      await tenant.run(async (tx) => {
        await q.getGroup(tx, tenant.companyId, groupId);
        await tx.delete(groups).where(whereGroup(tenant, groupId));
      });
      return { ok: true as const };
    },
  );

  r.get(
    "/companies/:companyId/group-category",
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Group categories (type GROUP_CATEGORY, by name, limit 100)",
        params: companyParams,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(CATEGORY_LIMIT).default(CATEGORY_LIMIT),
          offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
        }),
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request) => {
      const tenant = fullMember(request);
      return tenant.run((tx) => q.listGroupCategories(tx, tenant.companyId, request.query));
    },
  );
}
