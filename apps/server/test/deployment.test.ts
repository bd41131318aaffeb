import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configVariables } from "../src/config";
import { needs } from "./needs";
import { getOverTls, startProxy } from "./proxy";
import { startServer } from "./server-process";

// CI cannot run containers here: it checks that the deployment files agree with the server.
const root = new URL("../../..", import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), "utf8");

interface Service {
  environment?: Record<string, string>;
  volumes?: string[];
  image?: string;
  build?: string;
}

describe("the deployment files", () => {
  const compose = parse(read("docker-compose.yml"), { merge: true }) as { services: Record<string, Service> };

  it("compose runs two app replicas behind a proxy with PostgreSQL, Redis and an S3 store", () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ["app1", "app2", "bucket", "minio", "postgres", "proxy", "redis"].sort(),
    );
    for (const name of ["app1", "app2"]) {
      const env = compose.services[name]?.environment ?? {};
      expect(Object.keys(env)).toEqual(
        expect.arrayContaining(["DATABASE_URL", "REDIS_URL", "S3_BUCKET", "KEYPASS_KEY"]),
      );
      expect(env.NODE_ENV).toBe("production");
    }
    // Files mounted into the proxy exist (named volumes, such as its certificates', are Docker's).
    for (const volume of compose.services.proxy?.volumes ?? []) {
      if (volume.startsWith(".")) expect(existsSync(join(root, volume.split(":")[0] ?? ""))).toBe(true);
    }
  });

  it("names only settings the server reads, in compose and in the image", () => {
    const named = Object.keys(compose.services.app1?.environment ?? {});
    const image = [...read("Dockerfile").matchAll(/^\s*(?:ENV\s+)?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect(image.length).toBeGreaterThan(3);
    for (const name of [...named, ...image]) expect(configVariables, name).toContain(name);
  });

  it("the README's configuration table names every setting", () => {
    const readme = read("README.md");
    for (const name of configVariables) expect(readme, name).toContain(`\`${name}\``);
  });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// CI installs Debian's caddy (.ci/run): the proxy as docker-compose runs it, in front of a real server process.
describe("the proxy (deploy/Caddyfile)", needs({ caddy: spawnSync("caddy", ["version"]).status === 0 }), () => {
  let server: ReturnType<typeof startServer>;
  let upstream: string;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "ws-proxied-web-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), '<!doctype html><title>Workspace</title><div id="root"></div>');
    writeFileSync(join(dist, "assets", "app-0123abcd.js"), "export {};");
    server = startServer({
      WEB_DIST: dist,
      DATABASE_URL: "",
      REDIS_URL: "",
      NODE_ENV: "production",
      KEYPASS_KEY: Buffer.alloc(32, 1).toString("base64"),
      DATA_DIR: mkdtempSync(join(tmpdir(), "ws-proxied-")),
    });
    upstream = new URL(await server.address).host;
  });

  afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
  });

  it("at a host name it serves HTTPS over HTTP/2, with the app's answers and refusals", async () => {
    const proxy = startProxy({ siteAddress: `localhost:${await freePort()}`, upstreams: [upstream] });
    try {
      const origin = await proxy.ready;
      expect(await getOverTls(`${origin}/health`)).toMatchObject({ protocol: "h2", status: 200 });
      const page = await getOverTls(`${origin}/login`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<div id="root">');
      const asset = await getOverTls(`${origin}/assets/app-0123abcd.js`);
      expect(asset).toMatchObject({ status: 200, body: "export {};" });
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await getOverTls(`${origin}/api/companies`)).status).toBe(401);
    } finally {
      await proxy.stop();
    }
  });

  it("at an address without a host name it serves plain HTTP, for a load balancer in front that ends TLS", async () => {
    const proxy = startProxy({ siteAddress: `:${await freePort()}`, upstreams: [upstream] });
    try {
      const origin = await proxy.ready;
      expect(origin).toMatch(/^http:/);
      expect((await fetch(`${origin}/api/companies`)).status).toBe(401);
    } finally {
      await proxy.stop();
    }
  });
});
