// npm run test:e2e (after the build of the web app and the server, `npm run build`): starts the
// real server as production runs it on a free port with a fresh embedded database and demo data,
// runs Playwright against it, then stops it.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("../../..", import.meta.url).pathname;

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), "ws-e2e-"));
const serverLog = join(dataDir, "server.log");
const log = createWriteStream(serverLog);

const { DATABASE_URL: _fresh, ...env } = process.env;
if (!existsSync(join(root, "apps/server/dist/main.mjs"))) throw new Error("no server build: run `npm run build` first");
const server = spawn(process.execPath, ["--enable-source-maps", "dist/main.mjs"], {
  cwd: join(root, "apps/server"),
  env: {
    ...env,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    // E2E_WEB_DIST lets parallel runs each test their own build.
    WEB_DIST: process.env.E2E_WEB_DIST ?? join(root, "apps/web/dist"),
    LOG_LEVEL: "info",
    // Many specs sign in within a minute; the limit itself is tested by the server tests.
    AUTH_RATE_LIMIT: "1000",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.pipe(log);
server.stderr.pipe(log);

const baseUrl = `http://127.0.0.1:${port}`;
// The start migrates a fresh database and seeds the demo data: about 30 s on a quiet machine, two
// minutes on a busy one.
async function waitForServer() {
  for (let i = 0; i < 960; i++) {
    if (server.exitCode !== null) throw new Error(`server exited early, see ${serverLog}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start within 240 s");
}

let code = 1;
try {
  await waitForServer();
  const args = ["playwright", "test", "-c", join(root, "apps/web/e2e/playwright.config.ts"), ...process.argv.slice(2)];
  const runner = spawn("npx", args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_SERVER_LOG: serverLog },
  });
  code = await new Promise((resolve) => runner.on("exit", (c) => resolve(c ?? 1)));
} catch (error) {
  console.error(error);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  if (code !== 0) console.error(`Server log kept at ${serverLog}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
