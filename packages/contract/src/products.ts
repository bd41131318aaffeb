import { z } from "zod/mini";
import { isIsoDate } from "./dates";
import { isQuantity, priceBases, priceRuleKinds } from "./price-resolution";
import { byIds, entityIdSchema } from "./references";
import { type ProductUnitCode, productUnitCodes } from "./units";

/*
 * Products, product categories, price lists and company services (issue 46, docs/products.md):
 * what a company sells, at which price, to whom. Money is integer öre everywhere in the API
 * (`salesPriceOre: 12950` is 129,50 kr), never a float or a decimal string; quantities have at most
 * three decimals. The price of a product for a customer comes from `resolvePrice`
 * (price-resolution.ts), the one rule every caller uses.
 */

/** A list's page: 20 shown, 21 fetched to know whether there is a next one. */
export const PRODUCT_PAGE_SIZE = 20;
export const PRODUCT_PAGE_FETCH = 21;
export const PRODUCT_LIST_MAX = 1000;
/** A price list's items: 20 shown, 21 fetched. */
export const PRICE_LIST_ITEM_PAGE_SIZE = 20;
export const PRICE_LIST_ITEM_PAGE_FETCH = 21;
export const PRICE_BREAKS_MAX = 20;
export const PRODUCT_OPTIONS_MAX = 10;
export const PRODUCT_CHOICES_MAX = 50;
/** The greatest amount in öre a price takes (100 million kronor). */
export const PRICE_ORE_MAX = 10_000_000_000;
/** The greatest quantity priced at once. */
export const QUANTITY_MAX = 1_000_000;

/** A product number: letters, digits, dots, dashes and underscores, up to 30; new products get the company's next one. */
export const PRODUCT_NUMBER_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,29}$/;

export const productTypes = [
  "simple",
  "delivery",
  "distribution",
  "plant",
  "configurable",
  "beast",
  "service",
] as const;
export const productTypeSchema = z.enum(productTypes);
export type ProductType = z.infer<typeof productTypeSchema>;

/** The spec's unit codes (the unit products' own list, units.ts), re-exported under the catalogue's name. */
export const PRODUCT_UNIT_CODES = productUnitCodes;
export const productUnitCodeSchema = z.enum(productUnitCodes);

/**
 * Each unit code's name in English and Swedish. Most are UN/ECE Recommendation 20 codes, which
 * Swedish e-invoices (Peppol BIS Billing 3) use; KM, M, PCS, MONTH, SEK, HOUR, TON, LASS, MIL, STOPP
 * and DAG are the spec's own words; ZCK and ZTK are the spec's own codes whose meaning it does not
 * give (Z codes are "mutually defined" in Rec 20), so they are named by the code.
 */
export const productUnitNames: Record<ProductUnitCode, { en: string; sv: string; rec20: boolean }> = {
  KM: { en: "kilometre", sv: "kilometer", rec20: false },
  M: { en: "metre", sv: "meter", rec20: false },
  PCS: { en: "piece", sv: "styck", rec20: false },
  MONTH: { en: "month", sv: "månad", rec20: false },
  SEK: { en: "Swedish krona (fixed amount)", sv: "krona (fast belopp)", rec20: false },
  HOUR: { en: "hour", sv: "timme", rec20: false },
  TON: { en: "tonne", sv: "ton", rec20: false },
  LASS: { en: "load", sv: "lass", rec20: false },
  MIL: { en: "Swedish mile (10 km)", sv: "mil", rec20: false },
  STOPP: { en: "stop", sv: "stopp", rec20: false },
  DAG: { en: "day", sv: "dag", rec20: false },
  KGM: { en: "kilogram", sv: "kilogram", rec20: true },
  LTR: { en: "litre", sv: "liter", rec20: true },
  MTK: { en: "square metre", sv: "kvadratmeter", rec20: true },
  MTR: { en: "metre", sv: "meter", rec20: true },
  HUR: { en: "hour", sv: "timme", rec20: true },
  KTM: { en: "kilometre", sv: "kilometer", rec20: true },
  MTQ: { en: "cubic metre", sv: "kubikmeter", rec20: true },
  PCE: { en: "piece", sv: "styck", rec20: true },
  TC: { en: "truckload", sv: "billass", rec20: true },
  TNE: { en: "tonne", sv: "ton", rec20: true },
  ZCK: { en: "ZCK", sv: "ZCK", rec20: false },
  ZTK: { en: "ZTK", sv: "ZTK", rec20: false },
};

