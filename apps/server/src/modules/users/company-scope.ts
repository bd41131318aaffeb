import type { Permission } from "@app/contract";
import type { FastifyRequest } from "fastify";
import { type Database, withTenant } from "../../db/client";
import { forbidden } from "../../lib/errors";
import { currentUser } from "../../plugins/auth";
import { loadMembership } from "../../plugins/membership";

/**
 * preHandler for user-administration paths that name their company in the query (`?companyId=`,
 * like /users/{userId}/permissions): the same checks as app.requireCompany() — membership, web
 * login allowed, the permission — and the same request.tenant for currentTenant().
 */
export const requireQueryCompany =
  (db: Database, options: { permission?: Permission } = {}) =>
  async (request: FastifyRequest) => {
    const user = currentUser(request);
    const { companyId } = request.query as { companyId: string };
    const member = await loadMembership(db, companyId, user.id);
    if (!member) throw forbidden();
    if (user.appId === "web" && member.features.denyLoginOnWeb) throw forbidden();
    if (options.permission && !member.permissions.has(options.permission)) throw forbidden();
    request.tenant = {
      companyId,
      userId: user.id,
      type: member.type,
      enabledFeatures: member.enabledFeatures,
      permissions: member.permissions,
      run: (fn) => withTenant(db, { companyIds: [companyId], userId: user.id }, fn),
    };
  };
