import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appWithTwoCompanies } from "../../../test/fixtures";
import { rowsOf, withTenant } from "../../db/client";
import { customerMatches } from "./customers.queries";

/*
 * The customer list's search through the owner's view customer_search_terms (migration 0050), as
 * the objects' search (src/db/search.test.ts, docs/tenancy.md): a rare term in a big company comes
 * from the trigram indexes, not from reading every customer of the company, and a common one
 * (a third of the customers) answers without comparing each customer with every match.
 */
const { t, fx } = appWithTwoCompanies(["CustomerCreate"]);

const CUSTOMERS = 20_000;
const RARE = "Qvintus Byggnads";

beforeAll(async () => {
  // Company A has 20,000 customers with a contact and a visiting address each, B 1,000; each has
  // one named RARE. Seeded as the owner with triggers off (audit, foreign keys): a seed, not what
  // the test is about.
  await t.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [company, count] of [
      [fx.a.company.id, CUSTOMERS],
      [fx.b.company.id, 1000],
    ] as const) {
      await tx.execute(sql`
        insert into customers (company_id, number, name, org_number)
        select ${company}, g::text,
          case when g = 234 then ${RARE} else (array['Bygg', 'El', 'Rör'])[1 + g % 3] || ' ' || g || ' AB' end,
          '55' || lpad(g::text, 4, '0') || '-' || lpad((g % 10000)::text, 4, '0')
        from generate_series(1, ${count}::int) g`);
      await tx.execute(sql`
        insert into customer_contacts (company_id, customer_id, name)
        select company_id, id, 'Anna ' || number from customers where company_id = ${company}`);
      await tx.execute(sql`
        insert into customer_addresses (company_id, customer_id, kind, is_default, city)
        select company_id, id, 'visiting', true, (array['Göteborg', 'Malmö', 'Lund'])[1 + number::int % 3]
        from customers where company_id = ${company}`);
    }
  });
  // As autovacuum would: statistics, and the trigram indexes' pending entries merged.
  await t.deps.db.execute(sql`vacuum analyze customers, customer_contacts, customer_addresses`);
}, 120_000);

/** The plan of a statement, run as the app runs it: app_user with company A's scope. */
async function plan(query: ReturnType<typeof sql>) {
  return withTenant(t.deps.db, { companyIds: [fx.a.company.id], userId: fx.a.user.id }, async (tx) =>
    rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`))
      .map((row) => Object.values(row)[0])
      .join("\n"),
  );
}

describe("customer search", () => {
  it("finds a rare name from the trigram indexes instead of reading the company's customers", async () => {
    const found = await plan(sql`select id from customers
      where company_id = ${fx.a.company.id} and archived = false and ${customerMatches(fx.a.company.id, "qvintus")}
      order by lower(name), id limit 21`);
    expect(found).toContain("customers_name_trgm_idx");
    expect(found).toContain("customer_contacts_name_trgm_idx");
    expect(found).toContain("customer_addresses_city_trgm_idx");
    expect(found).not.toMatch(/Seq Scan on customers|customers_company_name_idx/);
  });

  it("answers the list with the scope's one match, never the other company's", async () => {
    const list = await t.api.as(fx.a).get(`/api/companies/${fx.a.company.id}/customers?q=qvintus`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { name: string; number: string }) => [c.name, c.number])).toEqual([[RARE, "234"]]);
    const byCity = await t.api.as(fx.a).get(`/api/companies/${fx.a.company.id}/customers?q=lund`);
    expect(byCity.json()).toHaveLength(21);
    const byContact = await t.api.as(fx.a).get(`/api/companies/${fx.a.company.id}/customers?q=anna%2019999`);
    expect(byContact.json().map((c: { name: string }) => c.name)).toEqual(["El 19999 AB"]);
  });

  it("shows only the scope's rows through the views, nothing without a scope, and refuses writes through them", async () => {
    for (const view of ["customer_search_terms"]) {
      const seen = await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, async (tx) =>
        rowsOf<{ company_id: string }>(await tx.execute(sql`select distinct company_id from ${sql.raw(view)}`)),
      );
      expect(seen, view).toEqual([{ company_id: fx.a.company.id }]);
      const none = await withTenant(t.deps.db, {}, async (tx) =>
        rowsOf(await tx.execute(sql`select customer_id from ${sql.raw(view)}`)),
      );
      expect(none, view).toEqual([]);
      for (const write of [
        sql`delete from ${sql.raw(view)} where company_id = ${fx.b.company.id}`,
        sql`update ${sql.raw(view)} set term = 'x' where company_id = ${fx.b.company.id}`,
      ]) {
        await expect(
          withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) => tx.execute(write)),
        ).rejects.toThrow();
      }
    }
  });
});