/** "KGM – kilogram": a unit as pickers and lists show it. */
export const productUnitLabel = (code: ProductUnitCode, language: "en" | "sv") =>
  productUnitNames[code][language] === code ? code : `${code} – ${productUnitNames[code][language]}`;

/** The spec's distribution types (delivery and distribution products). */
export const distributionTypes = ["kyl", "fryst", "retur", "normal", "import", "adr", "export"] as const;
export const distributionTypeSchema = z.enum(distributionTypes);
export type DistributionType = z.infer<typeof distributionTypeSchema>;

/** The spec's plant types: sold, collected, or both. */
export const plantTypes = ["SELL", "COLLECT", "BOTH"] as const;
export const plantTypeSchema = z.enum(plantTypes);
export type PlantType = z.infer<typeof plantTypeSchema>;

/** A beast (livestock) is priced per animal or per weight (then its unit is a weight: KGM, TNE or TON). */
export const beastPricings = ["perAnimal", "perWeight"] as const;
export const beastPricingSchema = z.enum(beastPricings);
export type BeastPricing = z.infer<typeof beastPricingSchema>;

export const vatRateSchema = z.union([z.literal(25), z.literal(12), z.literal(6), z.literal(0)]);

export const productSortKeys = ["name", "number", "created"] as const;

/**
 * The fields each type adds (docs/products.md): a product holds these and no other type's.
 * required: must be given; optional: may be given.
 */
export const productTypeFields = {
  simple: { required: [], optional: [] },
  service: { required: ["durationMinutes"], optional: [] },
  delivery: { required: ["distributionType"], optional: ["weightGrams"] },
  distribution: { required: ["distributionType"], optional: ["weightGrams"] },
  plant: { required: ["plantType"], optional: [] },
  configurable: { required: ["options"], optional: [] },
  beast: { required: ["beastPricing"], optional: ["species"] },
} as const satisfies Record<ProductType, { required: readonly TypeField[]; optional: readonly TypeField[] }>;

export const typeFieldNames = [
  "durationMinutes",
  "distributionType",
  "weightGrams",
  "plantType",
  "options",
  "beastPricing",
  "species",
] as const;
export type TypeField = (typeof typeFieldNames)[number];

/** The units a beast priced per weight is sold in. */
export const WEIGHT_UNIT_CODES: readonly ProductUnitCode[] = ["KGM", "TNE", "TON"];

type TypeValues = { type: ProductType; unitCode?: ProductUnitCode } & { [K in TypeField]?: unknown };

const isGiven = (field: TypeField, value: unknown) =>
  value !== null && value !== undefined && !(field === "options" && Array.isArray(value) && value.length === 0);

/**
 * What is wrong with a product's type fields: a required one missing, another type's given, a
 * beast per weight in a unit that is no weight. [] when nothing is. The server refuses a save with
 * the first (400 naming the field); the web's form shows them.
 */
export function productTypeProblems(values: TypeValues): { field: TypeField | "unitCode"; message: string }[] {
  const spec = productTypeFields[values.type];
  const problems: { field: TypeField | "unitCode"; message: string }[] = [];
  const allowed = new Set<TypeField>([...spec.required, ...spec.optional]);
  for (const field of spec.required as readonly TypeField[]) {
    if (!isGiven(field, values[field])) problems.push({ field, message: `A ${values.type} product needs ${field}.` });
  }
  for (const field of typeFieldNames) {
    if (!allowed.has(field) && isGiven(field, values[field])) {
      problems.push({ field, message: `A ${values.type} product has no ${field}.` });
    }
  }
  if (
    values.type === "beast" &&
    values.beastPricing === "perWeight" &&
    values.unitCode &&
    !WEIGHT_UNIT_CODES.includes(values.unitCode)
  ) {
    problems.push({ field: "unitCode", message: "A beast priced per weight is sold in KGM, TNE or TON." });
  }
  return problems;
}

