import { type ChildProcess, execFileSync, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { BENCH_PASSWORD } from "./seed";

export interface RunningApp {
  baseUrl: string;
  /** The app's process (for its memory). */
  pid: number;
  stop(): Promise<void>;
}

/** BENCH_PROFILE=dir: the app process writes a V8 CPU profile there when it stops (open it in Chrome's DevTools). */
const profileDir = process.env.BENCH_PROFILE;

let built = false;

/**
 * Starts bench/server.ts (the real app on databaseUrl) in a child process, built as production
 * runs it (scripts/build.mjs, once per bench); with redisUrl its realtime server shares fan-out
 * with other processes through Redis (as REDIS_URL does).
 */
export async function startApp(
  databaseUrl: string,
  options: { redisUrl?: string; env?: Record<string, string> } = {},
): Promise<RunningApp> {
  if (!built) {
    execFileSync(process.execPath, [fileURLToPath(new URL("../scripts/build.mjs", import.meta.url))], {
      stdio: "inherit",
    });
    built = true;
  }
  const child: ChildProcess = fork(fileURLToPath(new URL("../dist/bench-server.mjs", import.meta.url)), [], {
    execArgv: ["--enable-source-maps", ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [])],
    env: { ...process.env, ...options.env, BENCH_DATABASE_URL: databaseUrl, BENCH_REDIS_URL: options.redisUrl ?? "" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the app did not start within 60 s")), 60_000);
    child.once("message", (message: { port: number }) => {
      clearTimeout(timer);
      resolve(message.port);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the app exited (${code}) before listening`));
    });
  });
  if (child.pid === undefined) throw new Error("the app has no process id");
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => stopChild(child),
  };
}

/** Ends a child process: SIGTERM, SIGKILL after 10 s; resolves once it has exited. */
export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });

/** Signs a seeded user in through the app's API: its token and the headers its requests carry. */
export async function signIn(app: RunningApp, email: string) {
  const signIn = await fetch(`${app.baseUrl}/api/authorize?appId=web`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token?: string };
  if (!token) throw new Error(`sign-in failed (${signIn.status})`);
  // As a browser asks: the app compresses what it answers (app.ts), so the bench pays for it as production does.
  return { token, headers: { authorization: `Bearer ${token}`, "accept-encoding": "br, gzip" } };
}
