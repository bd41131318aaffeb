import type { NotificationPayload } from "@app/contract";
import { afterCommit, type Tx } from "../../db/client";
import type { Realtime } from "../../realtime/realtime";
import { insertNotifications, sourceOf } from "./notifications.queries";

export { groupMemberIds } from "./notifications.queries";

/**
 * Notifies recipients of what the actor did in their company: stored in the transaction (members
 * only, never the actor), pushed to their browsers once it has committed. Answers what was stored.
 */
export async function notify(
  tx: Tx,
  realtime: Pick<Realtime, "notify">,
  actor: { companyId: string; userId: string },
  recipients: string[],
  payload: Omit<NotificationPayload, "sourceUser" | "company">,
) {
  const source = await sourceOf(tx, actor.companyId, actor.userId);
  const stored = await insertNotifications(tx, actor.companyId, recipients, { ...payload, ...source });
  afterCommit(tx, () => realtime.notify(stored));
  return stored;
}
