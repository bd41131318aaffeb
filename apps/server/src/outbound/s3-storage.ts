import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
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
import { fileNotFound, type Storage, storageUnavailable } from "./storage";

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

function storeError(error: unknown): Error {
  if (error instanceof NoSuchKey) return fileNotFound();
  return storageUnavailable();
}

/** Stops start-up with what to fix when the bucket cannot be reached with these settings. */
export async function checkBucket(settings: S3Settings) {
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
}
