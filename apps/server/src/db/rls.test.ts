import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { appWithTwoCompanies } from "../../test/fixtures";
import { withTenant } from "./client";
import * as schema from "./schema";
import { companies, companyUsers, permissions } from "./schema";

const { t, fx } = appWithTwoCompanies(["DocumentReminders"]);

/** Every table of the schema that holds company data. */
const tenantTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => {
    const config = getTableConfig(table);
    return config.name === "companies" || config.columns.some((c) => c.name === "companyId");
  });
const tableNames = tenantTables.map((table) => getTableConfig(table).name);

describe("row level security", () => {
  it("is enabled and forced on every table that holds company data", async () => {
    type Row = { relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean };
    const result = await t.deps.db.execute(
      sql`select c.relname, c.relrowsecurity, c.relforcerowsecurity from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r'
            and (c.relname = 'companies' or exists (
              select 1 from information_schema.columns col
              where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'company_id'))`,
    );
    const { rows } = result as unknown as { rows: Row[] };
    expect(tableNames.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((r) => r.relname).sort()).toEqual([...tableNames].sort());
    for (const row of rows) {
      expect(row, row.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
    }
  });

  it("shows no rows to a query without a company scope", async () => {
    await withTenant(t.deps.db, {}, async (tx) => {
      for (const table of tenantTables) {
        expect(await tx.select().from(table)).toEqual([]);
      }
    });
  });

  it("never shows one company's rows in another company's scope", async () => {
    await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, async (tx) => {
      const seen = [
        ...(await tx.select({ id: companies.id }).from(companies)).map((r) => r.id),
        ...(await tx.select({ id: companyUsers.companyId }).from(companyUsers)).map((r) => r.id),
        ...(await tx.select({ id: permissions.companyId }).from(permissions)).map((r) => r.id),
      ];
      expect(seen.length).toBeGreaterThanOrEqual(3);
      expect(new Set(seen)).toEqual(new Set([fx.a.company.id]));
    });
  });

  it("refuses to write a row into a company outside the scope", async () => {
    await expect(
      withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
        tx.insert(permissions).values({ companyId: fx.b.company.id, userId: fx.a.user.id, permission: "Skills" }),
      ),
    ).rejects.toThrow();
    await withTenant(t.deps.db, { companyIds: [fx.b.company.id] }, async (tx) => {
      expect(await tx.select().from(permissions)).toHaveLength(1);
    });
  });

  it("shows a user's own memberships, and only theirs, in the user scope", async () => {
    await withTenant(t.deps.db, { userId: fx.a.user.id }, async (tx) => {
      const rows = await tx.select().from(companyUsers);
      expect(rows.map((r) => r.userId)).toEqual([fx.a.user.id]);
      expect((await tx.select().from(companies)).map((c) => c.id)).toEqual([fx.a.company.id]);
      expect(await tx.select().from(permissions)).toEqual([]);
    });
  });

  it("keeps the request lookups, which see past row level security, from the application role", async () => {
    const lookups = [
      sql`select * from app_session('x', ${fx.a.company.id}::uuid, now())`,
      sql`select * from app_membership(${fx.a.company.id}, ${fx.a.user.id})`,
      sql`select * from app_api_token('x')`,
    ];
    for (const lookup of lookups) {
      await expect(
        withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) => tx.execute(lookup)),
      ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/^permission denied for function app_/) } });
    }
  });
});
