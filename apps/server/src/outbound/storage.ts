import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Where uploaded files live. Keys are made by the server, never taken from a client. */
export interface Storage {
  write(key: string, body: Readable): Promise<number>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
}

/** Files on disk under root. */
export function diskStorage(root: string): Storage {
  const path = (key: string) => join(root, key);
  return {
    async write(key, body) {
      await mkdir(dirname(path(key)), { recursive: true });
      let size = 0;
      body.on("data", (chunk: Buffer) => {
        size += chunk.length;
      });
      await pipeline(body, createWriteStream(path(key)));
      return size;
    },
    read: (key) => createReadStream(path(key)),
    remove: (key) => rm(path(key), { force: true }),
  };
}