const ref = z.object({ id: z.uuid(), name: z.string() });
const ore = z.int().check(z.gte(0), z.lte(PRICE_ORE_MAX));
const oreChange = z.int().check(z.gte(-PRICE_ORE_MAX), z.lte(PRICE_ORE_MAX));
const isoDate = z.string().check(z.refine(isIsoDate, "Expected a date as YYYY-MM-DD"));
const quantity = z
  .number()
  .check(z.refine(isQuantity, "A quantity above 0 with at most three decimals"), z.lte(QUANTITY_MAX));
const optionalText = (max: number) =>
  z.nullable(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max)),
      z.transform((v) => (v === "" ? null : v)),
    ),
  );

// ---- categories ----

/** A product category: top-level (parent null) or a subcategory of a top-level one (two levels, no deeper). */
export const productCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  parentId: z.nullable(z.uuid()),
  /** Order among its siblings, from 0. */
  position: z.int(),
  /** Products of this category itself (not of its subcategories). */
  productCount: z.int(),
  createdAt: z.string(),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

const categoryName = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const position = z.int().check(z.gte(0), z.lte(10_000));

/** POST: a new category, last among its siblings unless a position is given; parentId a top-level category. */
export const productCategoryCreateSchema = z.object({
  name: categoryName,
  parentId: z._default(z.nullable(z.uuid()), null),
  position: z.optional(position),
});
export type ProductCategoryCreate = z.input<typeof productCategoryCreateSchema>;

/** PUT: the fields sent (a category with subcategories stays top-level). */
export const productCategoryUpdateSchema = z.partial(
  z.object({ name: categoryName, parentId: z.nullable(z.uuid()), position }),
);
export type ProductCategoryUpdate = z.input<typeof productCategoryUpdateSchema>;

// ---- products ----

/** A configurable product's option (size, material): one choice is picked per option on an order line. */
export const productChoiceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Added to the unit price when picked (may be negative). */
  priceChangeOre: z.int(),
});
export const productOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  choices: z.array(productChoiceSchema),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

const optionName = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const uniqueNames = (items: readonly { name: string }[]) =>
  new Set(items.map((item) => item.name.toLowerCase())).size === items.length;

/** The options as written: an id keeps an option or choice (order lines name them by id); without one, a new one. */
export const productOptionInputSchema = z.object({
  id: z.optional(z.uuid()),
  name: optionName,
  choices: z
    .array(z.object({ id: z.optional(z.uuid()), name: optionName, priceChangeOre: z._default(oreChange, 0) }))
    .check(
      z.minLength(1),
      z.maxLength(PRODUCT_CHOICES_MAX),
      z.refine(uniqueNames, "Two choices of an option have the same name"),
    ),
});
export type ProductOptionInput = z.input<typeof productOptionInputSchema>;
const optionsInput = z
  .array(productOptionInputSchema)
  .check(z.maxLength(PRODUCT_OPTIONS_MAX), z.refine(uniqueNames, "Two options have the same name"));

