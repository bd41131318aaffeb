import type { CompanyService, Permission, Product, ProductCategory, ProductListItem } from "@app/contract";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { readCsv } from "../../../test/csv";
import {
  createCompanyService,
  createPriceList,
  createProduct,
  createProductCategory,
  setPriceListItem,
} from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";
import { withTenant } from "../../db/client";

const all: Permission[] = ["Products", "ProductCategories", "PriceLists", "CompanyServices"];
const { t, fx } = appWithTwoCompanies(all);

const url = (companyId: string, rest = "") => `/api/companies/${companyId}${rest}`;

/** A company of its own for a test, its administrator (fx.a) holding `all`. */
async function world() {
  const company = await createCompany(t.deps.db);
  await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: all });
  const id = company.id;
  return {
    id,
    product: (body: Record<string, unknown>): Promise<Product> => createProduct(t, fx.a, id, body),
    category: (body: Record<string, unknown>): Promise<ProductCategory> => createProductCategory(t, fx.a, id, body),
    list: async (query = "", token = fx.a.token): Promise<ProductListItem[]> => {
      const response = await t.api.as(token).get(url(id, `/products${query}`));
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    post: (body: Record<string, unknown>) => t.api.as(fx.a).post(url(id, "/products"), body),
    put: (productId: string, body: Record<string, unknown>) =>
      t.api.as(fx.a).put(url(id, `/products/${productId}`), body),
  };
}

const names = (list: { name: string }[]) => list.map((p) => p.name);

