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

const readProc = (pid: number, file: string) => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return undefined;
  }
};

/** When the process started (clock ticks since boot, /proc/<pid>/stat); "" where there is no /proc. */
const startTimeOf = (pid: number) => readProc(pid, "stat")?.split(") ")[1]?.split(" ")[19] ?? "";

/** A lock's content: the owner's pid and start time, so a pid that came back with another process is told apart. */
const holder = () => `${process.pid} ${startTimeOf(process.pid)}`;

/**
 * Whether the process a lock names still runs: the pid is alive, started when the lock says (after a
 * reboot or in a restarted container the same pid is another process), and is a node process.
 */
function running(content: string) {
  const [pidText = "", start = ""] = content.trim().split(" ");
  const pid = Number.parseInt(pidText, 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false;
  const now = startTimeOf(pid);
  if (now === "") return pid !== process.pid; // no /proc: the pid is all there is to go by
  const command = readProc(pid, "cmdline") ?? "";
  return (start === "" ? pid !== process.pid : start === now) && /node/.test(command);
}

const readLock = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};

/** The file system calls the lock makes (a test gives one that fails as a full disk would). */
export interface LockFs {
  writeFileSync(path: string, data: string): void;
  linkSync(existing: string, path: string): void;
}

const realFs: LockFs = { writeFileSync, linkSync };

function diskFullOrNotWritable(dir: string, error: unknown) {
  return codeOf(error) === "ENOSPC" || codeOf(error) === "EDQUOT"
    ? new StartupError(
        `The disk of DATA_DIR ${dir} is full (${codeOf(error)}): free space on it (or set DATA_DIR to a folder on another disk), then start again.`,
      )
    : notWritable(dir, error);
}

/**
 * Takes path for this process: links a file holding this process's pid and start time to path.
 * When path names a process that no longer runs, the one process that creates the takeover file
 * of that very content (O_EXCL, itself a lock taken the same way) removes it; the others try
 * again and find the new owner. Answers the content of a running owner, or undefined once taken.
 */
function take(path: string, own: string, fs: LockFs, dir: string): string | undefined {
  for (;;) {
    try {
      fs.linkSync(own, path);
      return undefined;
    } catch (error) {
      if (codeOf(error) !== "EEXIST") throw diskFullOrNotWritable(dir, error);
    }
    const content = readLock(path);
    if (content === undefined) continue; // removed meanwhile: try again
    if (running(content)) return content;
    const takeover = `${path}.takeover-${content.trim().replaceAll(" ", "-") || "empty"}`;
    if (take(takeover, own, fs, dir) !== undefined) continue; // another process is taking it over
    try {
      // Only the holder of this takeover removes a lock of this content, so it is still that one.
      if (readLock(path) === content) rmSync(path, { force: true });
    } finally {
      rmSync(takeover, { force: true });
    }
  }
}

/**
 * Takes DATA_DIR for this process alone (the embedded database must never be opened by two:
 * each would see only its own writes). The lock file holds the owner's pid and start time; a lock
 * whose process is gone (killed, crashed, or its pid now another program's) is taken over, by one
 * of several processes starting at once. Answers the function that releases it.
 */
export function lockDataDir(dir: string, fs: LockFs = realFs): () => void {
  const file = join(dir, "server.lock");
  // Written under a name of its own, then linked: the lock never exists without its owner in it.
  const own = join(dir, `server.lock.${process.pid}`);
  const content = holder();
  try {
    fs.writeFileSync(own, content);
    const owner = take(file, own, fs, dir);
    if (owner !== undefined) {
      throw new StartupError(
        `DATA_DIR ${dir} is in use by another server process (pid ${Number.parseInt(owner, 10)}): stop that process first, or give this one its own DATA_DIR.`,
      );
    }
  } catch (error) {
    throw error instanceof StartupError ? error : diskFullOrNotWritable(dir, error);
  } finally {
    rmSync(own, { force: true });
  }
  return () => {
    if (readLock(file) === content) rmSync(file, { force: true });
  };
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
