import type {
  BeastPricing,
  DistributionType,
  PlantType,
  ProductOption,
  ProductType,
  ProductUnitCode,
  QuantityBreak,
} from "@app/contract";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companyId, companyScoped, createdAt } from "./columns";
import { customerStatuses, customers } from "./customers";

/*
 * Products, categories, price lists and company services (issue 46, migration 0058,
 * docs/products.md). Money in integer öre (bigint). References inside a company are composite
 * foreign keys (company_id, id) in the migration (the products' category one clears only
 * category_id, which drizzle cannot say: the migration is the truth). Search reads the owner's
 * view product_search_terms (not declared here: products.queries.ts reads it through sql).
 */

const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A category (parent null) or a subcategory of one: two levels, no deeper. */
export const productCategories = pgTable(
  "product_categories",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text().notNull(),
    parentId: uuid(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("product_categories_company_id_idx").on(t.companyId, t.id),
    uniqueIndex("product_categories_company_name_idx").on(t.companyId, sql`lower(${t.name})`),
    index("product_categories_parent_idx").on(t.companyId, t.parentId),
    companyScoped("product_categories_scope"),
  ],
).enableRLS();

export const products = pgTable(
  "products",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    /** Unique in the company; new ones from company_counters (name 'product'). */
    number: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    type: text().$type<ProductType>().notNull().default("simple"),
    unitCode: text().$type<ProductUnitCode>().notNull().default("PCS"),
    categoryId: uuid(),
    vatRate: integer().$type<25 | 12 | 6 | 0>().notNull().default(25),
    purchasePriceOre: bigint({ mode: "number" }),
    salesPriceOre: bigint({ mode: "number" }).notNull().default(0),
    active: boolean().notNull().default(true),
    durationMinutes: integer(),
    distributionType: text().$type<DistributionType>(),
    weightGrams: integer(),
    plantType: text().$type<PlantType>(),
    options: jsonb().$type<ProductOption[]>().notNull().default([]),
    beastPricing: text().$type<BeastPricing>(),
    species: text(),
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_company_number_idx").on(t.companyId, t.number),
    uniqueIndex("products_company_id_idx").on(t.companyId, t.id),
    index("products_company_name_idx").on(t.companyId, sql`lower(${t.name})`),
    index("products_company_category_idx").on(t.companyId, t.categoryId),
    index("products_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("products_number_trgm_idx").using("gin", t.number.op("gin_trgm_ops")),
    companyScoped("products_scope"),
  ],
).enableRLS();

/** A price list: a customer's own, a customer status's, or the company's default (exactly one). */
export const priceLists = pgTable(
  "price_lists",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text().notNull(),
    description: text().notNull().default(""),
    validFrom: date({ mode: "string" }),
    validTo: date({ mode: "string" }),
    customerId: uuid().references(() => customers.id, { onDelete: "cascade" }),
    customerStatusId: uuid().references(() => customerStatuses.id, { onDelete: "cascade" }),
    isDefault: boolean().notNull().default(false),
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("price_lists_company_id_idx").on(t.companyId, t.id),
    uniqueIndex("price_lists_company_name_idx").on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex("price_lists_one_default_idx").on(t.companyId).where(sql`${t.isDefault}`),
    companyScoped("price_lists_scope"),
  ],
).enableRLS();

/** A product's price on a list, with its quantity breaks. */
export const priceListItems = pgTable(
  "price_list_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    priceListId: uuid().notNull(),
    productId: uuid().notNull(),
    priceOre: bigint({ mode: "number" }).notNull(),
    breaks: jsonb().$type<QuantityBreak[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("price_list_items_list_product_idx").on(t.priceListId, t.productId),
    index("price_list_items_product_idx").on(t.companyId, t.productId),
    companyScoped("price_list_items_scope"),
  ],
).enableRLS();

/** A percent off the sales price of a category's products on a list. */
export const priceListCategoryDiscounts = pgTable(
  "price_list_category_discounts",
  {
    companyId: companyId(),
    priceListId: uuid().notNull(),
    categoryId: uuid().notNull(),
    /** numeric(5,2): read as text, written as text (exact). */
    percent: numeric({ precision: 5, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ name: "price_list_category_discounts_pk", columns: [t.priceListId, t.categoryId] }),
    companyScoped("price_list_category_discounts_scope"),
  ],
).enableRLS();

/** A service product the company offers, with what portal members read about it. */
export const companyServices = pgTable(
  "company_services",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    productId: uuid().notNull(),
    publicDescription: text().notNull().default(""),
    published: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("company_services_company_product_idx").on(t.companyId, t.productId),
    companyScoped("company_services_scope"),
  ],
).enableRLS();
