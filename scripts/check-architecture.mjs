// The rules of docs/architecture.md that Biome cannot express, checked on every `npm run lint`:
// thin routes, module and feature boundaries, and error codes only from the contract.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "apps"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes("/dist/"));

const isTest = (file) => /\.test\.tsx?$|\/test\/|\/e2e\/|test-utils/.test(file);
const imports = (text) => [...text.matchAll(/from\s+"([^"]+)"/g)].map((match) => match[1]);
const errorCodes = (() => {
  const contract = readFileSync("packages/contract/src/errors.ts", "utf8");
  const start = contract.indexOf("export const ErrorCode = {");
  const block = contract.slice(start, contract.indexOf("} as const;", start));
  return new Set([...block.matchAll(/:\s*"([A-Z_]+)"/g)].map((match) => match[1]));
})();

const rules = [
  {
    name: "a routes file holds schema, guard and one service or query call: no drizzle-orm or db/schema",
    applies: (file) => /^apps\/server\/src\/modules\/.*\.routes\.ts$/.test(file),
    check: (_file, text) => imports(text).filter((from) => from === "drizzle-orm" || /\/db\/schema$/.test(from)),
  },
  {
    name: "a module uses another module only through its service or policy, never its routes or queries",
    applies: (file) => file.startsWith("apps/server/src/modules/") && !isTest(file),
    check: (_file, text) => imports(text).filter((from) => /^\.\.\/[\w-]+\/[\w.-]+\.(routes|queries)$/.test(from)),
  },
  {
    name: "a module opens transactions through plugins/tenant.ts (tenant.run, withUserScope, acrossMyCompanies, withCompany), never withTenant",
    applies: (file) => file.startsWith("apps/server/src/modules/") && !isTest(file),
    check: (_file, text) => (/\bwithTenant\(/.test(text) ? ["withTenant("] : []),
  },
  {
    name: "a file is received through lib/uploads.ts (limits, streaming to the store, the error answers), never @fastify/multipart",
    applies: (file) =>
      file.startsWith("apps/server/src/") && !isTest(file) && file !== "apps/server/src/lib/uploads.ts",
    check: (_file, text) => imports(text).filter((from) => from === "@fastify/multipart"),
  },
  {
    name: "a web feature never imports another feature (shared parts live in src/components or src/lib)",
    applies: (file) => file.startsWith("apps/web/src/features/"),
    check: (file, text) => {
      const feature = file.split("/")[4];
      return imports(text).filter((from) => {
        const target = from.startsWith(".") ? normalize(join(dirname(file), from)) : from;
        const parts = target.replace(/^@\//, "apps/web/src/").split("/");
        return parts[3] === "features" && parts[4] !== feature;
      });
    },
  },
  {
    name: "an error code is written as ErrorCode.X of the contract, never as a string",
    applies: (file) => !isTest(file),
    check: (_file, text) =>
      [...text.matchAll(/"([A-Z][A-Z_]{3,})"/g)].map((m) => m[1]).filter((s) => errorCodes.has(s)),
  },
  {
    name: "the web tells an API error by its code (errorText of lib/error-text.ts, or ErrorCode.X), never by its HTTP status or with the server's English message",
    applies: (file) => file.startsWith("apps/web/src/") && !isTest(file),
    check: (_file, text) => [
      ...[...text.matchAll(/\.status\s*[!=]==?\s*[1-5]\d\d\b/g)].map((m) => m[0]),
      ...[...text.matchAll(/(?<!["\w.])(?:error|failure)\.message\b/g)].map((m) => m[0]),
    ],
  },
  {
    name: "a light or subtle control takes a colour without a shade (Mantine paints a shaded light one solid in its text colour, and a shaded subtle one in shade 6, below AA; the theme keeps the unshaded ones AA)",
    applies: (file) => file.startsWith("apps/web/src/") && file.endsWith(".tsx"),
    check: (_file, text) =>
      // An opening tag: arrows (=>) and elements in its props ({<Icon />}) do not end it.
      [...text.matchAll(/<[A-Z]\w*\b(?:=>|<[^<>]*>|[^<>])*?>/gs)]
        .map((m) => m[0])
        .filter((tag) => /variant="(light|subtle)"/.test(tag) && /color="[a-z]+\.\d"/.test(tag))
        .map((tag) => tag.replace(/\s+/g, " ").slice(0, 80)),
  },
];

let failures = 0;
for (const file of files) {
  const text = readFileSync(file, "utf8");
  for (const rule of rules) {
    if (!rule.applies(file)) continue;
    for (const found of rule.check(file, text)) {
      failures += 1;
      console.error(`${file}: ${found}\n  ${rule.name}`);
    }
  }
}
if (failures > 0) {
  console.error(`\n${failures} architecture rule(s) broken (docs/architecture.md).`);
  process.exit(1);
}
console.log(`Architecture rules hold in ${files.length} files.`);
