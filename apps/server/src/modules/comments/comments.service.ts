import type { Tx } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import type { Viewer } from "../publications/publications.policy";
import { getPublication } from "../publications/publications.service";
import { canChange, canComment } from "./comments.policy";
import * as q from "./comments.queries";

/** The company's latest comments on objects the viewer sees, newest first. */
export function listCompanyComments(
  tx: Tx,
  companyId: string,
  viewer: Viewer,
  page: { limit: number; offset: number },
) {
  return q.listCompanyComments(tx, companyId, viewer, page);
}

/** The comments of an object the viewer sees (404 otherwise). */
export async function listComments(tx: Tx, tenant: Tenant, publicationId: string) {
  await getPublication(tx, tenant, publicationId);
  return q.listComments(tx, tenant.companyId, publicationId);
}

async function getComment(tx: Tx, tenant: Tenant, publicationId: string, id: string) {
  const comment = await q.findComment(tx, tenant.companyId, publicationId, id);
  if (!comment) throw notFound("Comment");
  return comment;
}

/** The comment, when its object is visible and the viewer may change it (canChange). */
async function changeable(tx: Tx, tenant: Tenant, publicationId: string, id: string, remove: boolean) {
  await getPublication(tx, tenant, publicationId);
  const comment = await getComment(tx, tenant, publicationId, id);
  if (!canChange(tenant, comment.author?.id, remove)) throw forbidden();
  return comment;
}

export async function addComment(tx: Tx, tenant: Tenant, publicationId: string, body: string) {
  await getPublication(tx, tenant, publicationId);
  if (!canComment(tenant)) throw forbidden();
  const id = await q.insertComment(tx, { companyId: tenant.companyId, publicationId, authorId: tenant.userId, body });
  return getComment(tx, tenant, publicationId, id);
}

export async function editComment(tx: Tx, tenant: Tenant, publicationId: string, id: string, body: string) {
  await changeable(tx, tenant, publicationId, id, false);
  await q.updateComment(tx, tenant.companyId, id, body);
  return getComment(tx, tenant, publicationId, id);
}

export async function deleteComment(tx: Tx, tenant: Tenant, publicationId: string, id: string) {
  await changeable(tx, tenant, publicationId, id, true);
  await q.deleteComment(tx, tenant.companyId, id);
}
