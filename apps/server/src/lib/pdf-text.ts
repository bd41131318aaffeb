import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from "@cantoo/pdf-lib";
import fontkit from "@pdf-lib/fontkit";

/** DejaVu Sans: Latin, Greek, Cyrillic and more, so every name prints as written. */
const fontBytes = readFileSync(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"));

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const ink = rgb(0.1, 0.1, 0.1);
export const grey = rgb(0.4, 0.4, 0.4);

/** The font, embedded whole: @pdf-lib/fontkit's subsetting fails with this pdf-lib fork (docs/esign.md). */
export async function embedFont(doc: PDFDocument) {
  doc.registerFontkit(fontkit);
  return doc.embedFont(fontBytes, { subset: false });
}

/**
 * Writes text top-down, adding pages as they fill. `wrap` breaks long text at spaces onto more
 * lines; otherwise a line too long (a hash, a user agent) is cut to the page.
 */
export function writer(doc: PDFDocument, font: PDFFont) {
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;
  const fits = (text: string, size: number) => font.widthOfTextAtSize(text, size) <= width;
  const draw = (text: string, size: number, color: ReturnType<typeof rgb>) => {
    if (y < MARGIN + size) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
    page.drawText(text, { x: MARGIN, y, size, font, color });
    y -= size * 1.6;
  };
  const write = (text: string, size = 9, color = ink, wrap = false) => {
    for (const paragraph of text.split("\n")) {
      let rest = paragraph;
      while (wrap && !fits(rest, size)) {
        let cut = rest.length;
        while (cut > 1 && !fits(rest.slice(0, cut), size))
          cut = rest.lastIndexOf(" ", cut - 1) > 0 ? rest.lastIndexOf(" ", cut - 1) : cut - 1;
        draw(rest.slice(0, cut), size, color);
        rest = rest.slice(cut).trimStart();
      }
      while (rest.length > 1 && !fits(rest, size)) rest = rest.slice(0, -1);
      draw(rest, size, color);
    }
  };
  /** Draws an image (a logo, a photo, a signature) at the left margin, scaled down to fit the box. */
  const image = (embedded: PDFImage, maxWidth: number, maxHeight: number) => {
    const scale = Math.min(maxWidth / embedded.width, maxHeight / embedded.height, 1);
    const [w, h] = [embedded.width * scale, embedded.height * scale];
    if (y - h < MARGIN) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
    page.drawImage(embedded, { x: MARGIN, y: y - h, width: w, height: h });
    y -= h + 8;
  };
  return Object.assign(write, { image });
}

export { PDFDocument };
