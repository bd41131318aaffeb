import {
  companyUserInputSchema,
  companyUserQuerySchema,
  companyUserSchema,
  companyUsersMassEditSchema,
  massEditResultSchema,
  okSchema,
} from "@app/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Deps } from "../../deps";
import { companyParams } from "../../lib/params";
import { currentTenant, withUserScope } from "../../plugins/tenant";
import { listCompanyUsers } from "./company-users.queries";
import * as service from "./company-users.service";

const memberParams = z.extend(companyParams, { userId: z.uuid() });
const tags = ["users"];

export async function companyUsersRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const editors = app.requireCompany({ permission: "UsersEdit" });

  r.get(
    "/companies/:companyId/users",
    {
      // Guests work only with what is shared with them; they do not browse the member list.
      preHandler: app.requireCompany({ guests: false }),
      schema: {
        tags,
        summary: "The company's members (21 fetched); member search with q, limit 10 and type=DEFAULT",
        params: companyParams,
        querystring: companyUserQuerySchema,
        response: { 200: z.array(companyUserSchema) },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => listCompanyUsers(tx, tenant.companyId, request.query));
    },
  );

  r.get(
    "/companies/:companyId/users/:userId",
    {
      preHandler: app.requireCompany(),
      schema: {
        tags,
        summary: "One member, with their features",
        params: memberParams,
        response: { 200: companyUserSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      return tenant.run((tx) => service.getMember(tx, tenant, request.params.userId));
    },
  );

  r.put(
    "/companies/:companyId/users/:userId",
    {
      config: { actsOnMember: true },
      preHandler: editors,
      schema: {
        tags,
        summary:
          "Edit a member who holds no permission you lack: name, type (needs FullUserPermissionsEdit too) and web login; the email only its owner changes (403 EMAIL_OWNER_ONLY)",
        params: memberParams,
        body: companyUserInputSchema,
        response: { 200: companyUserSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { userId } = request.params;
      const { updated, blocked } = await tenant.run((tx) =>
        service.updateMember(tx, deps, tenant, userId, request.body),
      );
      // Its second step, once the change committed: the member's own scope.
      if (blocked) await withUserScope(deps.db, userId, (tx) => service.endIdleWebSessions(tx, deps, userId));
      return updated;
    },
  );

  r.post(
    "/companies/:companyId/users/massedit",
    {
      config: { actsOnMember: true },
      preHandler: editors,
      schema: {
        tags,
        summary: "The same change (type, web login) for several members; type changes need FullUserPermissionsEdit",
        params: companyParams,
        body: companyUsersMassEditSchema,
        response: { 200: massEditResultSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { updated, blocked } = await tenant.run((tx) => service.massEditMembers(tx, deps, tenant, request.body));
      for (const userId of blocked) {
        await withUserScope(deps.db, userId, (tx) => service.endIdleWebSessions(tx, deps, userId));
      }
      return { updated };
    },
  );

  r.delete(
    "/companies/:companyId/users/:userId",
    {
      config: { actsOnMember: true },
      preHandler: editors,
      schema: {
        tags,
        summary: "Remove a member from the company (their account stays)",
        params: memberParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { userId } = request.params;
      await tenant.run((tx) => service.removeMember(tx, deps, tenant, userId));
      await withUserScope(deps.db, userId, (tx) => service.endIdleWebSessions(tx, deps, userId));
      return { ok: true as const };
    },
  );
}
