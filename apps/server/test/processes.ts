import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const main = fileURLToPath(new URL("../src/main.ts", import.meta.url));

/** Starts a real server process and answers its address once it listens. */
export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    env: { ...process.env, ...env, PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const address = new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return { child, address };
}
