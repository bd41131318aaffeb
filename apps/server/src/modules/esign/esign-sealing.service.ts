import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { Language } from "@app/contract";
import type { Tx } from "../../db/client";
import { decrypt, encrypt } from "../../lib/crypto";
import type { Attachment } from "../../outbound/outbox";
import { outcomeMail } from "./esign.mail";
import * as q from "./esign.queries";
// The PDF libraries (esign.seal.ts, esign.signature.ts, @cantoo/pdf-lib) load on first use: `await import()`.
import type { SealKey } from "./esign.seal";
import { type EsignDeps, outsideLanguage, sha256Bytes } from "./esign-trail.service";

// The sealed PDF of a complete request: the company's seal key, the PDF stored on the object, its mails.

const signedWord: Record<Language, string> = { se: "signerad", en: "signed" };

/**
 * The sealed file's name, in the request's language (the company's unless the requester chose one):
 * it is a file of the object, read by the company's members, and mailed to everyone with this name.
 */
export const sealedName = (documentName: string, language: Language) =>
  `${documentName.replace(/\.pdf$/i, "")} (${signedWord[language]}).pdf`;

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
export async function sealRequest(
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
    language: request.language,
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
    events: events.map((e) => ({ at: e.at, type: e.type, actor: e.actorName, ip: e.ip })),
  });
  const sealed = await signSealed(unsigned, await sealKeyOf(tx, deps, request.companyId, company), {
    reason: `Signed by ${signed.map((s) => s.name).join(", ")} (request ${request.id})`,
    tsaUrl: deps.config.ESIGN_TSA_URL,
  });
  const fileId = randomUUID();
  const storageKey = `${request.companyId}/${request.publicationId}/${fileId}`;
  const size = await deps.storage.write(storageKey, Readable.from([sealed]));
  const uploadName = sealedName(request.documentName, request.language);
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
    const language = (person.userId && members.get(person.userId)?.language) || outsideLanguage(request, person);
    const mail = outcomeMail(language, "completed", {
      signer: person.name,
      document: request.documentName,
      reason: "",
    });
    await deps.mail({ to: person.email, ...mail, attachments: [attachment] }, tx);
  }
  return attachment;
}
