import type { Permission, PriceImportPreview, PriceListDetail, PriceListItem, Product } from "@app/contract";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  createCustomerStatus,
  createPriceList,
  createProduct,
  setPriceListItem,
  uploadFile,
} from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany } from "../../../test/fixtures";

const all: Permission[] = ["Products", "PriceLists", "CustomerStatuses"];
const { t, fx } = appWithTwoCompanies(all);

async function world() {
  const company = await createCompany(t.deps.db);
  await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: all });
  const id = company.id;
  const list: PriceListDetail = await createPriceList(t, fx.a, id, { name: "Standard", isDefault: true });
  /** Another list of the company (a customer status's). */
  const otherList = async (name: string): Promise<PriceListDetail> => {
    const status = await createCustomerStatus(t, fx.a, id, { name });
    return createPriceList(t, fx.a, id, { name, customerStatusId: status.id });
  };
  const url = (rest = "") => `/api/companies/${id}/price-lists/${list.id}${rest}`;
  return {
    id,
    list,
    otherList,
    url,
    upload: (rest: string, name: string, content: Buffer | string, type = "text/csv") =>
      uploadFile(t, fx.a, url(rest), name, type, content),
    product: (body: Record<string, unknown>): Promise<Product> => createProduct(t, fx.a, id, body),
    item: (productId: string, body: Record<string, unknown>) => setPriceListItem(t, fx.a, id, list.id, productId, body),
    items: async () => {
      const response = await t.api.as(fx.a).get(url("/items?limit=100"));
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as PriceListItem[]).map((i) => ({
        number: i.product.number,
        priceOre: i.priceOre,
        breaks: i.breaks.map((b) => [b.fromQuantity, b.priceOre]),
      }));
    },
  };
}

const bom = "\uFEFF";
/** Excel's Swedish CSV: a byte order mark, `;` between fields, CRLF lines. */
const swedishCsv = (lines: string[]) => Buffer.from(`${bom}${lines.join("\r\n")}\r\n`, "utf8");

