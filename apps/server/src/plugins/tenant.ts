import { type EnabledFeatures, ErrorCode, type Permission, type UserType } from "@app/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type Database, type Tx, withTenant } from "../db/client";
import { AppError, forbidden } from "../lib/errors";
import { apiTokenGuard, currentUser, scopedPermissions } from "./auth";
import { companyIdsOfUser, loadMembership, loadMemberships } from "./membership";

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
  /**
   * Where the company is named: the path's `:companyId` (default) or the query's `?companyId=`
   * (user administration, mail templates, API tokens). API tokens are refused on query routes.
   */
  companyFrom?: "path" | "query";
  /** false: a guest (limited user) is refused; guests work only with what is shared with them. */
  guests?: false;
}

/** Marks requireCompany's guard with what it was declared (companyGuardOf). */
const COMPANY_GUARD = Symbol("companyGuard");

const tokenSuspended = () =>
  new AppError(
    403,
    ErrorCode.TokenSuspended,
    "This API token is suspended: its creator is blocked or no longer a member of the company.",
  );

declare module "fastify" {
  interface FastifyRequest {
    tenant: Tenant | null;
  }
  interface FastifyContextConfig {
    /**
     * The route changes a member (details, type, block flag, removal, permissions, tags, roles or
     * their tokens) and applies members.policy's mayActOn; test/isolation/privileges.test.ts sweeps it.
     */
    actsOnMember?: boolean;
    /** The route grants permissions (to a member or a token) and applies members.policy's mayGrant. */
    grantsPermissions?: boolean;
  }
  interface FastifyInstance {
    /**
     * preHandler for routes that take a company (path or query): 403 unless the signed-in user
     * is a member allowed on this app (and holds the permission / the company has the feature).
     * The one guard of every company route: denyLoginOnWeb is enforced here, whichever way the
     * company is given; an API token works only while its creator is an unblocked member.
     */
    requireCompany(options?: TenantOptions): (request: FastifyRequest) => Promise<void>;
  }
}

export const tenantPlugin = fp<{ db: Database }>(async (app: FastifyInstance, { db }) => {
  app.decorateRequest("tenant", null);
  app.decorate("requireCompany", (options: TenantOptions = {}) => {
    const guard = async (request: FastifyRequest) => {
      const user = currentUser(request);
      const { companyId } = (options.companyFrom === "query" ? request.query : request.params) as {
        companyId: string;
      };
      // The session lookup of a company route brings the membership along (one statement less).
      const preloaded = request.membership?.companyId === companyId ? request.membership.member : undefined;
      const member = preloaded === undefined ? await loadMembership(db, companyId, user.id) : preloaded;
      if (user.apiToken) {
        if (user.apiToken.companyId !== companyId) throw forbidden();
        // Decided per request from the creator's membership: blocking or removing them suspends it at once.
        if (!member || member.features.denyLoginOnWeb) throw tokenSuspended();
      }
      if (!member) throw forbidden();
      if (options.guests === false && member.type === "GUEST") throw forbidden();
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
    };
    const handler = options.companyFrom === "query" ? guard : apiTokenGuard(guard);
    return Object.assign(handler, { [COMPANY_GUARD]: { companyFrom: "path", ...options } });
  });
});

/** What a route's company guard declares: where the company comes from, the permission, feature and guests it requires. */
export type CompanyGuard = TenantOptions & { companyFrom: "path" | "query" };

/**
 * The `requireCompany` guard among a route's preHandlers, as it was declared; undefined when the
 * route takes no company. The isolation suite builds its cases from it (test/isolation/routes.ts).
 */
export function companyGuardOf(route: { preHandler?: unknown }): CompanyGuard | undefined {
  const handlers = [route.preHandler ?? []].flat() as Partial<Record<typeof COMPANY_GUARD, CompanyGuard>>[];
  return handlers.find((handler) => handler[COMPANY_GUARD])?.[COMPANY_GUARD];
}

/** A member's standing in one company, as the guard reads it: a Tenant without its transaction. */
export type Member = Omit<Tenant, "run">;

export function currentTenant(request: FastifyRequest): Tenant {
  if (!request.tenant) throw forbidden();
  return request.tenant;
}

/*
 * Outside company routes, tenancy enters through one of these scopes (never a raw
 * withTenant in a module): each names whose rows its transaction may see.
 */

/**
 * Runs fn seeing only the user's own memberships and the companies they belong to, no other
 * company data: their company list, sign-in's second factors, whether any company is left to them.
 */
