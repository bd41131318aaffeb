import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Packages a process may never need: each loads with the first request that uses it (docs/benchmarks.md, "Memory"). */
const LOADED_ON_USE = [
  "@cantoo/pdf-lib",
  "@libpdf/core",
  "@pdf-lib/fontkit",
  "node-forge",
  "qrcode",
  "sharp",
  "yazl",
  "nodemailer",
  "@aws-sdk/client-s3",
  "@aws-sdk/lib-storage",
];

const server = fileURLToPath(new URL("..", import.meta.url));
let out = "";

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), "server-build-"));
  execFileSync(process.execPath, ["scripts/build.mjs", out], { cwd: server });
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** What a file of the build imports by `import … from` (loaded with it), and by `import()` (on use). */
function importsOf(file: string) {
  const text = readFileSync(join(out, file), "utf8");
  return {
    static: [...text.matchAll(/^import\s+(?:[^;]*?\s+from\s+)?"([^"]+)";/gm)].map((m) => m[1] ?? ""),
    dynamic: [...text.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1] ?? ""),
  };
}

/** The packages a process loads at start: the entry's static imports, through the chunks it imports statically. */
function loadedAtStart(entry: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(entry)) return packages;
  seen.add(entry);
  for (const from of importsOf(entry).static) {
    if (from.startsWith("./")) loadedAtStart(from.slice(2), seen, packages);
    else packages.add(from);
  }
  return packages;
}

describe("the built server", () => {
  it("loads the PDF, image, archive, mail and S3 libraries only when a request needs them", () => {
    const atStart = loadedAtStart("main.mjs");
    expect(atStart.has("fastify")).toBe(true);
    expect(LOADED_ON_USE.filter((name) => atStart.has(name))).toEqual([]);
  });

  it("still uses each of them, in a part it loads on use", () => {
    const files = readdirSync(out).filter((file) => file.endsWith(".mjs"));
    const used = new Set(files.flatMap((file) => [...importsOf(file).static, ...importsOf(file).dynamic]));
    expect(LOADED_ON_USE.filter((name) => !used.has(name))).toEqual([]);
  });
});
