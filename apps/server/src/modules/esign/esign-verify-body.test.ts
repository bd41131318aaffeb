import { createHash } from "node:crypto";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { ErrorCode } from "@app/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers";

const hex = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** POST /e-sign/verify over a real socket: a compressed body is decoded or refused, never left waiting. */
describe("POST /e-sign/verify with a compressed body, over HTTP", () => {
  const apps: TestApp[] = [];
  const listening = async (env: Record<string, string> = {}) => {
    const t = await createTestApp(env);
    apps.push(t);
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = t.app.server.address() as { port: number };
    return (body: Buffer, encoding: string) =>
      fetch(`http://127.0.0.1:${port}/api/e-sign/verify`, {
        method: "POST",
        body,
        headers: { "content-type": "application/pdf", "content-encoding": encoding },
        // Far beyond an answer's time, far below the test's: a held connection fails here, not by the runner's timeout.
        signal: AbortSignal.timeout(10_000),
      });
  };
  let verify: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    verify = await listening();
  });
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  it("decodes gzip, deflate and brotli and answers the decoded PDF's hash", async () => {
    const pdf = Buffer.from("%PDF-1.7\nnot sealed here\n%%EOF\n");
    for (const [encoding, body] of [
      ["gzip", gzipSync(pdf)],
      ["deflate", deflateSync(pdf)],
      ["br", brotliCompressSync(pdf)],
    ] as const) {
      const answer = await verify(body, encoding);
      expect(answer.status, encoding).toBe(200);
      expect(await answer.json()).toEqual({ valid: false, sha256: hex(pdf), request: null });
    }
  });

  it("refuses an encoding it cannot decode with 415, and a body that is not what it says with 400", async () => {
    const pdf = Buffer.from("%PDF-1.7\n%%EOF\n");
    for (const encoding of ["zstd", "x-unknown"]) {
      expect((await verify(pdf, encoding)).status, encoding).toBe(415);
    }
    expect((await verify(pdf, "gzip")).status).toBe(400);
  });

  it("counts the decoded bytes against UPLOAD_LIMIT_MB: a small body that inflates past it answers 413", async () => {
    const small = await listening({ UPLOAD_LIMIT_MB: "1" });
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const answer = await small(bomb, "gzip");
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { code: string }).code).toBe(ErrorCode.PayloadTooLarge);
  });
});
