import { type NotificationPayload, SocketEvent } from "@app/contract";
import { afterCommit, type Tx } from "../../db/client";
import { notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import type { Realtime } from "../../realtime/realtime";
import * as q from "./notifications.queries";

/** A stored notification row as the API and the socket event carry it. */
export const toNotification = (row: Parameters<typeof q.toNotification>[0]) => q.toNotification(row);

/** The users among userIds a notification of the company reaches now (members not blocked from its web). */
export function reachableMembers(tx: Tx, companyId: string, userIds: string[]) {
  return q.reachableMembers(tx, companyId, userIds);
}

/** The members of a group of the company. */
export function groupMemberIds(tx: Tx, companyId: string, groupId: string) {
  return q.groupMemberIds(tx, companyId, groupId);
}

/**
 * Who acted: a member, a person who is not one (an outside signer) by name, or nobody (a
 * scheduled job, such as a skill about to lapse: no source at all).
 */
export type NotificationActor =
  | { companyId: string; userId: string }
  | { companyId: string; name: string }
  | { companyId: string };

/**
 * Notifies recipients of what the actor did in their company: stored in the transaction (members
 * the company lets use the web only, never the actor), pushed to their browsers once it has
 * committed. Answers what was stored: a mail that goes with it goes to those recipients only.
 */
export async function notify(
  tx: Tx,
  realtime: Pick<Realtime, "notify">,
  actor: NotificationActor,
  recipients: string[],
  payload: Omit<NotificationPayload, "sourceUser" | "sourceName" | "company">,
) {
  const source =
    "userId" in actor
      ? await q.sourceOf(tx, actor.companyId, actor.userId)
      : {
          sourceUser: null,
          ...("name" in actor ? { sourceName: actor.name } : {}),
          company: { name: await q.companyNameOf(tx, actor.companyId) },
        };
  const stored = await q.insertNotifications(tx, actor.companyId, recipients, { ...payload, ...source });
  afterCommit(tx, () => realtime.notify(stored));
  return stored;
}

/** Marks one of the tenant's notifications read; their other browsers follow once it has committed. */
export async function markRead(tx: Tx, realtime: Pick<Realtime, "toUser">, tenant: Tenant, id: string) {
  if (!(await q.findNotification(tx, tenant.userId, tenant.companyId, id))) throw notFound("Notification");
  await q.markViewed(tx, tenant.userId, [tenant.companyId], id);
  afterCommit(tx, () => realtime.toUser(tenant.userId, SocketEvent.ReadNotification, { ids: [id] }));
}

/**
 * Marks all the user's notifications of companyIds read (the route gives the companies they use on
 * the web, acrossMyCompanies).
 */
export async function markAllRead(tx: Tx, realtime: Pick<Realtime, "toUser">, userId: string, companyIds: string[]) {
  await q.markViewed(tx, userId, companyIds);
  afterCommit(tx, () => realtime.toUser(userId, SocketEvent.ReadNotification, {}));
}
