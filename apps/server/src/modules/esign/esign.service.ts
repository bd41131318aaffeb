import { createHash, randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import {
  ErrorCode,
  type EsignRequest,
  type esignCreateSchema,
  type esignEventTypes,
  type esignListQuerySchema,
} from "@app/contract";
import type { z } from "zod";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError, conflict, invalid, notFound } from "../../lib/errors";
import { newToken, sha256 } from "../../lib/tokens";
import type { Tenant } from "../../plugins/tenant";
import { notify } from "../notifications/notifications.service";
import { getPublication } from "../publications/publications.service";
import { esignMail } from "./esign.mail";
import { type EsignViewer, mayManage } from "./esign.policy";
import * as q from "./esign.queries";

/** Who made a request to the API: recorded with every event of the audit trail. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

type EsignDeps = Pick<Deps, "config" | "storage" | "mail" | "realtime">;
type EventType = (typeof esignEventTypes)[number];
type Actor = { name: string; email: string } | null;

const GENESIS = "0".repeat(64);
const sha256Bytes = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const today = () => new Date().toISOString().slice(0, 10);
const viewerOf = (tenant: Tenant): EsignViewer => ({ userId: tenant.userId, permissions: tenant.permissions });

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const notPdf = () =>
  new AppError(
    415,
    ErrorCode.UnsupportedMediaType,
    "Only PDF files can be signed. Save the document as PDF, add it to the object and choose it.",
    "fileId",
  );

/** The bytes of a PDF file of the object; other formats are refused. */
async function readPdf(tx: Tx, deps: EsignDeps, companyId: string, publicationId: string, fileId: string) {
  const file = await q.findObjectFile(tx, companyId, publicationId, fileId);
  if (file?.status !== "COMPLETE") throw invalid("fileId", "Unknown file.");
  const named = file.contentType === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
  if (!named) throw notPdf();
  const bytes = await readAll(await deps.storage.read(file.storageKey));
  if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") throw notPdf();
  return { file, bytes };
}

/**
 * Appends one event to the request's audit trail. Each event's hash covers the previous hash and
 * this event's content, so a changed or missing row breaks the chain. Callers hold the request's
 * row lock (or just made it), so the sequence has no gaps.
 */
async function record(
  tx: Tx,
  companyId: string,
  requestId: string,
  type: EventType,
  actor: Actor,
  client: ClientInfo | null,
  signerId: string | null = null,
) {
  const last = await q.lastEvent(tx, companyId, requestId);
  const seq = (last?.seq ?? 0) + 1;
  const prevHash = last?.hash ?? GENESIS;
  const at = new Date();
  const content = [requestId, seq, type, signerId, actor?.name, actor?.email, client?.ip, client?.userAgent, at];
  const hash = sha256(`${prevHash}\n${JSON.stringify(content)}`);
  await q.insertEvent(tx, {
    companyId,
    requestId,
    seq,
    type,
    signerId,
    actorName: actor?.name ?? null,
    actorEmail: actor?.email ?? null,
    ip: client?.ip ?? null,
    userAgent: client?.userAgent ?? null,
    at,
    prevHash,
    hash,
  });
}

async function actorOf(tx: Tx, companyId: string, userId: string) {
  const found = await q.personAndCompany(tx, companyId, userId);
  if (!found) throw notFound("User");
  return found;
}

/** The link an outside signer opens (the web app's public signing page). */
export const signingLink = (deps: EsignDeps, companyId: string, token: string) =>
  `${deps.config.publicUrl}/e-sign/${companyId}/${token}`;

/**
 * Asks signers to sign: a member by notification and mail with a link to the object, an outside
 * person by mail with a new link (the token is only in the mail; a new one replaces the old).
 */
async function ask(
  tx: Tx,
  deps: EsignDeps,
  row: q.RequestRow,
  signers: q.SignerRow[],
  kind: "ask" | "remind",
  client: ClientInfo | null,
) {
  const { request } = row;
  if (!request.requestedBy || signers.length === 0) return;
  const requester = await actorOf(tx, request.companyId, request.requestedBy);
  const actor = { companyId: request.companyId, userId: request.requestedBy };
  const members = signers.flatMap((s) => (s.userId ? [s.userId] : []));
  const languages = new Map((await q.membersByIds(tx, request.companyId, members)).map((m) => [m.id, m.language]));
  const objectLink = `${deps.config.publicUrl}/companies/${request.companyId}/publications/${request.publicationId}`;
  await notify(tx, deps.realtime, actor, members, {
    type: "ESIGN_SHARED",
    publication: { id: request.publicationId, name: row.publicationName, type: row.publicationType as "esign" },
    text: request.documentName,
  });
  for (const signer of signers) {
    const changes: Parameters<typeof q.updateSigner>[3] = { status: "asked", askedAt: signer.askedAt ?? new Date() };
    let link = objectLink;
    if (!signer.userId) {
      const token = newToken();
      changes.linkTokenHash = sha256(token);
      link = signingLink(deps, request.companyId, token);
    }
    await q.updateSigner(tx, request.companyId, signer.id, changes);
    const language = (signer.userId && languages.get(signer.userId)) || requester.language;
    const mail = esignMail(language, kind, {
      requester: requester.name,
      company: requester.company,
      document: request.documentName,
      deadline: request.deadline,
      message: request.message,
      link,
    });
    await deps.mail({ to: signer.email, ...mail }, tx);
    await record(tx, request.companyId, request.id, kind === "ask" ? "sent" : "reminded", requester, client, signer.id);
  }
}

