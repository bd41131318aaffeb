import { execFileSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "./server-process";

// The embedded database, whatever the suite runs on; production skips the demo data.
const embedded = {
  DATABASE_URL: "",
  REDIS_URL: "",
  NODE_ENV: "production",
  KEYPASS_KEY: Buffer.alloc(32, 1).toString("base64"),
};
const root = fileURLToPath(new URL("../../..", import.meta.url));
const started: ReturnType<typeof startServer>[] = [];
const start = (...args: Parameters<typeof startServer>) => {
  const server = startServer(...args);
  started.push(server);
  return server;
};
const freshDir = () => mkdtempSync(join(tmpdir(), "ws-process-"));
/** What the operator sees when start-up fails: exit code 1 and one line on stderr. */
async function failure(server: ReturnType<typeof startServer>) {
  const { code } = await server.exited;
  const lines = server.stderr().trim().split("\n");
  return { code, lines };
}
const serving = async (url: string) => (await fetch(`${url}/health`)).status;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(() => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill("SIGKILL");
});

describe("one embedded data directory, one process", () => {
  it("a second server on the same DATA_DIR stops with a message naming the directory and the first pid", async () => {
    const dir = freshDir();
    const first = start({ ...embedded, DATA_DIR: dir });
    const url = await first.address;
    const second = start({ ...embedded, DATA_DIR: dir });
    const { code, lines } = await failure(second);
    expect(code).toBe(1);
    expect(lines).toEqual([
      `DATA_DIR ${dir} is in use by another server process (pid ${first.child.pid}): stop that process first, or give this one its own DATA_DIR.`,
    ]);
    expect(await serving(url)).toBe(200);
    first.child.kill("SIGTERM");
    expect((await first.exited).code).toBe(0);
    expect(existsSync(join(dir, "server.lock"))).toBe(false);
  }, 90_000);

  it("a lock left by a process that is gone does not stop the next start", async () => {
    const dir = freshDir();
    // A pid above the kernel's limit belongs to no process.
    writeFileSync(join(dir, "server.lock"), "99999999");
    const server = start({ ...embedded, DATA_DIR: dir });
    expect(await serving(await server.address)).toBe(200);
    server.child.kill("SIGTERM");
    await server.exited;
  }, 90_000);

  it("a start on a busy port stops before it touches DATA_DIR", async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen({ host: "127.0.0.1", port: 0 }, resolve));
    const dir = freshDir();
    try {
      const port = (busy.address() as AddressInfo).port;
      const server = start({ ...embedded, DATA_DIR: dir, PORT: String(port) });
      const { code, lines } = await failure(server);
      expect(code).toBe(1);
      expect(lines).toEqual([
        `Port ${port} on 127.0.0.1 is already in use (is the server running already?): stop the other process or set PORT to a free port.`,
      ]);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      busy.close();
    }
  }, 60_000);
});

describe("stopping npm start", () => {
  const startScript = [process.execPath, join(root, "scripts/start.mjs")];
  // WEB_DIST set: start.mjs serves that folder and does not build the web app.
  const env = () => ({ ...embedded, DATA_DIR: freshDir(), WEB_DIST: freshDir() });
  const stopped = async (url: string) =>
    fetch(`${url}/health`).then(
      () => false,
      () => true,
    );

  it("SIGTERM to scripts/start.mjs ends the server it started and exits with its code", async () => {
    const server = start(env(), { command: startScript, cwd: root });
    const url = await server.address;
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(await stopped(url)).toBe(true);
  }, 90_000);

  it("SIGTERM to the shell npm runs it in ends the server too", async () => {
    const { DATA_DIR, ...rest } = env();
    const server = start(
      { ...rest, DATA_DIR },
      { command: ["sh", "-c", `"${startScript[0]}" "${startScript[1]}"; echo never`], cwd: root },
    );
    const url = await server.address;
    server.child.kill("SIGTERM");
    await server.exited;
    await expect.poll(() => stopped(url), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => existsSync(join(DATA_DIR, "server.lock")), { timeout: 15_000 }).toBe(false);
  }, 90_000);
});

