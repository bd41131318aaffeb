import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { ErrorCode, type Language } from "@app/contract";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "@cantoo/pdf-lib";
import { HttpTimestampAuthority, P12Signer, PDF, TimestampError } from "@libpdf/core";
import fontkit from "@pdf-lib/fontkit";
import forge from "node-forge";
import QRCode from "qrcode";
import { AppError } from "../../lib/errors";

/** DejaVu Sans: Latin, Greek, Cyrillic and more, so every signer's name prints as written. */
const fontBytes = readFileSync(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"));

export interface SealSigner {
  name: string;
  email: string;
  role: string;
  signedAt: Date;
  ip: string | null;
  method: string;
  signatureKind: "drawn" | "typed";
  /** PNG data URL, or the typed name. */
  signature: string;
}

export interface SealInput {
  requestId: string;
  documentName: string;
  sha256: string;
  company: string;
  completedAt: Date;
  signers: SealSigner[];
  /** The actor is null for what the product did by itself (a deadline passing). */
  events: { at: Date; type: string; actor: string | null; ip: string | null }[];
  /** The verification page ({PUBLIC_URL}/e-sign/verify), printed and as a QR code on the certificate. */
  verifyUrl: string;
  /** The request's language: the certificate page and the PDF's title are written in it. */
  language: Language;
}

/** The certificate page's words, in the request's language (the mails' rule, esign.mail.ts). */
const certificateTexts = {
  en: {
    title: "Signing certificate",
    document: "Document",
    sha256: "SHA-256 of the document as sent",
    request: "Request",
    completed: "Completed",
    verify: "Verify this document (upload the PDF)",
    signers: "Signers",
    signed: (s: SealSigner, how: string) =>
      `signed ${s.signedAt.toISOString()} from ${s.ip ?? "-"}, identified by ${how}, ${s.signatureKind === "drawn" ? "drawn" : "typed"} signature`,
    identifiedBy: { session: "sign-in", code: "email code" },
    auditTrail: "Audit trail",
    signedTitle: "signed",
    system: "system",
  },
  se: {
    title: "Signeringsintyg",
    document: "Dokument",
    sha256: "SHA-256 för dokumentet som det skickades",
    request: "Begäran",
    completed: "Slutförd",
    verify: "Kontrollera dokumentet (ladda upp PDF-filen)",
    signers: "Undertecknare",
    signed: (s: SealSigner, how: string) =>
      `signerade ${s.signedAt.toISOString()} från ${s.ip ?? "-"}, identifierad med ${how}, ${s.signatureKind === "drawn" ? "ritad" : "skriven"} underskrift`,
    identifiedBy: { session: "inloggning", code: "kod via e-post" },
    auditTrail: "Händelselogg",
    signedTitle: "signerad",
    system: "systemet",
  },
} as const;

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const ink = rgb(0.1, 0.1, 0.1);
const grey = rgb(0.4, 0.4, 0.4);

/** Writes lines top-down, adding pages as they fill. */
function writer(doc: PDFDocument, font: PDFFont) {
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  return (text: string, size = 9, color = ink) => {
    if (y < MARGIN + size) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
    // Long lines (hashes, user agents) are cut to the page rather than run off it.
    let line = text;
    while (line.length > 1 && font.widthOfTextAtSize(line, size) > A4[0] - 2 * MARGIN) line = line.slice(0, -1);
    page.drawText(line, { x: MARGIN, y, size, font, color });
    y -= size * 1.6;
  };
}

/** Each signature in a box along the bottom of the last page, with the name and time under it. */
async function placeSignatures(doc: PDFDocument, font: PDFFont, signers: SealSigner[]) {
  const pages = doc.getPages();
  const page = pages[pages.length - 1];
  if (!page) return;
  const { width } = page.getSize();
  const boxWidth = 150;
  const perRow = Math.max(1, Math.floor((width - 2 * 30) / (boxWidth + 10)));
  for (const [index, signer] of signers.entries()) {
    const x = 30 + (index % perRow) * (boxWidth + 10);
    const y = 30 + Math.floor(index / perRow) * 70;
    if (signer.signatureKind === "drawn") {
      const png = await doc.embedPng(Buffer.from(signer.signature.split(",")[1] ?? "", "base64"));
      const scale = Math.min(boxWidth / png.width, 36 / png.height, 1);
      page.drawImage(png, { x, y: y + 18, width: png.width * scale, height: png.height * scale });
    } else {
      page.drawText(signer.signature, { x, y: y + 24, size: 14, font, color: ink, maxWidth: boxWidth });
    }
    page.drawLine({ start: { x, y: y + 16 }, end: { x: x + boxWidth, y: y + 16 }, thickness: 0.5, color: grey });
    page.drawText(`${signer.name}, ${signer.signedAt.toISOString()}`, { x, y: y + 6, size: 6, font, color: grey });
  }
}

/**
 * The sealed PDF: the original pages with each signature placed, and a certificate page with the
 * document's name and SHA-256, every signer and the audit trail. The metadata names the request.
 */
export async function seal(original: Buffer, input: SealInput): Promise<Buffer> {
  const doc = await PDFDocument.load(original);
  doc.registerFontkit(fontkit);
  // Not subset: @pdf-lib/fontkit's subsetting fails with this pdf-lib fork (docs/esign.md).
  const font = await doc.embedFont(fontBytes, { subset: false });
  await placeSignatures(doc, font, input.signers);
  const line = writer(doc, font);
  const certificate = doc.getPages()[doc.getPageCount() - 1];
  const qr = await doc.embedPng(await QRCode.toBuffer(input.verifyUrl, { type: "png", margin: 1, width: 240 }));
  certificate?.drawImage(qr, { x: A4[0] - MARGIN - 80, y: A4[1] - MARGIN - 80, width: 80, height: 80 });
  const t = certificateTexts[input.language];
  line(t.title, 16);
  line(`${t.document}: ${input.documentName}`, 11);
  line(`${t.sha256}: ${input.sha256}`, 8);
  line(`${t.request}: ${input.requestId} (${input.company})`, 8);
  line(`${t.completed}: ${input.completedAt.toISOString()}`, 8);
  line(`${t.verify}: ${input.verifyUrl}`, 8);
  line("");
  line(t.signers, 12);
  for (const signer of input.signers) {
    line(`${signer.name} <${signer.email}> (${signer.role})`, 10);
    line(`  ${t.signed(signer, signer.method === "session" ? t.identifiedBy.session : t.identifiedBy.code)}`, 8, grey);
  }
  line("");
  line(t.auditTrail, 12);
  for (const event of input.events) {
    line(`${event.at.toISOString()}  ${event.type}  ${event.actor ?? t.system}  ${event.ip ?? ""}`, 8);
  }
  doc.setTitle(`${input.documentName} (${t.signedTitle})`);
  doc.setSubject(`SHA-256 of the original: ${input.sha256}`);
  doc.setKeywords([`esign-request:${input.requestId}`]);
  doc.setProducer("Workspace e-sign");
  doc.setModificationDate(input.completedAt);
  return Buffer.from(await doc.save());
}

/** A company's seal: the PKCS#12 file (key and certificate) and its password. */
export interface SealKey {
  p12: Buffer;
  password: string;
}

/**
 * A new seal for a company: an RSA key (made by Node's crypto through node-forge) and a
 * self-signed certificate naming the company, valid ten years, packed as PKCS#12 (AES-256).
 */
export function newSealKey(company: string): SealKey {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
  cert.validity.notBefore = new Date();
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  // A UTF-8 string (names with å, ä, ö); @types/node-forge types this tag as a class by mistake.
  const utf8 = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;
  const subject = [
    { name: "commonName", value: forge.util.encodeUtf8(`${company} e-sign seal`), valueTagClass: utf8 },
    { name: "organizationName", value: forge.util.encodeUtf8(company), valueTagClass: utf8 },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const password = forge.util.encode64(forge.random.getBytesSync(24));
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: "aes256" });
  return { p12: Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary"), password };
}

/**
 * The PAdES signature of the sealed PDF with the company's seal, as an incremental update so
 * PDF readers flag any later change: B-T (a trusted time from the timestamp server) when one is
 * configured, else B-B.
 */
export async function signSealed(bytes: Buffer, key: SealKey, options: { reason: string; tsaUrl?: string }) {
  const pdf = await PDF.load(bytes);
  const signer = await P12Signer.create(key.p12, key.password);
  const result = await pdf
    .sign({
      signer,
      reason: options.reason,
      ...(options.tsaUrl
        ? { level: "B-T" as const, timestampAuthority: new HttpTimestampAuthority(options.tsaUrl, { timeout: 10_000 }) }
        : { level: "B-B" as const }),
    })
    .catch((error: unknown) => {
      if (!(error instanceof TimestampError)) throw error;
      throw new AppError(503, ErrorCode.Unavailable, "The timestamp server did not answer. Sign again in a moment.");
    });
  return Buffer.from(result.bytes);
}
