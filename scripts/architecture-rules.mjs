// The rules of docs/architecture.md that Biome cannot express: thin routes, module and feature
// boundaries, the shapes of services, queries and jobs, and error codes only from the contract.
// scripts/check-architecture.mjs runs them on the tree; apps/server/test/architecture.test.ts plants
// a violation of each in a small text and sees it fail.
import { dirname, join, normalize } from "node:path";

export const isTest = (file) => /\.test\.tsx?$|\/test\/|\/e2e\/|test-utils/.test(file);
export const imports = (text) => [...text.matchAll(/from\s+"([^"]+)"/g)].map((match) => match[1]);

/** The error codes of the contract's `ErrorCode` block, from the text of packages/contract/src/errors.ts. */
export function errorCodesOf(contract) {
  const start = contract.indexOf("export const ErrorCode = {");
  const block = contract.slice(start, contract.indexOf("} as const;", start));
  return new Set([...block.matchAll(/:\s*"([A-Z_]+)"/g)].map((match) => match[1]));
}

const SERVER = "apps/server/src/";
const isService = (file) => /^apps\/server\/src\/modules\/.*\.service\.ts$/.test(file) && !isTest(file);
const isJob = (file) =>
  /^apps\/server\/src\/jobs\/[\w-]+\.ts$/.test(file) && !isTest(file) && file !== `${SERVER}jobs/schedule.ts`;
