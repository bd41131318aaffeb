import { createHash, randomUUID } from "node:crypto";
import { finished, Readable } from "node:stream";
import {
  ErrorCode,
  ESIGN_CONSENT_VERSION,
  type EsignLink,
  type EsignMethod,
  type EsignObjectRequest,
  type EsignRequest,
  type EsignVerification,
  type esignCreateSchema,
  type esignEventTypes,
  type esignListQuerySchema,
  type esignSignSchema,
  type PublicationTypeKey,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { withSystem } from "../../db/system";
import type { Deps } from "../../deps";
import { decrypt, encrypt } from "../../lib/crypto";
import { AppError, conflict, forbidden, invalid, notFound } from "../../lib/errors";
import { newToken, sha256 } from "../../lib/tokens";
import type { Attachment } from "../../outbound/outbox";
import { type Member, type Tenant, withCompany } from "../../plugins/tenant";
import { type NotificationActor, notify } from "../notifications/notifications.service";
import { getPublication } from "../publications/publications.service";
import { type IdentitySubject, identified, identify, outsideIdentity } from "./esign.identity";
import { esignMail, outcomeMail } from "./esign.mail";
import { type EsignViewer, mayManage } from "./esign.policy";
import * as q from "./esign.queries";
// The PDF libraries (esign.seal.ts, esign.signature.ts, @cantoo/pdf-lib) load on first use: `await import()`.
import type { SealKey } from "./esign.seal";

/** Who made a request to the API: recorded with every event of the audit trail. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

type EsignDeps = Pick<Deps, "config" | "storage" | "mail" | "realtime">;
type EventType = (typeof esignEventTypes)[number];
type Actor = { name: string; email: string } | null;

export const GENESIS = "0".repeat(64);
const sha256Bytes = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const viewerOf = (tenant: Member): EsignViewer => ({ userId: tenant.userId, permissions: tenant.permissions });

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

const unreadablePdf = (message: string) => new AppError(415, ErrorCode.UnsupportedMediaType, message, "fileId");

/**
 * Whether the seal will be able to open the PDF: it is loaded as the seal loads it (`@cantoo/pdf-lib`,
 * encryption refused), and must have a page. Else 415 with what is wrong, so a request is never sent
 * on a file whose last signature would fail.
 */
async function checkLoadable(bytes: Buffer) {
  const { EncryptedPDFError, PDFDocument } = await import("@cantoo/pdf-lib");
  let pages: number;
  try {
    pages = (await PDFDocument.load(bytes, { ignoreEncryption: false })).getPageCount();
  } catch (error) {
    if (error instanceof EncryptedPDFError) {
      throw unreadablePdf(
        "The PDF is protected with a password or encryption, so it cannot be signed. Save it without protection, add it to the object and choose it.",
      );
    }
    throw unreadablePdf(
      "The PDF cannot be read: it may be damaged. Save the document as PDF again, add it to the object and choose it.",
    );
  }
  if (pages === 0) {
    throw unreadablePdf("The PDF has no pages (it may be damaged or cut short), so there is nothing to sign.");
  }
}

/** The bytes of a PDF file of the object; other formats, and PDFs the seal could not open, are refused. */
async function readPdf(tx: Tx, deps: EsignDeps, companyId: string, publicationId: string, fileId: string) {
  const file = await q.findObjectFile(tx, companyId, publicationId, fileId);
  if (file?.status !== "COMPLETE") throw invalid("fileId", "Unknown file.");
  const named = file.contentType === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
  if (!named) throw notPdf();
  const bytes = await readAll(await deps.storage.read(file.storageKey));
  if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") throw notPdf();
  await checkLoadable(bytes);
  return { file, bytes };
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
async function record(
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

async function actorOf(tx: Tx, companyId: string, userId: string) {
  const found = await q.personAndCompany(tx, companyId, userId);
  if (!found) throw notFound("User");
  return found;
}

/** The link an outside signer opens (the web app's public signing page). */
export const signingLink = (deps: EsignDeps, companyId: string, token: string) =>
  `${deps.config.publicUrl}/e-sign/${companyId}/${token}`;

/**
 * Asks signers to sign: a member by notification and mail with a link to the request's page (which
 * they reach as a signer even where they do not see the object), an outside person by mail with a
 * new link (the token is only in the mail; a new one replaces the old). A member who is no longer
 * in the company is marked asked (it is their turn) but gets nothing, and no event says they were.
 */
async function ask(
  tx: Tx,
  deps: EsignDeps,
  row: q.RequestRow,
  signers: q.SignerRow[],
  kind: "ask" | "remind",
  client: ClientInfo | null,
  /** Who the audit trail names: the requester unless another member reminds; null: the system. */
  by?: Actor,
) {
  const { request } = row;
  if (signers.length === 0) return;
  // The requester asks; when their account is gone (requested_by set null), the company does.
  const requester = request.requestedBy ? await q.personAndCompany(tx, request.companyId, request.requestedBy) : null;
  const company = requester?.company ?? (await q.companyName(tx, request.companyId));
  const actor: NotificationActor = request.requestedBy
    ? { companyId: request.companyId, userId: request.requestedBy }
    : { companyId: request.companyId, name: company };
  const members = signers.flatMap((s) => (s.userId ? [s.userId] : []));
  const languages = new Map((await q.membersByIds(tx, request.companyId, members)).map((m) => [m.id, m.language]));
  const requestLink = `${deps.config.publicUrl}/companies/${request.companyId}/e-signs/${request.id}`;
  await notify(tx, deps.realtime, actor, members, {
    type: "ESIGN_SHARED",
    publication: {
      id: request.publicationId,
      name: row.publicationName,
      type: row.publicationType as PublicationTypeKey,
    },
    esign: { id: request.id },
    text: request.documentName,
  });
  for (const signer of signers) {
    // An erased person's row keeps no address (docs/gdpr-erasure.md): nobody to ask.
    if (!signer.email) continue;
    const changes: Parameters<typeof q.updateSigner>[3] = { status: "asked", askedAt: signer.askedAt ?? new Date() };
    let link = requestLink;
    if (!signer.userId) {
      const token = newToken();
      changes.linkTokenHash = sha256(token);
      link = signingLink(deps, request.companyId, token);
    }
    await q.updateSigner(tx, request.companyId, signer.id, changes);
    if (signer.userId && !languages.has(signer.userId)) continue;
    const language = (signer.userId && languages.get(signer.userId)) || requester?.language || "se";
    const mail = esignMail(language, kind, {
      requester: requester?.name ?? null,
      company,
      document: request.documentName,
      deadline: request.deadline,
      message: request.message,
      link,
    });
    await deps.mail({ to: signer.email, ...mail }, tx);
    const type = kind === "ask" ? "sent" : "reminded";
    // The audit trail names who asked: the requester, the member who reminded, or nobody (the system).
    await record(tx, request.companyId, request.id, type, by === undefined ? requester : by, client, signer.id);
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

function toSigner(s: q.SignerRow) {
  return {
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
        ? { fileId: request.sealedFileId, sha256: request.sealedSha256 }
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

/** The object's requests the member sees, with each signer's state (404 when the object is not visible). */
export async function requestsOfObject(tx: Tx, tenant: Tenant, publicationId: string) {
  await getPublication(tx, tenant, publicationId);
  const rows = await q.requestsOfObject(tx, tenant.companyId, publicationId, viewerOf(tenant));
  const signers = await q.signersOfRequests(
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
  return q.deadlinesBetween(tx, member.companyId, viewerOf(member), range);
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
  if (input.deadline < (await q.companyToday(tx, tenant.companyId, new Date()))) {
    throw invalid("deadline", "The deadline has passed.");
  }
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
    await actorOf(tx, tenant.companyId, tenant.userId),
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

// Signing ------------------------------------------------------------------------------------

type SignInput = z.output<typeof esignSignSchema>;

const signerDone = () => conflict(ErrorCode.EsignSignerDone, "You have already signed or declined this document.");
const notYourTurn = () =>
  conflict(ErrorCode.EsignNotYourTurn, "The people before you in the signing order have not signed yet.");
const documentChanged = () =>
  conflict(
    ErrorCode.EsignDocumentChanged,
    "The document changed after the request was sent, so it cannot be signed. Ask the sender for a new request.",
  );

/**
 * A request a signer may act on now: active and not past its deadline (in the company's time zone,
 * as the deadline job reckons it), and the signer asked and not done.
 */
async function checkOpen(tx: Tx, request: q.RequestRow["request"], signer: q.SignerRow) {
  if (request.status !== "active") throw closed();
  if (request.deadline < (await q.companyToday(tx, request.companyId, new Date()))) throw closed();
  if (signer.status === "signed" || signer.status === "declined") throw signerDone();
  if (signer.status !== "asked") throw notYourTurn();
}

/** The exact bytes that were sent, or 409 when the file changed or is gone. */
async function sentBytes(tx: Tx, deps: EsignDeps, request: q.RequestRow["request"]) {
  const key = request.fileId ? await q.storageKeyOf(tx, request.companyId, request.fileId) : null;
  if (!key) throw documentChanged();
  const bytes = await readAll(await deps.storage.read(key));
  if (sha256Bytes(bytes) !== request.documentSha256) throw documentChanged();
  return bytes;
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
async function sign(
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

const sealedName = (documentName: string) => `${documentName.replace(/\.pdf$/i, "")} (signed).pdf`;

/** The company's seal, made and stored (encrypted with KEYPASS_KEY) the first time it is needed. */
async function sealKeyOf(tx: Tx, deps: EsignDeps, companyId: string, company: string): Promise<SealKey> {
  const { keypassKey } = deps.config;
  if (!(await q.findSealKey(tx, companyId))) {
    const { newSealKey } = await import("./esign.seal");
    const fresh = newSealKey(company);
    await q.insertSealKey(tx, {
      companyId,
      p12: encrypt(keypassKey, fresh.p12.toString("base64")),
      password: encrypt(keypassKey, fresh.password),
    });
  }
  const stored = await q.findSealKey(tx, companyId);
  if (!stored) throw new Error("the company's e-sign seal could not be stored");
  return {
    p12: Buffer.from(decrypt(keypassKey, stored.p12), "base64"),
    password: decrypt(keypassKey, stored.password),
  };
}

/**
 * Makes the sealed PDF (signatures placed, certificate page) and stores it as a file of the
 * object; its hash lets the verification endpoint recognise it. Everyone asked (signers, approvers,
 * viewers) is mailed it; answers it as an attachment for the requester's mail.
 */
async function sealRequest(
  tx: Tx,
  deps: EsignDeps,
  row: q.RequestRow,
  original: Buffer,
  signers: q.SignerRow[],
  completedAt: Date,
) {
  const { request } = row;
  const { seal, signSealed } = await import("./esign.seal");
  const signed = (await q.signersOf(tx, request.companyId, request.id)).filter((s) => s.status === "signed");
  const events = await q.eventsOf(tx, request.companyId, request.id);
  const company = await q.companyName(tx, request.companyId);
  const unsigned = await seal(original, {
    requestId: request.id,
    documentName: request.documentName,
    sha256: request.documentSha256,
    company,
    verifyUrl: `${deps.config.publicUrl}/e-sign/verify`,
    completedAt,
    signers: signed.map((s) => ({
      name: s.name,
      email: s.email,
      role: s.role,
      signedAt: s.signedAt ?? completedAt,
      ip: s.signedIp,
      method: s.method ?? "session",
      signatureKind: s.signatureKind ?? "typed",
      signature: s.signature ?? s.name,
    })),
    events: events.map((e) => ({ at: e.at, type: e.type, actor: e.actorName ?? "system", ip: e.ip })),
  });
  const sealed = await signSealed(unsigned, await sealKeyOf(tx, deps, request.companyId, company), {
    reason: `Signed by ${signed.map((s) => s.name).join(", ")} (request ${request.id})`,
    tsaUrl: deps.config.ESIGN_TSA_URL,
  });
  const fileId = randomUUID();
  const storageKey = `${request.companyId}/${request.publicationId}/${fileId}`;
  const size = await deps.storage.write(storageKey, Readable.from([sealed]));
  const uploadName = sealedName(request.documentName);
  await q.insertObjectFile(tx, {
    id: fileId,
    companyId: request.companyId,
    publicationId: request.publicationId,
    uploadName,
    contentType: "application/pdf",
    size,
    uploadStatus: "COMPLETE",
    uploadProgress: 100,
    storageKey,
    createdBy: request.requestedBy,
  });
  await q.setSealed(tx, request.companyId, request.id, fileId, sha256Bytes(sealed));
  const attachment: Attachment = { name: uploadName, contentType: "application/pdf", storageKey };
  // The requester gets it with their own mail (tellRequester); outside people (no user) always here.
  const others = signers.filter((s) => s.userId === null || s.userId !== request.requestedBy);
  const members = new Map(
    (
      await q.membersByIds(
        tx,
        request.companyId,
        others.flatMap((s) => (s.userId ? [s.userId] : [])),
      )
    ).map((m) => [m.id, m]),
  );
  for (const person of others) {
    // A member who left the company is not mailed the document.
    if ((person.userId && !members.has(person.userId)) || !person.email) continue;
    const language = (person.userId && members.get(person.userId)?.language) || "se";
    const mail = outcomeMail(language, "completed", {
      signer: person.name,
      document: request.documentName,
      reason: "",
    });
    await deps.mail({ to: person.email, ...mail, attachments: [attachment] }, tx);
  }
  return attachment;
}

/** A signer declines with a reason: the request ends (inactive, declined). */
async function decline(
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

/** The original PDF of a request the member sees: its name and bytes. */
export async function originalDocument(tx: Tx, deps: EsignDeps, tenant: Tenant, id: string) {
  const { request } = await findVisible(tx, tenant, id);
  return { name: request.documentName, bytes: await sentBytes(tx, deps, request) };
}

// Outside signers ------------------------------------------------------------------------------

type PublicDeps = EsignDeps & Pick<Deps, "db">;

/**
 * Runs fn with the signer a link names, in the company it names; 404 for any other token. The
 * request's row is locked first and the signer read again after it: a call that waited for the lock
 * sees what the call before it committed (a try counted, a code sent, a signature), never a copy
 * read before it waited.
 */
function withLink<T>(
  deps: PublicDeps,
  companyId: string,
  token: string,
  fn: (tx: Tx, row: q.RequestRow, signer: q.SignerRow) => Promise<T>,
) {
  const tokenHash = sha256(token);
  return withCompany(deps.db, companyId, async (tx) => {
    const named = await q.findSignerByToken(tx, companyId, tokenHash);
    if (!named) throw notFound("Signing link");
    const row = await q.findRequest(tx, companyId, named.requestId, null, true);
    const signer = row && (await q.findSignerByToken(tx, companyId, tokenHash));
    if (!row || !signer) throw notFound("Signing link");
    return fn(tx, row, signer);
  });
}

const codeRequired = () => new AppError(403, ErrorCode.EsignCodeRequired, "Enter the code we mailed you first.");

/**
 * What the link shows; the first opening is recorded in the audit trail. `proof`: the cookie of the
 * browser that gave the code, if this is it (esign.identity.ts `identify`).
 */
export function openLink(
  deps: PublicDeps,
  companyId: string,
  token: string,
  proof: string | undefined,
  client: ClientInfo,
) {
  return withLink(deps, companyId, token, async (tx, { request }, signer) => {
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
  });
}

/** Starts the identification of the request's level (a mailed code: the previous one stops working). */
export function sendCode(deps: PublicDeps, companyId: string, token: string, client: ClientInfo) {
  return withLink(deps, companyId, token, async (tx, { request }, signer) => {
    await checkOpen(tx, request, signer);
    await outsideIdentity(request.level).challenge(tx, deps, await subjectOf(tx, request, signer));
    await record(tx, companyId, request.id, "code_sent", signer, client, signer.id);
    return { ok: true as const };
  });
}

async function subjectOf(tx: Tx, request: q.RequestRow["request"], signer: q.SignerRow): Promise<IdentitySubject> {
  const { companyId } = request;
  const requester = request.requestedBy ? await q.personAndCompany(tx, companyId, request.requestedBy) : null;
  return { companyId, signer, document: request.documentName, language: requester?.language ?? "se" };
}

/**
 * Checks the signer's answer to their provider (the code: right once, within 10 minutes, in 5 tries);
 * answers the proof for the cookie of the browser that gave it.
 */
export async function verifyCode(deps: PublicDeps, companyId: string, token: string, code: string, client: ClientInfo) {
  const outcome = await withLink(deps, companyId, token, async (tx, { request }, signer) => {
    await checkOpen(tx, request, signer);
    const answered = await outsideIdentity(request.level).answer(tx, await subjectOf(tx, request, signer), code);
    if (answered !== "ok") return answered;
    await record(tx, companyId, request.id, "code_verified", signer, client, signer.id);
    return { proof: await identify(tx, companyId, signer) };
  });
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

export function linkDocument(deps: PublicDeps, companyId: string, token: string, proof: string | undefined) {
  return withLink(deps, companyId, token, async (tx, { request }, signer) => {
    await checkOpen(tx, request, signer);
    if (!identified(signer, proof)) throw codeRequired();
    return { name: request.documentName, bytes: await sentBytes(tx, deps, request) };
  });
}

export function signByLink(
  deps: PublicDeps,
  companyId: string,
  token: string,
  proof: string | undefined,
  input: SignInput,
  client: ClientInfo,
) {
  return withLink(deps, companyId, token, async (tx, row, signer) => {
    await checkOpen(tx, row.request, signer);
    if (!identified(signer, proof)) throw codeRequired();
    await sign(tx, deps, row, signer, input, outsideIdentity(row.request.level).method, client);
    return { ok: true as const };
  });
}

export function declineByLink(
  deps: PublicDeps,
  companyId: string,
  token: string,
  proof: string | undefined,
  reason: string,
  client: ClientInfo,
) {
  return withLink(deps, companyId, token, async (tx, row, signer) => {
    await checkOpen(tx, row.request, signer);
    if (!identified(signer, proof)) throw codeRequired();
    await decline(tx, deps, row, signer, reason, client);
    return { ok: true as const };
  });
}

/** The sealed PDF of a complete request the member sees. */
export async function sealedDocument(tx: Tx, deps: EsignDeps, tenant: Tenant, id: string) {
  const { request } = await findVisible(tx, tenant, id);
  const key = request.sealedFileId ? await q.storageKeyOf(tx, tenant.companyId, request.sealedFileId) : null;
  if (!key) throw notFound("Signed document");
  const name = sealedName(request.documentName);
  return { name, bytes: await readAll(await deps.storage.read(key)) };
}

/** A PDF sent to the verification, hashed as it arrived (`hashUpload`); only the hash is kept. */
export class ReceivedPdf {
  constructor(readonly sha256: string) {}
}

const uploadTooLarge = (limit: number) =>
  new AppError(413, ErrorCode.PayloadTooLarge, `The file is larger than the limit of ${limit / 1024 / 1024} MB.`);

/**
 * Hashes an upload as it arrives, holding one chunk at a time, never the file: a declared length
 * past `limit` bytes is refused before anything is read, and a body that grows past it (sent
 * without a length) as soon as it does (413). The rest of a refused body is left unread.
 */
export function hashUpload(body: Readable, limit: number, declaredLength?: string) {
  return new Promise<ReceivedPdf>((resolve, reject) => {
    if (Number(declaredLength) > limit) {
      reject(uploadTooLarge(limit));
      return;
    }
    const hash = createHash("sha256");
    let size = 0;
    const stop = () => {
      body.off("data", onData);
      cleanup();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        reject(uploadTooLarge(limit));
        return;
      }
      hash.update(chunk);
    };
    const cleanup = finished(body, { writable: false }, (error) => {
      stop();
      if (error) reject(error);
      else resolve(new ReceivedPdf(hash.digest("hex")));
    });
    body.on("data", onData);
    // A body decoded on its way in (Content-Encoding) arrives paused: a data listener alone would
    // leave the connection waiting.
    body.resume();
  });
}

/**
 * Whether a PDF is a sealed document of this installation, by its SHA-256: any change to the
 * bytes gives another hash. Answers the request it seals, without signing in.
 */
export async function verifySealed(deps: PublicDeps, body: unknown) {
  if (!(body instanceof ReceivedPdf)) {
    throw new AppError(415, ErrorCode.UnsupportedMediaType, "Send the PDF itself, as application/pdf.");
  }
  const { sha256 } = body;
  const found = await withSystem(deps.db, (tx) => q.findSealed(tx, sha256));
  if (!found) return { valid: false as const, sha256, request: null };
  const signers = await withSystem(deps.db, (tx) => q.signersOf(tx, found.companyId, found.id));
  return {
    valid: true as const,
    sha256,
    request: {
      id: found.id,
      company: { name: found.company },
      document: { name: found.documentName, sha256: found.documentSha256 },
      completedAt: found.completedAt?.toISOString() ?? "",
      signers: signers
        .filter((s) => s.status === "signed")
        .map((s) => ({ name: s.name, signedAt: s.signedAt?.toISOString() ?? "" })),
    },
  } satisfies EsignVerification;
}

/** The deadline job: expires what is past its deadline, records it and tells each requester. */
export async function expireRequests(deps: Pick<Deps, "db" | "mail">, now = new Date()) {
  return withSystem(deps.db, async (tx) => {
    const expired = await q.expireDue(tx, now);
    for (const request of expired) {
      await record(tx, request.companyId, request.id, "expired", null, null);
      if (!request.requestedBy) continue;
      const requester = await q.memberToMail(tx, request.companyId, request.requestedBy);
      if (!requester) continue;
      const mail = outcomeMail(requester.language, "expired", {
        signer: "",
        document: request.documentName,
        reason: "",
      });
      await deps.mail({ to: requester.email, ...mail }, tx);
    }
    return expired.length;
  });
}

/**
 * The reminder job: mails those asked who have not signed, once, ESIGN_REMINDER_DAYS before the
 * deadline. Each request is handled in its company's transaction with its row locked, and the
 * check for an earlier reminder comes after the lock, so it sees what another process committed
 * meanwhile: each request is reminded once however many processes run this.
 */
export async function remindBeforeDeadline(deps: EsignDeps & Pick<Deps, "db">, now = new Date()) {
  const days = deps.config.ESIGN_REMINDER_DAYS;
  if (days === 0) return 0;
  let count = 0;
  for (const { id, companyId } of await withSystem(deps.db, (tx) => q.dueForReminder(tx, now, days))) {
    const reminded = await withCompany(deps.db, companyId, async (tx) => {
      const row = await q.findRequest(tx, companyId, id, null, true);
      if (row?.request.status !== "active" || (await q.systemReminded(tx, companyId, id))) return false;
      // Someone asked less than a day ago has the first mail fresh in their inbox.
      const waiting = (await q.signersOf(tx, companyId, id)).filter(
        (s) => s.status === "asked" && s.askedAt && now.getTime() - s.askedAt.getTime() > 86_400_000,
      );
      if (waiting.length === 0) return false;
      await ask(tx, deps, row, waiting, "remind", null, null);
      return true;
    });
    if (reminded) count++;
  }
  return count;
}
