import type { Permission, PriceCheck, PriceList, PriceListDetail, PriceListItem, Product } from "@app/contract";
import { describe, expect, it } from "vitest";
import { readCsv } from "../../../test/csv";
import {
  createCustomer,
  createCustomerStatus,
  createPriceList,
  createProduct,
  createProductCategory,
  setPriceListItem,
} from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";

const all: Permission[] = [
  "Products",
  "ProductCategories",
  "PriceLists",
  "CustomerCreate",
  "CustomerEdit",
  "CustomerStatuses",
];
const { t, fx } = appWithTwoCompanies(all);

const url = (companyId: string, rest = "") => `/api/companies/${companyId}${rest}`;

async function world() {
  const company = await createCompany(t.deps.db);
  await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: all });
  const id = company.id;
  const check = async (query: Record<string, string | number>, token = fx.a.token): Promise<PriceCheck> => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const response = await t.api.as(token).get(url(id, `/price-check?${search}`));
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return {
    id,
    check,
    product: (body: Record<string, unknown>): Promise<Product> => createProduct(t, fx.a, id, body),
    list: (body: Record<string, unknown>): Promise<PriceListDetail> => createPriceList(t, fx.a, id, body),
    item: (listId: string, productId: string, body: Record<string, unknown>): Promise<PriceListItem> =>
      setPriceListItem(t, fx.a, id, listId, productId, body),
    status: (name: string) => createCustomerStatus(t, fx.a, id, { name }),
    customer: (body: Record<string, unknown>) => createCustomer(t, fx.a, id, body),
  };
}

