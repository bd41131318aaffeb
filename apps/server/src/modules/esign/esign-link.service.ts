import { ErrorCode, ESIGN_CONSENT_VERSION, type EsignLink } from "@app/contract";
import type { Tx } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { sha256 } from "../../lib/tokens";
import { type IdentitySubject, identified, identify, outsideIdentity } from "./esign.identity";
import * as q from "./esign.queries";
import { sentBytes } from "./esign-read.service";
import { checkOpen, decline, type SignInput, sign } from "./esign-signing.service";
import { type ClientInfo, type EsignDeps, outsideLanguage, record } from "./esign-trail.service";

// The public code flow: what an outside signer does through their link, without an account.

/**
 * The signer a link names, in the company the route's transaction is scoped to (`withCompany`, opened
 * by the route: a link has no signed-in member); 404 for any other token. The request's row is locked
 * first and the signer read again after it: a call that waited for the lock sees what the call before
 * it committed (a try counted, a code sent, a signature), never a copy read before it waited.
 */
async function linkOf(tx: Tx, companyId: string, token: string) {
  const tokenHash = sha256(token);
  const named = await q.findSignerByToken(tx, companyId, tokenHash);
  if (!named) throw notFound("Signing link");
  const row = await q.findRequest(tx, companyId, named.requestId, null, true);
  const signer = row && (await q.findSignerByToken(tx, companyId, tokenHash));
  if (!row || !signer) throw notFound("Signing link");
  return { row, signer };
}

const codeRequired = () => new AppError(403, ErrorCode.EsignCodeRequired, "Enter the code we mailed you first.");

/**
 * What the link shows; the first opening is recorded in the audit trail. `proof`: the cookie of the
 * browser that gave the code, if this is it (esign.identity.ts `identify`).
 */
export async function openLink(
  tx: Tx,
  companyId: string,
  token: string,
  proof: string | undefined,
  client: ClientInfo,
) {
  const {
    row: { request },
    signer,
  } = await linkOf(tx, companyId, token);
  if (request.status === "active" && !(await q.hasEvent(tx, companyId, signer.id, "opened"))) {
    await record(tx, companyId, request.id, "opened", signer, client, signer.id);
  }
  const requester = request.requestedBy ? await q.personAndCompany(tx, companyId, request.requestedBy) : null;
  return {
    company: { name: await q.companyName(tx, companyId) },
    requester: { name: requester?.name ?? "", email: request.requesterEmail },
    document: { name: request.documentName, sha256: request.documentSha256 },
    deadline: request.deadline,
    message: request.message,
    status: request.status,
    endReason: request.endReason,
    signer: { name: signer.name, email: signer.email, role: signer.role, status: signer.status },
    verified: identified(signer, proof),
    consentVersion: ESIGN_CONSENT_VERSION,
  } satisfies EsignLink;
}

/** Starts the identification of the request's level (a mailed code: the previous one stops working). */
export async function sendCode(tx: Tx, deps: EsignDeps, companyId: string, token: string, client: ClientInfo) {
  const {
    row: { request },
    signer,
  } = await linkOf(tx, companyId, token);
  await checkOpen(tx, request, signer);
  await outsideIdentity(request.level).challenge(tx, deps, subjectOf(request, signer));
  await record(tx, companyId, request.id, "code_sent", signer, client, signer.id);
  return { ok: true as const };
}

function subjectOf(request: q.RequestRow["request"], signer: q.SignerRow): IdentitySubject {
  return {
    companyId: request.companyId,
    signer,
    document: request.documentName,
    language: outsideLanguage(request, signer),
  };
}

/** What a code's check answers: the proof for the browser's cookie, or why not. */
export type CodeOutcome = { proof: string } | "wrong" | "dead";

/**
 * Checks the signer's answer to their provider (the code: right once, within 10 minutes, in 5 tries);
 * answers the proof for the cookie of the browser that gave it, or why not: a wrong answer counts a
 * try, which must be committed before the caller refuses it (`codeAccepted`, after the transaction).
 */
export async function checkCode(tx: Tx, companyId: string, token: string, code: string, client: ClientInfo) {
  const {
    row: { request },
    signer,
  } = await linkOf(tx, companyId, token);
  await checkOpen(tx, request, signer);
  const answered = await outsideIdentity(request.level).answer(tx, subjectOf(request, signer), code);
  if (answered !== "ok") return answered;
  await record(tx, companyId, request.id, "code_verified", signer, client, signer.id);
  return { proof: await identify(tx, companyId, signer) } satisfies CodeOutcome;
}

/** The proof of a right code, or 400 CODE_INVALID; called once `checkCode`'s transaction committed. */
export function codeAccepted(outcome: CodeOutcome) {
  if (outcome === "dead") {
    throw new AppError(
      400,
      ErrorCode.EsignCodeInvalid,
      "The code has expired or was used up. Ask for a new code.",
      "code",
    );
  }
  if (outcome === "wrong") throw new AppError(400, ErrorCode.EsignCodeInvalid, "The code is wrong.", "code");
  return outcome;
}

export async function linkDocument(
  tx: Tx,
  deps: EsignDeps,
  companyId: string,
  token: string,
  proof: string | undefined,
) {
  const {
    row: { request },
    signer,
  } = await linkOf(tx, companyId, token);
  await checkOpen(tx, request, signer);
  if (!identified(signer, proof)) throw codeRequired();
  return { name: request.documentName, bytes: await sentBytes(tx, deps, request) };
}

export async function signByLink(
  tx: Tx,
  deps: EsignDeps,
  companyId: string,
  token: string,
  proof: string | undefined,
  input: SignInput,
  client: ClientInfo,
) {
  const { row, signer } = await linkOf(tx, companyId, token);
  await checkOpen(tx, row.request, signer);
  if (!identified(signer, proof)) throw codeRequired();
  await sign(tx, deps, row, signer, input, outsideIdentity(row.request.level).method, client);
  return { ok: true as const };
}

export async function declineByLink(
  tx: Tx,
  deps: EsignDeps,
  companyId: string,
  token: string,
  proof: string | undefined,
  reason: string,
  client: ClientInfo,
) {
  const { row, signer } = await linkOf(tx, companyId, token);
  await checkOpen(tx, row.request, signer);
  if (!identified(signer, proof)) throw codeRequired();
  await decline(tx, deps, row, signer, reason, client);
  return { ok: true as const };
}