/** Who is asked next: everyone who signs or approves at once, or the first of them in order. */
function nextToAsk(order: "parallel" | "sequential", signers: q.SignerRow[]) {
  const pending = signers.filter((s) => s.role !== "viewer" && s.status === "waiting");
  if (order === "parallel") return pending;
  const outstanding = signers.some((s) => s.role !== "viewer" && s.status === "asked");
  return outstanding ? [] : pending.slice(0, 1);
}

async function resolveSigners(tx: Tx, companyId: string, input: z.output<typeof esignCreateSchema>["signers"]) {
  const ids = input.flatMap((s) => ("userId" in s ? [s.userId] : []));
  const members = new Map((await q.membersByIds(tx, companyId, ids)).map((m) => [m.id, m]));
  const people = input.map((s) => {
    if ("userId" in s) {
      const member = members.get(s.userId);
      if (!member) throw invalid("signers", "Unknown member.");
      return { role: s.role, userId: member.id, name: member.name, email: member.email };
    }
    return { role: s.role, userId: null, name: s.name, email: s.email.trim() };
  });
  const emails = people.map((p) => p.email.toLowerCase());
  if (new Set(emails).size !== emails.length) throw invalid("signers", "A person is listed twice.");
  return people;
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
    signers: signers.map((s) => ({
      id: s.id,
      position: s.position,
      role: s.role,
      userId: s.userId,
      name: s.name,
      email: s.email,
      status: s.status,
      askedAt: s.askedAt?.toISOString() ?? null,
      signedAt: s.signedAt?.toISOString() ?? null,
      declinedAt: s.declinedAt?.toISOString() ?? null,
      declineReason: s.declineReason,
      method: s.method,
    })),
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

async function present(tx: Tx, row: q.RequestRow) {
  const { companyId, id } = row.request;
  return toRequest(row, await q.signersOf(tx, companyId, id), await q.eventsOf(tx, companyId, id));
}

async function findVisible(tx: Tx, tenant: Tenant, id: string, lock = false) {
  const row = await q.findRequest(tx, tenant.companyId, id, viewerOf(tenant), lock);
  if (!row) throw notFound("Signing request");
  return row;
}

export function listShares(tx: Tx, tenant: Tenant, query: z.output<typeof esignListQuerySchema>) {
  return q.listShares(tx, tenant.companyId, viewerOf(tenant), query);
}

export async function getRequest(tx: Tx, tenant: Tenant, id: string) {
  return present(tx, await findVisible(tx, tenant, id));
}

/** Creates a request on a PDF of the object and sends it: the file's SHA-256 is taken now. */
export async function createRequest(
  tx: Tx,
  deps: EsignDeps,
  tenant: Tenant,
  publicationId: string,
  input: z.output<typeof esignCreateSchema>,
  client: ClientInfo,
) {
  await getPublication(tx, tenant, publicationId);
  if (input.deadline < today()) throw invalid("deadline", "The deadline has passed.");
  const { file, bytes } = await readPdf(tx, deps, tenant.companyId, publicationId, input.fileId);
  const people = await resolveSigners(tx, tenant.companyId, input.signers);
  const requester = await actorOf(tx, tenant.companyId, tenant.userId);
  const id = randomUUID();
  await q.insertRequest(tx, {
    id,
    companyId: tenant.companyId,
    publicationId,
    fileId: file.id,
    documentName: file.name,
    documentSha256: sha256Bytes(bytes),
    requestedBy: tenant.userId,
    requesterEmail: requester.email,
    message: input.message,
    deadline: input.deadline,
    signingOrder: input.order,
  });
  const signers = await q.insertSigners(
    tx,
    people.map((p, index) => ({ ...p, companyId: tenant.companyId, requestId: id, position: index + 1 })),
  );
  await record(tx, tenant.companyId, id, "created", requester, client);
  const row = await findVisible(tx, tenant, id);
  await ask(tx, deps, row, nextToAsk(input.order, signers), "ask", client);
  return present(tx, row);
}

/** Asks again everyone asked who has not signed yet. */
export async function remind(tx: Tx, deps: EsignDeps, tenant: Tenant, id: string, client: ClientInfo) {
  const row = await findVisible(tx, tenant, id, true);
  mayManage(viewerOf(tenant), row.request);
  if (row.request.status !== "active") throw closed();
  const signers = await q.signersOf(tx, tenant.companyId, id);
  await ask(
    tx,
    deps,
    row,
    signers.filter((s) => s.status === "asked"),
    "remind",
    client,
  );
  return present(tx, row);
}

const closed = () =>
  conflict(
    ErrorCode.EsignClosed,
    "The signing request is no longer active (complete, cancelled, declined or expired).",
  );

export async function cancel(tx: Tx, tenant: Tenant, id: string, client: ClientInfo) {
  const row = await findVisible(tx, tenant, id, true);
  mayManage(viewerOf(tenant), row.request);
  const now = new Date();
  const ended = await q.endRequest(tx, tenant.companyId, id, {
    status: "inactive",
    endReason: "cancelled",
    endedAt: now,
  });
  if (!ended) throw closed();
  await record(tx, tenant.companyId, id, "cancelled", await actorOf(tx, tenant.companyId, tenant.userId), client);
  return present(tx, await findVisible(tx, tenant, id));
}
