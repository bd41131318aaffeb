import {
  activeWords,
  beastPricings,
  distributionTypes,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_NUMBER_PATTERN,
  type ProductImportColumn,
  type ProductImportPreview,
  type ProductImportResult,
  type ProductImportRow,
  type ProductType,
  type ProductUnitCode,
  parseKronor,
  plantTypes,
  productCreateSchema,
  productOptionsFromText,
  productTypeProblems,
  productTypes,
  productTypeWords,
  productUnitCodes,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import type { Tenant } from "../../plugins/tenant";
import { readProductSheet, type Sheet, type Values } from "./product-import.files";
import * as q from "./product-import.queries";
import { createProduct } from "./products.service";

/**
 * Import of products (issue 46, item 5; docs/products.md): a CSV or XLSX file is read, each line
 * checked by the contract's rules (the type's fields by productTypeProblems, the whole product by
 * productCreateSchema, prices in kronor with a comma or a dot read to exact öre by parseKronor) and
 * compared with the company's product numbers and the earlier lines; the import writes the new
 * lines through the products' service, in the route's one transaction.
 */

type CreateInput = z.output<typeof productCreateSchema>;
type Problem = NonNullable<ProductImportRow["problem"]>;

interface Checked {
  row: ProductImportRow;
  product: CreateInput | null;
}

const text = (value: string | undefined) => (value ?? "").trim();
const lower = (value: string | undefined) => text(value).toLowerCase();

class LineProblem {
  constructor(
    readonly field: ProductImportColumn,
    readonly problem: Problem,
  ) {}
}
const fail = (field: ProductImportColumn, problem: Problem = "invalid"): never => {
  throw new LineProblem(field, problem);
};

function typeOf(values: Values): ProductType {
  const word = lower(values.type);
  if (word === "") return "simple";
  const type = productTypes.find(
    (t) => t.toLowerCase() === word || (productTypeWords[t] as readonly string[]).includes(word),
  );
  return type ?? fail("type");
}

/** A unit's code, or its label as the export writes it ("KGM – kilogram"). */
function unitOf(values: Values): ProductUnitCode {
  const word = text(values.unit);
  if (word === "") return "PCS";
  const code = word.split(/\s+[–-]\s+/)[0]?.toUpperCase() ?? "";
  return (productUnitCodes as readonly string[]).includes(code) ? (code as ProductUnitCode) : fail("unit");
}

function vatOf(values: Values): 25 | 12 | 6 | 0 {
  const word = text(values.vatRate).replace(/\s|%/g, "").replace(",", ".");
  if (word === "") return 25;
  const rate = Number(word);
  return rate === 25 || rate === 12 || rate === 6 || rate === 0 ? rate : fail("vatRate");
}

/** Kronor (comma or dot, spaces between thousands) as exact öre; null when empty. */
function oreOf(values: Values, field: "salesPrice" | "purchasePrice"): number | null {
  const word = text(values[field]).replace(/\s*(kr|sek)$/i, "");
  if (word === "") return null;
  const ore = parseKronor(word);
  return ore === null || ore < 0 ? fail(field) : ore;
}

function activeOf(values: Values) {
  const word = lower(values.active);
  if (word === "" || (activeWords.yes as readonly string[]).includes(word)) return true;
  return (activeWords.no as readonly string[]).includes(word) ? false : fail("active");
}

function wholeOf(values: Values, field: "durationMinutes" | "weightGrams"): number | null {
  const word = text(values[field]).replace(/\s/g, "");
  if (word === "") return null;
  return /^\d{1,9}$/.test(word) ? Number(word) : fail(field);
}

/** A configurable product's options as the export writes them ("Size: S=0, M=+10"; productOptionsText). */
function optionsOf(values: Values) {
  const word = text(values.options);
  return word === "" ? [] : (productOptionsFromText(word) ?? fail("options"));
}

function oneOf<T extends string>(values: Values, field: ProductImportColumn, words: readonly T[]): T | null {
  const word = lower(values[field]);
  if (word === "") return null;
  return words.find((w) => w.toLowerCase() === word) ?? fail(field);
}

const typeFieldColumns: Record<string, ProductImportColumn> = {
  durationMinutes: "durationMinutes",
  distributionType: "distributionType",
  weightGrams: "weightGrams",
  plantType: "plantType",
  beastPricing: "beastPricing",
  species: "species",
  unitCode: "unit",
  options: "options",
};
const schemaColumns: Record<string, ProductImportColumn> = {
  ...typeFieldColumns,
  number: "number",
  name: "name",
  description: "description",
  type: "type",
  categoryId: "category",
  vatRate: "vatRate",
  purchasePriceOre: "purchasePrice",
  salesPriceOre: "salesPrice",
  active: "active",
};

function productOf(values: Values, categories: Map<string, string>): CreateInput {
  if (!text(values.name)) fail("name", "missing");
  const number = text(values.number);
  if (number && !PRODUCT_NUMBER_PATTERN.test(number)) fail("number");
  const type = typeOf(values);
  const unitCode = unitOf(values);
  // The export writes a subcategory as "Parent / Child"; names are unique in the company.
  const categoryName = text(values.category).split(" / ").pop()?.trim().toLowerCase() ?? "";
  const categoryId = categoryName ? (categories.get(categoryName) ?? fail("category", "unknownCategory")) : null;
  const candidate = {
    number: number || null,
    name: text(values.name),
    description: text(values.description),
    type,
    unitCode,
    categoryId,
    vatRate: vatOf(values),
    purchasePriceOre: oreOf(values, "purchasePrice"),
    salesPriceOre: oreOf(values, "salesPrice") ?? 0,
    active: activeOf(values),
    durationMinutes: wholeOf(values, "durationMinutes"),
    distributionType: oneOf(values, "distributionType", distributionTypes),
    weightGrams: wholeOf(values, "weightGrams"),
    plantType: oneOf(values, "plantType", plantTypes),
    options: optionsOf(values),
    beastPricing: oneOf(values, "beastPricing", beastPricings),
    species: text(values.species) || null,
  };
  const [typeProblem] = productTypeProblems(candidate);
  if (typeProblem) {
    const given = candidate[typeProblem.field as keyof typeof candidate];
    const column = typeFieldColumns[typeProblem.field] ?? "type";
    const absent = given == null || (Array.isArray(given) && given.length === 0);
    fail(column, typeProblem.field === "unitCode" ? "invalid" : absent ? "missing" : "notOfType");
  }
  const parsed = productCreateSchema.safeParse(candidate);
  if (!parsed.success) fail(schemaColumns[String(parsed.error.issues[0]?.path[0])] ?? "name");
  return (parsed as { data: CreateInput }).data;
}

/** Every line of the file: new, duplicate (of a product or an earlier line, by number) or invalid, with the reason. */
async function checkSheet(tx: Tx, tenant: Tenant, sheet: Sheet): Promise<Checked[]> {
  const categories = await q.categoriesByName(tx, tenant.companyId);
  const numbers = sheet.lines.map(({ values }) => text(values.number)).filter((n) => n !== "");
  const holders = new Map<string, { name: string; line: number | null }>(
    (await q.numberHolders(tx, tenant.companyId, numbers)).map((p) => [p.number, { name: p.name, line: null }]),
  );
  return sheet.lines.map(({ line, values }, index) => {
    const row: ProductImportRow = {
      line,
      status: "new",
      number: text(values.number) || null,
      name: text(values.name),
      type: null,
      unitCode: text(values.unit) || null,
      vatRate: null,
      salesPriceOre: null,
      purchasePriceOre: null,
      field: null,
      problem: null,
      duplicateOf: null,
    };
    if (index >= PRODUCT_IMPORT_MAX_ROWS) {
      return { row: { ...row, status: "invalid", field: "name", problem: "tooMany" }, product: null };
    }
    let product: CreateInput;
    try {
      product = productOf(values, categories);
    } catch (error) {
      if (!(error instanceof LineProblem)) throw error;
      return { row: { ...row, status: "invalid", field: error.field, problem: error.problem }, product: null };
    }
    const read: ProductImportRow = {
      ...row,
      type: product.type,
      unitCode: product.unitCode,
      vatRate: product.vatRate,
      salesPriceOre: product.salesPriceOre,
      purchasePriceOre: product.purchasePriceOre,
    };
    const holder = product.number ? holders.get(product.number) : undefined;
    if (holder) return { row: { ...read, status: "duplicate", field: "number", duplicateOf: holder }, product: null };
    // Later lines compare with this one.
    if (product.number) holders.set(product.number, { name: product.name, line });
    return { row: read, product };
  });
}

const countsOf = (rows: Checked[]) => ({
  new: rows.filter((r) => r.row.status === "new").length,
  duplicate: rows.filter((r) => r.row.status === "duplicate").length,
  invalid: rows.filter((r) => r.row.status === "invalid").length,
});

/** The preview: every line answered, nothing written. */
export async function previewImport(tx: Tx, tenant: Tenant, bytes: Buffer): Promise<ProductImportPreview> {
  const sheet = await readProductSheet(bytes);
  const checked = await checkSheet(tx, tenant, sheet);
  return {
    format: sheet.format,
    columns: sheet.columns.filter((c): c is ProductImportColumn => c !== null),
    ignored: sheet.ignored,
    rows: checked.map((c) => c.row),
    counts: countsOf(checked),
  };
}

/**
 * The import: the new lines (checked again as the preview did) created through the products'
 * service, those that give their number first, so the numbers the others are given skip them;
 * duplicates and invalid lines are left out. The route's one transaction makes it all or nothing.
 */
export async function importProducts(tx: Tx, tenant: Tenant, bytes: Buffer): Promise<ProductImportResult> {
  const checked = await checkSheet(tx, tenant, await readProductSheet(bytes));
  const fresh = checked.flatMap(({ product }) => (product ? [product] : []));
  const ordered = [...fresh.filter((p) => p.number), ...fresh.filter((p) => !p.number)];
  for (const product of ordered) await createProduct(tx, tenant, product);
  const { duplicate, invalid } = countsOf(checked);
  return { created: ordered.length, skipped: { duplicate, invalid } };
}
