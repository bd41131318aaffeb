import type { shareInputSchema } from "@app/contract";
import type { z } from "zod";
import type { Database, Tx } from "../../db/client";
import { invalid, notFound } from "../../lib/errors";
import { acrossMyCompanies, type Tenant } from "../../plugins/tenant";
import type { Realtime } from "../../realtime/realtime";
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
  if (!(await q.deleteShare(tx, tenant.companyId, publication.id, shareId))) throw notFound("Share");
}

/** Objects shared with the user in the companies where they may use the web app. */
export async function listCollaborations(db: Database, userId: string, page: { limit: number; offset: number }) {
  return acrossMyCompanies(db, userId, { web: true }, (tx, companyIds) =>
    q.listCollaborations(tx, userId, companyIds, page),
  );
}
