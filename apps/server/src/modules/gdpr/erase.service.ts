import { COMPANY_ACCESS_ENDED_EVENT, type GdprEraseResult, REMOVED_USER } from "@app/contract";
import { afterCommit, type Tx } from "../../db/client";
import { asOwner } from "../../db/system";
import type { Deps } from "../../deps";
import { notFound } from "../../lib/errors";
import { sessionsChanged } from "../../plugins/session-cache";
import type { Tenant } from "../../plugins/tenant";
import { checkActOn } from "../company-users/company-users.service";
import { mayRemove } from "../company-users/members.policy";
import { eventHash, GENESIS } from "../esign/esign-trail.service";
import { voidAccountLinks } from "../users/users.service";
import * as q from "./erase.queries";

type TrailEvent = Awaited<ReturnType<typeof q.esignTrails>>[number];

/**
 * The e-sign trails of the requests touched: the person's events (by reference: of their signer
 * rows, or with their email as the actor's) lose their name (REMOVED_USER), email, IP and browser;
 * each trail's hashes are computed again from its first event (eventHash, as it was written), so
 * the trail still checks out. No name is compared: another signer of the same name keeps theirs.
 * Answers the rows whose columns changed.
 */
function rewriteTrails(events: TrailEvent[], signerIds: string[], email: string) {
  const theirs = (e: TrailEvent) =>
    (e.signerId !== null && signerIds.includes(e.signerId)) ||
    (e.actorEmail !== null && e.actorEmail.toLowerCase() === email.toLowerCase());
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
 * audit log keep no name, email, phone, address or browser of theirs (found by reference, never by
 * searching texts), and the erasure is audited without their data. An account left in no company
 * is deleted. Their files are queued for removal in the same transaction and tried once after
 * it (removeErasedFiles); the answer says how many are still queued (the storage-removals job
 * retries them). tx: the route's tenant.run; once it committed, the route ends the member's idle
 * web sessions (company-users' endIdleWebSessions) unless the account is gone, then removes the files.
 */
export async function eraseMember(tx: Tx, deps: Pick<Deps, "realtime">, tenant: Tenant, userId: string) {
  mayRemove(tenant, userId);
  await q.lockAuditHead(tx, tenant.companyId);
  const person = await q.personOf(tx, tenant.companyId, userId);
  if (!person) throw notFound("User");
  await checkActOn(tx, tenant, [userId]);
  const needles = [person.name, person.email, person.phone].filter((n): n is string => !!n && n.length >= 3);
  const certificates = await q.certificateKeys(tx, tenant.companyId, userId);
  // The files go for certain: queued with the erasure, removed after it by the storage-removals job.
  await q.queueRemovals(tx, certificates);
  await q.passLastAssignments(tx, tenant.companyId, userId, tenant.userId);
  const esign = await q.anonymiseEsign(tx, tenant.companyId, userId, person.email);
  const invitations = await q.deleteInvitations(tx, tenant.companyId, person.email);
  const references = await q.userReferences(tx);
  await q.detachFromCompany(tx, tenant.companyId, userId, references);
  // An account kept for another company: removing a member is a recovery act (docs/security.md).
  await voidAccountLinks(tx, userId);
  sessionsChanged(tx, { userId });
  await q.eraseFromNotifications(tx, tenant.companyId, userId);
  const trails = rewriteTrails(await q.esignTrails(tx, tenant.companyId, esign.touched), esign.signerIds, person.email);
  const own: q.OwnRow[] = [
    ...invitations.map((id) => ({ kind: "invitations", id })),
    ...esign.signerIds.map((id) => ({ kind: "esign_signers", id })),
    ...esign.requestIds.map((id) => ({ kind: "esign_requests", id })),
  ];
  const sessions = await q.sessionIds(tx, userId);
  const result = await asOwner(tx, async (owner) => {
    await q.eraseEsignEvents(owner, tenant.companyId, trails);
    const auditEventsRewritten = await q.eraseAudit(
      owner,
      tenant.companyId,
      { id: userId, email: person.email, needles },
      references,
      own,
      tenant.userId,
    );
    return { auditEventsRewritten, accountDeleted: await q.eraseAccount(owner, userId) };
  });
  afterCommit(tx, () => {
    deps.realtime.toUser(userId, COMPANY_ACCESS_ENDED_EVENT, { companyId: tenant.companyId });
    if (result.accountDeleted) for (const id of sessions) deps.realtime.endSession(id);
  });
  return { ...result, certificates };
}

/** An erasure's files removed once it has committed (eraseMember); the answer of the erasure. */
export async function removeErasedFiles(
  deps: Pick<Deps, "db" | "storage">,
  erased: Awaited<ReturnType<typeof eraseMember>>,
): Promise<GdprEraseResult> {
  const { certificates, ...result } = erased;
  await removeQueuedFiles(deps, { keys: certificates });
  return { ...result, filesPending: await q.pendingRemovals(deps.db, certificates) };
}

/**
 * Removes queued files that are due (or only those of keys), batch after batch: a key leaves the
 * queue once the storage confirmed its removal (a missing file counts as removed); a failure stays
 * queued with its error, tried again after its backoff. Answers how many were removed.
 */
export async function removeQueuedFiles(
  deps: Pick<Deps, "db" | "storage">,
  options: { now?: Date; keys?: string[] } = {},
) {
  if (options.keys?.length === 0) return 0;
  let removed = 0;
  for (;;) {
    const batch = await q.claimRemovals(deps.db, options.now, options.keys);
    for (const key of batch.keys) {
      try {
        await deps.storage.remove(key);
      } catch (error) {
        await q.removalFailed(deps.db, key, error instanceof Error ? error.message : String(error));
        continue;
      }
      await q.removalDone(deps.db, key);
      removed++;
    }
    if (!batch.full) return removed;
  }
}
