import {
  companyQuerySchema,
  ErrorCode,
  okSchema,
  userRoleInputSchema,
  userRoleMemberInputSchema,
  userRoleSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { currentTenant } from "../../plugins/tenant";
import { checkMembers } from "../company-users/company-users.queries";
import { checkActOn } from "../company-users/company-users.service";
import * as q from "./user-roles.queries";

const tags = ["users"];
const roleParams = z.object({ roleId: z.uuid() });
const roleUserParams = roleParams.extend({ userId: z.uuid() });

export async function userRolesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const editors = app.requireCompany({ permission: "UsersEdit", companyFrom: "query" });

  r.get(
    "/user-roles",
    {
      preHandler: app.requireCompany({ companyFrom: "query" }),
      schema: {
        tags,
        summary: "The company's user roles with their users (full users)",
        querystring: companyQuerySchema,
        response: { 200: z.array(userRoleSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      if (tenant.type === "GUEST") throw forbidden();
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
      const role = await tenant.run((tx) => q.createRole(tx, tenant.companyId, request.body.name));
      if (!role) throw conflict(ErrorCode.RoleExists, "The company already has a role with this name.", "name");
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
      const deleted = await tenant.run((tx) => q.deleteRole(tx, tenant.companyId, request.params.roleId));
      if (!deleted) throw notFound("Role");
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
      const { roleId } = request.params;
      return tenant.run(async (tx) => {
        if (!(await q.findRole(tx, tenant.companyId, roleId))) throw notFound("Role");
        await checkMembers(tx, tenant.companyId, [request.body.userId], "userId");
        await checkActOn(tx, tenant, [request.body.userId]);
        await q.addRoleUser(tx, tenant.companyId, roleId, request.body.userId);
        const role = await q.findRole(tx, tenant.companyId, roleId);
        if (!role) throw notFound("Role");
        return role;
      });
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
      const removed = await tenant.run(async (tx) => {
        await checkActOn(tx, tenant, [userId]);
        return q.removeRoleUser(tx, tenant.companyId, roleId, userId);
      });
      if (!removed) throw notFound("Role member");
      return { ok: true as const };
    },
  );
}