describe("products", () => {
  it("numbers new products from the company's sequence, continues after a number typed by hand, and answers 409 naming the holder", async () => {
    const w = await world();
    const first = await w.product({ name: "Spik" });
    const second = await w.product({ name: "Skruv" });
    expect([first.number, second.number]).toEqual(["1", "2"]);
    expect((await w.product({ name: "Hammare", number: "100" })).number).toBe("100");
    expect((await w.product({ name: "Tång" })).number).toBe("101");
    expect((await w.product({ name: "Såg", number: "ART-7.b" })).number).toBe("ART-7.b");

    const clash = await w.post({ name: "Krock", number: "100" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: "CONFLICT",
      field: "number",
      message: "Product number 100 is taken by Hammare.",
    });
    const renumbered = await w.put(second.id, { number: "1" });
    expect(renumbered.statusCode).toBe(409);
    expect(renumbered.json().message).toBe("Product number 1 is taken by Spik.");
    // Another company's numbers are its own.
    expect((await createProduct(t, fx.b, fx.b.company.id, { name: "B:s", number: "100" })).number).toBe("100");
  });

  it("never gives two concurrent creates the same number", async () => {
    const w = await world();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => w.post({ name: `Samtidig ${i}` })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const numbers = answers.map((answer) => Number(answer.json().number)).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("stores each type's own fields, with money in öre", async () => {
    const w = await world();
    const service = await w.product({
      name: "Service",
      type: "service",
      unitCode: "HUR",
      durationMinutes: 90,
      salesPriceOre: 95_000,
    });
    expect(service).toMatchObject({
      type: "service",
      unitCode: "HUR",
      durationMinutes: 90,
      salesPriceOre: 95_000,
      vatRate: 25,
    });
    const delivery = await w.product({
      name: "Frakt kyl",
      type: "delivery",
      distributionType: "kyl",
      weightGrams: 2500,
    });
    expect(delivery).toMatchObject({ distributionType: "kyl", weightGrams: 2500 });
    const distribution = await w.product({ name: "ADR", type: "distribution", distributionType: "adr" });
    expect(distribution).toMatchObject({ distributionType: "adr", weightGrams: null });
    expect((await w.product({ name: "Gran", type: "plant", plantType: "BOTH", vatRate: 12 })).plantType).toBe("BOTH");
    const beast = await w.product({
      name: "Kalv",
      type: "beast",
      beastPricing: "perWeight",
      unitCode: "KGM",
      species: "Nöt",
    });
    expect(beast).toMatchObject({ beastPricing: "perWeight", species: "Nöt", unitCode: "KGM" });
    const shirt = await w.product({
      name: "Tröja",
      type: "configurable",
      salesPriceOre: 29_900,
      purchasePriceOre: 12_000,
      options: [
        { name: "Storlek", choices: [{ name: "S" }, { name: "XL", priceChangeOre: 5_000 }] },
        { name: "Material", choices: [{ name: "Bomull" }, { name: "Ull", priceChangeOre: 10_000 }] },
      ],
    });
    expect(shirt.options.map((o) => [o.name, o.choices.map((c) => [c.name, c.priceChangeOre])])).toEqual([
      [
        "Storlek",
        [
          ["S", 0],
          ["XL", 5_000],
        ],
      ],
      [
        "Material",
        [
          ["Bomull", 0],
          ["Ull", 10_000],
        ],
      ],
    ]);
    expect(shirt.purchasePriceOre).toBe(12_000);
    // Saving the options as answered keeps their ids (order lines name choices by id); a new choice gets one.
    const options = shirt.options.map((o, i) => (i === 0 ? { ...o, choices: [...o.choices, { name: "M" }] } : o));
    const saved = (await w.put(shirt.id, { options, version: shirt.version })).json() as Product;
    expect(saved.options[0]?.choices.slice(0, 2)).toEqual(shirt.options[0]?.choices);
    expect(saved.options[0]?.choices[2]).toMatchObject({ name: "M", priceChangeOre: 0, id: expect.any(String) });
    expect(saved.options[1]).toEqual(shirt.options[1]);
    const simple = await w.product({ name: "Enkel" });
    expect(simple).toMatchObject({
      type: "simple",
      unitCode: "PCS",
      vatRate: 25,
      salesPriceOre: 0,
      options: [],
      active: true,
    });
  });

  it("refuses a field of another type, a type's missing field, unknown unit codes and rates, and floats of öre, naming the field", async () => {
    const w = await world();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "x", type: "service" }, "durationMinutes"],
      [{ name: "x", type: "simple", durationMinutes: 30 }, "durationMinutes"],
      [{ name: "x", type: "delivery" }, "distributionType"],
      [{ name: "x", type: "delivery", distributionType: "varm" }, "distributionType"],
      [{ name: "x", type: "plant", plantType: "GROW" }, "plantType"],
      [{ name: "x", type: "plant", plantType: "SELL", weightGrams: 10 }, "weightGrams"],
      [{ name: "x", type: "configurable" }, "options"],
      [{ name: "x", type: "configurable", options: [{ name: "A", choices: [] }] }, "options.0.choices"],
      [{ name: "x", type: "beast" }, "beastPricing"],
      [{ name: "x", type: "beast", beastPricing: "perWeight", unitCode: "PCS" }, "unitCode"],
      [{ name: "x", type: "simple", species: "Får" }, "species"],
      [{ name: "x", unitCode: "KG" }, "unitCode"],
      [{ name: "x", unitCode: "kgm" }, "unitCode"],
      [{ name: "x", vatRate: 20 }, "vatRate"],
      [{ name: "x", salesPriceOre: 12.5 }, "salesPriceOre"],
      [{ name: "x", salesPriceOre: -1 }, "salesPriceOre"],
      [{ name: "x", number: "a b" }, "number"],
      [{ name: "" }, "name"],
    ];
    for (const [body, field] of cases) {
      const response = await w.post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().field, JSON.stringify(body)).toBe(field);
    }
    // Every spec unit code is taken.
    for (const unitCode of [
      "KM",
      "MONTH",
      "SEK",
      "LASS",
      "MIL",
      "STOPP",
      "DAG",
      "MTK",
      "MTQ",
      "TC",
      "TNE",
      "ZCK",
      "ZTK",
    ]) {
      expect((await w.post({ name: `Unit ${unitCode}`, unitCode })).statusCode, unitCode).toBe(201);
    }
    // A save checks the product as it will be: a type change needs the new type's fields and drops the old ones.
    const service = await w.product({ name: "Tjänst", type: "service", durationMinutes: 30 });
    const toPlant = await w.put(service.id, { type: "plant", plantType: "SELL" });
    expect(toPlant.statusCode).toBe(400);
    expect(toPlant.json().field).toBe("durationMinutes");
    const changed = await w.put(service.id, { type: "plant", plantType: "SELL", durationMinutes: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ type: "plant", plantType: "SELL", durationMinutes: null });
  });

  it("saves on the version it was based on: 409 STALE_VERSION with the product as it is", async () => {
    const w = await world();
    const product = await w.product({ name: "Version" });
    expect((await w.put(product.id, { name: "Ett", version: product.version })).statusCode).toBe(200);
    const stale = await w.put(product.id, { name: "Två", version: product.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "STALE_VERSION", current: { name: "Ett" } });
    // PUT takes what GET answers.
    const got = (await t.api.as(fx.a).get(url(w.id, `/products/${product.id}`))).json() as Product;
    const again = await w.put(product.id, { ...got, name: "Tre" });
    expect(again.statusCode, again.body).toBe(200);
  });

  it("lists with search by number and name, filters by type, category (with subcategories) and active, sorted by name, 21 fetched", async () => {
    const w = await world();
    const tools = await w.category({ name: "Verktyg" });
    const saws = await w.category({ name: "Sågar", parentId: tools.id });
    await w.product({ name: "Bågfil", number: "S-100", categoryId: saws.id });
    await w.product({ name: "Hammare", number: "H-1", categoryId: tools.id });
    await w.product({ name: "Arbetstimme", type: "service", durationMinutes: 60 });
    const old = await w.product({ name: "Gammal spik", number: "X-9" });
    await w.put(old.id, { active: false });

    expect(names(await w.list())).toEqual(["Arbetstimme", "Bågfil", "Hammare"]);
    expect(names(await w.list("?q=s-10"))).toEqual(["Bågfil"]);
    expect(names(await w.list("?q=hamm"))).toEqual(["Hammare"]);
    expect(names(await w.list("?type=service"))).toEqual(["Arbetstimme"]);
    expect(names(await w.list(`?categoryId=${tools.id}`))).toEqual(["Bågfil", "Hammare"]);
    expect(names(await w.list(`?categoryId=${saws.id}`))).toEqual(["Bågfil"]);
    expect(names(await w.list("?active=false"))).toEqual(["Gammal spik"]);
    expect(names(await w.list("?active=all&sort=number"))).toEqual(
      ["Arbetstimme", "Hammare", "X-9", "Bågfil"].map((n) => (n === "X-9" ? "Gammal spik" : n)),
    );
    for (let i = 0; i < 22; i++) await w.product({ name: `Z ${String(i).padStart(2, "0")}` });
    const page = await w.list("?q=Z%20");
    expect(page).toHaveLength(21);
    expect(names(await w.list("?q=Z%20&offset=20"))).toEqual(["Z 20", "Z 21"]);
    expect((await w.list("?q=nothing-like-this")).length).toBe(0);
  });

  it("lets members read the catalogue but only Products write it; guests read no products", async () => {
    const w = await world();
    const product = await w.product({ name: "Läsbar" });
    const reader = await newMember(t, w.id, []);
    expect(names(await w.list("", reader.token))).toEqual(["Läsbar"]);
    expect((await t.api.as(reader.token).get(url(w.id, `/products/${product.id}`))).statusCode).toBe(200);
    expect((await t.api.as(reader.token).post(url(w.id, "/products"), { name: "Nej" })).statusCode).toBe(403);
    expect((await t.api.as(reader.token).put(url(w.id, `/products/${product.id}`), { name: "Nej" })).statusCode).toBe(
      403,
    );
    expect((await t.api.as(reader.token).delete(url(w.id, `/products/${product.id}`))).statusCode).toBe(403);
    const guest = await newMember(t, w.id, ["Products"], "GUEST");
    expect((await t.api.as(guest.token).get(url(w.id, "/products"))).statusCode).toBe(403);
    // Another company's product is not found through one's own.
    const theirs = await createProduct(t, fx.b, fx.b.company.id, { name: "B:s" });
    expect((await t.api.as(fx.a).get(url(w.id, `/products/${theirs.id}`))).statusCode).toBe(404);
    expect(
      (
        await w.post({
          name: "Fel kategori",
          categoryId: (await createProductCategory(t, fx.b, fx.b.company.id, { name: "B-kat" })).id,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("deletes a product nothing refers to, and makes one on a price list or offered as a service inactive instead, saying why", async () => {
    const w = await world();
    const loose = await w.product({ name: "Lös" });
    const del = await t.api.as(fx.a).delete(url(w.id, `/products/${loose.id}`));
    expect(del.json()).toEqual({ ok: true, deactivated: false, reasons: [] });
    expect((await t.api.as(fx.a).get(url(w.id, `/products/${loose.id}`))).statusCode).toBe(404);

    const listed = await w.product({ name: "Listad" });
    const list = await createPriceList(t, fx.a, w.id, { name: "Standard", isDefault: true });
    await setPriceListItem(t, fx.a, w.id, list.id, listed.id, { priceOre: 100 });
    const offered = await w.product({ name: "Erbjuden", type: "service", durationMinutes: 30 });
    await createCompanyService(t, fx.a, w.id, { productId: offered.id });
    const first = await t.api.as(fx.a).delete(url(w.id, `/products/${listed.id}`));
    expect(first.json()).toEqual({ ok: true, deactivated: true, reasons: ["priceLists"] });
    const second = await t.api.as(fx.a).delete(url(w.id, `/products/${offered.id}`));
    expect(second.json()).toEqual({ ok: true, deactivated: true, reasons: ["companyServices"] });
    const kept = (await t.api.as(fx.a).get(url(w.id, `/products/${listed.id}`))).json() as Product;
    expect(kept.active).toBe(false);
    expect(names(await w.list("?active=false"))).toEqual(["Erbjuden", "Listad"]);
  });
});

describe("a product on an order line", () => {
  it("is made inactive instead of deleted, saying so", async () => {
    const w = await world();
    const product = await w.product({ name: "Beställd" });
    // An order line as the orders module saves it (its order row aside: written as the owner, keys off).
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into order_lines (company_id, publication_id, position, product_id, quantity, unit_code,
          unit_price_ore, vat_rate, line_ore, allowance_ore, net_ore)
        values (${w.id}, gen_random_uuid(), 1, ${product.id}, 2, 'PCS', 100, 25, 200, 0, 200)`);
    });
    const answer = await t.api.as(fx.a).delete(url(w.id, `/products/${product.id}`));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ ok: true, deactivated: true, reasons: ["orderLines"] });
    await withTenant(t.deps.db, { companyIds: [w.id] }, (tx) =>
      tx.execute(sql`delete from order_lines where company_id = ${w.id}`),
    );
  });
});

describe("product categories", () => {
  it("are a tree two levels deep, named once per company, listed parent then children", async () => {
    const w = await world();
    const food = await w.category({ name: "Livsmedel" });
    const animals = await w.category({ name: "Djur" });
    const fruit = await w.category({ name: "Frukt", parentId: food.id });
    await w.category({ name: "Bröd", parentId: food.id });
    const third = await t.api.as(fx.a).post(url(w.id, "/product-categories"), { name: "Äpplen", parentId: fruit.id });
    expect(third.statusCode).toBe(400);
    expect(third.json().field).toBe("parentId");
    const twice = await t.api.as(fx.a).post(url(w.id, "/product-categories"), { name: "frukt" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ field: "name", message: "A product category named frukt exists." });
    const listed = (await t.api.as(fx.a).get(url(w.id, "/product-categories"))).json() as ProductCategory[];
    expect(listed.map((c) => c.name)).toEqual(["Livsmedel", "Frukt", "Bröd", "Djur"]);
    // A category with subcategories stays top-level.
    const moved = await t.api.as(fx.a).put(url(w.id, `/product-categories/${food.id}`), { parentId: animals.id });
    expect(moved.statusCode).toBe(400);
  });

  it("refuses deleting a category with subcategories; a deleted one leaves its products without a category", async () => {
    const w = await world();
    const parent = await w.category({ name: "Överst" });
    const child = await w.category({ name: "Under", parentId: parent.id });
    const product = await w.product({ name: "I kategori", categoryId: child.id });
    const refused = await t.api.as(fx.a).delete(url(w.id, `/product-categories/${parent.id}`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("The category has 1 subcategories: move or delete them first.");
    expect((await t.api.as(fx.a).delete(url(w.id, `/product-categories/${child.id}`))).statusCode).toBe(200);
    const after = (await t.api.as(fx.a).get(url(w.id, `/products/${product.id}`))).json() as Product;
    expect(after.category).toBeNull();
    const reader = await newMember(t, w.id, ["Products"]);
    expect((await t.api.as(reader.token).post(url(w.id, "/product-categories"), { name: "Nej" })).statusCode).toBe(403);
  });
});

describe("company services", () => {
  it("offers service products only, once each; members and guests see the published ones of active products", async () => {
    const w = await world();
    const cleaning = await w.product({
      name: "Städning",
      type: "service",
      durationMinutes: 120,
      salesPriceOre: 50_000,
    });
    const repair = await w.product({ name: "Reparation", type: "service", durationMinutes: 60 });
    const nail = await w.product({ name: "Spik" });
    const offered: CompanyService = await createCompanyService(t, fx.a, w.id, {
      productId: cleaning.id,
      publicDescription: "Vi städar kontor.",
    });
    expect(offered).toMatchObject({
      product: { name: "Städning", durationMinutes: 120, salesPriceOre: 50_000 },
      published: true,
      position: 0,
    });
    const hidden = await createCompanyService(t, fx.a, w.id, { productId: repair.id, published: false });
    const notService = await t.api.as(fx.a).post(url(w.id, "/company-services"), { productId: nail.id });
    expect(notService.statusCode).toBe(400);
    expect(notService.json().field).toBe("productId");
    const again = await t.api.as(fx.a).post(url(w.id, "/company-services"), { productId: cleaning.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Städning is offered already.");

    const guest = await newMember(t, w.id, [], "GUEST");
    const seen = (await t.api.as(guest.token).get(url(w.id, "/company-services"))).json() as CompanyService[];
    expect(seen.map((s) => s.product.name)).toEqual(["Städning"]);
    const managed = (await t.api.as(fx.a).get(url(w.id, "/company-services"))).json() as CompanyService[];
    expect(managed.map((s) => s.product.name)).toEqual(["Städning", "Reparation"]);
    const published = await t.api.as(fx.a).put(url(w.id, `/company-services/${hidden.id}`), { published: true });
    expect(published.json()).toMatchObject({ published: true });
    expect(
      (await t.api.as(guest.token).post(url(w.id, "/company-services"), { productId: repair.id })).statusCode,
    ).toBe(403);
    expect((await t.api.as(fx.a).delete(url(w.id, `/company-services/${hidden.id}`))).statusCode).toBe(200);
    expect(((await t.api.as(fx.a).get(url(w.id, "/company-services"))).json() as CompanyService[]).length).toBe(1);
  });
});

describe("catalogue export", () => {
  it("exports the filtered catalogue as CSV and XLSX in the reader's language, money in kronor from exact öre", async () => {
    const w = await world();
    const food = await w.category({ name: "Mat" });
    const fruit = await w.category({ name: "Frukt", parentId: food.id });
    await w.product({
      name: "Äpple",
      number: "A-1",
      unitCode: "KGM",
      vatRate: 12,
      salesPriceOre: 2_995,
      purchasePriceOre: 1_001,
      categoryId: fruit.id,
    });
    await w.product({ name: "=Formel", number: "F-1", salesPriceOre: 123_456_789 });
    await w.product({ name: "Tjänst", type: "service", durationMinutes: 30, salesPriceOre: 50_000 });
    const answer = await t.api.as(fx.a).get(url(w.id, "/products/export?format=csv&sort=number&type=simple"));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-disposition"]).toContain("attachment");
    const rows = readCsv(answer.rawPayload);
    expect(rows[0]?.slice(0, 8)).toEqual([
      "Artikelnummer",
      "Namn",
      "Typ",
      "Enhet",
      "Kategori",
      "Moms %",
      "Inköpspris",
      "Försäljningspris",
    ]);
    expect(rows.slice(1).map((r) => r.slice(0, 9))).toEqual([
      ["A-1", "Äpple", "enkel", "KGM – kilogram", "Mat / Frukt", "12", "10,01", "29,95", "ja"],
      ["F-1", "'=Formel", "enkel", "PCS – styck", "", "25", "", "1234567,89", "ja"],
    ]);
    const xlsx = await t.api.as(fx.a).get(url(w.id, "/products/export?format=xlsx&sort=number"));
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(2).getCell(8).value).toBe(500);
    const guest = await newMember(t, w.id, ["Products"], "GUEST");
    expect((await t.api.as(guest.token).get(url(w.id, "/products/export"))).statusCode).toBe(403);
  });
});
