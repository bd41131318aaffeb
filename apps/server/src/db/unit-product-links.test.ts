import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createUnit } from "../../test/factories";
import { createCompany } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/helpers";
import { newMember } from "../../test/objects";
import { rowsOf } from "./client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const migration = readFileSync(new URL("./migrations/0061_unit_product_links.sql", import.meta.url), "utf8")
  .split("--> statement-breakpoint")
  .map((statement) => statement.trim())
  .filter(Boolean);

class RolledBack extends Error {}

describe("migration 0061: unit products become links to catalogue products", () => {
  it("links a unit product to the company's product of its name and makes a simple product, numbered from the counter, for a name none has", async () => {
    const company = await createCompany(t.deps.db);
    const admin = await newMember(t, company.id, ["CompanyUnits", "Products"]);
    const unit = await createUnit(t, admin, company.id, { name: "Förrådet" });
    const drill = (await createProduct(t, admin, company.id, { name: "Borrmaskin", type: "simple" })) as {
      id: string;
      number: string;
    };
    expect(drill.number).toBe("1");

    let linked: Record<string, unknown>[] = [];
    // The table as before 0061 (a name and a unit code of its own) with rows of that shape, the
    // migration run on them, and everything rolled back.
    await t.deps.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`DELETE FROM unit_products WHERE company_id <> '${company.id}'`));
        await tx.execute(sql.raw("ALTER TABLE unit_products DROP CONSTRAINT unit_products_product_fk"));
        await tx.execute(sql.raw("ALTER TABLE unit_products DROP COLUMN product_id"));
        await tx.execute(
          sql.raw(
            "ALTER TABLE unit_products ADD COLUMN name text NOT NULL, ADD COLUMN unit_code text DEFAULT 'PCS' NOT NULL",
          ),
        );
        // The oldest of two rows of one name (letter case aside) names the product made for them.
        await tx.execute(sql`INSERT INTO unit_products (company_id, unit_id, name, unit_code, quantity, description, created_at)
          VALUES (${company.id}, ${unit.id}, 'borrmaskin', 'PCS', 2, 'Sladdlös', now()),
                 (${company.id}, ${unit.id}, 'Diesel', 'LTR', 250.5, '', now() - interval '1 day'),
                 (${company.id}, ${unit.id}, 'DIESEL', 'LTR', 10, 'Reserv', now())`);
        for (const statement of migration) await tx.execute(sql.raw(statement));
        linked = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`SELECT u.quantity::float AS quantity, u.description, p.id, p.number, p.name, p.type, p.unit_code
            FROM unit_products u JOIN products p ON p.company_id = u.company_id AND p.id = u.product_id
            WHERE u.company_id = ${company.id} ORDER BY u.quantity`),
        );
        throw new RolledBack();
      })
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      });

    const diesel = { number: "2", name: "Diesel", type: "simple", unit_code: "LTR" };
    expect(linked).toEqual([
      {
        quantity: 2,
        description: "Sladdlös",
        id: drill.id,
        number: "1",
        name: "Borrmaskin",
        type: "simple",
        unit_code: "PCS",
      },
      { quantity: 10, description: "Reserv", id: expect.any(String), ...diesel },
      { quantity: 250.5, description: "", id: expect.any(String), ...diesel },
    ]);
    expect(linked[1]?.id).toBe(linked[2]?.id);
  });
});