export const productSchema = z.object({
  id: z.uuid(),
  /** Unique in the company. */
  number: z.string(),
  name: z.string(),
  description: z.string(),
  type: productTypeSchema,
  unitCode: productUnitCodeSchema,
  category: z.nullable(ref),
  /** The top-level category above a subcategory (null when the category is top-level or none). */
  parentCategory: z.nullable(ref),
  vatRate: vatRateSchema,
  /** Öre; null when not known. */
  purchasePriceOre: z.nullable(z.int()),
  /** Öre, without VAT: the price when no price list gives one. */
  salesPriceOre: z.int(),
  /** Inactive products are left out of pickers and (by default) the list; kept for what refers to them. */
  active: z.boolean(),
  /** service: how long it takes. */
  durationMinutes: z.nullable(z.int()),
  /** delivery, distribution. */
  distributionType: z.nullable(distributionTypeSchema),
  /** delivery, distribution: grams. */
  weightGrams: z.nullable(z.int()),
  /** plant. */
  plantType: z.nullable(plantTypeSchema),
  /** configurable ([] for other types). */
  options: z.array(productOptionSchema),
  /** beast. */
  beastPricing: z.nullable(beastPricingSchema),
  species: z.nullable(z.string()),
  /** Optimistic saves: send it back with PUT; 409 STALE_VERSION when someone saved in between. */
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** A row of the list and of pickers (GET /products). */
export const productListItemSchema = z.pick(productSchema, {
  id: true,
  number: true,
  name: true,
  type: true,
  unitCode: true,
  category: true,
  vatRate: true,
  salesPriceOre: true,
  active: true,
  durationMinutes: true,
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

const productFields = {
  /** Empty or left out on create: the company's next number. */
  number: z.nullable(
    z.pipe(
      z.string().check(
        z.trim(),
        z.maxLength(30),
        z.refine((v) => v === "" || PRODUCT_NUMBER_PATTERN.test(v), "Letters, digits, dots, dashes and underscores"),
      ),
      z.transform((v) => (v === "" ? null : v)),
    ),
  ),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  description: z.string().check(z.maxLength(5000)),
  type: productTypeSchema,
  unitCode: productUnitCodeSchema,
  categoryId: z.nullable(z.uuid()),
  vatRate: vatRateSchema,
  purchasePriceOre: z.nullable(ore),
  salesPriceOre: ore,
  active: z.boolean(),
  durationMinutes: z.nullable(z.int().check(z.gte(1), z.lte(60 * 24 * 31))),
  distributionType: z.nullable(distributionTypeSchema),
  weightGrams: z.nullable(z.int().check(z.gte(0), z.lte(100_000_000))),
  plantType: z.nullable(plantTypeSchema),
  options: optionsInput,
  beastPricing: z.nullable(beastPricingSchema),
  species: optionalText(100),
};

/** POST: a new product (a simple one in pieces at 25 % VAT unless said otherwise); the type's fields as productTypeFields says. */
export const productCreateSchema = z
  .object({
    number: z._default(productFields.number, null),
    name: productFields.name,
    description: z._default(productFields.description, ""),
    type: z._default(productFields.type, "simple"),
    unitCode: z._default(productFields.unitCode, "PCS"),
    categoryId: z._default(productFields.categoryId, null),
    vatRate: z._default(productFields.vatRate, 25),
    purchasePriceOre: z._default(productFields.purchasePriceOre, null),
    salesPriceOre: z._default(productFields.salesPriceOre, 0),
    active: z._default(productFields.active, true),
    durationMinutes: z._default(productFields.durationMinutes, null),
    distributionType: z._default(productFields.distributionType, null),
    weightGrams: z._default(productFields.weightGrams, null),
    plantType: z._default(productFields.plantType, null),
    options: z._default(productFields.options, []),
    beastPricing: z._default(productFields.beastPricing, null),
    species: z._default(productFields.species, null),
  })
  .check(
    z.superRefine((product, ctx) => {
      for (const problem of productTypeProblems(product)) {
        ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
      }
    }),
  );
export type ProductCreate = z.input<typeof productCreateSchema>;

/**
 * PUT takes the product as GET answers it (category as an entity; server-owned fields ignored) or
 * the fields to change; a field not sent is kept, null clears it. The type's fields are checked
 * on the product as it will be (a type change drops nothing by itself: send the old type's fields
 * as null). `version` for an optimistic save.
 */
export const productUpdateSchema = z.pipe(
  z.partial(
    z.object({
      ...productFields,
      /** An empty number is refused on a save (a product keeps one). */
      number: z.string().check(
        z.trim(),
        z.refine((v) => PRODUCT_NUMBER_PATTERN.test(v), "Letters, digits, dots, dashes and underscores"),
      ),
      category: z.nullable(entityIdSchema),
      version: z.int().check(z.gte(0)),
    }),
  ),
  z.transform(({ category, ...changes }) => byIds(changes, { categoryId: category })),
);
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** DELETE's answer: a product something refers to (a price list, a company service, a unit's product) is made inactive instead. */
export const productDeleteReasons = ["priceLists", "companyServices", "unitProducts", "orderLines"] as const;
export const productDeleteResultSchema = z.object({
  ok: z.literal(true),
  /** true: made inactive, not deleted; `reasons` says what refers to it. */
  deactivated: z.boolean(),
  reasons: z.array(z.enum(productDeleteReasons)),
});
export type ProductDeleteResult = z.infer<typeof productDeleteResultSchema>;

export const productQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PRODUCT_LIST_MAX)), PRODUCT_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  /** Contained in the number or the name (trigram search). */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  type: z.optional(productTypeSchema),
  /** The category or, for a top-level one, any of its subcategories too. */
  categoryId: z.optional(z.uuid()),
  /** "true" (default): active products; "false": the inactive ones; "all": both. */
  active: z._default(z.enum(["true", "false", "all"]), "true"),
  /** By name (default), by number, or the newest first. */
  sort: z._default(z.enum(productSortKeys), "name"),
});
export type ProductQuery = z.input<typeof productQuerySchema>;