describe("the price check", () => {
  it("takes the customer's own valid list, then its status's, then the default, then the sales price, and says which", async () => {
    const w = await world();
    await w.status("Ny");
    const big = await w.status("Storkund");
    const customer = await w.customer({ name: "Kund AB", statusId: big.id });
    const other = await w.customer({ name: "Annan AB" });
    const product = await w.product({ name: "Pall", number: "P-1", salesPriceOre: 10_000 });
    const standard = await w.list({ name: "Standard", isDefault: true });
    const storkund = await w.list({ name: "Storkund", customerStatusId: big.id });
    const own = await w.list({
      name: "Kund AB:s",
      customerId: customer.id,
      validFrom: "2026-01-01",
      validTo: "2026-12-31",
    });
    await w.item(standard.id, product.id, { priceOre: 9_000 });
    await w.item(storkund.id, product.id, { priceOre: 8_000 });
    await w.item(own.id, product.id, { priceOre: 7_000, breaks: [{ fromQuantity: 20, priceOre: 6_000 }] });

    const at = (customerId: string | null, date: string, quantity = 1) =>
      w.check({ productId: product.id, ...(customerId ? { customerId } : {}), date, quantity });

    expect((await at(customer.id, "2026-06-01")).rule).toEqual({
      kind: "customerList",
      basis: "listPrice",
      listId: own.id,
      listName: "Kund AB:s",
    });
    const twenty = await at(customer.id, "2026-06-01", 20);
    expect(twenty).toMatchObject({
      unitPriceOre: 6_000,
      totalOre: 120_000,
      vatRate: 25,
      vatOre: 30_000,
      totalWithVatOre: 150_000,
      rule: { kind: "customerList", basis: "quantityBreak", fromQuantity: 20 },
      customer: { id: customer.id, name: "Kund AB" },
      customerStatus: { id: big.id, name: "Storkund" },
    });
    // Outside its own list's period the customer gets its status's list.
    expect(await at(customer.id, "2027-01-01")).toMatchObject({
      unitPriceOre: 8_000,
      rule: { kind: "statusList", listId: storkund.id },
    });
    // Another customer, and no customer at all: the default list.
    expect(await at(other.id, "2026-06-01")).toMatchObject({
      unitPriceOre: 9_000,
      rule: { kind: "defaultList", listName: "Standard" },
    });
    expect(await at(null, "2026-06-01")).toMatchObject({ unitPriceOre: 9_000, customer: null });
    // No list prices it: the sales price.
    await t.api.as(fx.a).delete(url(w.id, `/price-lists/${standard.id}/items/${product.id}`));
    expect(await at(other.id, "2026-06-01")).toMatchObject({
      unitPriceOre: 10_000,
      rule: { kind: "salesPrice", basis: "salesPrice" },
    });
  });

  it("applies a category discount (a subcategory's before its parent's) when the list has no price of the product", async () => {
    const w = await world();
    const food = await createProductCategory(t, fx.a, w.id, { name: "Mat" });
    const fruit = await createProductCategory(t, fx.a, w.id, { name: "Frukt", parentId: food.id });
    const apple = await w.product({
      name: "Äpple",
      unitCode: "KGM",
      salesPriceOre: 2_999,
      vatRate: 12,
      categoryId: fruit.id,
    });
    const standard = await w.list({ name: "Standard", isDefault: true });
    const parentOnly = await t.api
      .as(fx.a)
      .put(url(w.id, `/price-lists/${standard.id}/category-discounts/${food.id}`), {
        percent: 10,
      });
    expect(parentOnly.json().categoryDiscounts).toEqual([{ category: { id: food.id, name: "Mat" }, percent: 10 }]);
    // 29,99 kr less 10 % = 26,991 → 26,99 kr; 2.5 kg = 67,475 → 67,48 kr; VAT 12 % = 8,0976 → 8,10 kr.
    expect(await w.check({ productId: apple.id, quantity: 2.5, date: "2026-06-01" })).toMatchObject({
      unitPriceOre: 2_699,
      totalOre: 6_748,
      vatOre: 810,
      totalWithVatOre: 7_558,
      rule: { kind: "defaultList", basis: "categoryDiscount", discountPercent: 10, categoryId: food.id },
    });
    await t.api
      .as(fx.a)
      .put(url(w.id, `/price-lists/${standard.id}/category-discounts/${fruit.id}`), { percent: 12.5 });
    expect((await w.check({ productId: apple.id, date: "2026-06-01" })).rule).toMatchObject({
      discountPercent: 12.5,
      categoryId: fruit.id,
    });
  });

  it("adds a configurable product's chosen choices to the rule's price, one per option", async () => {
    const w = await world();
    const shirt = await w.product({
      name: "Tröja",
      type: "configurable",
      salesPriceOre: 20_000,
      options: [
        { name: "Storlek", choices: [{ name: "S" }, { name: "XL", priceChangeOre: 2_500 }] },
        { name: "Material", choices: [{ name: "Ull", priceChangeOre: 5_000 }] },
      ],
    });
    const [size, material] = shirt.options;
    const xl = size?.choices[1]?.id ?? "";
    const wool = material?.choices[0]?.id ?? "";
    const answer = await w.check({ productId: shirt.id, quantity: 2, choiceIds: `${xl},${wool}`, date: "2026-06-01" });
    expect(answer).toMatchObject({ ruleUnitPriceOre: 20_000, unitPriceOre: 27_500, totalOre: 55_000 });
    expect(answer.choices.map((c) => `${c.optionName}: ${c.name}`)).toEqual(["Storlek: XL", "Material: Ull"]);
    const twice = await t.api
      .as(fx.a)
      .get(url(w.id, `/price-check?productId=${shirt.id}&choiceIds=${size?.choices[0]?.id},${xl}`));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().field).toBe("choiceIds");
  });

  it("uses the company's today when no day is given, refuses bad quantities, and finds no other company's product or customer", async () => {
    const w = await world();
    const product = await w.product({ name: "Idag", salesPriceOre: 100 });
    const today = await w.check({ productId: product.id });
    expect(today.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(today.quantity).toBe(1);
    for (const quantity of ["0", "-1", "1.0005", "abc"]) {
      const response = await t.api.as(fx.a).get(url(w.id, `/price-check?productId=${product.id}&quantity=${quantity}`));
      expect(response.statusCode, quantity).toBe(400);
    }
    const theirs = await createProduct(t, fx.b, fx.b.company.id, { name: "B:s" });
    expect((await t.api.as(fx.a).get(url(w.id, `/price-check?productId=${theirs.id}`))).statusCode).toBe(404);
    const theirCustomer = await createCustomer(t, fx.b, fx.b.company.id, { name: "B-kund" });
    const foreign = await t.api
      .as(fx.a)
      .get(url(w.id, `/price-check?productId=${product.id}&customerId=${theirCustomer.id}`));
    expect(foreign.statusCode).toBe(404);
    const guest = await newMember(t, w.id, ["PriceLists"], "GUEST");
    expect((await t.api.as(guest.token).get(url(w.id, `/price-check?productId=${product.id}`))).statusCode).toBe(403);
  });
});

