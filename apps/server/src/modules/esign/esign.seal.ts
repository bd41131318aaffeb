import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "@cantoo/pdf-lib";
import fontkit from "@pdf-lib/fontkit";

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
  events: { at: Date; type: string; actor: string; ip: string | null }[];
}

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
  line("Signing certificate / Signeringsintyg", 16);
  line(`Document: ${input.documentName}`, 11);
  line(`SHA-256 of the document as sent: ${input.sha256}`, 8);
  line(`Request: ${input.requestId} (${input.company})`, 8);
  line(`Completed: ${input.completedAt.toISOString()}`, 8);
  line("");
  line("Signers", 12);
  for (const signer of input.signers) {
    line(`${signer.name} <${signer.email}> (${signer.role})`, 10);
    line(
      `  signed ${signer.signedAt.toISOString()} from ${signer.ip ?? "-"}, identified by ${signer.method === "session" ? "sign-in" : "email code"}, ${signer.signatureKind} signature`,
      8,
      grey,
    );
  }
  line("");
  line("Audit trail", 12);
  for (const event of input.events) {
    line(`${event.at.toISOString()}  ${event.type}  ${event.actor}  ${event.ip ?? ""}`, 8);
  }
  doc.setTitle(`${input.documentName} (signed)`);
  doc.setSubject(`SHA-256 of the original: ${input.sha256}`);
  doc.setKeywords([`esign-request:${input.requestId}`]);
  doc.setProducer("Workspace e-sign");
  doc.setModificationDate(input.completedAt);
  return Buffer.from(await doc.save());
}
