import {
  ErrorCode,
  ESIGN_CONSENT_VERSION,
  type EsignMethod,
  type esignSignSchema,
  type PublicationTypeKey,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { conflict, forbidden, invalid, notFound } from "../../lib/errors";
import { sha256 } from "../../lib/tokens";
import type { Attachment } from "../../outbound/outbox";
import type { Tenant } from "../../plugins/tenant";
import { notify } from "../notifications/notifications.service";
import { outcomeMail } from "./esign.mail";
import * as q from "./esign.queries";
import { ask, nextToAsk } from "./esign-intake.service";
import { closed, getRequest, sentBytes } from "./esign-read.service";
import { sealRequest } from "./esign-sealing.service";
import { type ClientInfo, type EsignDeps, record } from "./esign-trail.service";

// Signing and declining, as a member here and through an outside signer's link (esign-link.service.ts).

export type SignInput = z.output<typeof esignSignSchema>;

const signerDone = () => conflict(ErrorCode.EsignSignerDone, "You have already signed or declined this document.");
const notYourTurn = () =>
  conflict(ErrorCode.EsignNotYourTurn, "The people before you in the signing order have not signed yet.");

/**
 * A request a signer may act on now: active and not past its deadline (in the company's time zone,
 * as the deadline job reckons it), and the signer asked and not done.
 */
export async function checkOpen(tx: Tx, request: q.RequestRow["request"], signer: q.SignerRow) {
  if (request.status !== "active") throw closed();
  if (request.deadline < (await q.companyToday(tx, request.companyId, new Date()))) throw closed();
  if (signer.status === "signed" || signer.status === "declined") throw signerDone();
  if (signer.status !== "asked") throw notYourTurn();
}

const notificationOf = { signed: "ESIGN_SIGNED", declined: "ESIGN_DECLINED", completed: "ESIGN_COMPLETED" } as const;

/**
 * Tells the requester what happened, by mail in their language and in the bell. A signature or a
 * decline names the signer (a member, or an outside person by name); the completion names the company.
 */
async function tellRequester(
  tx: Tx,
  deps: EsignDeps,
  row: q.RequestRow,
  kind: "signed" | "declined" | "completed",
  signer: q.SignerRow,
  { reason = "", attachments }: { reason?: string; attachments?: Attachment[] } = {},
) {
  const { request } = row;
  if (!request.requestedBy) return;
  // A requester who left the company is told nothing more.
  const requester = await q.memberToMail(tx, request.companyId, request.requestedBy);
  if (!requester) return;
  const mail = outcomeMail(requester.language, kind, { signer: signer.name, document: request.documentName, reason });
  await deps.mail({ to: requester.email, ...mail, attachments }, tx);
  const { companyId } = request;
  const source =
    kind === "completed"
      ? { companyId, name: requester.company }
      : signer.userId
        ? { companyId, userId: signer.userId }
        : { companyId, name: signer.name };
  await notify(tx, deps.realtime, source, [request.requestedBy], {
    type: notificationOf[kind],
    publication: {
      id: request.publicationId,
      name: row.publicationName,
      type: row.publicationType as PublicationTypeKey,
    },
    esign: { id: request.id },
    text: request.documentName,
  });
}

/**
 * Records a signature: the file's hash is checked again, the signature and consent stored, and
 * then the next signer is asked (sequential) or the request completes (everyone signed).
 */
export async function sign(
  tx: Tx,
  deps: EsignDeps,
  row: q.RequestRow,
  signer: q.SignerRow,
  input: SignInput,
  method: EsignMethod,
  client: ClientInfo,
) {
  const { request } = row;
  await checkOpen(tx, request, signer);
  if (input.consentVersion !== ESIGN_CONSENT_VERSION) {
    throw invalid("consentVersion", "The consent text has changed: reload the page and read it again.");
  }
  if (input.signature.kind === "drawn") {
    const { checkDrawnSignature } = await import("./esign.signature");
    await checkDrawnSignature(input.signature.image);
  }
  const bytes = await sentBytes(tx, deps, request);
  const now = new Date();
  const signature = input.signature.kind === "drawn" ? input.signature.image : input.signature.name;
  await q.updateSigner(tx, request.companyId, signer.id, {
    status: "signed",
    signedAt: now,
    method,
    signatureKind: input.signature.kind,
    signature,
    consentVersion: input.consentVersion,
    signedIp: client.ip,
    signedUserAgent: client.userAgent,
    codeHash: null,
  });
  await record(tx, request.companyId, request.id, "signed", signer, client, signer.id, {
    signatureSha256: sha256(signature),
    consentVersion: input.consentVersion,
    documentSha256: request.documentSha256,
  });
  await tellRequester(tx, deps, row, "signed", signer);
  const signers = await q.signersOf(tx, request.companyId, request.id);
  if (signers.every((s) => s.role === "viewer" || s.status === "signed")) {
    await q.endRequest(tx, request.companyId, request.id, { status: "complete", completedAt: now });
    await record(tx, request.companyId, request.id, "completed", null, null);
    const sealed = await sealRequest(tx, deps, row, bytes, signers, now);
    await tellRequester(tx, deps, row, "completed", signer, { attachments: [sealed] });
    return;
  }
  await ask(tx, deps, row, nextToAsk(request.signingOrder, signers), "ask", null);
}

/** A signer declines with a reason: the request ends (inactive, declined). */
export async function decline(
  tx: Tx,
  deps: EsignDeps,
  row: q.RequestRow,
  signer: q.SignerRow,
  reason: string,
  client: ClientInfo,
) {
  const { request } = row;
  await checkOpen(tx, request, signer);
  const now = new Date();
  await q.updateSigner(tx, request.companyId, signer.id, {
    status: "declined",
    declinedAt: now,
    declineReason: reason,
    signedIp: client.ip,
    signedUserAgent: client.userAgent,
    codeHash: null,
  });
  await q.endRequest(tx, request.companyId, request.id, { status: "inactive", endReason: "declined", endedAt: now });
  await record(tx, request.companyId, request.id, "declined", signer, client, signer.id);
  await tellRequester(tx, deps, row, "declined", signer, { reason });
}

/** The member's own place in a request they may see; 403 when they are not asked in it. */
async function memberSigner(tx: Tx, tenant: Tenant, id: string) {
  const row = await q.findRequest(tx, tenant.companyId, id, null, true);
  if (!row) throw notFound("Signing request");
  const signer = await q.findSignerOfUser(tx, tenant.companyId, id, tenant.userId);
  if (!signer || signer.role === "viewer") throw forbidden();
  return { row, signer };
}

export async function signAsMember(
  tx: Tx,
  deps: EsignDeps,
  tenant: Tenant,
  id: string,
  input: SignInput,
  client: ClientInfo,
) {
  const { row, signer } = await memberSigner(tx, tenant, id);
  await sign(tx, deps, row, signer, input, "session", client);
  return getRequest(tx, tenant, id);
}

export async function declineAsMember(
  tx: Tx,
  deps: EsignDeps,
  tenant: Tenant,
  id: string,
  reason: string,
  client: ClientInfo,
) {
  const { row, signer } = await memberSigner(tx, tenant, id);
  await decline(tx, deps, row, signer, reason, client);
  return getRequest(tx, tenant, id);
}
