import {
  allFeatures,
  allPermissions,
  type PriceCheck,
  type PriceList,
  type ProductListItem,
  productTypes,
} from "@app/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createCompany, createUser, signIn } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/helpers";
import { seedCustomers } from "./seed-customers";
import { seedProducts } from "./seed-products";

let t: TestApp;
let token: string;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.deps.db, { name: "Nordisk Handel AB" });
  const admin = await createUser(t.deps.db, { name: "Admin" });
  await addMember(t.deps.db, company.id, admin.id, {
    permissions: allPermissions.filter((p) => p !== "CompanyCreate"),
  });
  const demo = { companyId: company.id, admin: admin.id, features: allFeatures };
  await seedCustomers(t.deps.db, t.deps.config, { ...demo, count: 6, persons: 1, seed: 1 });
  await seedProducts(t.deps.db, demo);
  token = await signIn(t.app, admin.email);
  companyId = company.id;
});
afterAll(() => t.close());

const get = async <T>(path: string): Promise<T> => {
  const response = await t.api.as(token).get(`/api/companies/${companyId}${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("the demo catalogue", () => {
  it("has about sixty products of all seven types in several units, three price lists and published services", async () => {
    const products = await get<ProductListItem[]>("/products?active=all&limit=1000");
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.map((p) => p.type))).toEqual(new Set(productTypes));
    expect(new Set(products.map((p) => p.unitCode)).size).toBeGreaterThanOrEqual(10);
    const lists = await get<PriceList[]>("/price-lists");
    expect(lists).toHaveLength(3);
    expect(lists[0]).toMatchObject({ name: "Standardpris 2026", isDefault: true });
    expect(lists.some((l) => l.customerStatus?.name === "Aktiv")).toBe(true);
    const own = lists.find((l) => l.customer);
    expect(own?.itemCount).toBe(2);
    const services = await get<unknown[]>("/company-services");
    expect(services.length).toBe(4);

    // The customer's own list explains the work jacket's price for 1 and for 20.
    const jacket = products.find((p) => p.name === "Arbetsjacka");
    const check = (quantity: number) =>
      get<PriceCheck>(
        `/price-check?productId=${jacket?.id}&customerId=${own?.customer?.id}&quantity=${quantity}&date=2026-06-01`,
      );
    expect(await check(1)).toMatchObject({ unitPriceOre: 79_900, rule: { kind: "customerList", basis: "listPrice" } });
    expect(await check(20)).toMatchObject({
      unitPriceOre: 69_900,
      totalOre: 1_398_000,
      rule: { kind: "customerList", basis: "quantityBreak", fromQuantity: 20 },
    });
  });
});
