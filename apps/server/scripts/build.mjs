// npm run build -w apps/server: the server as plain JavaScript in dist/, run by `npm start`, the
// image and the browser tests. Running the TypeScript sources through tsx costs about 200 MB of
// memory per process (its loader thread and transforms; docs/benchmarks.md, "Memory"): the build
// takes about a second. Packages stay in node_modules; only our own code (and the contract's
// sources) is bundled. The migrations are copied next to the bundle, where db/client.ts looks.
import { cpSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(`${root}package.json`, "utf8"));
const packages = [...Object.keys(dependencies), ...Object.keys(devDependencies)].filter(
  (name) => name !== "@app/contract",
);

/** `node scripts/build.mjs [folder]`: dist/ unless another folder is named (test/build.test.ts). */
const outdir = process.argv[2] ?? "dist";

// Files are overwritten in place, not removed first: a server already running from dist/ keeps going.
await build({
  absWorkingDir: root,
  // The server; the bench's server process (bench/server.ts), so the bench measures what production runs.
  entryPoints: { main: "src/main.ts", "bench-server": "bench/server.ts" },
  outdir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // What a process may never need (the PDF, image, archive, mail and S3 libraries) is imported with
  // `await import()`: split into chunks of its own, so its packages load on first use (docs/benchmarks.md, "Memory").
  splitting: true,
  sourcemap: true,
  // A package's subpaths too ("drizzle-orm/pg-core", "@electric-sql/pglite/contrib/pg_trgm").
  external: packages.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});
cpSync(`${root}src/db/migrations`, resolve(root, outdir, "migrations"), { recursive: true });