/** Export of the catalogue and of a price list: CSV (UTF-8 with BOM, ';') or XLSX, in the reader's language. */
export const productExportFormats = ["csv", "xlsx"] as const;

/** GET /products/export: the list's filters (not its page), and the format. */
export const productExportQuerySchema = z.extend(z.omit(productQuerySchema, { limit: true, offset: true }), {
  format: z._default(z.enum(productExportFormats), "csv"),
});
export type ProductExportQuery = z.input<typeof productExportQuerySchema>;

/** At most this many products in one export. */
export const PRODUCT_EXPORT_MAX = 50_000;

// ---- price lists ----

export const priceListSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** YYYY-MM-DD, inclusive; null: open. */
  validFrom: z.nullable(z.string()),
  validTo: z.nullable(z.string()),
  /** The customer whose own list this is (then no status and not the default). */
  customer: z.nullable(ref),
  /** The customer status whose customers this list prices. */
  customerStatus: z.nullable(ref),
  /** The company's default list (one per company; no customer or status). */
  isDefault: z.boolean(),
  itemCount: z.int(),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PriceList = z.infer<typeof priceListSchema>;

const priceListName = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** A list applies to one customer, to a customer status, or is the default: exactly one of these. */
export function priceListTargetProblem(values: {
  customerId?: string | null;
  customerStatusId?: string | null;
  isDefault?: boolean;
}): string | null {
  const targets = [Boolean(values.customerId), Boolean(values.customerStatusId), Boolean(values.isDefault)].filter(
    Boolean,
  ).length;
  return targets === 1 ? null : "A price list is a customer's, a customer status's, or the default: exactly one.";
}

const validity = (v: { validFrom?: string | null; validTo?: string | null }) =>
  !v.validFrom || !v.validTo || v.validFrom <= v.validTo;

/** POST: a new list. */
export const priceListCreateSchema = z
  .object({
    name: priceListName,
    description: z._default(z.string().check(z.maxLength(2000)), ""),
    validFrom: z._default(z.nullable(isoDate), null),
    validTo: z._default(z.nullable(isoDate), null),
    customerId: z._default(z.nullable(z.uuid()), null),
    customerStatusId: z._default(z.nullable(z.uuid()), null),
    isDefault: z._default(z.boolean(), false),
  })
  .check(
    z.refine(validity, { message: "validTo is before validFrom", path: ["validTo"] }),
    z.refine((v) => priceListTargetProblem(v) === null, {
      message: "A price list is a customer's, a customer status's, or the default: exactly one.",
      path: ["customerId"],
    }),
  );
export type PriceListCreate = z.input<typeof priceListCreateSchema>;

