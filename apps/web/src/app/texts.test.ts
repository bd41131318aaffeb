import { describe, expect, it } from "vitest";
import { FIRST_SCREEN_NAMESPACES } from "../lib/i18n";

// Every screen shows its texts at once: a lazy screen or part (`lazyPage(load, name, namespaces)`,
// `lazy(withTexts(load, namespaces))`) names the areas of texts its modules use, and they load with
// its code; everything else (the entry, the router, the shell) uses only the first screens' areas,
// which load before the app renders. A screen that forgot an area would show raw keys, or wait twice.
// The modules are read as text: a module's areas are its `useTranslation("area")` (none: "common"),
// `{ ns: "area" }` and `i18n.t(...)` ("common"); a module reaches what it imports, statically or by a
// plain `import()`, up to the next lazy screen or part, which is checked on its own.

const globbed = import.meta.glob<string>(
  ["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}", "!../test/**", "!../**/test-utils.ts"],
  { query: "?raw", import: "default", eager: true },
);
/** Each module's text by its path from src/app ("../lib/i18n.ts", "../app/router.tsx"). */
const sources: Record<string, string> = Object.fromEntries(
  Object.entries(globbed).map(([path, text]) => [path.replace(/^\.\//, "../app/"), text]),
);
const first = new Set<string>(FIRST_SCREEN_NAMESPACES);

/** "../app/x.tsx" and "../lib/y" → "../lib/y.ts" (as Vite resolves it). */
function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined;
  const parts = from.split("/").slice(0, -1);
  for (const part of spec.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  const base = parts.join("/");
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) => file in sources);
}

/** The text of a call from its opening parenthesis to the one that closes it. */
function callAt(text: string, open: number) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "(") depth += 1;
    if (text[i] === ")") depth -= 1;
    if (depth === 0) return text.slice(open, i + 1);
  }
  throw new Error("unbalanced call");
}

interface Lazy {
  where: string;
  module: string;
  namespaces: string[];
}

function read(file: string) {
  // Without comments, which may show these calls as examples.
  const text = (sources[file] ?? "").replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  const used = new Set<string>();
  for (const match of text.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const ns = /^\s*"(\w+)"\s*$/.exec(match[1] ?? "")?.[1] ?? (match[1]?.trim() === "" ? "common" : undefined);
    if (!ns) throw new Error(`${file}: useTranslation(${match[1]}) is not read by this test`);
    used.add(ns);
  }
  for (const match of text.matchAll(/\bns:\s*"(\w+)"/g)) used.add(match[1] ?? "");
  for (const match of text.matchAll(/\bi18n\.t\(([^)]*)\)/g)) if (!/\bns:/.test(match[1] ?? "")) used.add("common");

  const lazies: Lazy[] = [];
  const lazyText = new Set<string>();
  for (const match of text.matchAll(/\b(lazyPage|withTexts)\(/g)) {
    const call = callAt(text, (match.index ?? 0) + match[0].length - 1);
    const spec = /import\("([^"]+)"\)/.exec(call)?.[1];
    const list = [...call.matchAll(/\[([^[\]]*)\]/g)].at(-1)?.[1];
    const module = spec && resolve(file, spec);
    if (!module && file === "../app/lazy-page.tsx") continue; // lazyPage itself
    if (!module) throw new Error(`${file}: ${match[1]} without an import() of the app's module`);
    const namespaces = list === undefined ? [] : [...list.matchAll(/"(\w+)"/g)].map((m) => m[1] ?? "");
    const where = /\(\) => import\("[^"]+"\)(?:, "\w+")?/.exec(call.replace(/\s+/g, " ").replace("( ", "("))?.[0];
    lazies.push({ where: `${file.slice(3)}: ${where}`, module, namespaces });
    lazyText.add(call);
  }
  let rest = text;
  for (const call of lazyText) rest = rest.replace(call, "");
  const imports = [
    ...[...rest.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm)].map((m) => m[1] ?? ""),
    ...[...rest.matchAll(/^import\s+"([^"]+)"/gm)].map((m) => m[1] ?? ""),
    ...[...rest.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1] ?? ""),
  ]
    .map((spec) => resolve(file, spec))
    .filter((found): found is string => Boolean(found));
  return { used, lazies, imports };
}

/** The areas a module and what it reaches use, and the lazy screens and parts it reaches. */
function reach(module: string) {
  const seen = new Set<string>();
  const used = new Set<string>();
  const lazies: Lazy[] = [];
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const found = read(file);
    for (const ns of found.used) used.add(ns);
    lazies.push(...found.lazies);
    found.imports.forEach(walk);
  };
  walk(module);
  return { used, lazies };
}

/** Every lazy screen and part the app reaches, each once. */
function allLazies() {
  const found = new Map<string, Lazy>();
  const queue = reach("../main.tsx").lazies;
  while (queue.length > 0) {
    const lazy = queue.shift() as Lazy;
    if (found.has(lazy.where)) continue;
    found.set(lazy.where, lazy);
    queue.push(...reach(lazy.module).lazies);
  }
  return [...found.values()];
}

describe("the areas of texts each screen loads", () => {
  it("the entry, the router and the shell use only the first screens' areas", () => {
    const used = [...reach("../main.tsx").used].sort();
    expect(used.filter((ns) => !first.has(ns))).toEqual([]);
    expect(used).toContain("common");
  });

  const lazies = allLazies();

  it("reaches the screens of the router and the lazy parts", () => {
    expect(lazies.length).toBeGreaterThan(40);
    expect(lazies.map((lazy) => lazy.module)).toEqual(
      expect.arrayContaining(["../app/publication-routes.tsx", "../features/tasks/components/task-editor-modal.tsx"]),
    );
  });

  it.each(lazies.map((lazy) => [lazy.where, lazy] as const))(
    "%s names exactly the areas beyond the first screens' that its modules use",
    (_where, lazy) => {
      const used = [...reach(lazy.module).used].filter((ns) => !first.has(ns)).sort();
      expect([...lazy.namespaces].sort()).toEqual(used);
    },
  );
});
