import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const main = fileURLToPath(new URL("../src/main.ts", import.meta.url));

/** Starts a real server process and answers its address once it listens. */
export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const waiting: { text: string; resolve: () => void }[] = [];
  const onOutput = (chunk: Buffer) => {
    out += chunk.toString();
    for (const w of waiting.filter((w) => out.includes(w.text))) w.resolve();
  };
  child.stdout?.on("data", onOutput);
  child.stderr?.on("data", onOutput);
  const address = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", () => {
      const match = out.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  /** Resolves once the process has printed text. */
  const printed = (text: string) =>
    new Promise<void>((resolve) => (out.includes(text) ? resolve() : waiting.push({ text, resolve })));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, address, printed, exited };
}
