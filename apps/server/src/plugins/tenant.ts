import type { EnabledFeatures, Permission, UserType } from "@app/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type Database, type Tx, withTenant } from "../db/client";
import { forbidden } from "../lib/errors";
import { apiTokenGuard, currentUser, scopedPermissions } from "./auth";
import { loadMembership } from "./membership";

export interface Tenant {
  companyId: string;
  userId: string;
  type: UserType;
  enabledFeatures: EnabledFeatures;
  permissions: ReadonlySet<Permission>;
  /** Runs fn in a transaction scoped to this company (row level security). */
  run<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

interface TenantOptions {
  permission?: Permission;
  feature?: keyof Omit<EnabledFeatures, "publicationTypes">;
}

declare module "fastify" {
  interface FastifyRequest {
    tenant: Tenant | null;
  }
  interface FastifyInstance {
    /**
     * preHandler for routes with a :companyId param: 403 unless the signed-in user is a
     * member allowed on this app (and holds the permission / the company has the feature).
     */
    requireCompany(options?: TenantOptions): (request: FastifyRequest) => Promise<void>;
  }
}

export const tenantPlugin = fp<{ db: Database }>(async (app: FastifyInstance, { db }) => {
  app.decorateRequest("tenant", null);
  app.decorate("requireCompany", (options: TenantOptions = {}) =>
    apiTokenGuard(async (request: FastifyRequest) => {
      const user = currentUser(request);
      const { companyId } = request.params as { companyId: string };
      // The session lookup of a company route brings the membership along (one statement less).
      const preloaded = request.membership?.companyId === companyId ? request.membership.member : undefined;
      const member = preloaded === undefined ? await loadMembership(db, companyId, user.id) : preloaded;
      if (!member) throw forbidden();
      if (user.appId === "web" && member.features.denyLoginOnWeb) throw forbidden();
      // An API token: its own company only, and only what both it and its creator are allowed.
      const granted = scopedPermissions(user, companyId, member.permissions);
      if (options.permission && !granted.has(options.permission)) throw forbidden();
      if (options.feature && !member.enabledFeatures[options.feature]) throw forbidden();
      request.tenant = {
        companyId,
        userId: user.id,
        type: member.type,
        enabledFeatures: member.enabledFeatures,
        permissions: granted,
        run: (fn) => withTenant(db, { companyIds: [companyId], userId: user.id }, fn),
      };
    }),
  );
});

export function currentTenant(request: FastifyRequest): Tenant {
  if (!request.tenant) throw forbidden();
  return request.tenant;
}
