import { randomUUID } from "node:crypto";
import {
  DEFAULT_LANGUAGE,
  ErrorCode,
  type esignCreateSchema,
  type Language,
  type PublicationTypeKey,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { AppError, invalid, notFound } from "../../lib/errors";
import { newToken, sha256 } from "../../lib/tokens";
import type { Tenant } from "../../plugins/tenant";
import { type NotificationActor, notify } from "../notifications/notifications.service";
import { getPublication } from "../publications/publications.service";
import { esignMail } from "./esign.mail";
import { mayManage } from "./esign.policy";
import * as q from "./esign.queries";
import { closed, findVisible, present } from "./esign-read.service";
import {
  type Actor,
  type ClientInfo,
  type EsignDeps,
  outsideLanguage,
  readAll,
  record,
  sha256Bytes,
  viewerOf,
} from "./esign-trail.service";

// Creating a request and asking people to sign it: the first time, again (remind), or no more (cancel).

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
export async function ask(
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
    const language = (signer.userId && languages.get(signer.userId)) || outsideLanguage(request, signer);
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
export function nextToAsk(order: "parallel" | "sequential", signers: q.SignerRow[]) {
  const pending = signers.filter((s) => s.role !== "viewer" && s.status === "waiting");
  if (order === "parallel") return pending;
  const outstanding = signers.some((s) => s.role !== "viewer" && s.status === "asked");
  return outstanding ? [] : pending.slice(0, 1);
}

async function resolveSigners(
  tx: Tx,
  companyId: string,
  input: z.output<typeof esignCreateSchema>["signers"],
  language: Language,
) {
  const ids = input.flatMap((s) => ("userId" in s ? [s.userId] : []));
  const members = new Map((await q.membersByIds(tx, companyId, ids)).map((m) => [m.id, m]));
  const people = input.map((s) => {
    if ("userId" in s) {
      const member = members.get(s.userId);
      if (!member) throw invalid("signers", "Unknown member.");
      return { role: s.role, userId: member.id, name: member.name, email: member.email, language: null };
    }
    return { role: s.role, userId: null, name: s.name, email: s.email.trim(), language: s.language ?? language };
  });
  const emails = people.map((p) => p.email.toLowerCase());
  if (new Set(emails).size !== emails.length) throw invalid("signers", "A person is listed twice.");
  return people;
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
  // A company has no language of its own (no column, no setting): its language is the product's
  // default, DEFAULT_LANGUAGE (Swedish). The request's language is the requester's choice or that one.
  const language = input.language ?? DEFAULT_LANGUAGE;
  const people = await resolveSigners(tx, tenant.companyId, input.signers, language);
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
    language,
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
    await actorOf(tx, tenant.companyId, tenant.userId),
  );
  return present(tx, row);
}

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