describe("stopping npm start itself", () => {
  it("SIGTERM to npm start: npm ends only once its server has stopped and let DATA_DIR go", async () => {
    const DATA_DIR = freshDir();
    const server = start({ ...embedded, DATA_DIR, WEB_DIST: freshDir() }, { command: ["npm", "start"], cwd: root });
    await server.address;
    const serverPid = Number.parseInt(readFileSync(join(DATA_DIR, "server.lock"), "utf8"), 10);
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // An immediate restart finds the folder free.
    expect(alive(serverPid)).toBe(false);
    expect(existsSync(join(DATA_DIR, "server.lock"))).toBe(false);
  }, 120_000);
});

describe("start-up errors", () => {
  it("DATA_DIR that is a file, or inside one: one line, exit code 1", async () => {
    const file = join(freshDir(), "data");
    writeFileSync(file, "");
    for (const dir of [file, join(file, "inside")]) {
      const { code, lines } = await failure(start({ ...embedded, DATA_DIR: dir }));
      expect(code).toBe(1);
      expect(lines).toEqual([
        `DATA_DIR ${dir} is not a directory: set DATA_DIR to a folder (it is created if missing).`,
      ]);
    }
  }, 60_000);

  it("DATA_DIR this process may not write to: one line, exit code 1", async () => {
    const dir = join(freshDir(), "data");
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    // Root may write anywhere: the server runs as nobody, the folder stays root's.
    const { code, lines } = await failure(start({ ...embedded, DATA_DIR: dir }, { uid: 65534, gid: 65534 }));
    expect(code).toBe(1);
    expect(lines).toEqual([
      `DATA_DIR ${dir} is not writable by this process (EACCES): give it write permission or set DATA_DIR to a writable folder.`,
    ]);
  }, 60_000);

  it("a damaged embedded database: one line naming the folder and what to do, exit code 1", async () => {
    const dir = freshDir();
    mkdirSync(join(dir, "pgdata", "global"), { recursive: true });
    writeFileSync(join(dir, "pgdata", "PG_VERSION"), "17\n");
    writeFileSync(join(dir, "pgdata", "global", "pg_control"), Buffer.alloc(8192, 7));
    const { code, lines } = await failure(start({ ...embedded, DATA_DIR: dir }));
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`The embedded database in ${join(dir, "pgdata")} cannot be opened`);
    expect(lines[0]).toContain("Restore DATA_DIR from a backup");
    expect(existsSync(join(dir, "server.lock"))).toBe(false);
  }, 60_000);
});

describe("a full disk under the embedded database", () => {
  // A real small disk: a tmpfs (the tests run as root, as CI does).
  const dir = freshDir();
  beforeAll(() => execFileSync("mount", ["-t", "tmpfs", "-o", "size=160m", "tmpfs", dir]));
  afterAll(() => execFileSync("umount", ["--lazy", dir]));

  it("refuses writes with 507 and a log line (signing in still works), /health says why, and both recover when space is back", async () => {
    // NODE_ENV test: the demo data, so there is someone to sign in.
    const server = start({ ...embedded, NODE_ENV: "test", DATA_DIR: dir, DISK_RESERVE_MB: "16" });
    const url = await server.address;
    const signIn = () =>
      fetch(`${url}/api/authorize?appId=web`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "admin@demo.test", password: "demo1234" }),
      });
    expect((await signIn()).status).toBe(200);

    const filler = join(dir, "filler");
    try {
      writeFileSync(filler, Buffer.alloc(200 * 1024 * 1024));
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
    }
    // A session is a tiny row: signing in and out work below the reserve (plugins/disk.ts).
    const session = await signIn();
    expect(session.status).toBe(200);
    const { token } = (await session.json()) as { token: string };
    const signOut = await fetch(`${url}/api/logout`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(signOut.status).toBe(200);
    const refused = await fetch(`${url}/api/users/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ Email: "admin@demo.test" }),
    });
    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({
      code: "STORAGE_FULL",
      message: "The server's disk is full: nothing was saved. Ask the administrator to free space, then try again.",
    });
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      code: "UNAVAILABLE",
      message: expect.stringContaining(`the disk of ${dir} is full`),
    });
    // The log line comes through the process's stdout, which may arrive after the HTTP answer.
    await server.printed("Refusing writes: the disk of");

    rmSync(filler);
    expect((await signIn()).status).toBe(200);
    expect((await fetch(`${url}/health`)).status).toBe(200);
    await server.printed("Disk space is back: taking writes again.");
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
  }, 120_000);
});
