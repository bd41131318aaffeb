import type { Tx } from "../../db/client";
import { invalid, notFound } from "../../lib/errors";
import { endOfDayIn, todayIn } from "../../lib/today";
import { newToken, sha256 } from "../../lib/tokens";
import type { Tenant } from "../../plugins/tenant";
import { mayShare } from "../publications/publications.policy";
import { getPublication, viewerOf } from "../publications/publications.service";
import * as q from "./shared-links.queries";

/** The address of a shared link: the company id scopes the lookup, the token opens it. */
const sharedLinkPath = (companyId: string, token: string) => `/shared/${companyId}/${token}`;

/** The company's live links on objects the tenant sees (the activities page). */
export function liveLinks(tx: Tx, tenant: Tenant, page: { limit: number; offset: number }) {
  return q.listLinks(tx, tenant.companyId, viewerOf(tenant), page);
}

/** The links of an object the tenant sees. */
export async function linksOfObject(
  tx: Tx,
  tenant: Tenant,
  publicationId: string,
  page: { limit: number; offset: number },
) {
  await getPublication(tx, tenant, publicationId);
  return q.listLinks(tx, tenant.companyId, viewerOf(tenant), { publicationId, ...page });
}

/**
 * A read-only link to the object, valid until the end of the given day in the company's time zone
 * (a day before the company's today is refused); the answer carries its path once.
 */
export async function createLink(tx: Tx, tenant: Tenant, publicationId: string, input: { expiresAt: string }) {
  const timeZone = await q.companyTimeZone(tx, tenant.companyId);
  if (input.expiresAt < todayIn(timeZone)) throw invalid("expiresAt", "The expiry date has passed.");
  const publication = await getPublication(tx, tenant, publicationId);
  mayShare(publication);
  const token = newToken();
  const id = await q.insertLink(tx, {
    companyId: tenant.companyId,
    publicationId: publication.id,
    tokenHash: sha256(token),
    expiresAt: endOfDayIn(input.expiresAt, timeZone),
    createdBy: tenant.userId,
  });
  const link = await q.findLink(tx, tenant.companyId, id);
  if (!link) throw new Error("link not stored");
  return { ...link, path: sharedLinkPath(tenant.companyId, token) };
}

/** Revokes a link of an object the tenant may share. */
export async function revokeLink(tx: Tx, tenant: Tenant, id: string) {
  const link = await q.findLink(tx, tenant.companyId, id);
  if (!link) throw notFound("Link");
  mayShare(await getPublication(tx, tenant, link.publication.id));
  await q.revokeLink(tx, tenant.companyId, link.id);
}

/**
 * What a shared link opens, without an account (404 when revoked, expired or archived), in tx of
 * the link's company (the route opens it with withCompany: the token is the key, not a member).
 */
export async function openLink(tx: Tx, companyId: string, token: string) {
  const shared = await q.openLink(tx, companyId, sha256(token));
  if (!shared) throw notFound("Link");
  return shared;
}
