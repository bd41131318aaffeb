// npm run build -w apps/server: the server as plain JavaScript in dist/, run by `npm start`, the
// image and the browser tests. Running the TypeScript sources through tsx costs about 200 MB of
// memory per process (its loader thread and transforms; docs/benchmarks.md, "Memory"): the build
// takes about a second. Packages stay in node_modules; only our own code (and the contract's
// sources) is bundled. The migrations are copied next to the bundle, where db/client.ts looks.
import { cpSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(`${root}package.json`, "utf8"));
const packages = [...Object.keys(dependencies), ...Object.keys(devDependencies)].filter(
  (name) => name !== "@app/contract",
);

// Files are overwritten in place, not removed first: a server already running from dist/ keeps going.
await build({
  absWorkingDir: root,
  // The server; the bench's server process (bench/server.ts), so the bench measures what production runs.
  entryPoints: { main: "src/main.ts", "bench-server": "bench/server.ts" },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  // A package's subpaths too ("drizzle-orm/pg-core", "@electric-sql/pglite/contrib/pg_trgm").
  external: packages.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});
cpSync(`${root}src/db/migrations`, `${root}dist/migrations`, { recursive: true });
