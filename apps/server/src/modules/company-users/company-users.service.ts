import { COMPANY_ACCESS_ENDED_EVENT } from "@app/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import { type Tx, withTenant } from "../../db/client";
import { companyUsers, sessions } from "../../db/schema";
import type { Deps } from "../../deps";
import type { Tenant } from "../../plugins/tenant";
import { memberTargets } from "./company-users.queries";
import { type Actor, mayActOn } from "./members.policy";

const WEB_APP = "web";

/**
 * A member can no longer use the company on the web (removed, or denyLoginOnWeb set).
 * Every request already checks membership, so their next call there answers 403; in addition
 * their open browsers are told at once (realtime), and web sessions that no longer reach any
 * company are ended: revoked, and their sockets disconnected.
 */
export async function endWebAccess(deps: Deps, companyId: string, userId: string) {
  deps.realtime.toUser(userId, COMPANY_ACCESS_ENDED_EVENT, { companyId });
  const usable = await withTenant(deps.db, { userId }, async (tx) => {
    const rows = await tx
      .select({ companyId: companyUsers.companyId })
      .from(companyUsers)
      .where(
        and(
          eq(companyUsers.userId, userId),
          sql`coalesce((${companyUsers.features}->>'denyLoginOnWeb')::boolean, false) = false`,
        ),
      );
    return rows.length;
  });
  if (usable > 0) return;
  const ended = await deps.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), eq(sessions.appId, WEB_APP), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  for (const session of ended) deps.realtime.endSession(session.id);
}

/**
 * Rule (a) for the members among userIds (ids that are no members are left to the caller's own
 * 404/400): 403 TARGET_HOLDS_MORE unless the actor holds every permission of each.
 * Answers the members found, for rules that need their type.
 */
export async function checkActOn(tx: Tx, tenant: Pick<Tenant, "companyId"> & Actor, userIds: string[]) {
  const targets = await memberTargets(tx, tenant.companyId, userIds);
  for (const target of targets.values()) mayActOn(tenant, target);
  return targets;
}
export { checkMembers, findCompanyUser } from "./company-users.queries";
