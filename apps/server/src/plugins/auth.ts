import { API_TOKEN_PREFIX, type Permission } from "@app/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod/mini";
import { type Database, rowsOf } from "../db/client";
import { forbidden, unauthorized } from "../lib/errors";
import { requestContext } from "../lib/request-context";
import { sha256 } from "../lib/tokens";
import { type Membership, type MembershipRow, toMembership } from "./membership";
import type { SessionCache } from "./session-cache";

const uuid = z.uuid();

/** What an API token of an integration may do: one company, at most these permissions. */
export interface ApiTokenScope {
  id: string;
  companyId: string;
  permissions: ReadonlySet<Permission>;
}

export interface AuthUser {
  id: string;
  /** The session's id; for an API token, the token's id (it has no session). */
  sessionId: string;
  appId: string;
  /** Set when the request came with an API token rather than a session. */
  apiToken?: ApiTokenScope;
}

/** The appId of requests made with an API token. */
export const API_TOKEN_APP = "api";

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The membership of the path's company, found with the session (see findSession). */
    membership: { companyId: string; member: Membership | null } | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, password reset, shared links). */
    public?: boolean;
    /** Set by the auth plugin on routes guarded by app.requireCompany(): API tokens may call them. */
    apiToken?: boolean;
  }
}

const API_TOKEN_GUARD = Symbol("apiTokenGuard");

/** Marks a preHandler that enforces an API token's scope (company and permissions). */
export function apiTokenGuard<T extends object>(handler: T): T {
  return Object.assign(handler, { [API_TOKEN_GUARD]: true });
}

/**
 * The permissions a request has in a company: the member's own, or for an API token the
 * intersection with the token's. An API token answers 403 in any company but its own.
 */
export function scopedPermissions(
  user: AuthUser,
  companyId: string,
  granted: ReadonlySet<Permission>,
): ReadonlySet<Permission> {
  if (!user.apiToken) return granted;
  if (user.apiToken.companyId !== companyId) throw forbidden();
  const allowed = user.apiToken.permissions;
  return new Set([...granted].filter((permission) => allowed.has(permission)));
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer ([A-Za-z0-9_-]{16,200})$/);
  return match?.[1] ?? null;
}

/** A live session: its user, the membership asked for (null when none was asked or not a member), its end. */
export interface FoundSession {
  user: AuthUser;
  membership: Membership | null;
  /** When the session ends (a cached answer is never kept past it). */
  expiresAt: Date;
}

/**
 * The live session of a token, or null; with a company id, also the user's membership of that
 * company (null when not a member), in the same statement: a company route needs both.
 */
export function findSession(db: Database, token: string, companyId: string | null = null) {
  return findSessionByHash(db, sha256(token), companyId);
}

/** findSession by the token's hash (the session cache's key). */
export async function findSessionByHash(
  db: Database,
  tokenHash: string,
  companyId: string | null,
): Promise<FoundSession | null> {
  // The membership's columns are null when no company was asked or the user is not a member.
  const [row] = rowsOf<
    { id: string; session_id: string; app_id: string; expires_at: Date | string } & (MembershipRow | { type: null })
  >(
    await db.execute(
      sql`select a.*, s.expires_at from app_session(${tokenHash}, ${companyId}::uuid, ${new Date().toISOString()}::timestamptz) a
          join sessions s on s.id = a.session_id`,
    ),
  );
  if (!row) return null;
  const { id, session_id: sessionId, app_id: appId, expires_at: expiresAt, ...member } = row;
  return {
    user: { id, sessionId, appId },
    membership: member.type ? toMembership(member) : null,
    expiresAt: new Date(expiresAt),
  };
}

/** The live API token (stamped as used now), or null; revoked and unknown tokens are null. */
export async function findApiToken(db: Database, token: string): Promise<AuthUser | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const [row] = rowsOf<{ id: string; company_id: string; created_by: string; permissions: unknown }>(
    await db.execute(sql`select id, company_id, created_by, permissions from app_api_token(${sha256(token)})`),
  );
  if (!row) return null;
  const permissions = Array.isArray(row.permissions) ? (row.permissions as Permission[]) : [];
  return {
    id: row.created_by,
    sessionId: row.id,
    appId: API_TOKEN_APP,
    apiToken: { id: row.id, companyId: row.company_id, permissions: new Set(permissions) },
  };
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("user", null);
  app.decorateRequest("membership", null);
  // Routes whose preHandler enforces a token's scope accept API tokens; every other route refuses them.
  app.addHook("onRoute", (route) => {
    const handlers = [route.preHandler ?? []].flat() as object[];
    if (handlers.some((handler) => API_TOKEN_GUARD in handler)) route.config = { ...route.config, apiToken: true };
  });
});

/**
 * onRequest hook of the API: every route needs a live session unless its config says public.
 * It runs first, so a request without a session learns nothing, not even what it got wrong.
 * The session (and the path's membership) comes through the session cache (plugins/session-cache.ts).
 */
export const authenticate = (db: Database, sessions: SessionCache) => async (request: FastifyRequest) => {
  if (request.routeOptions.config?.public) return;
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized();
  const { companyId } = request.params as { companyId?: string };
  const company =
    request.routeOptions.config?.apiToken && uuid.safeParse(companyId).success ? (companyId ?? null) : null;
  const session = await sessions.find(token, company);
  if (session && company) request.membership = { companyId: company, member: session.membership };
  const user = session?.user ?? (await findApiToken(db, token));
  if (!user) throw unauthorized();
  // An API token works on its company's routes only: sessions, profiles and the like refuse it.
  if (user.apiToken && !request.routeOptions.config?.apiToken) throw forbidden();
  request.user = user;
  const context = requestContext();
  if (context && user.apiToken) context.tokenId = user.apiToken.id;
};

/** The signed-in user of a route guarded by authenticate. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
