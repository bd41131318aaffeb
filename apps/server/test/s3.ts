import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export const TEST_BUCKET = "ws-test";

/** A real S3-protocol server on a free local port, with one bucket; answers its address and a stop function. */
export async function startS3Server() {
  const directory = mkdtempSync(join(tmpdir(), "ws-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The settings that put a server's files in the test bucket. */
export function s3Env(endpoint: string): Record<string, string> {
  return {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: TEST_BUCKET,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
}
