/**
 * The price resolution of a 100-line order (issue 46): `priceCheck`, the one resolution an order
 * line is priced by, for 100 products for one customer in one transaction, as an order's lines are
 * priced. The customer has its own list (every other product, with quantity breaks), its status a
 * list (a category discount) and the company a default list, so every rule of the order is met.
 */
import { allFeatures, allPermissions, priceCheckQuerySchema, productCreateSchema } from "@app/contract";
import pg from "pg";
import { connectPostgres } from "../src/db/client";
import { demoTenant } from "../src/db/seed-support";
import * as priceLists from "../src/modules/price-lists/price-lists.service";
import { createCategory } from "../src/modules/products/product-categories.service";
import { createProduct } from "../src/modules/products/products.service";
import { ms, printTable } from "./report";

const LINES = 100;
const ORDERS = 50;

export async function pricesBench(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const one = async (text: string, values: unknown[]) =>
    (await admin.query<{ id: string }>(text, values)).rows[0]?.id ?? "";
  const companyId = await one(
    "insert into companies (name, enabled_features) values ('Bench Prices AB', $1) returning id",
    [allFeatures],
  );
  const userId = await one(
    "insert into users (name, email, password_hash) values ('Bench', 'prices@bench.test', '') returning id",
    [],
  );
  const statusId = await one("insert into customer_statuses (company_id, name) values ($1, 'Storkund') returning id", [
    companyId,
  ]);
  const customerId = await one(
    "insert into customers (company_id, number, name, status_id) values ($1, '1', 'Kund AB', $2) returning id",
    [companyId, statusId],
  );
  await admin.end();

  const { db, close } = connectPostgres(url);
  const tenant = demoTenant(db, { companyId, features: allFeatures })(userId, allPermissions);
  try {
    const productIds = await tenant.run(async (tx) => {
      const category = await createCategory(tx, tenant, { name: "Virke", parentId: null });
      const ids: string[] = [];
      for (let i = 0; i < LINES; i++) {
        const input = productCreateSchema.parse({
          name: `Artikel ${i}`,
          salesPriceOre: 10_000 + i,
          categoryId: category.id,
        });
        ids.push((await createProduct(tx, tenant, input)).id);
      }
      const list = (name: string, owner: object) =>
        priceLists.createPriceList(tx, tenant, {
          description: "",
          validFrom: null,
          validTo: null,
          customerId: null,
          customerStatusId: null,
          isDefault: false,
          name,
          ...owner,
        });
      const own = await list("Kundens", { customerId });
      const status = await list("Storkund", { customerStatusId: statusId });
      await list("Standard", { isDefault: true });
      await priceLists.setDiscount(tx, tenant, status.id, category.id, { percent: 5 });
      for (const [i, id] of ids.entries()) {
        if (i % 2 === 0) {
          await priceLists.setItem(tx, tenant, own.id, id, {
            priceOre: 9_000,
            breaks: [{ fromQuantity: 10, priceOre: 8_000 }],
          });
        }
      }
      return ids;
    });

    const durations: number[] = [];
    for (let order = 0; order < ORDERS; order++) {
      const started = performance.now();
      await tenant.run(async (tx) => {
        for (const [i, productId] of productIds.entries()) {
          await priceLists.priceCheck(
            tx,
            tenant,
            priceCheckQuerySchema.parse({ productId, customerId, quantity: 1 + (i % 20) }),
          );
        }
      });
      durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    const at = (q: number) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] as number;
    console.log(`Price resolution of a ${LINES}-line order (priceCheck per line, one transaction), ${ORDERS} orders:`);
    printTable(
      ["case", "p50 ms", "p99 ms", "per line p50 ms", "orders"],
      [[`${LINES}-line order`, ms(at(0.5)), ms(at(0.99)), ms(at(0.5) / LINES), String(ORDERS)]],
    );
    return { p50: at(0.5), p99: at(0.99) };
  } finally {
    await close();
  }
}
