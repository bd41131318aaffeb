import type { Readable } from "node:stream";
import { ErrorCode } from "@app/contract";
import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Storage } from "../outbound/storage";
import { AppError, invalid } from "./errors";

/**
 * The one way to receive a file: multipart/form-data with one part named "file", streamed to the
 * store, answered with the client's share of a failure (413, 400) and the rest as it is. A routes
 * file registers the parser once (`acceptUploads`), then receives (`receiveUpload`) and stores
 * (`storeUpload`), or reads a small file whole (`readUpload`).
 */
export async function acceptUploads(app: FastifyInstance, limitBytes: number) {
  await app.register(multipart, { limits: { fileSize: limitBytes, files: 1, fields: 0, parts: 1 } });
}

const megabytes = (bytes: number) => Math.floor(bytes / 1024 / 1024);
const tooLarge = (limitBytes: number) =>
  new AppError(
    413,
    ErrorCode.PayloadTooLarge,
    `The file is larger than the limit of ${megabytes(limitBytes)} MB.`,
    "file",
    // The screens say the limit in their own language.
    { limitBytes },
  );
/** A multipart body that breaks off or is malformed is the client's mistake, not ours. */
const malformed = () => invalid("file", "The upload is malformed or incomplete.");
const oneFile = () =>
  new AppError(400, ErrorCode.Validation, 'Send exactly one file, in the part named "file".', "file");

/** The client's share of a failed upload as the right answer; anything else (the disk, the store) as it is. */
function uploadError(error: unknown, limitBytes: number) {
  const e = error as { statusCode?: number; code?: string; syscall?: string };
  if (error instanceof AppError) return error;
  // The plugin's limits on parts answer 413 too: more than one part is not a file too large.
  if (e.code === "FST_FIELDS_LIMIT" || e.code === "FST_PARTS_LIMIT" || e.code === "FST_FILES_LIMIT") return oneFile();
  if (e.code === "FST_REQ_FILE_TOO_LARGE" || e.statusCode === 413) return tooLarge(limitBytes);
  // Parser errors of busboy carry no status and no syscall; the plugin's own carry a status.
  if (!e.statusCode && !e.syscall) return malformed();
  return error;
}

/** The request's one file, not yet read: `limitBytes` at most (within the registered limit). */
export async function receiveUpload(request: FastifyRequest, limitBytes: number): Promise<MultipartFile> {
  const file = await request.file({ limits: { fileSize: limitBytes } }).catch((error: unknown) => {
    throw uploadError(error, limitBytes);
  });
  if (!file) throw oneFile();
  return file;
}

/** The request's one file read whole (a logo): for files small enough to hold in memory. */
export async function readUpload(request: FastifyRequest, limitBytes: number) {
  const file = await receiveUpload(request, limitBytes);
  const bytes = await file.toBuffer().catch((error: unknown) => {
    throw uploadError(error, limitBytes);
  });
  return { file, bytes };
}

/**
 * Streams the file (or `stream`, a view of it) to the store under `key`, then `save(size)` records
 * it. On any failure what the store kept is removed, `failed` runs (an upload listed as in progress
 * is marked failed), and the error is answered as the client's share where it is theirs.
 */
export async function storeUpload<T>(
  storage: Storage,
  file: MultipartFile,
  key: string,
  limitBytes: number,
  steps: { save: (size: number) => Promise<T>; failed?: () => Promise<void>; stream?: Readable },
): Promise<T> {
  try {
    const size = await storage.write(key, steps.stream ?? file.file);
    if (file.file.truncated) throw tooLarge(limitBytes);
    return await steps.save(size);
  } catch (error) {
    await steps.failed?.();
    await storage.remove(key).catch(() => undefined);
    // The body ended inside the file (the upload broke off), not the disk: a bad request.
    const fromUpload = file.file.errored === error && !(error as NodeJS.ErrnoException).syscall;
    throw fromUpload ? malformed() : uploadError(error, limitBytes);
  }
}
