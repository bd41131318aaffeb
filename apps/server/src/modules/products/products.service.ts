import { randomUUID } from "node:crypto";
import {
  DEFAULT_LANGUAGE,
  ErrorCode,
  type Language,
  PRODUCT_EXPORT_MAX,
  PRODUCT_LIST_MAX,
  type PriceListDetail,
  type PriceListItem,
  type Product,
  type ProductDeleteResult,
  type ProductListItem,
  type ProductOption,
  type ProductOptionInput,
  type productCreateSchema,
  type productExportQuerySchema,
  type productQuerySchema,
  productTypeProblems,
  type productUpdateSchema,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { conflict, invalid, isUniqueViolation, notFound, staleVersion } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { findCategory } from "./product-categories.queries";
import { priceListFile, productsFile } from "./product-transfer.files";
import { deactivatedInsteadOfDeleted } from "./products.policy";
import * as q from "./products.queries";

type Create = z.output<typeof productCreateSchema>;
type Update = z.output<typeof productUpdateSchema>;
type Filter = z.output<typeof productQuerySchema>;
type ExportQuery = z.output<typeof productExportQuerySchema>;

/** How many numbers held by products typed by hand a new number skips at most. */
const NUMBER_TRIES = 1000;

const ref = (id: string | null, name: string | null) => (id ? { id, name: name ?? "" } : null);

const toProduct = (row: q.ProductRow): Product => ({
  id: row.id,
  number: row.number,
  name: row.name,
  description: row.description,
  type: row.type,
  unitCode: row.unitCode,
  category: ref(row.categoryId, row.categoryName),
  parentCategory: ref(row.parentCategoryId, row.parentCategoryName),
  vatRate: row.vatRate,
  purchasePriceOre: row.purchasePriceOre,
  salesPriceOre: row.salesPriceOre,
  active: row.active,
  durationMinutes: row.durationMinutes,
  distributionType: row.distributionType,
  weightGrams: row.weightGrams,
  plantType: row.plantType,
  options: row.options,
  beastPricing: row.beastPricing,
  species: row.species,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toListItem = (row: q.ProductRow): ProductListItem => {
  const product = toProduct(row);
  return {
    id: product.id,
    number: product.number,
    name: product.name,
    type: product.type,
    unitCode: product.unitCode,
    category: product.category,
    vatRate: product.vatRate,
    salesPriceOre: product.salesPriceOre,
    active: product.active,
    durationMinutes: product.durationMinutes,
  };
};

/** A page of the list (21 fetched). */
export async function listProducts(tx: Tx, tenant: Tenant, filter: Filter) {
  const rows = await q.listProducts(tx, tenant.companyId, filter);
  return rows.map(toListItem);
}

/** One product (404 when it is not the company's). */
export async function getProduct(tx: Tx, tenant: Tenant, id: string): Promise<Product> {
  const row = await q.findProduct(tx, tenant.companyId, id);
  if (!row) throw notFound("Product");
  return toProduct(row);
}

/**
 * What the price resolution reads of a product: its sales price, category and parent category,
 * VAT and options (for the price check and, later, order lines). 404 when it is not the company's.
 */
export async function productForPricing(tx: Tx, tenant: Tenant, id: string) {
  return getProduct(tx, tenant, id);
}

/** 409 naming the product that holds the number. */
const numberTaken = (number: string, holder: { name: string }) =>
  conflict(ErrorCode.Conflict, `Product number ${number} is taken by ${holder.name}.`, "number");

async function checkNumberFree(tx: Tx, companyId: string, number: string, exceptId?: string) {
  const holder = await q.numberHolder(tx, companyId, number, exceptId);
  if (holder) throw numberTaken(number, holder);
  // A number typed by hand: the sequence continues after it.
  if (/^\d{1,15}$/.test(number)) await q.raiseProductCounter(tx, companyId, Number(number));
}

/** The company's next free number (numbers typed by hand skipped). */
async function nextFreeNumber(tx: Tx, companyId: string) {
  for (let i = 0; i < NUMBER_TRIES; i++) {
    const number = String(await q.nextProductNumber(tx, companyId));
    if (!(await q.numberHolder(tx, companyId, number))) return number;
  }
  throw conflict(ErrorCode.Conflict, "No free product number was found: give one.", "number");
}

async function checkCategory(tx: Tx, companyId: string, categoryId: string | null | undefined) {
  if (categoryId && !(await findCategory(tx, companyId, categoryId))) throw notFound("Product category");
}

/** The type's fields as productTypeFields says: the first problem is refused naming its field. */
function checkTypeFields(values: Parameters<typeof productTypeProblems>[0]) {
  const [problem] = productTypeProblems(values);
  if (problem) throw invalid(problem.field, problem.message);
}

/**
 * The options as stored: each option and choice keeps the id it was sent with when the product had
 * it (order lines name choices by id), and a new one gets a fresh id.
 */
function withIds(options: readonly ProductOptionInput[], current: readonly ProductOption[]): ProductOption[] {
  const known = new Set(current.flatMap((option) => [option.id, ...option.choices.map((choice) => choice.id)]));
  const keep = (id: string | undefined) => (id && known.has(id) ? id : randomUUID());
  return options.map((option) => ({
    id: keep(option.id),
    name: option.name,
    choices: option.choices.map((choice) => ({
      id: keep(choice.id),
      name: choice.name,
      priceChangeOre: choice.priceChangeOre ?? 0,
    })),
  }));
}

/** A new product: the company's next number unless one is given (409 naming the holder when taken). */
export async function createProduct(tx: Tx, tenant: Tenant, input: Create) {
  const { companyId } = tenant;
  checkTypeFields(input);
  await checkCategory(tx, companyId, input.categoryId);
  if (input.number) await checkNumberFree(tx, companyId, input.number);
  const number = input.number ?? (await nextFreeNumber(tx, companyId));
  const id = await q.insertProduct(tx, { ...input, companyId, number, options: withIds(input.options, []) });
  if (!id) throw numberTaken(number, (await q.numberHolder(tx, companyId, number)) ?? { name: "another product" });
  return getProduct(tx, tenant, id);
}

/**
 * Saves the fields sent (PUT takes what GET answers; a field not sent is kept) on the version it
 * was based on; 409 STALE_VERSION with the product as it is now otherwise. The type's fields are
 * checked on the product as it will be.
 */
export async function updateProduct(tx: Tx, tenant: Tenant, id: string, input: Update) {
  const { companyId } = tenant;
  const current = await getProduct(tx, tenant, id);
  const { version = current.version, options, ...changes } = input;
  if (version !== current.version) throw staleVersion({ ...current, updatedBy: null });
  checkTypeFields({ ...current, ...changes, ...(options ? { options } : {}) });
  await checkCategory(tx, companyId, changes.categoryId);
  if (changes.number !== undefined && changes.number !== current.number) {
    await checkNumberFree(tx, companyId, changes.number, id);
  }
  const saved = await q
    .updateProduct(tx, companyId, id, version, {
      ...changes,
      ...(options ? { options: withIds(options, current.options) } : {}),
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) {
        throw conflict(ErrorCode.Conflict, `Product number ${changes.number} is taken.`, "number");
      }
      throw error;
    });
  if (!saved) throw staleVersion({ ...(await getProduct(tx, tenant, id)), updatedBy: null });
  return getProduct(tx, tenant, id);
}

/**
 * Deletes a product nothing refers to; one on a price list or offered as a company service is made
 * inactive instead, and the answer says so and why (docs/products.md).
 */
export async function deleteProduct(tx: Tx, tenant: Tenant, id: string): Promise<ProductDeleteResult> {
  const current = await getProduct(tx, tenant, id);
  const reasons = deactivatedInsteadOfDeleted(await q.productLinks(tx, tenant.companyId, id));
  if (reasons.length > 0) {
    if (current.active) await q.updateProduct(tx, tenant.companyId, id, current.version, { active: false });
    return { ok: true, deactivated: true, reasons };
  }
  await q.deleteProduct(tx, tenant.companyId, id);
  return { ok: true, deactivated: false, reasons: [] };
}

/** The language of the member reading an export (the product's default when they chose none). */
export async function readerLanguage(tx: Tx, tenant: Tenant): Promise<Language> {
  return (await q.readerLanguage(tx, tenant.userId)) ?? DEFAULT_LANGUAGE;
}

/** The catalogue with the list's filters (every page of it, up to PRODUCT_EXPORT_MAX) as CSV or XLSX in the reader's language. */
export async function exportProducts(tx: Tx, tenant: Tenant, query: ExportQuery) {
  const { format, ...filter } = query;
  const list: Product[] = [];
  for (let offset = 0; offset < PRODUCT_EXPORT_MAX; offset += PRODUCT_LIST_MAX) {
    const rows = await q.listProducts(tx, tenant.companyId, { ...filter, limit: PRODUCT_LIST_MAX, offset });
    list.push(...rows.map(toProduct));
    if (rows.length < PRODUCT_LIST_MAX) break;
  }
  return productsFile(await readerLanguage(tx, tenant), format, list);
}

/** A price list's prices as a file (the price lists' export writes it in the catalogue's shape). */
export async function priceListExportFile(
  tx: Tx,
  tenant: Tenant,
  format: "csv" | "xlsx",
  list: PriceListDetail,
  items: PriceListItem[],
) {
  return priceListFile(await readerLanguage(tx, tenant), format, list, items);
}
