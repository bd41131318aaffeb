import { createWriteStream } from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ErrorCode } from "@app/contract";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Config } from "../config";
import { AppError } from "../lib/errors";

/** Where uploaded files live. Keys are made by the server, never taken from a client. */
export interface Storage {
  /** Stores the stream under key and answers its size in bytes. */
  write(key: string, body: Readable): Promise<number>;
  read(key: string): Promise<Readable>;
  /** Removes the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
}

/** The file store could not be reached or refused the request: the client may try again later. */
export const storageUnavailable = () =>
  new AppError(
    503,
    ErrorCode.StorageUnavailable,
    "The file store cannot be reached. Nothing was saved; try again later.",
  );

/** The files on disk under root (the default: DATA_DIR/files). */
export function diskStorage(root: string): Storage {
  const path = (key: string) => join(root, key);
  return {
    async write(key, body) {
      await mkdir(dirname(path(key)), { recursive: true });
      let size = 0;
      body.on("data", (chunk: Buffer) => {
        size += chunk.length;
      });
      try {
        await pipeline(body, createWriteStream(path(key)));
      } catch (error) {
        await rm(path(key), { force: true });
        throw error;
      }
      return size;
    },
    async read(key) {
      const file = await open(path(key)).catch((error: NodeJS.ErrnoException) => {
        throw error.code === "ENOENT" ? fileNotFound() : error;
      });
      return file.createReadStream();
    },
    remove: (key) => rm(path(key), { force: true }),
  };
}

export type S3Settings = Pick<
  Config,
  "S3_ENDPOINT" | "S3_BUCKET" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE"
> & { S3_BUCKET: string };

/** Parts of a multipart upload: the client holds one part (plus one in flight) in memory at a time. */
const PART_SIZE = 8 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket. Uploads stream through a multipart upload; downloads stream
 * the object's body. Failures of the store itself answer 503 (storageUnavailable).
 */
export function s3Storage(settings: S3Settings): Storage {
  const client = s3Client(settings);
  const Bucket = settings.S3_BUCKET;
  return {
    async write(key, body) {
      let size = 0;
      const counted = new PassThrough();
      counted.on("data", (chunk: Buffer) => {
        size += chunk.length;
      });
      // A source that fails (a body that broke off, a size limit) ends the upload with its own error.
      const piped = pipeline(body, counted);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted },
        partSize: PART_SIZE,
        queueSize: 1,
      });
      try {
        await Promise.all([upload.done(), piped]);
      } catch (error) {
        counted.destroy();
        if (body.errored) throw body.errored;
        throw storeError(error);
      }
      return size;
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body as Readable;
      } catch (error) {
        throw storeError(error);
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!(error instanceof NoSuchKey)) throw storeError(error);
      }
    },
  };
}

function s3Client(settings: S3Settings) {
  return new S3Client({
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the
    // streaming checksum trailers that newer SDKs send by default.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 2,
  });
}

const fileNotFound = () => new AppError(404, ErrorCode.NotFound, "File not found.");

function storeError(error: unknown): Error {
  if (error instanceof NoSuchKey) return fileNotFound();
  return storageUnavailable();
}

/**
 * The storage the configuration names: the S3 bucket when S3_BUCKET is set (checked to be
 * reachable, so a wrong setting stops start-up), else the disk under DATA_DIR/files.
 */
export async function openStorage(config: Config): Promise<Storage> {
  if (!config.S3_BUCKET) return diskStorage(join(config.DATA_DIR, "files"));
  const settings = { ...config, S3_BUCKET: config.S3_BUCKET };
  try {
    await s3Client(settings).send(new HeadBucketCommand({ Bucket: settings.S3_BUCKET }));
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    const cause =
      status === 404
        ? `S3_BUCKET: no bucket "${settings.S3_BUCKET}" at ${settings.S3_ENDPOINT ?? "the default endpoint"}`
        : status === 403 || status === 401
          ? "S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: the store refused these credentials"
          : `S3_ENDPOINT: the store at ${settings.S3_ENDPOINT ?? "the default endpoint"} cannot be reached (${(error as Error).message})`;
    throw new Error(`Invalid configuration:\n  ${cause}`);
  }
  return s3Storage(settings);
}
