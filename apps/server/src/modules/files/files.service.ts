import type { Tx } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { checkFileFree } from "../esign/esign-read.service";
import { getPublication, viewerOf } from "../publications/publications.service";
import * as q from "./files.queries";

/** The files of an object the viewer sees (404 otherwise). */
export async function listFiles(tx: Tx, tenant: Tenant, publicationId: string) {
  await getPublication(tx, tenant, publicationId);
  return q.listFiles(tx, tenant.companyId, publicationId);
}

/** A page of the files of a customer's objects that the viewer sees, newest first. */
export function filesOfCustomer(tx: Tx, tenant: Tenant, customerId: string, page: { limit: number; offset: number }) {
  return q.listFilesOfCustomer(tx, tenant.companyId, customerId, viewerOf(tenant), page);
}

/** 404 unless the viewer sees the object, 403 unless they may edit it (and so add or remove files). */
export async function checkEditable(tx: Tx, tenant: Tenant, publicationId: string) {
  const publication = await getPublication(tx, tenant, publicationId);
  if (!publication.can.edit) throw forbidden();
}

/** Marks an upload complete once its bytes are stored; answers the file. */
export async function completeUpload(tx: Tx, tenant: Tenant, publicationId: string, id: string, size: number) {
  await q.updateFile(tx, tenant.companyId, publicationId, id, { size, uploadStatus: "COMPLETE", uploadProgress: 100 });
  const stored = await q.findFile(tx, tenant.companyId, publicationId, id);
  if (!stored) throw notFound("File");
  return q.toFile(stored);
}

/** A completely uploaded file of an object the viewer sees (404 otherwise). */
export async function getDownload(tx: Tx, tenant: Tenant, publicationId: string, fileId: string) {
  await getPublication(tx, tenant, publicationId);
  const file = await q.findFile(tx, tenant.companyId, publicationId, fileId);
  if (file?.uploadStatus !== "COMPLETE") throw notFound("File");
  return file;
}

/**
 * Removes a file of an object the viewer may edit; answers its storage key. A file a signing
 * request needs (the document of an active one, or a sealed PDF) stays: 409 FILE_IN_USE. The file's
 * row is locked first, so a request being made on it at the same moment either is seen here or
 * finds the file gone.
 */
export async function deleteFile(tx: Tx, tenant: Tenant, publicationId: string, fileId: string) {
  await checkEditable(tx, tenant, publicationId);
  const found = await q.findFile(tx, tenant.companyId, publicationId, fileId, true);
  if (!found) throw notFound("File");
  await checkFileFree(tx, tenant.companyId, fileId);
  await q.deleteFile(tx, tenant.companyId, publicationId, fileId);
  return found.storageKey;
}

/**
 * Takes the object files whose upload failed an hour ago or never completed in a day out of every
 * company's lists (jobs/upload-sweep.ts gives tx, with every company in scope); answers the
 * storage keys of their bytes, for the job to remove once this committed.
 */
export async function takeAbandonedUploads(tx: Tx) {
  return (await q.deleteAbandonedUploads(tx)).map((row) => row.storageKey);
}
