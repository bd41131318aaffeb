import type { Permission, Product, ProductImportPreview, ProductListItem } from "@app/contract";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { createProduct, createProductCategory, uploadFile } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany } from "../../../test/fixtures";

const all: Permission[] = ["Products", "ProductCategories"];
const { t, fx } = appWithTwoCompanies(all);

async function world() {
  const company = await createCompany(t.deps.db);
  await addMember(t.deps.db, company.id, fx.a.user.id, { permissions: all });
  const id = company.id;
  const url = (rest = "") => `/api/companies/${id}/products${rest}`;
  return {
    id,
    url,
    upload: (rest: string, name: string, content: Buffer | string, type = "text/csv") =>
      uploadFile(t, fx.a, url(rest), name, type, content),
    product: (body: Record<string, unknown>): Promise<Product> => createProduct(t, fx.a, id, body),
    list: async (): Promise<ProductListItem[]> => {
      const response = await t.api.as(fx.a).get(url("?limit=1000&active=all&sort=number"));
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    get: async (productId: string): Promise<Product> => (await t.api.as(fx.a).get(url(`/${productId}`))).json(),
  };
}

const bom = "\uFEFF";
/** Excel's Swedish CSV: a byte order mark, `;` between fields, CRLF lines. */
const swedishCsv = (lines: string[]) => Buffer.from(`${bom}${lines.join("\r\n")}\r\n`, "utf8");

const header =
  "Artikelnummer;Namn;Typ;Enhet;Kategori;Moms %;Inköpspris;Försäljningspris;Aktiv;Tid;Distributionstyp;Vikt";

describe("product import", () => {
  it("previews Excel's Swedish CSV: each line new, duplicate or invalid with the reason, prices to exact öre, and writes nothing", async () => {
    const w = await world();
    const existing = await w.product({ name: "Befintlig spik", number: "A-1" });
    const wood = await createProductCategory(t, fx.a, w.id, { name: "Virke" });
    await createProductCategory(t, fx.a, w.id, { name: "Reglar", parentId: wood.id });
    const file = swedishCsv([
      header,
      "A-2;Skruv 4x40;enkel;PCE – styck;Virke / Reglar;25;0,10;1 234,50;ja;;;", // 2 new
      "A-1;Spik igen;;;;;;10;;;;", // 3 duplicate of a product
      ";Montering;tjänst;HUR;;25;;650.00;;60;;", // 4 new (service with its duration)
      "A-2;Skruv igen;;;;;;5;;;;", // 5 duplicate of line 2
      "A-5;Leverans;leverans;KGM;;12;;99,9;;;kyl;2500", // 6 new
      "A-6;Utan tid;tjänst;HUR;;25;;100;;;;", // 7 service without duration: missing
      "A-7;Fel enhet;;XYZ;;25;;100;;;;", // 8 unknown unit
      "A-8;Fel moms;;;;13;;100;;;;", // 9 VAT rate
      "A-9;Fel pris;;;;25;;12,345;;;;", // 10 three decimals
      "A-10;Fel kategori;;;Okänd;25;;1;;;;", // 11 unknown category
      "A-11;Vikt på enkel;enkel;;;25;;1;;;;300", // 12 another type's field
      "A-12;Konfig;konfigurerbar;;;25;;1;;;;", // 13 configurable without its options
      "A-13;;;;;25;;1;;;;", // 14 no name
    ]);
    const response = await w.upload("/import/preview", "produkter.csv", file);
    expect(response.statusCode, response.body).toBe(200);
    const preview: ProductImportPreview = response.json();
    expect(preview.format).toBe("csv;");
    expect(preview.counts).toEqual({ new: 3, duplicate: 2, invalid: 8 });
    const reasons = preview.rows.map(({ line, status, field, problem, duplicateOf }) => ({
      line,
      status,
      field,
      problem,
      duplicateOf,
    }));
    expect(reasons).toEqual([
      { line: 2, status: "new", field: null, problem: null, duplicateOf: null },
      {
        line: 3,
        status: "duplicate",
        field: "number",
        problem: null,
        duplicateOf: { name: "Befintlig spik", line: null },
      },
      { line: 4, status: "new", field: null, problem: null, duplicateOf: null },
      { line: 5, status: "duplicate", field: "number", problem: null, duplicateOf: { name: "Skruv 4x40", line: 2 } },
      { line: 6, status: "new", field: null, problem: null, duplicateOf: null },
      { line: 7, status: "invalid", field: "durationMinutes", problem: "missing", duplicateOf: null },
      { line: 8, status: "invalid", field: "unit", problem: "invalid", duplicateOf: null },
      { line: 9, status: "invalid", field: "vatRate", problem: "invalid", duplicateOf: null },
      { line: 10, status: "invalid", field: "salesPrice", problem: "invalid", duplicateOf: null },
      { line: 11, status: "invalid", field: "category", problem: "unknownCategory", duplicateOf: null },
      { line: 12, status: "invalid", field: "weightGrams", problem: "notOfType", duplicateOf: null },
      { line: 13, status: "invalid", field: "options", problem: "missing", duplicateOf: null },
      { line: 14, status: "invalid", field: "name", problem: "missing", duplicateOf: null },
    ]);
    expect(preview.rows[0]).toMatchObject({
      type: "simple",
      unitCode: "PCE",
      vatRate: 25,
      salesPriceOre: 123450,
      purchasePriceOre: 10,
    });
    expect(preview.rows[2]).toMatchObject({ type: "service", salesPriceOre: 65000 });
    expect(preview.rows[4]).toMatchObject({ salesPriceOre: 9990, vatRate: 12 });
    // Nothing written.
    expect((await w.list()).map((p) => p.id)).toEqual([existing.id]);
  });

  it("imports the new lines of a comma CSV in one go: numbers given first, the others numbered after them", async () => {
    const w = await world();
    await w.product({ name: "Befintlig", number: "1" });
    const file = [
      "number,name,type,unit,vat,sales price,duration,description",
      ',Konsulttimme,service,HOUR,25,"1250.5",60,Rådgivning',
      "2,Hammare,simple,PCS,25,199.00,,",
      "1,Dubblett,simple,PCS,25,1,,",
      ",Tejp,,,6,12.3,,",
    ].join("\n");
    const response = await w.upload("/import", "products.csv", file);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ created: 3, skipped: { duplicate: 1, invalid: 0 } });
    const list = await w.list();
    const byName = new Map(list.map((p) => [p.name, p]));
    expect(byName.get("Hammare")).toMatchObject({ number: "2", salesPriceOre: 19900 });
    expect(byName.get("Konsulttimme")).toMatchObject({ number: "3", type: "service", durationMinutes: 60 });
    expect(byName.get("Tejp")).toMatchObject({ number: "4", vatRate: 6, salesPriceOre: 1230, unitCode: "PCS" });
    const consult = await w.get(byName.get("Konsulttimme")?.id ?? "");
    expect(consult).toMatchObject({ salesPriceOre: 125050, description: "Rådgivning" });
  });

  it("reads XLSX, and the catalogue's own export (CSV and XLSX) imports again into another company, a configurable product's options too", async () => {
    const source = await world();
    await source.product({
      name: "Lastpall",
      number: "P-1",
      unitCode: "PCE",
      vatRate: 12,
      salesPriceOre: 12950,
      purchasePriceOre: 8005,
      type: "delivery",
      distributionType: "fryst",
    });
    await source.product({ name: "Timpris", number: "P-2", type: "service", unitCode: "HUR", durationMinutes: 60 });
    const jacketOptions = [
      {
        name: "Storlek",
        choices: [
          { name: "S", priceChangeOre: 0 },
          { name: "XL", priceChangeOre: 123450 },
        ],
      },
      { name: "Färg", choices: [{ name: "Röd", priceChangeOre: -550 }] },
    ];
    await source.product({ name: "Jacka", number: "P-3", type: "configurable", options: jacketOptions });
    for (const format of ["csv", "xlsx"] as const) {
      const exported = await t.api.as(fx.a).get(source.url(`/export?format=${format}`));
      expect(exported.statusCode).toBe(200);
      const target = await world();
      const preview = await target.upload("/import/preview", `p.${format}`, exported.rawPayload);
      expect(preview.statusCode, preview.body).toBe(200);
      expect((preview.json() as ProductImportPreview).format).toBe(format === "csv" ? "csv;" : "xlsx");
      const response = await target.upload("/import", `p.${format}`, exported.rawPayload);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({ created: 3, skipped: { duplicate: 0, invalid: 0 } });
      const pallet = (await target.list()).find((p) => p.number === "P-1");
      expect(await target.get(pallet?.id ?? "")).toMatchObject({
        name: "Lastpall",
        unitCode: "PCE",
        vatRate: 12,
        salesPriceOre: 12950,
        purchasePriceOre: 8005,
        type: "delivery",
        distributionType: "fryst",
      });
      // A configurable product's options come back from their one cell ("Storlek: S=0,00, XL=+1 234,50; ...").
      const jacket = await target.get((await target.list()).find((p) => p.number === "P-3")?.id ?? "");
      const options = (jacket as { options: typeof jacketOptions }).options.map(({ name, choices }) => ({
        name,
        choices: choices.map((c) => ({ name: c.name, priceChangeOre: c.priceChangeOre })),
      }));
      expect(options).toEqual(jacketOptions);
    }

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Produkter");
    sheet.addRows([
      ["Artikelnummer", "Namn", "Enhet", "Moms", "Försäljningspris"],
      ["X-1", "Bräda", "MTR", 25, 45.5],
      ["X-2", "Sand", "TNE", 25, "320,75"],
    ]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const w = await world();
    const response = await w.upload("/import", "p.xlsx", xlsx, "application/octet-stream");
    expect(response.statusCode, response.body).toBe(201);
    expect((await w.list()).map((p) => [p.number, p.unitCode, p.salesPriceOre])).toEqual([
      ["X-1", "MTR", 4550],
      ["X-2", "TNE", 32075],
    ]);
  });

  it("answers 400 for a file without a name column, 403 without Products or in another company and 401 without a token", async () => {
    const w = await world();
    const headless = await w.upload("/import/preview", "x.csv", "Artikelnummer;Pris\r\n1;2\r\n");
    expect(headless.statusCode).toBe(400);
    await addMember(t.deps.db, w.id, fx.b.user.id, { permissions: ["ProductCategories"] });
    const refused = await uploadFile(t, fx.b, w.url("/import"), "x.csv", "text/csv", "Namn\r\nX\r\n");
    expect(refused.statusCode).toBe(403);
    const other = await uploadFile(
      t,
      fx.b,
      `/api/companies/${fx.a.company.id}/products/import`,
      "x.csv",
      "text/csv",
      "Namn\r\nX\r\n",
    );
    expect(other.statusCode).toBe(403);
    const anonymous = await uploadFile(t, null, w.url("/import/preview"), "x.csv", "text/csv", "Namn\r\nX\r\n");
    expect(anonymous.statusCode).toBe(401);
    expect(await w.list()).toEqual([]);
  });
});
