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
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { companyParams } from "../../lib/params";
import { currentTenant } from "../../plugins/tenant";
import * as q from "./groups.queries";
import * as service from "./groups.service";

const groupParams = z.extend(companyParams, { groupId: z.uuid() });
const memberParams = z.extend(groupParams, { userId: z.uuid() });
const publicationParams = z.extend(groupParams, { publicationId: z.uuid() });
const tags = ["groups"];

/**
 * Authorization groups and customer portals (groups of type PORTAL connected to a customer):
 * full members read them; those with AuthorizationGroups create, edit and delete them, and
 * manage their members and the objects they hold (a portal exposes its objects to its members).
 */
export async function groupsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Guests work with what is exposed to them; they do not browse the company's groups. */
  const member = app.requireCompany({ guests: false });
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
      const tenant = currentTenant(request);
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
      const created = await tenant.run((tx) => service.createGroup(tx, tenant, request.body));
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
      const tenant = currentTenant(request);
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
      return tenant.run((tx) => service.updateGroup(tx, tenant, request.params.groupId, request.body));
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
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.listMembers(tx, tenant, request.params.groupId));
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
      const members = await tenant.run((tx) =>
        service.addMember(tx, tenant, request.params.groupId, request.body.userId),
      );
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
      return tenant.run((tx) => service.addObject(tx, tenant, request.params.groupId, request.body.publicationId));
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
      await tenant.run((tx) => service.removeMember(tx, tenant, groupId, userId));
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
      return tenant.run((tx) => service.removeObject(tx, tenant, groupId, publicationId));
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
      await tenant.run((tx) => service.deleteGroup(tx, tenant, request.params.groupId));
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
          limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CATEGORY_LIMIT)), CATEGORY_LIMIT),
          offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
        }),
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => q.listGroupCategories(tx, tenant.companyId, request.query));
    },
  );
}
