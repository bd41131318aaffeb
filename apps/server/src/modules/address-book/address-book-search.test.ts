import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appWithTwoCompanies } from "../../../test/fixtures";
import { rowsOf, withTenant } from "../../db/client";
import { addressBookEntries, customerContacts, customers } from "../../db/schema";
import { likeText, swedishOrder } from "../../db/sql";
import { contactMatches } from "../customers/customer-contacts.queries";
import { entryMatches } from "./address-book.queries";

/*
 * The address book's search from trigram indexes (migration 0059), as the customers'
 * (customers-search.test.ts) and the objects' (src/db/search.test.ts): a rare term in a big company
 * comes from the indexes, not from reading every entry or contact of the company in name order.
 */
const { t, fx } = appWithTwoCompanies(["CustomerEdit"]);

const ENTRIES = 20_000;
const RARE = "Qvintus";

beforeAll(async () => {
  // Company A has 20,000 own entries and 10,000 customers with two contacts each, B a tenth of it;
  // one entry, one contact and one customer are named after RARE. Seeded as the owner with
  // triggers off (audit, foreign keys): a seed, not what the test is about.
  await t.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [company, count] of [
      [fx.a.company.id, ENTRIES],
      [fx.b.company.id, ENTRIES / 10],
    ] as const) {
      await tx.execute(sql`
        insert into address_book_entries (company_id, name, organisation, role, phone, email)
        select ${company},
          case when g = 777 then ${`${RARE} Leverantör`} else (array['Anna', 'Åsa', 'Örjan'])[1 + g % 3] || ' ' || g end,
          (array['Bygg AB', 'Kommunen', 'Partner AB'])[1 + g % 3], 'Inköpare', '070-' || g, 'e' || g || '@example.test'
        from generate_series(1, ${count}::int) g`);
      await tx.execute(sql`
        insert into customers (company_id, number, name)
        select ${company}, g::text, case when g = 123 then ${`${RARE} Kund AB`} else 'Kund ' || g || ' AB' end
        from generate_series(1, ${count / 2}::int) g`);
      await tx.execute(sql`
        insert into customer_contacts (company_id, customer_id, name, role, phone, email)
        select c.company_id, c.id, case when c.number = '456' and n = 1 then ${`${RARE} Kontakt`} else 'Kontakt ' || c.number || '-' || n end,
          'Ekonomi', '08-' || c.number || n, 'k' || c.number || '-' || n || '@kund.example'
        from customers c, generate_series(1, 2) n where c.company_id = ${company}`);
    }
  });
  // As autovacuum would: statistics, and the trigram indexes' pending entries merged.
  await t.deps.db.execute(sql`vacuum analyze address_book_entries, customers, customer_contacts`);
}, 180_000);

/** The plan of a statement, run as the app runs it: app_user with company A's scope. */
async function plan(query: ReturnType<typeof sql>) {
  return withTenant(t.deps.db, { companyIds: [fx.a.company.id], userId: fx.a.user.id }, async (tx) =>
    rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`))
      .map((row) => Object.values(row)[0])
      .join("\n"),
  );
}

/** A drizzle query's statement with its parameters, to explain it. */
function statement(query: { getSQL(): ReturnType<typeof sql> }) {
  return query.getSQL();
}

describe("address book search", () => {
  const company = () => fx.a.company.id;
  const like = likeText(RARE.toLowerCase());

  it("finds a rare term among the own entries from the trigram indexes", async () => {
    const found = await plan(
      statement(
        t.deps.db
          .select({ id: addressBookEntries.id })
          .from(addressBookEntries)
          .where(and(eq(addressBookEntries.companyId, company()), entryMatches(company(), like)))
          .orderBy(swedishOrder(addressBookEntries.name), asc(addressBookEntries.id))
          .limit(21),
      ),
    );
    expect(found).toContain("address_book_entries_name_trgm_idx");
    expect(found).toContain("address_book_entries_email_trgm_idx");
    expect(found).not.toMatch(/Seq Scan on address_book_entries|address_book_entries_company_sort_idx/);
  });

  it("finds a rare term among the customers' contacts (their own fields or their customer's name) from the trigram indexes", async () => {
    const found = await plan(
      statement(
        t.deps.db
          .select({ id: customerContacts.id })
          .from(customerContacts)
          .innerJoin(customers, eq(customers.id, customerContacts.customerId))
          .where(
            and(
              eq(customerContacts.companyId, company()),
              eq(customers.archived, false),
              contactMatches(company(), like),
            ),
          )
          .orderBy(swedishOrder(customerContacts.name), asc(customerContacts.id))
          .limit(21),
      ),
    );
    expect(found).toContain("customer_contacts_name_trgm_idx");
    expect(found).toContain("customer_contacts_email_trgm_idx");
    expect(found).toContain("customers_name_trgm_idx");
    expect(found).not.toMatch(/Seq Scan on customer_contacts|Seq Scan on customers|customer_contacts_company_sort_idx/);
  });

  it("answers the list with the scope's matches, in Swedish order, never the other company's", async () => {
    const list = await t.api.as(fx.a).get(`/api/companies/${company()}/address-book?q=qvintus`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((e: { name: string; source: string }) => [e.name, e.source])).toEqual([
      ["Kontakt 123-1", "customer-contact"],
      ["Kontakt 123-2", "customer-contact"],
      [`${RARE} Kontakt`, "customer-contact"],
      [`${RARE} Leverantör`, "own"],
    ]);
    const byLetter = await t.api.as(fx.a).get(`/api/companies/${company()}/address-book?letter=Ö&limit=3`);
    expect(byLetter.json().map((e: { name: string }) => e.name)).toEqual(["Örjan 10001", "Örjan 10004", "Örjan 10007"]);
  });

  it("shows only the scope's rows through the views, nothing without a scope, and refuses writes through them", async () => {
    for (const [view, id] of [
      ["address_book_entry_terms", "entry_id"],
      ["address_book_contact_terms", "contact_id"],
    ] as const) {
      const seen = await withTenant(t.deps.db, { companyIds: [company()] }, async (tx) =>
        rowsOf<{ company_id: string }>(await tx.execute(sql`select distinct company_id from ${sql.raw(view)}`)),
      );
      expect(seen, view).toEqual([{ company_id: company() }]);
      const none = await withTenant(t.deps.db, {}, async (tx) =>
        rowsOf(await tx.execute(sql`select ${sql.raw(id)} from ${sql.raw(view)}`)),
      );
      expect(none, view).toEqual([]);
      for (const write of [
        sql`delete from ${sql.raw(view)} where company_id = ${fx.b.company.id}`,
        sql`update ${sql.raw(view)} set term = 'x' where company_id = ${fx.b.company.id}`,
      ]) {
        await expect(withTenant(t.deps.db, { companyIds: [company()] }, (tx) => tx.execute(write))).rejects.toThrow();
      }
    }
  });
});