export function withUserScope<T>(db: Database, userId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTenant(db, { userId }, fn);
}

/**
 * Runs fn in one company without a member to check: what a public link opens (an invitation, a
 * shared link, found by their token) and the company wording of mails sent on sign-in.
 */
export function withCompany<T>(db: Database, companyId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTenant(db, { companyIds: [companyId] }, fn);
}

/** Which of the user's companies a read across them covers (requireCompany's checks, per company). */
interface AcrossOptions extends Pick<TenantOptions, "permission" | "feature"> {
  /** Only those the user may use on the web (web login not blocked). */
  web?: boolean;
}

/**
 * Runs fn across the signed-in user's own companies (those options allow): one transaction with
 * exactly those companies in scope, whose ids fn gets to filter by. The cross-company pages
 * (notifications, shared objects, the reminder calendar's due list), avatars of fellow members,
 * and the account's own steps once known: sign-in's main step, sign-out (their audit events).
 */
export async function acrossMyCompanies<T>(
  db: Database,
  userId: string,
  options: AcrossOptions,
  fn: (tx: Tx, companyIds: string[]) => Promise<T>,
): Promise<T> {
  let companyIds = await withUserScope(db, userId, (tx) => companyIdsOfUser(tx, userId, options));
  const { permission, feature } = options;
  if (permission || feature) {
    const memberships = await loadMemberships(db, companyIds, userId);
    companyIds = companyIds.filter((id) => {
      const member = memberships.get(id);
      return (
        member && (!feature || member.enabledFeatures[feature]) && (!permission || member.permissions.has(permission))
      );
    });
  }
  return withTenant(db, { companyIds, userId }, (tx) => fn(tx, companyIds));
}

/**
 * As acrossMyCompanies (web: only companies whose web login is not blocked), but fn gets the
 * user's membership of each company, for a read whose rules differ per company (features,
 * permissions, guests): the calendar across companies.
 */
export async function acrossMyMemberships<T>(
  db: Database,
  userId: string,
  options: Pick<AcrossOptions, "web">,
  fn: (tx: Tx, members: Member[]) => Promise<T>,
): Promise<T> {
  const companyIds = await withUserScope(db, userId, (tx) => companyIdsOfUser(tx, userId, options));
  const memberships = await loadMemberships(db, companyIds, userId);
  const members = [...memberships].map(([companyId, member]) => ({
    companyId,
    userId,
    type: member.type,
    enabledFeatures: member.enabledFeatures,
    permissions: member.permissions,
  }));
  return withTenant(db, { companyIds: members.map((m) => m.companyId), userId }, (tx) => fn(tx, members));
}

/** The account an account scope (withAccount) has entered: the ids of its companies now in scope. */
export interface AccountScope {
  /**
   * Widens the transaction to the user's own memberships and companies, exactly as acrossMyCompanies
   * would give them (once the flow knows whose account it is); answers the companies' ids.
   */
  enter(userId: string): Promise<string[]>;
}

/**
 * Runs fn for an account flow that learns whose account it is on its way (sign-in by email, the
 * code step by its challenge, a reset or "this was not me" link by its token): a transaction that
 * starts with no company and no user (the tables without company data only: users, sessions,
 * sign-in counters, challenges, reset requests, apps), and that `account.enter(userId)` widens to
 * that user's own memberships and companies, for the account's events and company wording.
 */
export function withAccount<T>(db: Database, fn: (tx: Tx, account: AccountScope) => Promise<T>): Promise<T> {
  return withTenant(db, {}, (tx) =>
    fn(tx, {
      enter: async (userId) => {
        // The same settings as withTenant's, local to the transaction.
        await tx.execute(sql`select set_config('app.user_id', ${userId}, true)`);
        const companyIds = await companyIdsOfUser(tx, userId);
        await tx.execute(sql`select set_config('app.company_ids', ${companyIds.join(",")}, true)`);
        return companyIds;
      },
    }),
  );
}

/**
 * What a counting step answers (a step whose count must stay although the request then fails: a
 * wrong password, a wrong code): what it found, or the error to answer once its count has committed.
 */
export type Counted<T> = { passed: T } | { refused: AppError };

/**
 * The counting step's result once its transaction committed, or its refusal thrown: the route
 * runs the counting step in its scope, then the main step in another (docs/tenancy.md).
 */
export async function counted<T>(step: Promise<Counted<T>>): Promise<T> {
  const result = await step;
  if ("refused" in result) throw result.refused;
  return result.passed;
}
