import {
  companyQuerySchema,
  okSchema,
  userRoleInputSchema,
  userRoleMemberInputSchema,
  userRoleSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { currentTenant } from "../../plugins/tenant";
import * as q from "./user-roles.queries";
import * as service from "./user-roles.service";

const tags = ["users"];
const roleParams = z.object({ roleId: z.uuid() });
const roleUserParams = z.extend(roleParams, { userId: z.uuid() });

export async function userRolesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const editors = app.requireCompany({ permission: "UsersEdit", companyFrom: "query" });

  r.get(
    "/user-roles",
    {
      preHandler: app.requireCompany({ companyFrom: "query", guests: false }),
      schema: {
        tags,
        summary: "The company's user roles with their users (full users)",
        querystring: companyQuerySchema,
        response: { 200: z.array(userRoleSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => q.listRoles(tx, tenant.companyId));
    },
  );

  r.post(
    "/user-roles",
    {
      preHandler: editors,
      schema: {
        tags,
        summary: "Create a user role (names are unique in the company)",
        querystring: companyQuerySchema,
        body: userRoleInputSchema,
        response: { 201: userRoleSchema },
      },
    },
    async (request, reply) => {
      const tenant = currentTenant(request);
      const role = await tenant.run((tx) => service.createRole(tx, tenant.companyId, request.body.name));
      return reply.code(201).send(role);
    },
  );

  r.delete(
    "/user-roles/:roleId",
    {
      preHandler: editors,
      schema: {
        tags,
        summary: "Delete a user role (its users keep everything else)",
        params: roleParams,
        querystring: companyQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      await tenant.run((tx) => service.deleteRole(tx, tenant.companyId, request.params.roleId));
      return { ok: true as const };
    },
  );

  r.post(
    "/user-roles/:roleId/users",
    {
      config: { actsOnMember: true },
      preHandler: editors,
      schema: {
        tags,
        summary: "Give the role to a member holding nothing you lack",
        params: roleParams,
        querystring: companyQuerySchema,
        body: userRoleMemberInputSchema,
        response: { 200: userRoleSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.addRoleUser(tx, tenant, request.params.roleId, request.body.userId));
    },
  );

  r.delete(
    "/user-roles/:roleId/users/:userId",
    {
      config: { actsOnMember: true },
      preHandler: editors,
      schema: {
        tags,
        summary: "Take the role from a member holding nothing you lack",
        params: roleUserParams,
        querystring: companyQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { roleId, userId } = request.params;
      await tenant.run((tx) => service.removeRoleUser(tx, tenant, roleId, userId));
      return { ok: true as const };
    },
  );
}
