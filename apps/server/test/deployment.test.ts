import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configVariables } from "../src/config";

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
    for (const volume of compose.services.proxy?.volumes ?? []) {
      expect(existsSync(join(root, volume.split(":")[0] ?? ""))).toBe(true);
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
