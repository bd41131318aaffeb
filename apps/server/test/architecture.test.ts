import { describe, expect, it } from "vitest";
import {
  architectureRules,
  LONG_FILE_MARKER,
  PUBLIC_LOOKUPS,
  violations,
} from "../../../scripts/architecture-rules.mjs";

// Each shape rule of scripts/architecture-rules.mjs (run on the tree by `npm run lint`) with a
// violation planted in a small text: the rule names it, and the same file written the right way passes.
const rules = architectureRules({ errorCodes: new Set(["NOT_FOUND"]) });
const broken = (file: string, text: string) => violations(rules, [{ file, text }]);
const found = (file: string, text: string) => broken(file, text).map((v) => v.found);
const rulesBroken = (file: string, text: string) => [...new Set(broken(file, text).map((v) => v.rule))];

const service = "apps/server/src/modules/things/things.service.ts";
const cleanService = `import type { Tx } from "../../db/client";
import * as q from "./things.queries";
import { findThing } from "./things.queries";

export async function renameThing(tx: Tx, companyId: string, id: string, name: string) {
  const thing = await findThing(tx, companyId, id);
  if (!thing) return null;
  return q.rename(tx, companyId, id, name);
}

/** Another module reads a thing through this. */
export const thingOf = (tx: Tx, companyId: string, id: string) => findThing(tx, companyId, id);
`;

