import type { Database, Tx } from "../../db/client";
import { invalid, notFound } from "../../lib/errors";
import { newToken, sha256 } from "../../lib/tokens";
import { type Tenant, withCompany } from "../../plugins/tenant";
import { mayShare } from "../publications/publications.policy";
import { getPublication, viewerOf } from "../publications/publications.service";
import * as q from "./shared-links.queries";

export { listLinks } from "./shared-links.queries";

/** The address of a shared link: the company id scopes the lookup, the token opens it. */
const sharedLinkPath = (companyId: string, token: string) => `/shared/${companyId}/${token}`;

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

/** A read-only link to the object, valid until the end of the given day (UTC); the answer carries its path once. */
export async function createLink(tenant: Tenant, publicationId: string, input: { expiresAt: string }) {
  const expiresAt = new Date(`${input.expiresAt}T23:59:59.999Z`);
  if (expiresAt <= new Date()) throw invalid("expiresAt", "The expiry date has passed.");
  const token = newToken();
  const link = await tenant.run(async (tx) => {
    const publication = await getPublication(tx, tenant, publicationId);
    mayShare(publication);
    const id = await q.insertLink(tx, {
      companyId: tenant.companyId,
      publicationId: publication.id,
      tokenHash: sha256(token),
      expiresAt,
      createdBy: tenant.userId,
    });
    return q.findLink(tx, tenant.companyId, id);
  });
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

/** What a shared link opens, without an account (404 when revoked, expired or archived). */
export async function openLink(db: Database, companyId: string, token: string) {
  const shared = await withCompany(db, companyId, (tx) => q.openLink(tx, companyId, sha256(token)));
  if (!shared) throw notFound("Link");
  return shared;
}
