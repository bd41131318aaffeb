import { type postInputSchema, type postQuerySchema, SocketEvent } from "@app/contract";
import type { z } from "zod/mini";
import { afterCommit, type Tx } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import type { Realtime } from "../../realtime/realtime";
import { checkMembers } from "../company-users/company-users.service";
import { notify } from "../notifications/notifications.service";
import { getPublication, viewerOf } from "../publications/publications.service";
import { canPost } from "./posts.policy";
import * as q from "./posts.queries";

/** A message object the viewer sees (404 for any other object). */
async function getMessage(tx: Tx, tenant: Tenant, publicationId: string) {
  const publication = await getPublication(tx, tenant, publicationId);
  if (publication.type !== "message") throw notFound("Message");
  return publication;
}

/** The posts of a message object, oldest first. */
export async function listMessagePosts(
  tx: Tx,
  tenant: Tenant,
  publicationId: string,
  page: Omit<z.output<typeof postQuerySchema>, "me">,
) {
  const publication = await getMessage(tx, tenant, publicationId);
  return q.listPosts(tx, tenant.companyId, viewerOf(tenant), { ...page, me: false, publicationId: publication.id });
}

/** Posts in a message object; its recipients are notified, and their open pages get the post, after commit. */
export async function addPost(
  tx: Tx,
  realtime: Pick<Realtime, "notify" | "toUser">,
  tenant: Tenant,
  publicationId: string,
  { body, recipientIds }: z.output<typeof postInputSchema>,
) {
  const publication = await getMessage(tx, tenant, publicationId);
  if (!canPost(tenant)) throw forbidden();
  await checkMembers(tx, tenant.companyId, recipientIds, "recipientIds");
  const created = await q.insertPost(
    tx,
    { companyId: tenant.companyId, publicationId: publication.id, authorId: tenant.userId, body },
    [...new Set(recipientIds)],
  );
  const notified = await notify(tx, realtime, tenant, recipientIds, {
    type: "MESSAGE",
    publication: { id: publication.id, name: publication.name, type: publication.type },
    message: { title: publication.name },
    text: body.slice(0, 200),
  });
  afterCommit(tx, () => {
    for (const { userId } of notified) realtime.toUser(userId, SocketEvent.OrderMessage, created);
  });
  return created;
}
