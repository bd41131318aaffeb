import {
  companyUserInputSchema,
  companyUserQuerySchema,
  companyUserSchema,
  companyUsersMassEditSchema,
  massEditResultSchema,
  okSchema,
} from "@app/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { withTenant } from "../../db/client";
import { companyUsers, users } from "../../db/schema";
import type { Deps } from "../../deps";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { currentTenant, type Tenant } from "../../plugins/tenant";
import { companyParams } from "../companies/companies.routes";
import { releaseMember } from "../notices/notices.queries";
import {
  checkMembers,
  findCompanyUser,
  listCompanyUsers,
  massUpdateMembers,
  otherMemberships,
  removeMember,
} from "./company-users.queries";
import { endWebAccess } from "./company-users.service";

const memberParams = companyParams.extend({ userId: z.uuid() });

/**
 * Making a guest a full user (or the reverse) changes who counts as a full user, whose
 * permissions only holders of FullUserPermissionsEdit may change: so it needs that right too
 * (else a user editor could give a guest rights and then upgrade them). Nobody changes their own type.
 */
function checkTypeChange(tenant: Tenant, userIds: string[]) {
  if (!tenant.permissions.has("FullUserPermissionsEdit")) throw forbidden();
  if (userIds.includes(tenant.userId)) {
    throw new AppError(409, "SELF_CHANGE", "You cannot change your own user type.", "type");
  }
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
      preHandler: editors,
      schema: {
        tags,
        summary: "Edit a member: name, email, type (upgrade a guest; needs FullUserPermissionsEdit too), and web login",
        params: memberParams,
        body: companyUserInputSchema,
        response: { 200: companyUserSchema },
      },
    },
    async (request) => {
      const tenant = currentTenant(request);
      const { userId } = request.params;
      const { name, email, type, features } = request.body;
      // Memberships elsewhere are outside this company's scope: read them in the user's own scope.
      const elsewhere = await withTenant(deps.db, { userId }, (tx) => otherMemberships(tx, tenant.companyId, userId));
      const result = await tenant.run(async (tx) => {
        const member = await findCompanyUser(tx, tenant.companyId, userId);
        if (!member) throw notFound("User");
        const emailChanged = member.email.toLowerCase() !== email.toLowerCase();
        // An account that is also another company's is not this company's to re-address.
        if (emailChanged && elsewhere > 0) {
          throw new AppError(
            409,
            "USER_IN_OTHER_COMPANIES",
            "This user's email can only be changed by the user.",
            "email",
          );
        }
        if (emailChanged) {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)));
          if (taken) throw new AppError(409, "EMAIL_TAKEN", "Another account uses this email.", "email");
        }
        if (userId === tenant.userId && features.denyLoginOnWeb) {
          throw new AppError(409, "SELF_LOCKOUT", "You cannot block your own web login.", "features.denyLoginOnWeb");
        }
        if (type !== member.type) checkTypeChange(tenant, [userId]);
        await tx.update(users).set({ name, email }).where(eq(users.id, userId));
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
        throw new AppError(409, "SELF_CHANGE", "You cannot change your own type or block your own web login.", "ids");
      }
      if (type !== undefined) checkTypeChange(tenant, unique);
      const blocked = await tenant.run(async (tx) => {
        await checkMembers(tx, tenant.companyId, unique, "ids");
        return massUpdateMembers(tx, tenant.companyId, unique, { type, denyLoginOnWeb });
      });
      for (const userId of blocked) await endWebAccess(deps, tenant.companyId, userId);
      return { updated: unique.length };
    },
  );

  r.delete(
    "/companies/:companyId/users/:userId",
    {
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
        throw new AppError(409, "SELF_REMOVAL", "You cannot remove yourself from the company.");
      await tenant.run(async (tx) => {
        if (!(await findCompanyUser(tx, tenant.companyId, userId))) throw notFound("User");
        await removeMember(tx, tenant.companyId, userId);
        await releaseMember(tx, tenant.companyId, userId, tenant.userId);
      });
      await endWebAccess(deps, tenant.companyId, userId);
      return { ok: true as const };
    },
  );
}
