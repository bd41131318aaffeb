import svEsign from "../src/locales/sv/esign.json" with { type: "json" };
import { mailsTo } from "./support";

/** The e-sign texts a person sees (Swedish, the default). */
export const es = svEsign;

/** The paths found in the mails to an address (oldest first). */
const mailedPaths = (email: string, path: RegExp) => mailsTo(email).flatMap((mail) => mail.match(path)?.[0] ?? []);

/** The signing links mailed to an outside person (a path: /e-sign/{companyId}/{token}). */
export const signingLinks = (email: string) => mailedPaths(email, /\/e-sign\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+/);

/** The six-digit codes mailed to an address (Swedish or English mail). */
export const signingCodes = (email: string) =>
  mailsTo(email).flatMap((mail) => mail.match(/(?:kod är|code is) (\d{6})\b/)?.[1] ?? []);

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
