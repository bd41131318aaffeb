import type { Permission } from "@app/contract";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appWithTwoCompanies } from "../../test/fixtures";
import { matching } from "../modules/notices/notices.queries";
import { nameMatches } from "../modules/publications/publications.policy";
import { inRange } from "../modules/tasks/task-calendar.queries";
import { rowsOf, withTenant } from "./client";

/*
 * Search through the owner's views publication_search and notice_search (migration 0040,
 * docs/benchmarks.md): the views apply the company scope themselves, so the planner may use the
 * trigram indexes, which row level security forbids for ILIKE. The calendar's range of tasks
 * through task_spans (migration 0044), for the GiST index of the spans, is the same pattern.
 */
const { t, fx } = appWithTwoCompanies(["DocumentReminders", "SeeObjectsWithoutGroup"]);

const OBJECTS = 20_000;
const RARE = "Order 123458";

beforeAll(async () => {
  // Company A has 20,000 objects and reminders, B 1,000; each has one of each named RARE. Seeded
  // as the owner with triggers off (audit, foreign keys): a seed, not what the test is about.
  await t.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [company, count] of [
      [fx.a.company.id, OBJECTS],
      [fx.b.company.id, 1000],
    ] as const) {
      await tx.execute(sql`
        insert into publications (company_id, type, name, object_number)
        select ${company}, 'note', case when g = 234 then ${RARE} else 'Avtal ' || g || ' ' || (array['Göteborg', 'Malmö', 'Lund'])[1 + g % 3] end, 100000 + g
        from generate_series(1, ${count}::int) g`);
      await tx.execute(sql`
        insert into notices (company_id, publication_id, title)
        select company_id, id, name from publications where company_id = ${company}`);
      // Tasks a day apart from 2000 on, every third spanning a week, every tenth undated.
      await tx.execute(sql`
        insert into tasks (company_id, title, start_date, due_date)
        select ${company}, 'Task ' || g,
          case when g % 10 = 0 then null when g % 3 = 0 then date '2000-01-01' + g - 7 end,
          case when g % 10 = 0 then null else date '2000-01-01' + g end
        from generate_series(1, ${count}::int) g`);
    }
  });
  // As autovacuum would: statistics, and the trigram indexes' pending entries merged.
  await t.deps.db.execute(sql`vacuum analyze publications, notices, tasks`);
}, 120_000);