/** PUT takes what GET answers (customer and customerStatus as entities) or the fields to change; `version` for an optimistic save. */
export const priceListUpdateSchema = z.pipe(
  z.partial(
    z.object({
      name: priceListName,
      description: z.string().check(z.maxLength(2000)),
      validFrom: z.nullable(isoDate),
      validTo: z.nullable(isoDate),
      customerId: z.nullable(z.uuid()),
      customerStatusId: z.nullable(z.uuid()),
      customer: z.nullable(entityIdSchema),
      customerStatus: z.nullable(entityIdSchema),
      isDefault: z.boolean(),
      version: z.int().check(z.gte(0)),
    }),
  ),
  z.transform(({ customer, customerStatus, ...changes }) =>
    byIds(changes, { customerId: customer, customerStatusId: customerStatus }),
  ),
);
export type PriceListUpdate = z.input<typeof priceListUpdateSchema>;

export const priceListQuerySchema = z.object({
  /** Only the lists of this customer (its own) or status. */
  customerId: z.optional(z.uuid()),
  customerStatusId: z.optional(z.uuid()),
  /** Only the lists valid on this day. */
  validOn: z.optional(isoDate),
});
export type PriceListQuery = z.input<typeof priceListQuerySchema>;

export const quantityBreakSchema = z.object({ fromQuantity: z.number(), priceOre: z.int() });

/**
 * A break is a lower price from a quantity on: breaks rise in quantity (above 0, at most three
 * decimals) and never rise in price, none above the list's own price. (So a larger quantity never
 * has a higher unit price on a list; docs/products.md.)
 */
export function quantityBreakProblem(priceOre: number, breaks: readonly { fromQuantity: number; priceOre: number }[]) {
  let previous = { fromQuantity: 0, priceOre };
  for (const step of breaks) {
    if (step.fromQuantity <= previous.fromQuantity) return "Quantity breaks rise in quantity, each once.";
    if (step.priceOre > previous.priceOre) return "A quantity break never raises the price.";
    previous = step;
  }
  return null;
}

export const priceListItemSchema = z.object({
  id: z.uuid(),
  priceListId: z.uuid(),
  product: z.object({
    id: z.uuid(),
    number: z.string(),
    name: z.string(),
    unitCode: productUnitCodeSchema,
    salesPriceOre: z.int(),
    active: z.boolean(),
  }),
  /** The list's price of one unit, öre without VAT. */
  priceOre: z.int(),
  /** By fromQuantity. */
  breaks: z.array(quantityBreakSchema),
  updatedAt: z.string(),
});
export type PriceListItem = z.infer<typeof priceListItemSchema>;

/** PUT /price-lists/{id}/items/{productId}: the product's price on the list (made or replaced). */
export const priceListItemInputSchema = z
  .object({
    priceOre: ore,
    breaks: z._default(
      z.array(z.object({ fromQuantity: quantity, priceOre: ore })).check(z.maxLength(PRICE_BREAKS_MAX)),
      [],
    ),
  })
  .check(
    z.refine((v) => quantityBreakProblem(v.priceOre, v.breaks) === null, {
      message: "Quantity breaks rise in quantity and never raise the price.",
      path: ["breaks"],
    }),
  );
export type PriceListItemInput = z.input<typeof priceListItemInputSchema>;

export const priceListItemQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PRODUCT_LIST_MAX)), PRICE_LIST_ITEM_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  /** Contained in the product's number or name. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});

/** A percent off the sales price of a category's products (a subcategory's own discount before its parent's). */
export const categoryDiscountSchema = z.object({
  category: ref,
  /** Up to two decimals, 0–100. */
  percent: z.number(),
});
export type CategoryDiscount = z.infer<typeof categoryDiscountSchema>;

export const categoryDiscountInputSchema = z.object({
  percent: z.number().check(
    z.gte(0),
    z.lte(100),
    z.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "At most two decimals"),
  ),
});
export type CategoryDiscountInput = z.input<typeof categoryDiscountInputSchema>;

/** GET /price-lists/{id}: the list with its category discounts (items are paged: /items). */
export const priceListDetailSchema = z.extend(priceListSchema, {
  categoryDiscounts: z.array(categoryDiscountSchema),
});
export type PriceListDetail = z.infer<typeof priceListDetailSchema>;

