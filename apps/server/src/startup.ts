import { accessSync, constants, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";

/**
 * V8 lets the old generation grow to up to four times what its last full collection kept before it
 * collects again: under the objects load a server holding 60–90 MB reached 350–370 MB of RSS. Growing
 * to twice what was kept held it at about 240 MB with the same throughput (docs/benchmarks.md,
 * "Memory"). Unlike --max-old-space-size this is no ceiling: sealing a large PDF still gets the heap it
 * needs. Set before the server starts; V8 reads it at each full collection.
 */
export function limitHeapGrowth() {
  setFlagsFromString("--heap-growing-percent=100");
}

/** A start-up failure the operator can act on: main prints its message as one line and exits with 1. */
export class StartupError extends Error {}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

function notWritable(dir: string, error: unknown) {
  return new StartupError(
    `DATA_DIR ${dir} is not writable by this process (${codeOf(error) ?? (error as Error).message}): give it write permission or set DATA_DIR to a writable folder.`,
  );
}

const isDirectory = (path: string) => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/** Makes DATA_DIR if needed and checks it is a folder this process can write to. */
export function prepareDataDir(dir: string) {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    if (codeOf(error) !== "EEXIST" && codeOf(error) !== "ENOTDIR") throw notWritable(dir, error);
  }
  if (!isDirectory(dir)) {
    throw new StartupError(`DATA_DIR ${dir} is not a directory: set DATA_DIR to a folder (it is created if missing).`);
  }
  try {
    accessSync(dir, constants.W_OK);
  } catch (error) {
    throw notWritable(dir, error);
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return codeOf(error) === "EPERM";
  }
}

const readPid = (file: string) => {
  try {
    return Number.parseInt(readFileSync(file, "utf8"), 10);
  } catch {
    return Number.NaN;
  }
};

/**
 * Takes DATA_DIR for this process alone (the embedded database must never be opened by two:
 * each would see only its own writes). The lock file holds the owner's pid; a lock whose process
 * is gone (killed, crashed) is taken over. Answers the function that releases it.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, "server.lock");
  // Written under a name of its own, then linked: the lock never exists without its pid in it.
  const own = join(dir, `server.lock.${process.pid}`);
  writeFileSync(own, String(process.pid));
  try {
    for (;;) {
      try {
        linkSync(own, file);
        return () => {
          if (readPid(file) === process.pid) rmSync(file, { force: true });
        };
      } catch (error) {
        if (codeOf(error) !== "EEXIST") throw notWritable(dir, error);
      }
      const pid = readPid(file);
      if (pid !== process.pid && isAlive(pid)) {
        throw new StartupError(
          `DATA_DIR ${dir} is in use by another server process (pid ${pid}): stop that process first, or give this one its own DATA_DIR.`,
        );
      }
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(own, { force: true });
  }
}

/** Fails when the port is taken, before anything touches the data (port 0 is always free). */
export async function assertPortFree(host: string, port: number) {
  if (port === 0) return;
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once("error", reject);
      probe.listen({ host, port, exclusive: true }, resolve);
    });
  } catch (error) {
    const reason =
      codeOf(error) === "EADDRINUSE"
        ? "is already in use (is the server running already?)"
        : `cannot be used (${codeOf(error)})`;
    throw new StartupError(`Port ${port} on ${host} ${reason}: stop the other process or set PORT to a free port.`);
  } finally {
    await new Promise((resolve) => probe.close(resolve));
  }
}
