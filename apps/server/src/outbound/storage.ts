import { createWriteStream } from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ErrorCode } from "@app/contract";
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

export const fileNotFound = () => new AppError(404, ErrorCode.NotFound, "File not found.");

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

/**
 * The storage the configuration names: the S3 bucket when S3_BUCKET is set (checked to be
 * reachable, so a wrong setting stops start-up), else the disk under DATA_DIR/files.
 */
export async function openStorage(config: Config): Promise<Storage> {
  if (!config.S3_BUCKET) return diskStorage(join(config.DATA_DIR, "files"));
  // The S3 client loads only where a bucket is set.
  const { checkBucket, s3Storage } = await import("./s3-storage");
  const settings = { ...config, S3_BUCKET: config.S3_BUCKET };
  await checkBucket(settings);
  return s3Storage(settings);
}
