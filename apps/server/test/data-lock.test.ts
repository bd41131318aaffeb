import { type ChildProcess, spawn } from "node:child_process";
import { linkSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LockFs, lockDataDir, StartupError } from "../src/startup";

const freshDir = () => mkdtempSync(join(tmpdir(), "ws-lock-"));
const child = fileURLToPath(new URL("./lock-child.ts", import.meta.url));

/** Processes that take the lock when told, each answering one line per command. */
function lockers(count: number) {
  return Array.from({ length: count }, () => {
    const process_ = spawn(process.execPath, ["--import", "tsx", child], { stdio: ["pipe", "pipe", "inherit"] });
    const lines: string[] = [];
    const waiting: ((line: string) => void)[] = [];
    createInterface({ input: process_.stdout as NonNullable<ChildProcess["stdout"]> }).on("line", (line) => {
      const next = waiting.shift();
      if (next) next(line);
      else lines.push(line);
    });
    const answer = () =>
      new Promise<string>((resolve) => {
        const line = lines.shift();
        if (line !== undefined) resolve(line);
        else waiting.push(resolve);
      });
    const send = (command: string) => {
      process_.stdin?.write(`${command}\n`);
      return answer();
    };
    return { process: process_, ready: answer(), send };
  });
}

describe("the data folder lock", () => {
  const processes = lockers(8);
  beforeAll(async () => {
    expect(await Promise.all(processes.map((p) => p.ready))).toEqual(Array(8).fill("ready"));
  }, 60_000);
  afterAll(() => {
    for (const p of processes) p.process.kill();
  });

  it("has exactly one owner when 8 processes take over a dead process's lock at the same moment, in each of 40 trials", async () => {
    const owners: number[] = [];
    for (let trial = 0; trial < 40; trial++) {
      const dir = freshDir();
      // A pid above the kernel's limit belongs to no process.
      writeFileSync(join(dir, "server.lock"), "99999999");
      const at = Date.now() + 100;
      const answers = await Promise.all(processes.map((p) => p.send(`take ${dir} ${at}`)));
      owners.push(answers.filter((answer) => answer === "owner").length);
      expect(answers.filter((answer) => answer !== "owner" && answer !== "busy")).toEqual([]);
      expect(await Promise.all(processes.map((p) => p.send("release")))).toEqual(Array(8).fill("released"));
      expect(readdirSync(dir)).toEqual([]);
    }
    expect(owners).toEqual(Array(40).fill(1));
  }, 120_000);

  it("takes over a lock whose pid now belongs to another program, or to another start of a process", async () => {
    const dir = freshDir();
    // This test's own process: alive, but not the start the lock names.
    writeFileSync(join(dir, "server.lock"), `${process.pid} 1`);
    const release = lockDataDir(dir);
    release();
    // A program that is not node holding the pid the lock names.
    const other = spawn("sleep", ["30"]);
    try {
      writeFileSync(join(dir, "server.lock"), String(other.pid));
      lockDataDir(dir)();
    } finally {
      other.kill();
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it("stops with one line naming the disk when it is full, and leaves no file behind", () => {
    const dir = freshDir();
    const full = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    // As a full disk does: the file is created, its content cannot be written.
    const fs: LockFs = {
      writeFileSync: (path) => {
        writeFileSync(path, "");
        throw full;
      },
      linkSync,
    };
    let error: unknown;
    try {
      lockDataDir(dir, fs);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toBe(
      `The disk of DATA_DIR ${dir} is full (ENOSPC): free space on it (or set DATA_DIR to a folder on another disk), then start again.`,
    );
    expect(readdirSync(dir)).toEqual([]);
  });
});
