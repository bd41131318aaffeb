import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connectPglite, connectPostgres, pgliteOptions } from "../src/db/client";
import { startS3Server } from "./s3";

declare module "vitest" {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database each test file copies. */
    templateDatabase: string;
    /** PGlite: a dump of a migrated database each test file loads. */
    pgliteDump: string;
    /** The S3-protocol server of this run (test/s3.ts). */
    s3Endpoint: string;
  }
}

export function databaseUrl(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates one database per run; test files copy it instead of migrating again. */
export default async function setup(project: TestProject) {
  const s3 = await startS3Server();
  project.provide("s3Endpoint", s3.endpoint);
  const stopDatabase = await setupDatabase(project);
  return async () => {
    await stopDatabase();
    await s3.stop();
  };
}

async function setupDatabase(project: TestProject) {
  const base = process.env.DATABASE_URL;
  if (base) {
    const template = `ws_template_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const db = connectPostgres(databaseUrl(base, template));
    await db.migrate();
    await db.close();
    project.provide("templateDatabase", template);
    project.provide("pgliteDump", "");
    return async () => {
      const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [
        `${template}%`,
      ]);
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "ws-pglite-"));
  const db = connectPglite(new PGlite(pgliteOptions));
  await db.migrate();
  const client = (db.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  const file = join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide("pgliteDump", file);
  project.provide("templateDatabase", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