const drizzle = (from) => from === "drizzle-orm" || from.startsWith("drizzle-orm/") || /\/db\/schema(\/|$)/.test(from);
const sqlTemplates = (text) => [...text.matchAll(/\bsql(?:\.raw)?`/g)].map((m) => m[0]);
const calls = (text, names) =>
  [...text.matchAll(new RegExp(`(?:\\.|\\b)(?:${names.join("|")})\\(`, "g"))].map((m) => m[0]);

/**
 * Public lookups: the only modules' services that run without a company or a signed-in user, so
 * open their own transaction, with every company in scope (withSystem). Each is named, with why.
 */
export const PUBLIC_LOOKUPS = new Map([
  [
    `${SERVER}modules/esign/esign-verify.service.ts`,
    "anyone holding a sealed PDF checks it by its code, unauthenticated: no company or user gives a scope",
  ],
]);

/** The marker a file of src longer than MAX_LINES carries near its top, in a comment saying why. */
export const LONG_FILE_MARKER = "longer than 400 lines because";
export const MAX_LINES = 400;

export function architectureRules({ errorCodes }) {
  return [
    {
      name: "a routes file holds schema, guard and one service or query call: no drizzle-orm or db/schema",
      applies: (file) => /^apps\/server\/src\/modules\/.*\.routes\.ts$/.test(file),
      check: (_file, text) => imports(text).filter((from) => from === "drizzle-orm" || /\/db\/schema$/.test(from)),
    },
    {
      name: "a module uses another module only through its service or policy, never its routes or queries",
      applies: (file) => file.startsWith(`${SERVER}modules/`) && !isTest(file),
      check: (_file, text) => imports(text).filter((from) => /^\.\.\/[\w-]+\/[\w.-]+\.(routes|queries)$/.test(from)),
    },
    {
      name: "a module opens transactions through plugins/tenant.ts (tenant.run, withUserScope, acrossMyCompanies, withCompany), never withTenant",
      applies: (file) => file.startsWith(`${SERVER}modules/`) && !isTest(file),
      check: (_file, text) => (/\bwithTenant\(/.test(text) ? ["withTenant("] : []),
    },
    {
      name: "a service holds the steps and rules, its queries file the SQL: no drizzle-orm, db/schema, db/sql or sql`` in a *.service.ts",
      applies: isService,
      check: (_file, text) => [
        ...imports(text).filter((from) => drizzle(from) || /\/db\/sql$/.test(from)),
        ...sqlTemplates(text),
      ],
    },
    {
      name: "a service does not re-export its queries: another module calls a service function (which may call the query), a routes file its own queries",
      applies: isService,
      check: (_file, text) => {
        const fromQueries = new Set();
        for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"[^"]*\.queries"/g))
          for (const part of m[1].split(",")) {
            const name = part
              .trim()
              .split(/\s+as\s+/)
              .at(-1)
              ?.replace(/^type\s+/, "");
            if (name) fromQueries.add(name);
          }
        for (const m of text.matchAll(/import\s+\*\s+as\s+(\w+)\s+from\s+"[^"]*\.queries"/g)) fromQueries.add(m[1]);
        const local = [...text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}(?!\s*from)/g)].flatMap((m) =>
          m[1]
            .split(",")
            .map((part) =>
              part
                .trim()
                .split(/\s+as\s+/)[0]
                ?.replace(/^type\s+/, ""),
            )
            .filter((name) => name && fromQueries.has(name)),
        );
        const aliases = [...text.matchAll(/export\s+const\s+\w+\s*=\s*(\w+)(?:\.\w+)?\s*;/g)]
          .filter((m) => fromQueries.has(m[1]))
          .map((m) => m[0]);
        return [
          ...[...text.matchAll(/export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s+from\s+"[^"]*\.queries"/g)].map((m) =>
            m[0].replace(/\s+/g, " "),
          ),
          ...local.map((name) => `export { ${name} }`),
          ...aliases,
        ];
      },
    },
    {
      name: "a service re-exports nothing of another file (no stopgap re-exports): a caller imports a function from the service or policy it lives in",
      applies: isService,
      check: (_file, text) =>
        [...text.matchAll(/export\s+(?!type\b)(?:\*|\{[^}]*\})\s+from\s+"(\.[^"]*)"/g)]
          .filter((m) => !m[1].endsWith(".queries"))
          .map((m) => m[0].replace(/\s+/g, " ")),
    },
    {
      name: "a service never opens its own transaction: it takes the tx first, given by the route's scope (tenant.run, withUserScope, acrossMyCompanies, acrossMyMemberships, withCompany, withAccount; a counting step's refusal thrown by the route after it committed) or by a job; tenant.run is the route's, not the service's",
      applies: (file) => isService(file) && !PUBLIC_LOOKUPS.has(file),
      check: (_file, text) => [
        ...calls(text, [
          "transaction",
          "withUserScope",
          "acrossMyCompanies",
          "acrossMyMemberships",
          "withCompany",
          "withAccount",
          "withSystem",
          "withTenant",
        ]).filter((call) => call !== "transaction("),
        ...[...text.matchAll(/\b[tT]enant\??\.run\(/g)].map((m) => m[0]),
      ],
    },
    {
      name: "withSystem (every company in scope) only in a scheduled job (jobs/) or a named public lookup (PUBLIC_LOOKUPS in scripts/architecture-rules.mjs)",
      applies: (file) =>
        file.startsWith(SERVER) &&
        !isTest(file) &&
        !file.startsWith(`${SERVER}jobs/`) &&
        file !== `${SERVER}db/system.ts` &&
        !PUBLIC_LOOKUPS.has(file),
      check: (_file, text) => calls(text, ["withSystem"]),
    },
    {
      name: "main.ts schedules work only through the schedule functions of jobs/<name>.ts: no job() of its own, nothing of a module",
      applies: (file) => file === `${SERVER}main.ts`,
      check: (_file, text) => [
        ...calls(text, ["job"]).filter((call) => call === "job("),
        ...imports(text).filter((from) => from === "./jobs/schedule" || from.startsWith("./modules/")),
      ],
    },
    {
      name: "a job (jobs/<name>.ts) runs a module's service through job() of jobs/schedule.ts and gives it its transaction: no drizzle-orm, db/schema or sql`` of its own",
      applies: isJob,
      check: (_file, text) => [
        ...imports(text).filter(drizzle),
        ...sqlTemplates(text),
        ...(imports(text).includes("./schedule") && /\bjob\(/.test(text) ? [] : ['no job() from "./schedule"']),
      ],
    },
    {
      name: `a file of src has at most ${MAX_LINES} lines, or says near its top why not (a comment with "${LONG_FILE_MARKER}")`,
      applies: (file) =>
        /^apps\/[\w-]+\/src\//.test(file) &&
        !isTest(file) &&
        !file.includes("/migrations/") &&
        !/\.d\.ts$|\.gen\.tsx?$/.test(file),
      check: (_file, text) => {
        const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
        if (lines <= MAX_LINES) return [];
        const top = text.split("\n").slice(0, 30).join("\n");
        return new RegExp(`(//|\\*).*${LONG_FILE_MARKER}`).test(top) ? [] : [`${lines} lines`];
      },
    },
    {
      name: "a file is received through lib/uploads.ts (limits, streaming to the store, the error answers), never @fastify/multipart",
      applies: (file) => file.startsWith(SERVER) && !isTest(file) && file !== `${SERVER}lib/uploads.ts`,
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
}

/** Each broken rule in the given files: `{ file, found, rule }`. */
export function violations(rules, files) {
  const found = [];
  for (const { file, text } of files)
    for (const rule of rules) {
      if (!rule.applies(file)) continue;
      for (const what of rule.check(file, text)) found.push({ file, found: what, rule: rule.name });
    }
  return found;
}
