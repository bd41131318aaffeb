import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import svEsign from "../src/locales/sv/esign.json" with { type: "json" };
import type { ObjectRef } from "./objects-support";
import { auth, escapeRegExp, mailsTo, type Session } from "./support";

/** The e-sign texts a person sees (Swedish, the default). */
export const es = svEsign;

/** The paths found in the mails to an address (oldest first). */
const mailedPaths = (email: string, path: RegExp) => mailsTo(email).flatMap((mail) => mail.match(path)?.[0] ?? []);

/** The signing links mailed to an outside person (a path: /e-sign/{companyId}/{token}). */
export const signingLinks = (email: string) => mailedPaths(email, /\/e-sign\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+/);

/** The links to a request's page mailed to a member (a path: /companies/{companyId}/e-signs/{esignId}). */
export const requestLinks = (email: string) => mailedPaths(email, /\/companies\/[0-9a-f-]{36}\/e-signs\/[0-9a-f-]{36}/);

/** The six-digit codes mailed to an address (Swedish or English mail). */
export const signingCodes = (email: string) =>
  mailsTo(email).flatMap((mail) => mail.match(/(?:kod är|code is) (\d{6})\b/)?.[1] ?? []);

/** The address of a request's page in a company. */
export const requestPage = (companyId: string) => new RegExp(`/companies/${companyId}/e-signs/[0-9a-f-]{36}$`);

/**
 * A small but whole PDF (one page of text), with its cross-reference table's offsets counted,
 * so that the server can read it to seal it.
 */
export function smallPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A date some weeks ahead, as YYYY-MM-DD. */
export function weeksAhead(weeks: number): string {
  return new Date(Date.now() + weeks * 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Gives an object a PDF through the API (uploading through the object page is tested in esign.spec.ts). */
export async function uploadPdf(request: APIRequestContext, session: Session, object: ObjectRef, name: string) {
  const answer = await request.post(`/api/companies/${object.companyId}/publications/${object.id}/files`, {
    headers: auth(session),
    multipart: { file: { name, mimeType: "application/pdf", buffer: smallPdf(`Avtal ${object.name}`) } },
  });
  expect(answer.status(), `the upload of ${name}`).toBe(201);
  return (await answer.json()) as { id: string; size: number };
}

/** Sends a request through the API (the "Request signatures" dialog is tested in the specs); answers its id. */
export async function sendRequest(
  request: APIRequestContext,
  session: Session,
  object: ObjectRef,
  body: { fileId: string; signers: { userId: string }[]; order: "parallel" | "sequential"; deadline: string },
) {
  const answer = await request.post(`/api/companies/${object.companyId}/publications/${object.id}/e-signs`, {
    headers: auth(session),
    data: body,
  });
  expect(answer.status(), "the request is sent").toBe(201);
  return (await answer.json()) as { id: string };
}

/** The row of the signers' table naming a person's email. */
export const signerRow = (page: Page, email: string) =>
  page.getByRole("table", { name: es.detail.signers }).getByRole("row", { name: new RegExp(escapeRegExp(email)) });

/** Draws a signature on a canvas with the mouse: one stroke, a zigzag across the middle. */
export async function drawSignature(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("the signature pad is not on the screen");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.15, y);
  await page.mouse.down();
  for (const [index, x] of [0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85].entries()) {
    await page.mouse.move(box.x + box.width * x, y + (index % 2 === 0 ? -30 : 30), { steps: 5 });
  }
  await page.mouse.up();
}
