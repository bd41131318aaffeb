import { inflateSync } from "node:zlib";
import { ESIGN_SIGNATURE_MAX_HEIGHT, ESIGN_SIGNATURE_MAX_WIDTH } from "@app/contract";
import { PDFDocument } from "@cantoo/pdf-lib";
import { invalid } from "../../lib/errors";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * Chunks whose decoding costs more than the image its header describes (an animation's frames carry
 * sizes of their own; compressed text is inflated whole) or that are not standard PNG (Apple's CgBI).
 */
const REFUSED_CHUNKS = new Set(["acTL", "fcTL", "fdAT", "zTXt", "iTXt", "CgBI"]);
/** Bit depths allowed per colour type, and the samples of a pixel. */
const COLOUR_TYPES: Record<number, { depths: number[]; samples: number }> = {
  0: { depths: [1, 2, 4, 8, 16], samples: 1 },
  2: { depths: [8, 16], samples: 3 },
  3: { depths: [1, 2, 4, 8], samples: 1 },
  4: { depths: [8, 16], samples: 2 },
  6: { depths: [8, 16], samples: 4 },
};
/** Adam7's passes: first column and row, then the steps between them. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The bytes of the filtered image data a header promises: each row with its filter byte. */
function imageDataSize(width: number, height: number, bitsPerPixel: number, interlaced: boolean) {
  const rows = (columns: number, count: number) =>
    columns > 0 && count > 0 ? count * (1 + Math.ceil((columns * bitsPerPixel) / 8)) : 0;
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce(
    (sum, [x, y, dx, dy]) => sum + rows(Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)),
    0,
  );
}

/**
 * What is wrong with a PNG as a drawn signature, or null: the signature, IHDR first with a size of
 * at most ESIGN_SIGNATURE_MAX_WIDTH × ESIGN_SIGNATURE_MAX_HEIGHT, chunks within the file and ending
 * with IEND, no animation or compressed text, and image data that inflates to exactly what the
 * header promises (inflated with that bound, so a small file cannot unpack into a huge one).
 */
function pngProblem(bytes: Buffer): string | null {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "not a PNG";
  let offset = 8;
  let header: { width: number; height: number; bitsPerPixel: number; interlaced: boolean } | null = null;
  const data: Buffer[] = [];
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) return "a chunk runs past the end";
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    offset = end;
    if (!header) {
      if (type !== "IHDR" || length !== 13) return "no IHDR chunk first";
      const [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
      const [depth, colour, compression, filter, interlace] = [body[8], body[9], body[10], body[11], body[12]];
      const kind = COLOUR_TYPES[colour ?? -1];
      if (!kind?.depths.includes(depth ?? 0)) return "an unknown colour type or depth";
      if (compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1)) return "an unknown method";
      if (width < 1 || height < 1) return "no pixels";
      if (width > ESIGN_SIGNATURE_MAX_WIDTH || height > ESIGN_SIGNATURE_MAX_HEIGHT) return "too large";
      header = { width, height, bitsPerPixel: (depth ?? 0) * kind.samples, interlaced: interlace === 1 };
    } else if (REFUSED_CHUNKS.has(type)) {
      return `a ${type} chunk`;
    } else if (type === "IDAT") {
      data.push(body);
    } else if (type === "IEND") {
      if (offset !== bytes.length) return "bytes after IEND";
      const expected = imageDataSize(header.width, header.height, header.bitsPerPixel, header.interlaced);
      try {
        const inflated = inflateSync(Buffer.concat(data), { maxOutputLength: expected });
        return inflated.length === expected ? null : "image data shorter than its header says";
      } catch {
        return "image data that does not inflate to its header's size";
      }
    }
  }
  return "no IEND chunk";
}

/**
 * Checks a drawn signature (a PNG data URL, its form already checked by the contract) before it is
 * stored: the PNG itself (`pngProblem`), then a trial embed in a PDF, as the seal will embed it.
 * Answers 400 on `signature` otherwise, so a signature the seal cannot use is never kept.
 */
export async function checkDrawnSignature(image: string) {
  const bytes = Buffer.from(image.slice(image.indexOf(",") + 1), "base64");
  const problem = pngProblem(bytes);
  const refuse = () =>
    invalid(
      "signature",
      `The drawn signature must be a PNG image of at most ${ESIGN_SIGNATURE_MAX_WIDTH} × ${ESIGN_SIGNATURE_MAX_HEIGHT} pixels. Clear it and draw it again.`,
    );
  if (problem) throw refuse();
  try {
    await (await PDFDocument.create()).embedPng(bytes);
  } catch {
    throw refuse();
  }
}
