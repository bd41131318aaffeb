import { type SpawnOptions, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const main = fileURLToPath(new URL("../src/main.ts", import.meta.url));

/**
 * Starts a real server process (by default src/main.ts; command runs something else, such as
 * scripts/start.mjs). address answers once it listens; exited once it ends.
 */
export function startServer(env: Record<string, string>, options: { command?: string[] } & SpawnOptions = {}) {
  const { command = [process.execPath, "--import", "tsx", main], ...spawnOptions } = options;
  const [file = "", ...args] = command;
  const child = spawn(file, args, {
    ...spawnOptions,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const address = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      err += chunk.toString();
    });
    exited.then(({ code }) => reject(new Error(`server exited with ${code}: ${out}${err}`)));
  });
  address.catch(() => undefined);
  return { child, address, exited, stdout: () => out, stderr: () => err };
}
