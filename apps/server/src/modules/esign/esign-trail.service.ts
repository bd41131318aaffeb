import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { esignEventTypes, Language } from "@app/contract";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { sha256 } from "../../lib/tokens";
import type { Member } from "../../plugins/tenant";
import type { EsignViewer } from "./esign.policy";
import * as q from "./esign.queries";

// What every part of e-sign shares: the audit trail (a hash chain per request) and small helpers.

/** Who made a request to the API: recorded with every event of the audit trail. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export type EsignDeps = Pick<Deps, "config" | "storage" | "mail" | "realtime">;
export type EventType = (typeof esignEventTypes)[number];
export type Actor = { name: string; email: string } | null;

/**
 * The language of every mail to an outside signer (the invitation, reminders, codes, the sealed
 * document): the one the requester chose for them, else the request's, itself the company's unless
 * the requester chose one (never the sender's screen language). A member is mailed in their own.
 */
export const outsideLanguage = (request: { language: Language }, signer: { language: Language | null }) =>
  signer.language ?? request.language;

export const GENESIS = "0".repeat(64);
export const sha256Bytes = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
export const viewerOf = (tenant: Member): EsignViewer => ({ userId: tenant.userId, permissions: tenant.permissions });

export async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What a `signed` event pins in the trail (esign_events.evidence). */
export interface SignedEvidence {
  /** SHA-256 of the signature as stored (the drawn PNG's data URL, or the typed name). */
  signatureSha256: string;
  consentVersion: string;
  /** The document's SHA-256 taken at sending, checked again for this signature. */
  documentSha256: string;
}

/** An event's chained content: the columns of its row. */
export interface ChainedEvent {
  requestId: string;
  seq: number;
  type: string;
  signerId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  at: Date;
  evidence: SignedEvidence | null;
}

/**
 * An event's hash: SHA-256 of the previous event's hash, a newline and the JSON of its content
 * (request, seq, type, signer, actor's name and email, IP, user agent, time; and for a `signed`
 * event since migration 0028 its evidence, as an array in a fixed order). Events without evidence
 * hash as they always did, so every stored trail can be checked again from its rows alone.
 */
export function eventHash(prevHash: string, event: ChainedEvent) {
  const { requestId, seq, type, signerId, actorName, actorEmail, ip, userAgent, at, evidence } = event;
  const content: unknown[] = [requestId, seq, type, signerId, actorName, actorEmail, ip, userAgent, at];
  if (evidence) content.push([evidence.signatureSha256, evidence.consentVersion, evidence.documentSha256]);
  return sha256(`${prevHash}\n${JSON.stringify(content)}`);
}

/**
 * Appends one event to the request's audit trail. Each event's hash covers the previous hash and
 * this event's content (`eventHash`), so a changed or missing row breaks the chain. Callers hold
 * the request's row lock (or just made it), so the sequence has no gaps.
 */
export async function record(
  tx: Tx,
  companyId: string,
  requestId: string,
  type: EventType,
  actor: Actor,
  client: ClientInfo | null,
  signerId: string | null = null,
  evidence: SignedEvidence | null = null,
) {
  const last = await q.lastEvent(tx, companyId, requestId);
  const prevHash = last?.hash ?? GENESIS;
  const event: ChainedEvent = {
    requestId,
    seq: (last?.seq ?? 0) + 1,
    type,
    signerId,
    actorName: actor?.name ?? null,
    actorEmail: actor?.email ?? null,
    ip: client?.ip ?? null,
    userAgent: client?.userAgent ?? null,
    at: new Date(),
    evidence,
  };
  await q.insertEvent(tx, { companyId, ...event, prevHash, hash: eventHash(prevHash, event) });
}
