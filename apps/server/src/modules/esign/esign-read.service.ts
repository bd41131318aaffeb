import { ErrorCode, type EsignObjectRequest, type EsignRequest, type esignListQuerySchema } from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { conflict, forbidden, notFound } from "../../lib/errors";
import type { Member, Tenant } from "../../plugins/tenant";
import { getPublication, viewerOf as publicationViewerOf } from "../publications/publications.service";
import * as q from "./esign.queries";
import * as lists from "./esign-list.queries";
import { sealedName } from "./esign-sealing.service";
import { type EsignDeps, type EventType, readAll, sha256Bytes, viewerOf } from "./esign-trail.service";

// Requests as a member sees them, their documents, and the checks every step shares.

export function toSigner(s: q.SignerRow) {
  return {
    id: s.id,
    position: s.position,
    role: s.role,
    userId: s.userId,
    name: s.name,
    email: s.email,
    language: s.language,
    status: s.status,
    askedAt: s.askedAt?.toISOString() ?? null,
    signedAt: s.signedAt?.toISOString() ?? null,
    declinedAt: s.declinedAt?.toISOString() ?? null,
    declineReason: s.declineReason,
    method: s.method,
  };
}

function toRequest(row: q.RequestRow, signers: q.SignerRow[], events: Awaited<ReturnType<typeof q.eventsOf>>) {
  const { request } = row;
  return {
    id: request.id,
    createdAt: request.createdAt.toISOString(),
    deadline: request.deadline,
    status: request.status,
    publication: { id: request.publicationId, name: row.publicationName },
    sharedBy: { email: request.requesterEmail },
    message: request.message,
    order: request.signingOrder,
    level: request.level,
    endReason: request.endReason,
    completedAt: request.completedAt?.toISOString() ?? null,
    document: { fileId: request.fileId, name: request.documentName, sha256: request.documentSha256 },
    sealed:
      request.sealedFileId && request.sealedSha256
        ? {
            fileId: request.sealedFileId,
            sha256: request.sealedSha256,
            name: sealedName(request.documentName, request.language),
          }
        : null,
    signers: signers.map(toSigner),
    events: events.map((e) => ({
      id: e.id,
      type: e.type as EventType,
      at: e.at.toISOString(),
      signerId: e.signerId,
      actor: e.actorEmail !== null ? { name: e.actorName ?? "", email: e.actorEmail } : null,
      ip: e.ip,
      userAgent: e.userAgent,
    })),
  } satisfies EsignRequest;
}

export async function present(tx: Tx, row: q.RequestRow) {
  const { companyId, id } = row.request;
  return toRequest(row, await q.signersOf(tx, companyId, id), await q.eventsOf(tx, companyId, id));
}

export async function findVisible(tx: Tx, tenant: Tenant, id: string, lock = false) {
  const row = await q.findRequest(tx, tenant.companyId, id, viewerOf(tenant), lock);
  if (!row) throw notFound("Signing request");
  return row;
}

export function listShares(tx: Tx, tenant: Tenant, query: z.output<typeof esignListQuerySchema>) {
  return lists.listShares(tx, tenant.companyId, viewerOf(tenant), query);
}

/** The object's requests the member sees, with each signer's state (404 when the object is not visible). */
export async function requestsOfObject(tx: Tx, tenant: Tenant, publicationId: string) {
  await getPublication(tx, tenant, publicationId);
  return withSigners(tx, tenant, await lists.requestsOfObject(tx, tenant.companyId, publicationId, viewerOf(tenant)));
}

/**
 * A page of the requests on a customer's objects that the member sees (the object and the request),
 * newest first; 403 in a company without e-sign.
 */
export async function requestsOfCustomer(tx: Tx, tenant: Tenant, customerId: string, page: Page) {
  if (!tenant.enabledFeatures.esign) throw forbidden();
  const viewer = publicationViewerOf(tenant);
  return withSigners(tx, tenant, await lists.requestsOfCustomer(tx, tenant.companyId, customerId, viewer, page));
}

type Page = { limit: number; offset: number };

/** Requests as an object's list shows them, each with its signers' state. */
async function withSigners(
  tx: Tx,
  tenant: Tenant,
  rows: Awaited<ReturnType<typeof lists.requestsOfObject>>,
): Promise<EsignObjectRequest[]> {
  const signers = await lists.signersOfRequests(
    tx,
    tenant.companyId,
    rows.map((row) => row.request.id),
  );
  return rows.map(({ request, publicationName }) => ({
    id: request.id,
    createdAt: request.createdAt.toISOString(),
    deadline: request.deadline,
    status: request.status,
    publication: { id: request.publicationId, name: publicationName },
    sharedBy: { email: request.requesterEmail },
    endReason: request.endReason,
    document: { name: request.documentName },
    signers: signers.filter((s) => s.requestId === request.id).map(toSigner),
  })) satisfies EsignObjectRequest[];
}

/** The deadlines from..to of the requests the member sees, active or complete (the calendar). */
export function deadlinesBetween(tx: Tx, member: Member, range: { from: string; to: string }) {
  return lists.deadlinesBetween(tx, member.companyId, viewerOf(member), range);
}

export async function getRequest(tx: Tx, tenant: Tenant, id: string) {
  return present(tx, await findVisible(tx, tenant, id));
}

/**
 * For the files module: 409 FILE_IN_USE when a request needs the file (the document of an active
 * request, which every signature reads again, or the sealed PDF of any request, which its mails
 * attach and the verification names).
 */
export async function checkFileFree(tx: Tx, companyId: string, fileId: string) {
  if (await q.fileInUse(tx, companyId, fileId)) {
    throw conflict(ErrorCode.FileInUse, "The file is part of a signing request.");
  }
}

export const closed = () =>
  conflict(
    ErrorCode.EsignClosed,
    "The signing request is no longer active (complete, cancelled, declined or expired).",
  );

export const documentChanged = () =>
  conflict(
    ErrorCode.EsignDocumentChanged,
    "The document changed after the request was sent, so it cannot be signed. Ask the sender for a new request.",
  );

/** The exact bytes that were sent, or 409 when the file changed or is gone. */
export async function sentBytes(tx: Tx, deps: EsignDeps, request: q.RequestRow["request"]) {
  const key = request.fileId ? await q.storageKeyOf(tx, request.companyId, request.fileId) : null;
  if (!key) throw documentChanged();
  const bytes = await readAll(await deps.storage.read(key));
  if (sha256Bytes(bytes) !== request.documentSha256) throw documentChanged();
  return bytes;
}

/** The original PDF of a request the member sees: its name and bytes. */
export async function originalDocument(tx: Tx, deps: EsignDeps, tenant: Tenant, id: string) {
  const { request } = await findVisible(tx, tenant, id);
  return { name: request.documentName, bytes: await sentBytes(tx, deps, request) };
}

/** The sealed PDF of a complete request the member sees. */
export async function sealedDocument(tx: Tx, deps: EsignDeps, tenant: Tenant, id: string) {
  const { request } = await findVisible(tx, tenant, id);
  const key = request.sealedFileId ? await q.storageKeyOf(tx, tenant.companyId, request.sealedFileId) : null;
  if (!key) throw notFound("Signed document");
  const name = sealedName(request.documentName, request.language);
  return { name, bytes: await readAll(await deps.storage.read(key)) };
}
