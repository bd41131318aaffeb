import { createHash, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { storageEnv } from "../../test/helpers";
import { loadConfig } from "../config";
import { diskStorage, openStorage, type Storage } from "./storage";

// Runs in both vitest projects: on disk, and against the run's S3 server ("s3").
const kind = storageEnv().S3_BUCKET ? "s3" : "disk";
let storage: Storage;
beforeAll(async () => {
  storage =
    kind === "s3"
      ? await openStorage(loadConfig({ NODE_ENV: "test", ...storageEnv() }))
      : diskStorage(mkdtempSync(join(tmpdir(), "ws-storage-")));
});

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
const key = () => `company/${randomUUID()}/file`;
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

describe(`storage (${kind})`, () => {
  it("stores a stream, answers its size, and reads back the same bytes", async () => {
    const k = key();
    const size = await storage.write(k, Readable.from([Buffer.from("avtal "), Buffer.from("å ö")]));
    expect(size).toBe(Buffer.byteLength("avtal å ö"));
    expect((await readAll(await storage.read(k))).toString()).toBe("avtal å ö");
  });

  it("streams a file larger than one upload part in and out unchanged", async () => {
    // 20 MB in 64 KB chunks: more than two 8 MB parts of a multipart upload.
    const chunk = (i: number) => Buffer.alloc(64 * 1024, i % 251);
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < 320; i++) yield chunk(i);
      })(),
    );
    const expected = createHash("sha256");
    for (let i = 0; i < 320; i++) expected.update(chunk(i));
    const k = key();
    expect(await storage.write(k, source)).toBe(20 * 1024 * 1024);
    expect(sha(await readAll(await storage.read(k)))).toBe(expected.digest("hex"));
  });

  it("removes a file (twice is no error); reading it then answers 404", async () => {
    const k = key();
    await storage.write(k, Readable.from(["x"]));
    await storage.remove(k);
    await storage.remove(k);
    await expect(storage.read(k)).rejects.toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
  });

  it("passes on the source's own error (an upload that broke off) and keeps nothing readable", async () => {
    const k = key();
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error("the body ended inside the file"));
      },
    });
    await expect(storage.write(k, broken)).rejects.toThrow("the body ended inside the file");
    await expect(storage.read(k)).rejects.toMatchObject({ statusCode: 404 });
  });
});
