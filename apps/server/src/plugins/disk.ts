import { statfs } from "node:fs/promises";
import { ErrorCode } from "@app/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/errors";

const MB = 1024 * 1024;
const reading = new Set(["GET", "HEAD", "OPTIONS"]);

export const storageFull = () =>
  new AppError(
    507,
    ErrorCode.StorageFull,
    "The server's disk is full: nothing was saved. Ask the administrator to free space, then try again.",
  );

/** Free space on the disk of dir, below reserveMb: why the embedded database must not be written. */
export async function diskFull(dir: string, reserveMb: number) {
  const stats = await statfs(dir);
  const free = stats.bavail * stats.bsize;
  return free < reserveMb * MB
    ? `the disk of ${dir} is full (${Math.floor(free / MB)} MB free, ${reserveMb} MB kept in reserve)`
    : undefined;
}

/** Where the embedded database lives and how much free space it keeps there. */
export interface DiskGuard {
  dir: string;
  reserveMb: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Why the embedded database cannot take writes now (its disk is full), or undefined. */
    diskFull(): Promise<string | undefined>;
  }
  interface FastifyContextConfig {
    /** Writes a row or two at most (sign-in's session, sign-out): taken below the disk reserve too. */
    belowDiskReserve?: boolean;
  }
}

/**
 * The embedded database (PGlite) cannot survive a full disk: when it fails to write its log it
 * hangs in a loop that blocks the whole process. So below the reserve, requests that write
 * answer 507 before they reach it, and the server takes writes again once space is back. Signing
 * in and out still work there (`belowDiskReserve`): a session is a row of a few hundred bytes, the
 * reserve is there to take such, and people can still sign in to read while space is being freed.
 */
export const diskPlugin = fp(async (app: FastifyInstance, options: Partial<DiskGuard>) => {
  const { dir, reserveMb = 0 } = options;
  let full: string | undefined;
  app.decorate("diskFull", async () => {
    const now = dir ? await diskFull(dir, reserveMb) : undefined;
    if (now && !full) app.log.error(`Refusing writes: ${now}.`);
    if (!now && full) app.log.warn("Disk space is back: taking writes again.");
    full = now;
    return full;
  });
  app.addHook("onRequest", async (request) => {
    if (reading.has(request.method) || request.routeOptions.config?.belowDiskReserve) return;
    if (await app.diskFull()) throw storageFull();
  });
});