describe("the architecture rules", () => {
  it("pass a service, a job and main.ts written in the shapes of docs/architecture.md", () => {
    expect(broken(service, cleanService)).toEqual([]);
    expect(
      broken(
        "apps/server/src/jobs/thing-sweep.ts",
        `import { withSystem } from "../db/system";
import { sweepThings } from "../modules/things/things.service";
import { job } from "./schedule";
export function scheduleThingSweep(deps: Deps, log: Log) {
  return job(log, "thing sweep", () => withSystem(deps.db, (tx) => sweepThings(tx))).start(60_000);
}
`,
      ),
    ).toEqual([]);
    expect(
      broken(
        "apps/server/src/main.ts",
        `import { scheduleThingSweep } from "./jobs/thing-sweep";\nconst stop = [scheduleThingSweep(deps, app.log)];\n`,
      ),
    ).toEqual([]);
  });

  it("refuse drizzle, db/schema and SQL in a service", () => {
    expect(found(service, `import { eq } from "drizzle-orm";\n${cleanService}`)).toEqual(["drizzle-orm"]);
    expect(found(service, `import { alias } from "drizzle-orm/pg-core";\n${cleanService}`)).toEqual([
      "drizzle-orm/pg-core",
    ]);
    expect(found(service, `import { things } from "../../db/schema";\n${cleanService}`)).toEqual(["../../db/schema"]);
    expect(found(service, `${cleanService}\nconst late = (tx: Tx) => tx.execute(sql\`select 1\`);\n`)).toEqual([
      "sql`",
    ]);
    expect(rulesBroken(service, `import { eq } from "drizzle-orm";\n${cleanService}`)).toEqual([
      expect.stringMatching(/^a service holds the steps and rules, its queries file the SQL/),
    ]);
  });

  it("refuse a service re-exporting its queries, in each way of writing it", () => {
    expect(found(service, `${cleanService}export { findThing, listThings } from "./things.queries";\n`)).toEqual([
      'export { findThing, listThings } from "./things.queries"',
    ]);
    expect(found(service, `${cleanService}export * from "./things.queries";\n`)).toEqual([
      'export * from "./things.queries"',
    ]);
    expect(found(service, `${cleanService}export { findThing };\n`)).toEqual(["export { findThing }"]);
    expect(found(service, `${cleanService}export const listThings = q.listThings;\n`)).toEqual([
      "export const listThings = q.listThings;",
    ]);
    expect(rulesBroken(service, `${cleanService}export { findThing };\n`)).toEqual([
      expect.stringMatching(/^a service does not re-export its queries/),
    ]);
  });

  it("refuse a service passing on another file's functions, a contract's type aside", () => {
    expect(found(service, `${cleanService}export { reachableThing } from "./things.policy";\n`)).toEqual([
      'export { reachableThing } from "./things.policy"',
    ]);
    expect(found(service, `${cleanService}export * from "../other/other.service";\n`)).toEqual([
      'export * from "../other/other.service"',
    ]);
    expect(broken(service, `${cleanService}export type { ThingType } from "@app/contract";\n`)).toEqual([]);
  });

  it("refuse a service opening its own transaction, in each way there is, or running the tenant's", () => {
    for (const opening of [
      "db.transaction(async (tx) => q.rename(tx, a, b, c))",
      "withUserScope(db, userId, (tx) => q.rename(tx, a, b, c))",
      "acrossMyCompanies(db, userId, {}, (tx) => q.rename(tx, a, b, c))",
      "acrossMyMemberships(db, userId, (tx) => q.rename(tx, a, b, c))",
      "withCompany(db, companyId, (tx) => q.rename(tx, a, b, c))",
      "withAccount(db, (tx) => q.rename(tx, a, b, c))",
      "withTenant(db, { companyIds: [a] }, (tx) => q.rename(tx, a, b, c))",
      "tenant.run((tx) => q.rename(tx, a, b, c))",
      "request.tenant?.run((tx) => q.rename(tx, a, b, c))",
    ]) {
      const text = `${cleanService}export const own = (db: Database) => ${opening};\n`;
      expect(broken(service, text).some((v) => /^a service never opens its own transaction/.test(v.rule))).toBe(true);
    }
    // A savepoint of the given tx is no transaction of its own; nor is a query given tx.
    expect(broken(service, `${cleanService}export const nested = (tx: Tx) => q.run(tx);\n`)).toEqual([]);
    // withSystem breaks both rules of a service: its own transaction, and every company in scope.
    expect(
      rulesBroken(service, `${cleanService}export const all = (db: Database) => withSystem(db, q.all);\n`),
    ).toEqual([
      expect.stringMatching(/^a service never opens its own transaction/),
      expect.stringMatching(/^withSystem \(every company in scope\) only in a scheduled job/),
    ]);
  });

  it("allow withSystem only in jobs/ and the named public lookups", () => {
    const open = `import { withSystem } from "../../db/system";\nexport const look = (db: Database, code: string) => withSystem(db, (tx) => q.byCode(tx, code));\n`;
    expect(found("apps/server/src/plugins/things.ts", open)).toEqual(["withSystem("]);
    expect(rulesBroken(service, open)).toContainEqual(expect.stringMatching(/^withSystem \(every company in scope\)/));
    expect(found("apps/server/src/modules/things/things.routes.ts", open)).toEqual(["withSystem("]);
    expect(
      found("apps/server/src/jobs/thing-sweep.ts", `${open}import { job } from "./schedule";\njob(log, "x", run);\n`),
    ).toEqual([]);
    const [lookup] = [...PUBLIC_LOOKUPS.keys()];
    expect(lookup).toBe("apps/server/src/modules/esign/esign-verify.service.ts");
    expect(found(lookup as string, open)).toEqual([]);
  });

  it("refuse a job scheduled inline in main.ts, or a module's function called there", () => {
    expect(
      found(
        "apps/server/src/main.ts",
        `import { job } from "./jobs/schedule";\nimport { sweep } from "./modules/things/things.service";\nconst stop = [job(app.log, "sweep", () => sweep(deps)).start(60_000)];\n`,
      ),
    ).toEqual(["job(", "./jobs/schedule", "./modules/things/things.service"]);
  });

  it("refuse a job writing its own SQL, or not running through job()", () => {
    const job = "apps/server/src/jobs/thing-sweep.ts";
    expect(
      found(
        job,
        `import { sql } from "drizzle-orm";\nimport { things } from "../db/schema";\nimport { job } from "./schedule";\nexport const s = (log: Log) => job(log, "x", () => db.execute(sql\`delete from things\`));\n`,
      ),
    ).toEqual(["drizzle-orm", "../db/schema", "sql`"]);
    expect(found(job, `export const sweep = (deps: Deps) => setInterval(() => sweepThings(deps), 60_000);\n`)).toEqual([
      'no job() from "./schedule"',
    ]);
    // jobs/schedule.ts is job() itself, and a job's test may write SQL.
    expect(found("apps/server/src/jobs/schedule.ts", "export function job() {}\n")).toEqual([]);
    expect(found("apps/server/src/jobs/thing-sweep.test.ts", 'import { sql } from "drizzle-orm";\n')).toEqual([]);
  });

  it(`refuse a file of src over 400 lines unless a comment near its top says why ("${LONG_FILE_MARKER}")`, () => {
    const body = Array.from({ length: 401 }, (_, i) => `export const n${i} = ${i};`).join("\n");
    expect(found("apps/web/src/lib/long.ts", `${body}\n`)).toEqual(["401 lines"]);
    expect(found("apps/server/src/lib/long.ts", body)).toEqual(["401 lines"]);
    const said = `// This file is ${LONG_FILE_MARKER} it lists every query of one table.\n${body}\n`;
    expect(found("apps/server/src/lib/long.ts", said)).toEqual([]);
    // The marker counts only in a comment.
    expect(found("apps/server/src/lib/long.ts", `const why = "${LONG_FILE_MARKER}";\n${body}\n`)).toEqual([
      "402 lines",
    ]);
    const exactly = Array.from({ length: 400 }, (_, i) => `export const n${i} = ${i};`).join("\n");
    expect(found("apps/server/src/lib/long.ts", `${exactly}\n`)).toEqual([]);
    // Tests and migrations are not held to it.
    expect(found("apps/server/src/lib/long.test.ts", body)).toEqual([]);
    expect(found("apps/server/src/db/migrations/0001_x.ts", body)).toEqual([]);
  });
});
