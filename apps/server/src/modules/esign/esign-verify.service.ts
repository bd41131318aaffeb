import { createHash } from "node:crypto";
import { finished, type Readable } from "node:stream";
import { ErrorCode, type EsignVerification } from "@app/contract";
import { withSystem } from "../../db/system";
import type { Deps } from "../../deps";
import { AppError } from "../../lib/errors";
import * as q from "./esign.queries";

// The unauthenticated verification of a sealed PDF: the one public lookup of e-sign that opens
// withSystem (a sealed file names its company only once it is found).

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
export async function verifySealed(deps: Pick<Deps, "db">, body: unknown) {
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