/** The plan of a statement, run as the app runs it: app_user with company A's scope. */
async function plan(query: ReturnType<typeof sql>) {
  return withTenant(t.deps.db, { companyIds: [fx.a.company.id], userId: fx.a.user.id }, async (tx) =>
    rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`))
      .map((row) => Object.values(row)[0])
      .join("\n"),
  );
}

describe("search", () => {
  it("finds a rare object name from the trigram index instead of reading the company's objects", async () => {
    const found = await plan(sql`select id from publications
      where company_id = ${fx.a.company.id} and status = 'active' and ${nameMatches(fx.a.company.id, RARE, { number: true })}
      order by lower(name), id limit 21`);
    expect(found).toContain("publications_name_trgm_idx");
    expect(found).not.toMatch(/Seq Scan on publications|publications_company_name_idx/);
  });

  it("finds a rare reminder title from the trigram index", async () => {
    // An account administrator: the list's own visibility rule (a join to the objects) left out.
    const viewer = {
      userId: fx.a.user.id,
      type: "DEFAULT" as const,
      permissions: new Set<Permission>(["CompanyAccountAdmin"]),
    };
    const found = await plan(sql`select id from notices
      where ${matching(fx.a.company.id, viewer, { q: RARE, all: true })}
      order by title_key, id limit 21`);
    expect(found).toContain("notices_title_trgm_idx");
    expect(found).not.toMatch(/Seq Scan on notices|notices_company_title_key_idx/);
  });

  it("answers the list and the reminder list with the scope's one match, never the other company's", async () => {
    const objects = await t.api.as(fx.a).get(`/api/companies/${fx.a.company.id}/publications?q=${RARE.toLowerCase()}`);
    expect(objects.statusCode).toBe(200);
    const [object] = objects.json() as { id: string; name: string; companyId: string }[];
    expect(objects.json()).toHaveLength(1);
    expect(object).toMatchObject({ name: RARE, companyId: fx.a.company.id });
    const byNumber = await t.api.as(fx.a).get(`/api/companies/${fx.a.company.id}/publications?q=100234`);
    expect((byNumber.json() as { id: string }[]).map((row) => row.id)).toEqual([object?.id]);

    const reminders = await t.api
      .as(fx.a)
      .get(`/api/companies/${fx.a.company.id}/notices?all=true&q=${encodeURIComponent("der 12345")}`);
    expect(reminders.statusCode).toBe(200);
    expect((reminders.json() as { publication: { id: string } }[]).map((row) => row.publication.id)).toEqual([
      object?.id,
    ]);
  });

  it("takes a month of a big company's tasks from the GiST index of the spans", async () => {
    const month = await plan(sql`select id from tasks
      where company_id = ${fx.a.company.id} and ${inRange([fx.a.company.id], "2010-01-01", "2010-02-11")}`);
    expect(month).toContain("tasks_company_span_idx");
    // The month's tasks by their key, not the company's 20,000 rows.
    expect(month).toContain("tasks_pkey");
    expect(month).not.toMatch(/Seq Scan on tasks|tasks_company_due_idx|tasks_company_start_idx/);
  });

  it("shows only the scope's rows through the views, and nothing without a scope", async () => {
    for (const view of ["publication_search", "notice_search", "task_spans"]) {
      const seen = await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, async (tx) =>
        rowsOf<{ company_id: string }>(await tx.execute(sql`select distinct company_id from ${sql.raw(view)}`)),
      );
      expect(seen, view).toEqual([{ company_id: fx.a.company.id }]);
      const other = await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, async (tx) =>
        rowsOf(await tx.execute(sql`select id from ${sql.raw(view)} where company_id = ${fx.b.company.id}`)),
      );
      expect(other, view).toEqual([]);
      const none = await withTenant(t.deps.db, {}, async (tx) =>
        rowsOf(await tx.execute(sql`select id from ${sql.raw(view)}`)),
      );
      expect(none, view).toEqual([]);
    }
  });

  it("refuses writes through the views (they read as the owner, past row level security)", async () => {
    const writes = [
      sql`update publication_search set name = 'changed' where company_id = ${fx.b.company.id}`,
      sql`delete from publication_search where company_id = ${fx.b.company.id}`,
      sql`update notice_search set title = 'changed' where company_id = ${fx.b.company.id}`,
      sql`insert into notice_search (company_id, title) values (${fx.b.company.id}, 'x')`,
      sql`update task_spans set due_date = null where company_id = ${fx.b.company.id}`,
      sql`delete from task_spans where company_id = ${fx.b.company.id}`,
    ];
    for (const write of writes) {
      await expect(
        withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) => tx.execute(write)),
      ).rejects.toThrow();
    }
    const [row] = rowsOf<{ count: number }>(
      await t.deps.db.execute(
        sql`select count(*)::int as count from publications where company_id = ${fx.b.company.id} and name = ${RARE}`,
      ),
    );
    expect(row?.count).toBe(1);
  });

  it("estimates a name search from 1,000 histogram buckets, so its plan does not follow ANALYZE's sample", async () => {
    // Migration 0042: with the default 100, a term in 2 % of 200,000 names flipped the list between
    // walking the name order (2 ms) and sorting every match (20 ms) from one ANALYZE to the next.
    const [column] = rowsOf<{ target: number }>(
      await t.deps.db.execute(sql`select attstattarget as target from pg_attribute
        where attrelid = 'publications'::regclass and attname = 'name'`),
    );
    expect(Number(column?.target)).toBe(1000);
  });
});
