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
  const waiting: { text: string; resolve: () => void }[] = [];
  const onOutput = () => {
    for (const w of waiting.filter((w) => `${out}${err}`.includes(w.text))) w.resolve();
  };
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const address = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) resolve(match[1]);
      onOutput();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      err += chunk.toString();
      onOutput();
    });
    exited.then(({ code }) => reject(new Error(`server exited with ${code}: ${out}${err}`)));
  });
  address.catch(() => undefined);
  /** Resolves once the process has printed text. */
  const printed = (text: string) =>
    new Promise<void>((resolve) => {
      waiting.push({ text, resolve });
      onOutput();
    });
  return { child, address, exited, printed, stdout: () => out, stderr: () => err };
}