/** GET /price-lists/{id}/export: the list's prices (one line per product, its breaks after it) as CSV or XLSX. */
export const priceListExportQuerySchema = z.object({ format: z._default(z.enum(productExportFormats), "csv") });
export type PriceListExportQuery = z.input<typeof priceListExportQuerySchema>;

// ---- price check ----

/** GET /companies/{companyId}/price-check: a product's price for a customer (or none), quantity and day. */
export const priceCheckQuerySchema = z.object({
  productId: z.uuid(),
  customerId: z.optional(z.uuid()),
  quantity: z._default(
    z.coerce
      .number()
      .check(z.refine(isQuantity, "A quantity above 0 with at most three decimals"), z.lte(QUANTITY_MAX)),
    1,
  ),
  /** YYYY-MM-DD; the company's today when left out. */
  date: z.optional(isoDate),
  /** A configurable product's picked choices, comma-separated ids (one per option at most). */
  choiceIds: z.optional(
    z.pipe(
      z.string().check(z.maxLength(PRODUCT_OPTIONS_MAX * 37)),
      z.transform((v) => v.split(",").filter((id) => id !== "")),
    ),
  ),
});
export type PriceCheckQuery = z.input<typeof priceCheckQuerySchema>;

export const priceRuleSchema = z.object({
  kind: z.enum(priceRuleKinds),
  basis: z.enum(priceBases),
  listId: z.optional(z.uuid()),
  listName: z.optional(z.string()),
  fromQuantity: z.optional(z.number()),
  discountPercent: z.optional(z.number()),
  categoryId: z.optional(z.uuid()),
});
export type PriceRuleAnswer = z.infer<typeof priceRuleSchema>;

/** The price and why: the rule of resolvePrice, with the line's VAT rounded per line. */
export const priceCheckSchema = z.object({
  product: z.object({ id: z.uuid(), number: z.string(), name: z.string(), unitCode: productUnitCodeSchema }),
  customer: z.nullable(ref),
  customerStatus: z.nullable(ref),
  quantity: z.number(),
  date: z.string(),
  salesPriceOre: z.int(),
  /** The unit price the rule gave, before the choices. */
  ruleUnitPriceOre: z.int(),
  /** The picked choices and their price changes. */
  choices: z.array(z.object({ optionName: z.string(), id: z.uuid(), name: z.string(), priceChangeOre: z.int() })),
  unitPriceOre: z.int(),
  /** unitPriceOre × quantity, half-up to whole öre, without VAT. */
  totalOre: z.int(),
  vatRate: vatRateSchema,
  /** VAT of the line, half-up to whole öre. */
  vatOre: z.int(),
  totalWithVatOre: z.int(),
  rule: priceRuleSchema,
});
export type PriceCheck = z.infer<typeof priceCheckSchema>;

// ---- company services ----

/** A service the company offers (a product of type service), with a public description portal members see. */
export const companyServiceSchema = z.object({
  id: z.uuid(),
  product: z.object({
    id: z.uuid(),
    number: z.string(),
    name: z.string(),
    unitCode: productUnitCodeSchema,
    durationMinutes: z.nullable(z.int()),
    salesPriceOre: z.int(),
    vatRate: vatRateSchema,
    active: z.boolean(),
  }),
  /** What portal members read about it. */
  publicDescription: z.string(),
  /** Shown to portal members (and on the company's list of services) only when published. */
  published: z.boolean(),
  position: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyService = z.infer<typeof companyServiceSchema>;

const publicDescription = z.string().check(z.trim(), z.maxLength(5000));

/** POST: offer a service product (one entry per product). */
export const companyServiceCreateSchema = z.object({
  productId: z.uuid(),
  publicDescription: z._default(publicDescription, ""),
  published: z._default(z.boolean(), true),
  position: z.optional(position),
});
export type CompanyServiceCreate = z.input<typeof companyServiceCreateSchema>;

/** PUT: the fields sent. */
export const companyServiceUpdateSchema = z.partial(z.object({ publicDescription, published: z.boolean(), position }));
export type CompanyServiceUpdate = z.input<typeof companyServiceUpdateSchema>;
