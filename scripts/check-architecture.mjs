// Runs the rules of scripts/architecture-rules.mjs (docs/architecture.md) on every file of apps/,
// on every `npm run lint`.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { architectureRules, errorCodesOf, violations } from "./architecture-rules.mjs";

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "apps"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes("/dist/"));

const rules = architectureRules({ errorCodes: errorCodesOf(readFileSync("packages/contract/src/errors.ts", "utf8")) });
const found = violations(
  rules,
  files.map((file) => ({ file, text: readFileSync(file, "utf8") })),
);
for (const { file, found: what, rule } of found) console.error(`${file}: ${what}\n  ${rule}`);
if (found.length > 0) {
  console.error(`\n${found.length} architecture rule(s) broken (docs/architecture.md).`);
  process.exit(1);
}
console.log(`Architecture rules hold in ${files.length} files.`);
