import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appWithTwoCompanies } from "../../../test/fixtures";
import { rowsOf, withTenant } from "../../db/client";
import { productMatches } from "./products.queries";

/*
 * The catalogue's search through the owner's view product_search_terms (migration 0058), as the
 * customers' (customers-search.test.ts, docs/tenancy.md): a rare term in a company of 50,000
 * products comes from the trigram indexes, not from reading the company's products.
 */
const { t, fx } = appWithTwoCompanies(["Products"]);

const PRODUCTS = 50_000;
const RARE = "Qvarnsten granit";

beforeAll(async () => {
  // Seeded as the owner with triggers off (audit, foreign keys): a seed, not what the test is about.
  await t.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [company, count] of [
      [fx.a.company.id, PRODUCTS],
      [fx.b.company.id, 1000],
    ] as const) {
      await tx.execute(sql`
        insert into products (company_id, number, name, sales_price_ore)
        select ${company}, 'A-' || g,
          case when g = 4321 then ${RARE} else (array['Skruv', 'Spik', 'Mutter'])[1 + g % 3] || ' ' || g end,
          g * 10
        from generate_series(1, ${count}::int) g`);
    }
  });
  await t.deps.db.execute(sql`vacuum analyze products`);
}, 180_000);

async function plan(query: ReturnType<typeof sql>) {
  return withTenant(t.deps.db, { companyIds: [fx.a.company.id], userId: fx.a.user.id }, async (tx) =>
    rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`))
      .map((row) => Object.values(row)[0])
      .join("\n"),
  );
}

describe("product search", () => {
  it("finds a rare name from the trigram indexes instead of reading the company's products", async () => {
    const found = await plan(sql`select id from products
      where company_id = ${fx.a.company.id} and active = true and ${productMatches(fx.a.company.id, "qvarnsten")}
      order by lower(name), id limit 21`);
    expect(found).toContain("products_name_trgm_idx");
    expect(found).toContain("products_number_trgm_idx");
    expect(found).not.toMatch(/Seq Scan on products|products_company_name_idx/);
  });

  it("answers the list with the scope's match by name or number, never the other company's", async () => {
    const base = `/api/companies/${fx.a.company.id}/products`;
    const list = await t.api.as(fx.a).get(`${base}?q=qvarnsten`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((p: { name: string; number: string }) => [p.name, p.number])).toEqual([[RARE, "A-4321"]]);
    expect((await t.api.as(fx.a).get(`${base}?q=spik`)).json()).toHaveLength(21);
    const byNumber = await t.api.as(fx.a).get(`${base}?q=A-49999`);
    expect(byNumber.json().map((p: { name: string }) => p.name)).toEqual(["Spik 49999"]);
  });

  it("shows only the scope's rows through the view, nothing without a scope, and refuses writes through it", async () => {
    const seen = await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, async (tx) =>
      rowsOf<{ company_id: string }>(await tx.execute(sql`select distinct company_id from product_search_terms`)),
    );
    expect(seen).toEqual([{ company_id: fx.a.company.id }]);
    const none = await withTenant(t.deps.db, {}, async (tx) =>
      rowsOf(await tx.execute(sql`select product_id from product_search_terms`)),
    );
    expect(none).toEqual([]);
    await expect(
      withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
        tx.execute(sql`delete from product_search_terms where company_id = ${fx.b.company.id}`),
      ),
    ).rejects.toThrow();
  });
});
