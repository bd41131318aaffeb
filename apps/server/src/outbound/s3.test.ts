import { createServer } from "node:net";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createObject, uploadFile } from "../../test/factories";
import { twoCompanies } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/helpers";
import { editor, publicationsUrl } from "../../test/objects";
import { s3Env, startS3Server } from "../../test/s3";
import { loadConfig } from "../config";
import { companyFiles, publicationFiles } from "../db/schema";
import { s3Storage } from "./s3-storage";
import { openStorage } from "./storage";

const endpoint = inject("s3Endpoint");
const settings = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...s3Env(endpoint), ...env });

/** An address where nothing listens. */
async function closedPort() {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return `http://127.0.0.1:${port}`;
}

describe("S3 settings", () => {
  it("stop start-up with a message naming the setting", async () => {
    expect(() => loadConfig({ S3_ENDPOINT: endpoint })).toThrow("S3_BUCKET: required when S3_ENDPOINT is set");
    expect(() => loadConfig({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" })).toThrow(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither",
    );
    expect(() => loadConfig({ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "yes" })).toThrow("S3_FORCE_PATH_STYLE");
    expect(() => loadConfig({ S3_BUCKET: "b", S3_ENDPOINT: "not a url" })).toThrow("S3_ENDPOINT");
    await expect(openStorage(settings({ S3_BUCKET: "no-such-bucket" }))).rejects.toThrow(
      'S3_BUCKET: no bucket "no-such-bucket"',
    );
    await expect(openStorage(settings({ S3_ACCESS_KEY_ID: "wrong", S3_SECRET_ACCESS_KEY: "wrong" }))).rejects.toThrow(
      "S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY",
    );
    await expect(openStorage(settings({ S3_ENDPOINT: await closedPort() }))).rejects.toThrow(
      "S3_ENDPOINT: the store at http://127.0.0.1:",
    );
  });

  it("a store that cannot be reached answers 503, never a half-stored file", async () => {
    const config = settings({ S3_ENDPOINT: await closedPort() });
    const storage = s3Storage({ ...config, S3_BUCKET: config.S3_BUCKET ?? "" });
    const unavailable = { statusCode: 503, code: "STORAGE_UNAVAILABLE" };
    await expect(storage.write("a/b", Readable.from(["x"]))).rejects.toMatchObject(unavailable);
    await expect(storage.read("a/b")).rejects.toMatchObject(unavailable);
    await expect(storage.remove("a/b")).rejects.toMatchObject(unavailable);
  });
});

describe("uploads while the store is down", () => {
  let t: TestApp;
  let stopStore: () => Promise<void>;
  let fx: Awaited<ReturnType<typeof twoCompanies>>;
  beforeAll(async () => {
    const store = await startS3Server();
    stopStore = store.stop;
    t = await createTestApp(s3Env(store.endpoint));
    fx = await twoCompanies(t, [...editor, "CompanyInfoEdit"]);
  });
  afterAll(() => t.close());

  it("answers 503 with a clear message and lists no file as stored", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Store down" });
    await stopStore();
    const objectFile = await uploadFile(
      t,
      fx.a,
      publicationsUrl(fx.a.company.id, `/${object.id}/files`),
      "a.txt",
      "text/plain",
      "hello",
    );
    expect(objectFile.statusCode).toBe(503);
    expect(objectFile.json()).toMatchObject({
      code: "STORAGE_UNAVAILABLE",
      message: expect.stringContaining("Nothing was saved"),
    });
    const rows = await t.deps.db.select().from(publicationFiles).where(eq(publicationFiles.publicationId, object.id));
    expect(rows.map((r) => r.uploadStatus)).toEqual(["ERROR"]);

    const companyFile = await uploadFile(
      t,
      fx.a,
      `/api/companies/${fx.a.company.id}/files`,
      "b.txt",
      "text/plain",
      "hello",
    );
    expect(companyFile.statusCode).toBe(503);
    expect(await t.deps.db.select().from(companyFiles).where(eq(companyFiles.companyId, fx.a.company.id))).toEqual([]);
  });
});
