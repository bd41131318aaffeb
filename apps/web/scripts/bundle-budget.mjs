// The first screens' JavaScript budget (issue 19), run by `npm test`: builds the app into a temporary
// folder with Vite's manifest, and for each route adds up the files a browser must load before the
// screen is usable: the entry with its static imports (recursively) and the route's own lazy chunk
// with its static imports. Each file counts gzipped (node:zlib, level 9); chunks that only load later
// (dynamic imports: other screens, the editor, the calendar, pdf.js) do not. Sizes, not times. It also
// checks that the two largest files of each start with V8's compile hint (vite.config.ts).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";

/** Issue 19's budget for each first screen, in kB as Vite prints them (1,000 bytes). */
const BUDGET_KB = 200;
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
/** Each route's screen: the modules the router loads lazily for it (src/app/router.tsx). */
const ROUTES = {
  "/login": ["src/features/auth/routes/login-page.tsx"],
  "/": ["src/features/session/components/session-gate.tsx", "src/app/layout/app-layout.tsx", "src/app/start-route.tsx"],
};
/** Loaded before any screen renders (main.tsx): the first screens' texts of the larger language (lib/i18n.ts). */
const LANGUAGES = ["src/locales/en.ts", "src/locales/sv.ts"];

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), "web-budget-"));
try {
  await build({ root, logLevel: "error", build: { outDir, emptyOutDir: true, manifest: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8"));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);

  const staticClosure = (key, files = new Set()) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: is it still a lazy route?`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticClosure(imported, files);
    return files;
  };
  const hinted = (file) => readFileSync(join(outDir, file), "utf8").startsWith(`${COMPILE_HINT}\n`);
  const gzipped = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;

  let failed = false;
  const languageKb = (module) => [...staticClosure(module)].reduce((sum, file) => sum + gzipped(file), 0);
  const language = LANGUAGES.reduce((a, b) => (languageKb(a) >= languageKb(b) ? a : b));
  for (const [route, modules] of Object.entries(ROUTES)) {
    const closure = [language, ...modules].reduce(
      (files, module) => staticClosure(module, files),
      staticClosure(entry),
    );
    const files = [...closure].filter((file) => file.endsWith(".js"));
    const sizes = files.map((file) => [file, gzipped(file)]).sort((a, b) => b[1] - a[1]);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0) / 1000;
    const over = total > BUDGET_KB;
    // The largest files compile off the main thread while they load (vite.config.ts, compileHint).
    const unhinted = sizes.slice(0, 2).filter(([file]) => !hinted(file));
    failed ||= over || unhinted.length > 0;
    console.log(
      `${route}: ${total.toFixed(1)} kB gzipped JavaScript (budget ${BUDGET_KB} kB)${over ? " OVER BUDGET" : ""}`,
    );
    for (const [file] of unhinted) console.log(`  ${file} lacks V8's compile hint (${COMPILE_HINT})`);
    for (const [file, size] of sizes) {
      console.log(`  ${(size / 1000).toFixed(1).padStart(7)} kB  ${file}${hinted(file) ? "  (compile hint)" : ""}`);
    }
  }
  if (failed) {
    console.error(
      "A first screen loads more JavaScript than its budget, or its largest files without the compile hint (scripts/bundle-budget.mjs, issue 19).",
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
