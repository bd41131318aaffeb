import {
  type CategoryDiscount,
  type categoryDiscountInputSchema,
  ErrorCode,
  lineAmounts,
  PRODUCT_LIST_MAX,
  type PriceCheck,
  type PriceList,
  type PriceListDetail,
  type PriceListItem,
  type priceCheckQuerySchema,
  type priceListCreateSchema,
  type priceListExportQuerySchema,
  type priceListItemInputSchema,
  type priceListItemQuerySchema,
  type priceListQuerySchema,
  priceListTargetProblem,
  type priceListUpdateSchema,
  resolvePrice,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { conflict, invalid, notFound, staleVersion } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { getCategory } from "../products/product-categories.service";
import { getProduct, priceListExportFile, productForPricing } from "../products/products.service";
import * as q from "./price-lists.queries";

type Create = z.output<typeof priceListCreateSchema>;
type Update = z.output<typeof priceListUpdateSchema>;
type Filter = z.output<typeof priceListQuerySchema>;
type ItemInput = z.output<typeof priceListItemInputSchema>;
type ItemFilter = z.output<typeof priceListItemQuerySchema>;
type DiscountInput = z.output<typeof categoryDiscountInputSchema>;
type CheckQuery = z.output<typeof priceCheckQuerySchema>;
type ExportQuery = z.output<typeof priceListExportQuerySchema>;

/** Price lists and the price check (issue 46, docs/products.md, "Price resolution"). */

const ref = (id: string | null, name: string | null) => (id ? { id, name: name ?? "" } : null);

const toList = (row: q.PriceListRow): PriceList => ({
  id: row.id,
  name: row.name,
  description: row.description,
  validFrom: row.validFrom,
  validTo: row.validTo,
  customer: ref(row.customerId, row.customerName),
  customerStatus: ref(row.customerStatusId, row.customerStatusName),
  isDefault: row.isDefault,
  itemCount: row.itemCount,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toItem = (row: q.PriceListItemRow): PriceListItem => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export async function listPriceLists(tx: Tx, tenant: Tenant, filter: Filter) {
  return (await q.listPriceLists(tx, tenant.companyId, filter)).map(toList);
}

async function readList(tx: Tx, tenant: Tenant, id: string) {
  const row = await q.findPriceList(tx, tenant.companyId, id);
  if (!row) throw notFound("Price list");
  return toList(row);
}

async function discountsOf(tx: Tx, tenant: Tenant, id: string): Promise<CategoryDiscount[]> {
  const rows = await q.listDiscounts(tx, tenant.companyId, id);
  return rows.map((row) => ({ category: row.category, percent: Number(row.percent) }));
}

/** GET one: the list with its category discounts. */
export async function getPriceList(tx: Tx, tenant: Tenant, id: string): Promise<PriceListDetail> {
  const list = await readList(tx, tenant, id);
  return { ...list, categoryDiscounts: await discountsOf(tx, tenant, id) };
}

/** The customer or status a list applies to is the company's (404 otherwise, as for any id of another company). */
async function checkTarget(
  tx: Tx,
  companyId: string,
  values: { customerId?: string | null; customerStatusId?: string | null },
) {
  if (values.customerId && !(await q.customerWithStatus(tx, companyId, values.customerId))) throw notFound("Customer");
  if (values.customerStatusId && !(await q.statusExists(tx, companyId, values.customerStatusId))) {
    throw notFound("Customer status");
  }
}

/** 409 naming the list that holds the name, or the default there is. */
async function checkUnique(tx: Tx, companyId: string, values: { name: string; isDefault: boolean }, exceptId?: string) {
  const named = await q.listNamed(tx, companyId, values.name, exceptId);
  if (named) throw conflict(ErrorCode.Conflict, `A price list named ${named.name} exists.`, "name");
  if (values.isDefault) {
    const current = await q.defaultList(tx, companyId, exceptId);
    if (current) throw conflict(ErrorCode.Conflict, `${current.name} is the default price list.`, "isDefault");
  }
}

export async function createPriceList(tx: Tx, tenant: Tenant, input: Create) {
  const { companyId } = tenant;
  await checkTarget(tx, companyId, input);
  await checkUnique(tx, companyId, input);
  const id = await q.insertPriceList(tx, { ...input, companyId });
  if (!id) throw conflict(ErrorCode.Conflict, `A price list named ${input.name} or a default exists.`, "name");
  return getPriceList(tx, tenant, id);
}

/** Saves the fields sent on the version it was based on (409 STALE_VERSION otherwise). */
export async function updatePriceList(tx: Tx, tenant: Tenant, id: string, input: Update) {
  const { companyId } = tenant;
  const current = await readList(tx, tenant, id);
  const { version = current.version, ...changes } = input;
  if (version !== current.version) throw staleVersion({ ...current, updatedBy: null });
  const next = {
    name: changes.name ?? current.name,
    customerId: changes.customerId !== undefined ? changes.customerId : (current.customer?.id ?? null),
    customerStatusId:
      changes.customerStatusId !== undefined ? changes.customerStatusId : (current.customerStatus?.id ?? null),
    isDefault: changes.isDefault ?? current.isDefault,
    validFrom: changes.validFrom !== undefined ? changes.validFrom : current.validFrom,
    validTo: changes.validTo !== undefined ? changes.validTo : current.validTo,
  };
  const problem = priceListTargetProblem(next);
  if (problem) throw invalid("customerId", problem);
  if (next.validFrom && next.validTo && next.validFrom > next.validTo) {
    throw invalid("validTo", "validTo is before validFrom");
  }
  await checkTarget(tx, companyId, changes);
  await checkUnique(tx, companyId, next, id);
  if (!(await q.updatePriceList(tx, companyId, id, version, changes))) {
    throw staleVersion({ ...(await readList(tx, tenant, id)), updatedBy: null });
  }
  return getPriceList(tx, tenant, id);
}

export async function deletePriceList(tx: Tx, tenant: Tenant, id: string) {
  await readList(tx, tenant, id);
  await q.deletePriceList(tx, tenant.companyId, id);
}

// ---- items ----

export async function listItems(tx: Tx, tenant: Tenant, listId: string, filter: ItemFilter) {
  await readList(tx, tenant, listId);
  return (await q.listItems(tx, tenant.companyId, listId, filter)).map(toItem);
}

/** Makes or replaces a product's price on the list (the breaks as the contract checked them). */
export async function setItem(tx: Tx, tenant: Tenant, listId: string, productId: string, input: ItemInput) {
  const { companyId } = tenant;
  await readList(tx, tenant, listId);
  await getProduct(tx, tenant, productId);
  await q.upsertItem(tx, { companyId, priceListId: listId, productId, priceOre: input.priceOre, breaks: input.breaks });
  await q.touchPriceList(tx, companyId, listId);
  const row = await q.findItem(tx, companyId, listId, productId);
  if (!row) throw notFound("Price list item");
  return toItem(row);
}

export async function deleteItem(tx: Tx, tenant: Tenant, listId: string, productId: string) {
  await readList(tx, tenant, listId);
  if (!(await q.deleteItem(tx, tenant.companyId, listId, productId))) throw notFound("Price list item");
  await q.touchPriceList(tx, tenant.companyId, listId);
}

/** The list's prices (every item, by product name) as CSV or XLSX in the reader's language. */
export async function exportPriceList(tx: Tx, tenant: Tenant, listId: string, query: ExportQuery) {
  const list = await getPriceList(tx, tenant, listId);
  const items: PriceListItem[] = [];
  for (let offset = 0; ; offset += PRODUCT_LIST_MAX) {
    const page = await q.listItems(tx, tenant.companyId, listId, { limit: PRODUCT_LIST_MAX, offset });
    items.push(...page.map(toItem));
    if (page.length < PRODUCT_LIST_MAX) break;
  }
  return priceListExportFile(tx, tenant, query.format, list, items);
}

// ---- category discounts ----

export async function setDiscount(tx: Tx, tenant: Tenant, listId: string, categoryId: string, input: DiscountInput) {
  await readList(tx, tenant, listId);
  await getCategory(tx, tenant, categoryId);
  await q.upsertDiscount(tx, tenant.companyId, listId, categoryId, input.percent.toFixed(2));
  await q.touchPriceList(tx, tenant.companyId, listId);
  return getPriceList(tx, tenant, listId);
}

export async function deleteDiscount(tx: Tx, tenant: Tenant, listId: string, categoryId: string) {
  await readList(tx, tenant, listId);
  if (!(await q.deleteDiscount(tx, tenant.companyId, listId, categoryId))) throw notFound("Category discount");
  await q.touchPriceList(tx, tenant.companyId, listId);
  return getPriceList(tx, tenant, listId);
}

// ---- price check ----

/**
 * A product's price for a customer (or none: the default list, else the sales price), a quantity
 * and a day (the company's today unless given), with the rule that gave it and the line's VAT:
 * the contract's resolvePrice over the customer's own lists, its status's and the default.
 */
export async function priceCheck(tx: Tx, tenant: Tenant, query: CheckQuery): Promise<PriceCheck> {
  const { companyId } = tenant;
  const product = await productForPricing(tx, tenant, query.productId);
  const customer = query.customerId ? await q.customerWithStatus(tx, companyId, query.customerId) : null;
  if (query.customerId && !customer) throw notFound("Customer");
  const date = query.date ?? (await q.today(tx, companyId));

  const choices = (query.choiceIds ?? []).map((choiceId) => {
    for (const option of product.options) {
      const choice = option.choices.find((c) => c.id === choiceId);
      if (choice) return { optionId: option.id, optionName: option.name, ...choice };
    }
    throw invalid("choiceIds", "A choice that is not one of the product's.");
  });
  if (new Set(choices.map((choice) => choice.optionId)).size !== choices.length) {
    throw invalid("choiceIds", "One choice per option.");
  }

  const categoryIds = [product.category?.id, product.parentCategory?.id].filter((id): id is string => Boolean(id));
  const lists = await q.candidates(
    tx,
    companyId,
    product.id,
    { customerId: customer?.id ?? null, statusId: customer?.statusId ?? null },
    categoryIds,
  );
  const answer = resolvePrice({
    product: {
      salesPriceOre: product.salesPriceOre,
      categoryId: product.category?.id ?? null,
      parentCategoryId: product.parentCategory?.id ?? null,
    },
    lists,
    quantity: query.quantity,
    date,
    choicePriceChangesOre: choices.map((choice) => choice.priceChangeOre),
  });
  const amounts = lineAmounts(answer.unitPriceOre, query.quantity, product.vatRate);
  return {
    product: { id: product.id, number: product.number, name: product.name, unitCode: product.unitCode },
    customer: customer ? { id: customer.id, name: customer.name } : null,
    customerStatus: customer ? ref(customer.statusId, customer.statusName) : null,
    quantity: query.quantity,
    date,
    salesPriceOre: product.salesPriceOre,
    ruleUnitPriceOre: answer.ruleUnitPriceOre,
    choices: choices.map(({ optionName, id, name, priceChangeOre }) => ({ optionName, id, name, priceChangeOre })),
    unitPriceOre: answer.unitPriceOre,
    totalOre: amounts.netOre,
    vatRate: product.vatRate,
    vatOre: amounts.vatOre,
    totalWithVatOre: amounts.grossOre,
    rule: answer.rule,
  };
}
