// npm start: builds the web app when it is missing or older than its sources (unless WEB_DIST
// names a build of its own) and the server (apps/server/dist, about a second), then serves the API
// and the built app on one port (the server migrates and seeds on its own). Stopping this process
// stops the server, and this process ends only once the server has (package.json's `exec` makes
// this script npm's own child: npm forwards SIGTERM to it and waits for it).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const built = join(root, "apps/web/dist/index.html");
const sources = ["apps/web/src", "apps/web/index.html", "apps/web/vite.config.ts", "packages/contract/src"];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const stale =
  !process.env.WEB_DIST &&
  (!existsSync(built) ||
    sources.some((source) => existsSync(join(root, source)) && newest(join(root, source)) > statSync(built).mtimeMs));
if (stale) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverBuild = spawnSync(process.execPath, [join(root, "apps/server/scripts/build.mjs")], { stdio: "inherit" });
if (serverBuild.status !== 0) process.exit(serverBuild.status ?? 1);

const server = spawn(process.execPath, ["--enable-source-maps", "dist/main.mjs"], {
  cwd: join(root, "apps/server"),
  stdio: "inherit",
  env: {
    ...process.env,
    WEB_DIST: process.env.WEB_DIST ?? join(root, "apps/web/dist"),
    DATA_DIR: process.env.DATA_DIR ?? join(root, "data"),
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
// Run without `exec` (an older package.json, a shell of one's own) a shell that is signalled ends
// without passing it on: when it is gone this process has a new parent, and stops the server as if
// it had been signalled.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill("SIGTERM");
}, 500).unref();
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1)));
