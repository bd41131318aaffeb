import type { shareInputSchema } from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { invalid, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import type { Realtime } from "../../realtime/realtime";
import { recordEvent } from "../audit/audit.service";
import { groupMemberIds, notify } from "../notifications/notifications.service";
import { mayShare } from "../publications/publications.policy";
import { getPublication, groupExists } from "../publications/publications.service";
import * as q from "./shares.queries";

/** Who an object the viewer sees is shared with. */
export async function listShares(tx: Tx, tenant: Tenant, publicationId: string) {
  await getPublication(tx, tenant, publicationId);
  return q.listShares(tx, tenant.companyId, publicationId);
}

/** Shares an object with a member or a group; a new share notifies them (after commit). Answers the shares. */
export async function addShare(
  tx: Tx,
  realtime: Pick<Realtime, "notify">,
  tenant: Tenant,
  publicationId: string,
  { userId, groupId }: z.output<typeof shareInputSchema>,
) {
  const publication = await getPublication(tx, tenant, publicationId);
  mayShare(publication);
  if (userId && !(await q.isCompanyMember(tx, tenant.companyId, userId))) {
    throw invalid("userId", "Unknown user.");
  }
  if (groupId && !(await groupExists(tx, tenant.companyId, groupId))) {
    throw invalid("groupId", "Unknown group.");
  }
  const added = await q.insertShare(tx, {
    companyId: tenant.companyId,
    publicationId: publication.id,
    userId: userId ?? null,
    groupId: groupId ?? null,
    sharedBy: tenant.userId,
  });
  if (added) {
    await recordShareEvent(tx, tenant, "share", publication, {
      id: added,
      userId: userId ?? null,
      groupId: groupId ?? null,
    });
    const recipients = userId ? [userId] : await groupMemberIds(tx, tenant.companyId, groupId ?? "");
    await notify(tx, realtime, tenant, recipients, {
      type: "PUBLICATION_SHARED",
      publication: { id: publication.id, name: publication.name, type: publication.type },
    });
  }
  return q.listShares(tx, tenant.companyId, publication.id);
}

export async function removeShare(tx: Tx, tenant: Tenant, publicationId: string, shareId: string) {
  const publication = await getPublication(tx, tenant, publicationId);
  mayShare(publication);
  const removed = await q.deleteShare(tx, tenant.companyId, publication.id, shareId);
  if (!removed) throw notFound("Share");
  await recordShareEvent(tx, tenant, "unshare", publication, removed);
}

/**
 * The event of meaning of a share given or taken back (besides the trigger's row event): the
 * object, the member (subject) or the group, and the object's name.
 */
function recordShareEvent(
  tx: Tx,
  tenant: Tenant,
  action: "share" | "unshare",
  publication: { id: string; name: string },
  share: { id: string; userId: string | null; groupId: string | null },
) {
  const change = (value: string): [unknown, unknown] => (action === "share" ? [null, value] : [value, null]);
  return recordEvent(tx, {
    companyId: tenant.companyId,
    action,
    kind: "publication_shares",
    entityId: share.id,
    objectId: publication.id,
    subjectUserId: share.userId,
    label: publication.name,
    changes: share.userId ? { userId: change(share.userId) } : share.groupId ? { groupId: change(share.groupId) } : {},
  });
}