describe("price lists", () => {
  it("are a customer's, a status's or the default (exactly one), with one default and unique names (409 naming the clash)", async () => {
    const w = await world();
    const customer = await w.customer({ name: "Kund" });
    const post = (body: Record<string, unknown>) => t.api.as(fx.a).post(url(w.id, "/price-lists"), body);
    expect((await post({ name: "Ingen" })).statusCode).toBe(400);
    expect((await post({ name: "Båda", customerId: customer.id, isDefault: true })).statusCode).toBe(400);
    const bad = await post({ name: "Datum", isDefault: true, validFrom: "2026-02-01", validTo: "2026-01-01" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("validTo");
    const standard = await w.list({ name: "Standard", isDefault: true });
    const second = await post({ name: "Standard 2", isDefault: true });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ field: "isDefault", message: "Standard is the default price list." });
    const same = await post({ name: "standard", customerId: customer.id });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe("A price list named Standard exists.");
    const own = await w.list({ name: "Kundens", customerId: customer.id });
    expect(own).toMatchObject({
      customer: { id: customer.id, name: "Kund" },
      customerStatus: null,
      isDefault: false,
      itemCount: 0,
    });
    // A save keeps exactly one target; PUT takes what GET answers.
    const toDefault = await t.api.as(fx.a).put(url(w.id, `/price-lists/${own.id}`), { isDefault: true });
    expect(toDefault.statusCode).toBe(400);
    const got = (await t.api.as(fx.a).get(url(w.id, `/price-lists/${own.id}`))).json() as PriceListDetail;
    const renamed = await t.api.as(fx.a).put(url(w.id, `/price-lists/${own.id}`), { ...got, name: "Kundens egna" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const stale = await t.api
      .as(fx.a)
      .put(url(w.id, `/price-lists/${own.id}`), { name: "Gammal", version: got.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("STALE_VERSION");
    const lists = (await t.api.as(fx.a).get(url(w.id, "/price-lists"))).json() as PriceList[];
    expect(lists.map((l) => l.name)).toEqual([standard.name, "Kundens egna"]);
    const mine = (await t.api.as(fx.a).get(url(w.id, `/price-lists?customerId=${customer.id}`))).json() as PriceList[];
    expect(mine.map((l) => l.name)).toEqual(["Kundens egna"]);
  });

  it("keeps prices with quantity breaks that rise in quantity and never raise the price; pages and searches its items", async () => {
    const w = await world();
    const list = await w.list({ name: "Standard", isDefault: true });
    const product = await w.product({ name: "Sand", unitCode: "TNE", salesPriceOre: 50_000 });
    const put = (body: Record<string, unknown>) =>
      t.api.as(fx.a).put(url(w.id, `/price-lists/${list.id}/items/${product.id}`), body);
    for (const breaks of [
      [
        { fromQuantity: 10, priceOre: 45_000 },
        { fromQuantity: 5, priceOre: 40_000 },
      ],
      [{ fromQuantity: 10, priceOre: 55_000 }],
      [{ fromQuantity: 0, priceOre: 1 }],
      [{ fromQuantity: 1.0001, priceOre: 1 }],
    ]) {
      const response = await put({ priceOre: 50_000, breaks });
      expect(response.statusCode, JSON.stringify(breaks)).toBe(400);
    }
    const item = (
      await put({
        priceOre: 48_000,
        breaks: [
          { fromQuantity: 10, priceOre: 45_000 },
          { fromQuantity: 25.5, priceOre: 42_000 },
        ],
      })
    ).json();
    expect(item).toMatchObject({
      priceOre: 48_000,
      breaks: [{ fromQuantity: 10 }, { fromQuantity: 25.5 }],
      product: { name: "Sand" },
    });
    // Replaced, not added.
    await put({ priceOre: 47_000 });
    const items = (await t.api.as(fx.a).get(url(w.id, `/price-lists/${list.id}/items`))).json() as PriceListItem[];
    expect(items.map((i) => [i.product.name, i.priceOre, i.breaks.length])).toEqual([["Sand", 47_000, 0]]);
    for (let i = 0; i < 21; i++) {
      const p = await w.product({ name: `Grus ${String(i).padStart(2, "0")}` });
      await w.item(list.id, p.id, { priceOre: i });
    }
    expect(
      ((await t.api.as(fx.a).get(url(w.id, `/price-lists/${list.id}/items?q=grus`))).json() as unknown[]).length,
    ).toBe(21);
    const sand = (await t.api.as(fx.a).get(url(w.id, `/price-lists/${list.id}/items?q=san`))).json() as PriceListItem[];
    expect(sand.map((i) => i.product.name)).toEqual(["Sand"]);
    expect(((await t.api.as(fx.a).get(url(w.id, `/price-lists/${list.id}`))).json() as PriceListDetail).itemCount).toBe(
      22,
    );
    const reader = await newMember(t, w.id, []);
    expect((await t.api.as(reader.token).get(url(w.id, `/price-lists/${list.id}/items`))).statusCode).toBe(200);
    expect(
      (await t.api.as(reader.token).put(url(w.id, `/price-lists/${list.id}/items/${product.id}`), { priceOre: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await t.api.as(fx.a).delete(url(w.id, `/price-lists/${list.id}`))).statusCode).toBe(200);
    expect((await t.api.as(fx.a).get(url(w.id, `/price-lists/${list.id}`))).statusCode).toBe(404);
  });
});

describe("price list export", () => {
  it("exports a list's prices, a line per product and one per quantity break", async () => {
    const w = await world();
    const list = await w.list({ name: "Standard", isDefault: true });
    const sand = await w.product({ name: "Sand", number: "S-1", unitCode: "TNE", salesPriceOre: 50_000 });
    await w.item(list.id, sand.id, { priceOre: 48_000, breaks: [{ fromQuantity: 10.5, priceOre: 45_050 }] });
    const answer = await t.api.as(fx.a).get(url(w.id, `/price-lists/${list.id}/export`));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-disposition"]).toContain("Prislista Standard.csv");
    expect(readCsv(answer.rawPayload)).toEqual([
      ["Artikelnummer", "Namn", "Enhet", "Från antal", "Pris", "Försäljningspris"],
      ["S-1", "Sand", "TNE – ton", "1", "480,00", "500,00"],
      ["S-1", "Sand", "TNE – ton", "10,5", "450,50", "500,00"],
    ]);
  });
});