describe("price list import", () => {
  it("previews Excel's Swedish CSV, one line per product and quantity: new, changed, unchanged or invalid with the reason, prices to exact öre, and writes nothing", async () => {
    const w = await world();
    const jacket = await w.product({ number: "J-1", name: "Arbetsjacka", salesPriceOre: 99_900 });
    const stairs = await w.product({ number: "T-1", name: "Trappa", salesPriceOre: 1_500_000 });
    await w.product({ number: "S-1", name: "Spik", salesPriceOre: 100 });
    await w.product({ number: "B-1", name: "Bräda", salesPriceOre: 4_550 });
    await w.product({ number: "R-1", name: "Regel", salesPriceOre: 3_000 });
    await w.product({ number: "K-1", name: "Kant", salesPriceOre: 3_000 });
    await w.item(jacket.id, { priceOre: 89_900, breaks: [{ fromQuantity: 10, priceOre: 79_900 }] });
    await w.item(stairs.id, { priceOre: 1_400_000 });
    const file = swedishCsv([
      "Artikelnummer;Namn;Enhet;Från antal;Pris;Försäljningspris",
      "J-1;Arbetsjacka;PCE – styck;1;899,00;999,00", // 2 changed (a second break)
      "J-1;Arbetsjacka;PCE – styck;10;799,00;999,00", // 3
      "J-1;Arbetsjacka;PCE – styck;20;750,50;999,00", // 4
      "T-1;Trappa;;;14 000,00;", // 5 unchanged (empty quantity: from 1)
      "S-1;Spik;;1;0,95;", // 6 new
      "S-1;Spik;;2,5;0.90 kr;", // 7 new, a break at 2.5 read with a decimal comma
      "B-1;Bräda;;1;40;", // 8 break raises the price on line 9
      "B-1;Bräda;;50;41;", // 9
      "R-1;Regel;;10;25;", // 10 no price from quantity 1
      "K-1;Kant;;1;12,345;", // 11 three decimals
      "K-1;Kant;;5;10;", // 12 the other line is invalid
      "X-9;Okänd;;1;10;", // 13 no such product
      ";Utan nummer;;1;10;", // 14
      "S-1;Spik;;2,5;0,80;", // 15 the same quantity as line 7
    ]);
    const response = await w.upload("/import/preview", "priser.csv", file);
    expect(response.statusCode, response.body).toBe(200);
    const preview: PriceImportPreview = response.json();
    expect(preview.format).toBe("csv;");
    expect(preview.columns).toEqual(["number", "name", "fromQuantity", "price"]);
    expect(preview.ignored).toEqual(["Enhet", "Försäljningspris"]);
    const rows = preview.rows.map(
      ({ line, status, fromQuantity, priceOre, currentPriceOre, field, problem, otherLine }) => ({
        line,
        status,
        fromQuantity,
        priceOre,
        currentPriceOre,
        field,
        problem,
        otherLine,
      }),
    );
    const ok = { field: null, problem: null, otherLine: null };
    expect(rows).toEqual([
      { line: 2, status: "changed", fromQuantity: 1, priceOre: 89_900, currentPriceOre: 89_900, ...ok },
      { line: 3, status: "changed", fromQuantity: 10, priceOre: 79_900, currentPriceOre: 79_900, ...ok },
      { line: 4, status: "changed", fromQuantity: 20, priceOre: 75_050, currentPriceOre: null, ...ok },
      { line: 5, status: "unchanged", fromQuantity: 1, priceOre: 1_400_000, currentPriceOre: 1_400_000, ...ok },
      // S-1 is invalid as a whole: line 15 repeats the quantity of line 7.
      {
        line: 6,
        status: "invalid",
        fromQuantity: 1,
        priceOre: 95,
        currentPriceOre: null,
        field: "number",
        problem: "otherLineInvalid",
        otherLine: 15,
      },
      {
        line: 7,
        status: "invalid",
        fromQuantity: 2.5,
        priceOre: 90,
        currentPriceOre: null,
        field: "number",
        problem: "otherLineInvalid",
        otherLine: 15,
      },
      {
        line: 8,
        status: "invalid",
        fromQuantity: 1,
        priceOre: 4_000,
        currentPriceOre: null,
        field: "number",
        problem: "otherLineInvalid",
        otherLine: 9,
      },
      {
        line: 9,
        status: "invalid",
        fromQuantity: 50,
        priceOre: 4_100,
        currentPriceOre: null,
        field: "price",
        problem: "breakRaisesPrice",
        otherLine: 8,
      },
      {
        line: 10,
        status: "invalid",
        fromQuantity: 10,
        priceOre: 2_500,
        currentPriceOre: null,
        field: "fromQuantity",
        problem: "noListPrice",
        otherLine: null,
      },
      {
        line: 11,
        status: "invalid",
        fromQuantity: 1,
        priceOre: null,
        currentPriceOre: null,
        field: "price",
        problem: "invalid",
        otherLine: null,
      },
      {
        line: 12,
        status: "invalid",
        fromQuantity: 5,
        priceOre: 1_000,
        currentPriceOre: null,
        field: "number",
        problem: "otherLineInvalid",
        otherLine: 11,
      },
      {
        line: 13,
        status: "invalid",
        fromQuantity: 1,
        priceOre: 1_000,
        currentPriceOre: null,
        field: "number",
        problem: "unknownProduct",
        otherLine: null,
      },
      {
        line: 14,
        status: "invalid",
        fromQuantity: 1,
        priceOre: 1_000,
        currentPriceOre: null,
        field: "number",
        problem: "missing",
        otherLine: null,
      },
      {
        line: 15,
        status: "invalid",
        fromQuantity: 2.5,
        priceOre: 80,
        currentPriceOre: null,
        field: "fromQuantity",
        problem: "sameQuantity",
        otherLine: 7,
      },
    ]);
    expect(preview.rows[0]?.name).toBe("Arbetsjacka");
    expect(preview.counts).toEqual({ new: 0, changed: 3, unchanged: 1, invalid: 10 });
    expect(preview.products).toEqual({ new: 0, changed: 1, unchanged: 1, invalid: 4 });
    // Nothing written.
    expect(await w.items()).toEqual([
      { number: "J-1", priceOre: 89_900, breaks: [[10, 79_900]] },
      { number: "T-1", priceOre: 1_400_000, breaks: [] },
    ]);
  });

  it("imports the new and changed products' prices with their breaks in one go; the list's own export imports again into another list", async () => {
    const w = await world();
    const jacket = await w.product({ number: "J-1", name: "Arbetsjacka", salesPriceOre: 99_900 });
    await w.product({ number: "S-1", name: "Spik", salesPriceOre: 100 });
    await w.product({ number: "L-1", name: "Lastpall", salesPriceOre: 20_000 });
    await w.item(jacket.id, { priceOre: 89_900 });
    const file = [
      "number,from quantity,price",
      "J-1,1,850.00",
      'J-1,20,"1,234.50"', // not an amount: invalid, the jacket stays as it was
      "S-1,2.5,0.90",
      "S-1,,0.95",
      'L-1,1,"1 234,50"',
    ].join("\n");
    const response = await w.upload("/import", "prices.csv", file);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ created: 2, updated: 0, skipped: { unchanged: 0, invalid: 1 } });
    expect(await w.items()).toEqual([
      { number: "J-1", priceOre: 89_900, breaks: [] },
      { number: "L-1", priceOre: 123_450, breaks: [] },
      { number: "S-1", priceOre: 95, breaks: [[2.5, 90]] },
    ]);

    const again = await w.upload("/import", "prices.csv", "number;from quantity;price\r\nJ-1;1;850\r\nJ-1;20;800\r\n");
    expect(again.json()).toEqual({ created: 0, updated: 1, skipped: { unchanged: 0, invalid: 0 } });
    const version = (await t.api.as(fx.a).get(w.url())).json().version;
    expect(version).toBeGreaterThan(w.list.version);

    for (const format of ["csv", "xlsx"] as const) {
      const exported = await t.api.as(fx.a).get(w.url(`/export?format=${format}`));
      expect(exported.statusCode).toBe(200);
      const copy = await w.otherList(`Kopia ${format}`);
      const target = `/api/companies/${w.id}/price-lists/${copy.id}/import`;
      const preview = await uploadFile(t, fx.a, `${target}/preview`, `p.${format}`, "text/csv", exported.rawPayload);
      expect((preview.json() as PriceImportPreview).products).toEqual({ new: 3, changed: 0, unchanged: 0, invalid: 0 });
      const imported = await uploadFile(t, fx.a, target, `p.${format}`, "text/csv", exported.rawPayload);
      expect(imported.statusCode, imported.body).toBe(201);
      const items = (await t.api.as(fx.a).get(`/api/companies/${w.id}/price-lists/${copy.id}/items`)).json();
      expect((items as PriceListItem[]).map((i) => [i.product.number, i.priceOre, i.breaks])).toEqual([
        ["J-1", 85_000, [{ fromQuantity: 20, priceOre: 80_000 }]],
        ["L-1", 123_450, []],
        ["S-1", 95, [{ fromQuantity: 2.5, priceOre: 90 }]],
      ]);
    }

    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Priser").addRows([
      ["Artikelnummer", "Från antal", "Pris"],
      ["L-1", 1, 199.9],
      ["L-1", 10, "150,00"],
    ]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const fromXlsx = await w.upload("/import", "p.xlsx", xlsx, "application/octet-stream");
    expect(fromXlsx.json()).toEqual({ created: 0, updated: 1, skipped: { unchanged: 0, invalid: 0 } });
    expect((await w.items()).find((i) => i.number === "L-1")).toEqual({
      number: "L-1",
      priceOre: 19_990,
      breaks: [[10, 15_000]],
    });
  });

  it("answers 400 for a file without a number column, 404 for another company's list, 403 without PriceLists and 401 without a token", async () => {
    const w = await world();
    const product = await w.product({ number: "1", name: "Vara" });
    const body = "Artikelnummer;Pris\r\n1;10\r\n";
    const headless = await w.upload("/import/preview", "x.csv", "Namn;Pris\r\nVara;10\r\n");
    expect(headless.statusCode).toBe(400);
    // Products is not PriceLists.
    await addMember(t.deps.db, w.id, fx.b.user.id, { permissions: ["Products"] });
    const refused = await uploadFile(t, fx.b, w.url("/import"), "x.csv", "text/csv", body);
    expect(refused.statusCode).toBe(403);
    // Another company's list under one's own company: 404.
    const other = await (await world()).otherList("Annan");
    const foreign = await uploadFile(
      t,
      fx.a,
      `/api/companies/${w.id}/price-lists/${other.id}/import/preview`,
      "x.csv",
      "text/csv",
      body,
    );
    expect(foreign.statusCode).toBe(404);
    const anonymous = await uploadFile(t, null, w.url("/import/preview"), "x.csv", "text/csv", body);
    expect(anonymous.statusCode).toBe(401);
    expect(await w.items()).toEqual([]);
    expect(product.number).toBe("1");
  });
});
