import {
  companyUserInputSchema,
  companyUserQuerySchema,
  companyUserSchema,
  companyUsersMassEditSchema,
  ErrorCode,
  GUEST_PERMISSIONS,
  massEditResultSchema,
  okSchema,
} from "@app/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Tx } from "../../db/client";
import { companyUsers, users } from "../../db/schema";
import type { Deps } from "../../deps";
import { AppError, conflict, forbidden, notFound } from "../../lib/errors";
import { companyParams } from "../../lib/params";
import { currentTenant, type Tenant } from "../../plugins/tenant";
import { releaseMember } from "../notices/notices.queries";
import {
  checkMembers,
  dropAdminPermissions,
  findCompanyUser,
  listCompanyUsers,
  massUpdateMembers,
  removeMember,
} from "./company-users.queries";
import { checkActOn, endWebAccess } from "./company-users.service";
import { mayMakeFullUser } from "./members.policy";

const memberParams = companyParams.extend({ userId: z.uuid() });

/**
 * A type change needs FullUserPermissionsEdit (members.policy); nobody changes their own type;
 * members made guests lose what a guest may not hold.
 */
async function changeType(tx: Tx, tenant: Tenant, userIds: string[], type: "DEFAULT" | "GUEST") {
  mayMakeFullUser(tenant);
  if (userIds.includes(tenant.userId)) {
    throw conflict(ErrorCode.SelfChange, "You cannot change your own user type.", "type");
  }
  if (type === "GUEST") await dropAdminPermissions(tx, tenant.companyId, userIds, [...GUEST_PERMISSIONS]);
}
const tags = ["users"];

export async function companyUsersRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const editors = app.requireCompany({ permission: "UsersEdit" });

  r.get(
    "/companies/:companyId/users",
    {
      preHandler: app.requireCompany(),
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
      // Guests work only with what is shared with them; they do not browse the member list.
      if (tenant.type === "GUEST") throw forbidden();
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
      if (tenant.type === "GUEST" && request.params.userId !== tenant.userId) throw forbidden();
      const member = await tenant.run((tx) => findCompanyUser(tx, tenant.companyId, request.params.userId));
      if (!member) throw notFound("User");
      return member;
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
      const { name, email, type, features } = request.body;
      const result = await tenant.run(async (tx) => {
        const member = await findCompanyUser(tx, tenant.companyId, userId);
        if (!member) throw notFound("User");
        await checkActOn(tx, tenant, [userId]);
        // The email is the owner's to change, confirmed by mail (POST /users/{id}/email).
        if (member.email.toLowerCase() !== email.toLowerCase()) {
          throw new AppError(
            403,
            ErrorCode.EmailOwnerOnly,
            "Only the user can change their email, from their profile.",
            "email",
          );
        }
        if (userId === tenant.userId && features.denyLoginOnWeb) {
          throw conflict(ErrorCode.SelfLockout, "You cannot block your own web login.", "features.denyLoginOnWeb");
        }
        if (type !== member.type) await changeType(tx, tenant, [userId], type);
        await tx.update(users).set({ name }).where(eq(users.id, userId));
        await tx
          .update(companyUsers)
          .set({ type, features })
          .where(and(eq(companyUsers.companyId, tenant.companyId), eq(companyUsers.userId, userId)));
        const updated = await findCompanyUser(tx, tenant.companyId, userId);
        if (!updated) throw notFound("User");
        return { updated, blocked: features.denyLoginOnWeb && !member.features.denyLoginOnWeb };
      });
      if (result.blocked) await endWebAccess(deps, tenant.companyId, userId);
      return result.updated;
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
      const { ids, type, denyLoginOnWeb } = request.body;
      const unique = [...new Set(ids)];
      if (unique.includes(tenant.userId) && (type !== undefined || denyLoginOnWeb)) {
        throw conflict(ErrorCode.SelfChange, "You cannot change your own type or block your own web login.", "ids");
      }
      const blocked = await tenant.run(async (tx) => {
        await checkMembers(tx, tenant.companyId, unique, "ids");
        await checkActOn(tx, tenant, unique);
        if (type !== undefined) await changeType(tx, tenant, unique, type);
        return massUpdateMembers(tx, tenant.companyId, unique, { type, denyLoginOnWeb });
      });
      for (const userId of blocked) await endWebAccess(deps, tenant.companyId, userId);
      return { updated: unique.length };
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
      if (userId === tenant.userId)
        throw conflict(ErrorCode.SelfRemoval, "You cannot remove yourself from the company.");
      await tenant.run(async (tx) => {
        if (!(await findCompanyUser(tx, tenant.companyId, userId))) throw notFound("User");
        await checkActOn(tx, tenant, [userId]);
        await removeMember(tx, tenant.companyId, userId);
        await releaseMember(tx, tenant.companyId, userId, tenant.userId);
      });
      await endWebAccess(deps, tenant.companyId, userId);
      return { ok: true as const };
    },
  );
}
