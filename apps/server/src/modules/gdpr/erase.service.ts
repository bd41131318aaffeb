import { COMPANY_ACCESS_ENDED_EVENT, type GdprEraseResult, REMOVED_USER } from "@app/contract";
import { afterCommit } from "../../db/client";
import { asOwner } from "../../db/system";
import type { Deps } from "../../deps";
import { notFound } from "../../lib/errors";
import { sessionsChanged } from "../../plugins/session-cache";
import type { Tenant } from "../../plugins/tenant";
import { checkActOn, endIdleWebSessions } from "../company-users/company-users.service";
import { mayRemove } from "../company-users/members.policy";
import { eventHash, GENESIS } from "../esign/esign.service";
import * as q from "./erase.queries";

type TrailEvent = Awaited<ReturnType<typeof q.esignTrails>>[number];

/**
 * The e-sign trails of the requests touched: the person's events lose their name (REMOVED_USER),
 * email, IP and browser; each trail's hashes are computed again from its first event (eventHash,
 * as it was written), so the trail still checks out. Answers the rows whose columns changed.
 */
function rewriteTrails(events: TrailEvent[], person: { name: string; email: string }) {
  const theirs = (e: TrailEvent) =>
    (e.actorEmail !== null && e.actorEmail.toLowerCase() === person.email.toLowerCase()) ||
    (e.actorName !== null && e.actorName.toLowerCase() === person.name.toLowerCase());
  const changed: Record<string, unknown>[] = [];
  let request: string | null = null;
  let prev = GENESIS;
  for (const event of events) {
    if (event.requestId !== request) {
      request = event.requestId;
      prev = GENESIS;
    }
    const next = theirs(event)
      ? { ...event, actorName: REMOVED_USER, actorEmail: null, ip: null, userAgent: null }
      : event;
    const hash = eventHash(prev, next);
    if (next !== event || hash !== event.hash || prev !== event.prevHash) {
      changed.push({
        id: event.id,
        actor_name: next.actorName,
        actor_email: next.actorEmail,
        ip: next.ip,
        user_agent: next.userAgent,
        prev_hash: prev,
        hash,
      });
    }
    prev = hash;
  }
  return changed;
}

/**
 * Article 17: removes a member from the company and anonymises what stays for others
 * (docs/gdpr-erasure.md), in one transaction: their memberships and personal rows in the company
 * go, references to them become null ("Removed user" on screen), e-sign rows and trails and the
 * audit log keep no name, email, phone, address or browser of theirs (both chains computed again),
 * and the erasure is audited without their data. An account left in no company is deleted.
 */
export async function eraseMember(deps: Deps, tenant: Tenant, userId: string): Promise<GdprEraseResult> {
  mayRemove(tenant, userId);
  const result = await tenant.run(async (tx) => {
    await q.lockAuditHead(tx, tenant.companyId);
    const person = await q.personOf(tx, tenant.companyId, userId);
    if (!person) throw notFound("User");
    await checkActOn(tx, tenant, [userId]);
    const needles = [person.name, person.email, person.phone].filter((n): n is string => !!n && n.length >= 3);
    const certificates = await q.certificateKeys(tx, tenant.companyId, userId);
    await q.passLastAssignments(tx, tenant.companyId, userId, tenant.userId);
    const requests = await q.anonymiseEsign(tx, tenant.companyId, userId, person.email);
    await q.deleteInvitations(tx, tenant.companyId, person.email);
    await q.detachFromCompany(tx, tenant.companyId, userId, await q.userReferences(tx));
    sessionsChanged(tx, { userId });
    await q.scrubNotifications(tx, tenant.companyId, needles);
    const trails = rewriteTrails(await q.esignTrails(tx, tenant.companyId, requests), person);
    const sessions = await q.sessionIds(tx, userId);
    const result = await asOwner(tx, async (owner) => {
      await q.eraseEsignEvents(owner, tenant.companyId, trails);
      const auditEventsRewritten = await q.eraseAudit(owner, tenant.companyId, userId, needles, tenant.userId);
      return { auditEventsRewritten, accountDeleted: await q.eraseAccount(owner, userId) };
    });
    afterCommit(tx, () => {
      deps.realtime.toUser(userId, COMPANY_ACCESS_ENDED_EVENT, { companyId: tenant.companyId });
      if (result.accountDeleted) for (const id of sessions) deps.realtime.endSession(id);
      // The certificate files go once their rows are gone for good.
      for (const key of certificates) void deps.storage.remove(key).catch(() => undefined);
    });
    return result;
  });
  if (!result.accountDeleted) await endIdleWebSessions(deps, userId);
  return result;
}
