import { z } from "zod/mini";
import { isIsoDate } from "./dates";
import type { Permission } from "./permissions";
import { divideRounded, isQuantity, lineTotalOre, lineVatOre, vatRates } from "./price-resolution";
import {
  PRICE_ORE_MAX,
  PRODUCT_OPTIONS_MAX,
  priceRuleSchema,
  productUnitCodeSchema,
  QUANTITY_MAX,
  vatRateSchema,
} from "./products";
import { byIds, entityIdSchema } from "./references";
import { rruleSchema } from "./tasks";

/*
 * Orders, order subscriptions and plants (issue 47, docs/orders.md). Each is an object (a
 * publication of type "order", "orderSubscription" or "plant") with a part of its own: the order's
 * customer, lines and state, the subscription's template and recurrence rule, the plant's
 * budning intervals. Money is integer öre; a line's quantity has at most three decimals; the
 * totals come from `orderTotals`, the one computation every screen, PDF and invoice basis uses.
 */

export const ORDER_PAGE_SIZE = 20;
/** A list's page: 20 shown, 21 fetched to know whether there is a next one. */
export const ORDER_PAGE_FETCH = 21;
export const ORDER_LIST_MAX = 1000;
export const ORDER_LINES_MAX = 500;
export const ORDER_ASSIGNEES_MAX = 50;
/** How far ahead a subscription may generate its orders. */
export const SUBSCRIPTION_HORIZON_MAX_DAYS = 366;

const isoDate = z.string().check(z.refine(isIsoDate, "Expected a date as YYYY-MM-DD"));
const ref = z.object({ id: z.uuid(), name: z.string() });

// ---- states ----

export const orderStatuses = ["draft", "active", "inProgress", "reported", "invoiced", "cancelled"] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderActions = ["activate", "start", "report", "invoice", "cancel"] as const;
export type OrderAction = (typeof orderActions)[number];

/**
 * The state machine (docs/orders.md, "States"): each action moves an order from one of `from` to
 * `to`, by a member holding `permission`. The server applies it in one conditional UPDATE, so of
 * two people acting at once one wins and the other is answered 409 with the state as it is.
 */
export const orderTransitions: Record<
  OrderAction,
  { from: readonly OrderStatus[]; to: OrderStatus; permission: Permission }
> = {
  activate: { from: ["draft"], to: "active", permission: "OrderActivateCancel" },
  start: { from: ["active"], to: "inProgress", permission: "OrderReport" },
  report: { from: ["inProgress"], to: "reported", permission: "OrderReport" },
  invoice: { from: ["reported"], to: "invoiced", permission: "OrderActivateCancel" },
  cancel: { from: ["draft", "active", "inProgress"], to: "cancelled", permission: "OrderActivateCancel" },
};

/** The states in which an order's lines and details may still change. */
export const ORDER_EDITABLE: readonly OrderStatus[] = ["draft", "active", "inProgress"];

/** Who may set a line's price by hand instead of the price resolution's (docs/orders.md). */
export const MANUAL_PRICE_PERMISSION: Permission = "PriceLists";

// ---- amounts ----

/** What the totals read of a line. */
export type OrderLineAmountsInput = {
  unitPriceOre: number;
  /** Above 0, at most three decimals. */
  quantity: number;
  /** 0–100 with at most two decimals. */
  discountPercent: number;
  vatRate: number;
};

/**
 * A line's amounts: unit price × quantity rounded half-up to whole öre (`lineTotalOre`), the
 * discount on it rounded half-up (`allowanceOre`, as Peppol BIS 3 writes a line allowance), and
 * the net the VAT is computed on.
 */
export function orderLineAmounts(line: OrderLineAmountsInput) {
  const grossLineOre = lineTotalOre(line.unitPriceOre, line.quantity);
  const allowanceOre = Number(
    divideRounded(BigInt(grossLineOre) * BigInt(Math.round(line.discountPercent * 100)), 10_000n),
  );
  return { lineOre: grossLineOre, allowanceOre, netOre: grossLineOre - allowanceOre };
}

export type VatBreakdown = { rate: number; baseOre: number; vatOre: number };
export type OrderTotals = { netOre: number; vat: VatBreakdown[]; vatOre: number; grossOre: number };

/**
 * The order's totals, the one computation of them: the net is the sum of the lines' nets; the VAT
 * is computed per rate on the sum of that rate's nets, rounded half-up to whole öre (as Swedish
 * invoices and Peppol BIS 3's rule BR-CO-17 do: one rounding per rate, not per line), rates from
 * the highest down, a rate without lines left out; the gross is net + VAT. Pure: the lines' order
 * changes nothing.
 */
export function orderTotals(lines: readonly OrderLineAmountsInput[]): OrderTotals {
  const bases = new Map<number, number>();
  let netOre = 0;
  for (const line of lines) {
    const { netOre: lineNet } = orderLineAmounts(line);
    netOre += lineNet;
    bases.set(line.vatRate, (bases.get(line.vatRate) ?? 0) + lineNet);
  }
  const vat = [...bases]
    .sort(([a], [b]) => b - a)
    .map(([rate, baseOre]) => ({ rate, baseOre, vatOre: lineVatOre(baseOre, rate) }));
  const vatOre = vat.reduce((sum, v) => sum + v.vatOre, 0);
  return { netOre, vat, vatOre, grossOre: netOre + vatOre };
}

// ---- lines ----

const quantity = z
  .number()
  .check(z.refine(isQuantity, "A quantity above 0 with at most three decimals"), z.lte(QUANTITY_MAX));
const discountPercent = z.number().check(
  z.gte(0),
  z.lte(100),
  z.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "At most two decimals"),
);

/**
 * A configurable product's choice picked on a line (one per option), named as the product names it
 * now. A choice the product no longer has keeps its id (the line keeps the price it was given) with
 * optionId, optionName, name and priceChangeOre null.
 */
export const orderLineChoiceSchema = z.object({
  id: z.uuid(),
  optionId: z.nullable(z.uuid()),
  optionName: z.nullable(z.string()),
  name: z.nullable(z.string()),
  /** Added to the unit price when the line was priced with it (may be negative). */
  priceChangeOre: z.nullable(z.int()),
});
export type OrderLineChoice = z.infer<typeof orderLineChoiceSchema>;

export const orderLineSchema = z.object({
  id: z.uuid(),
  /** From 0, in the order shown. */
  position: z.int(),
  /** The catalogue product (null: a free line, or a product since deleted). */
  product: z.nullable(z.object({ id: z.uuid(), number: z.string(), name: z.string() })),
  /** A configurable product's picked choices, in the product's order of options ([] for other lines). */
  choices: z.array(orderLineChoiceSchema),
  description: z.string(),
  quantity: z.number(),
  unitCode: productUnitCodeSchema,
  unitPriceOre: z.int(),
  /** true: the price was set by hand (MANUAL_PRICE_PERMISSION), not by the price resolution. */
  manualPrice: z.boolean(),
  /** Why this price: the rule of the price resolution at the order's date (null: set by hand or a free line). */
  priceRule: z.nullable(priceRuleSchema),
  /** The date the price was resolved for. */
  pricedOn: z.nullable(z.string()),
  discountPercent: z.number(),
  vatRate: vatRateSchema,
  /** Unit price × quantity, half-up. */
  lineOre: z.int(),
  /** The discount in öre, half-up. */
  allowanceOre: z.int(),
  /** lineOre − allowanceOre; the VAT is computed on the rate's sum of these (orderTotals). */
  netOre: z.int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * A line as saved: a product's line takes its description, unit and VAT rate from the product
 * when they are left out and its price from the price resolution at the order's date; a free
 * line (no product) names them. `unitPriceOre` is read only with `manualPrice` (those holding
 * MANUAL_PRICE_PERMISSION). A line sent with the id of a saved line whose product, quantity and
 * choices are unchanged keeps its price: a price list's change never changes a saved line. The
 * choices are sent as `choiceIds` or, as GET answers them, `choices` (their ids are read).
 */
export const orderLineInputSchema = z.pipe(
  z.object({
    id: z.optional(z.uuid()),
    productId: z.optional(z.nullable(z.uuid())),
    /** The product as GET answers it (PUT takes what GET answers); productId wins when both are sent. */
    product: z.optional(z.nullable(entityIdSchema)),
    /**
     * A configurable product's picked choices (one per option). Left out (and no `choices`): a
     * saved line of the same product keeps its choices, any other line has none; [] clears them.
     */
    choiceIds: z.optional(z.array(z.uuid()).check(z.maxLength(PRODUCT_OPTIONS_MAX))),
    /** The choices as GET answers them (PUT takes what GET answers); choiceIds wins when both are sent. */
    choices: z.optional(z.array(entityIdSchema).check(z.maxLength(PRODUCT_OPTIONS_MAX))),
    description: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
    quantity,
    unitCode: z.optional(productUnitCodeSchema),
    manualPrice: z._default(z.boolean(), false),
    unitPriceOre: z.optional(z.int().check(z.gte(0), z.lte(PRICE_ORE_MAX))),
    discountPercent: z._default(discountPercent, 0),
    vatRate: z.optional(vatRateSchema),
  }),
  z.transform(({ product, productId, choices, choiceIds, ...line }) => ({
    ...line,
    productId: productId === undefined ? (product ?? null) : productId,
    choiceIds: choiceIds ?? choices,
  })),
);
export type OrderLineInput = z.input<typeof orderLineInputSchema>;

const linesInput = z.array(orderLineInputSchema).check(z.maxLength(ORDER_LINES_MAX));

/** PUT /orders/{id}/lines: the whole list of lines, in order, and the version it was based on. */
export const orderLinesUpdateSchema = z.object({
  lines: linesInput,
  version: z.optional(z.int().check(z.gte(0))),
});
export type OrderLinesUpdate = z.input<typeof orderLinesUpdateSchema>;

export const orderTotalsSchema = z.object({
  netOre: z.int(),
  vat: z.array(z.object({ rate: z.number(), baseOre: z.int(), vatOre: z.int() })),
  vatOre: z.int(),
  grossOre: z.int(),
});

// ---- addresses ----

export const deliveryAddressSchema = z.object({
  street: z.string().check(z.trim(), z.maxLength(300)),
  postcode: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(20))), null),
  city: z.string().check(z.trim(), z.maxLength(100)),
  country: z._default(
    z.pipe(
      z.string().check(z.refine((v) => /^[A-Za-z]{2}$/.test(v), "A two-letter country code")),
      z.transform((v) => v.toUpperCase()),
    ),
    "SE",
  ),
});
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

// ---- orders ----

export const orderSchema = z.object({
  /** The object's id (publication of type order). */
  id: z.uuid(),
  /** The company's order number: 1, 2, 3… from its own sequence. */
  number: z.int(),
  /** The object's name. */
  name: z.string(),
  status: orderStatusSchema,
  customer: z.object({ id: z.uuid(), number: z.string(), name: z.string() }),
  contact: z.nullable(ref),
  plant: z.nullable(ref),
  deliveryAddress: z.nullable(
    z.object({ street: z.string(), postcode: z.nullable(z.string()), city: z.string(), country: z.string() }),
  ),
  orderDate: z.string(),
  plannedStart: z.nullable(z.string()),
  plannedEnd: z.nullable(z.string()),
  responsible: z.nullable(ref),
  assignees: z.array(ref),
  /** The text printed on the order (the company's order text unless changed). */
  orderText: z.string(),
  /** Never shown to the customer. */
  internalNotes: z.string(),
  cancelReason: z.nullable(z.string()),
  /** The subscription that generated it, and for which date. */
  subscription: z.nullable(z.object({ id: z.uuid(), name: z.string(), occurrenceDate: z.string() })),
  lines: z.array(orderLineSchema),
  totals: orderTotalsSchema,
  statusChangedAt: z.nullable(z.string()),
  statusChangedBy: z.nullable(ref),
  /** Optimistic saves: send it back; 409 STALE_VERSION when someone saved in between. */
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListItemSchema = z.object({
  id: z.uuid(),
  number: z.int(),
  name: z.string(),
  status: orderStatusSchema,
  customer: z.object({ id: z.uuid(), number: z.string(), name: z.string() }),
  orderDate: z.string(),
  plannedStart: z.nullable(z.string()),
  responsible: z.nullable(ref),
  netOre: z.int(),
  grossOre: z.int(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const assigneeIds = z.pipe(
  z.array(z.uuid()).check(z.maxLength(ORDER_ASSIGNEES_MAX)),
  z.transform((ids) => [...new Set(ids)]),
);

const orderFields = {
  customerId: z.uuid(),
  contactId: z.nullable(z.uuid()),
  plantId: z.nullable(z.uuid()),
  deliveryAddress: z.nullable(deliveryAddressSchema),
  orderDate: isoDate,
  plannedStart: z.nullable(isoDate),
  plannedEnd: z.nullable(isoDate),
  responsibleId: z.nullable(z.uuid()),
  assigneeIds,
  orderText: text(5000),
  internalNotes: text(5000),
};

const plannedInOrder = (o: { plannedStart?: string | null; plannedEnd?: string | null }) =>
  !o.plannedStart || !o.plannedEnd || o.plannedStart <= o.plannedEnd;
const plannedMessage = { message: "The planned end is before the start", path: ["plannedEnd"] };

/** POST /orders: a new draft with the company's next number; orderDate defaults to the company's today. */
export const orderCreateSchema = z
  .object({
    name: z.optional(text(200).check(z.minLength(1))),
    groupId: z._default(z.nullable(z.uuid()), null),
    customerId: orderFields.customerId,
    contactId: z._default(orderFields.contactId, null),
    plantId: z._default(orderFields.plantId, null),
    deliveryAddress: z._default(orderFields.deliveryAddress, null),
    orderDate: z.optional(orderFields.orderDate),
    plannedStart: z._default(orderFields.plannedStart, null),
    plannedEnd: z._default(orderFields.plannedEnd, null),
    responsibleId: z._default(orderFields.responsibleId, null),
    assigneeIds: z._default(orderFields.assigneeIds, []),
    /** Not given: the company's order text (company settings). */
    orderText: z.optional(orderFields.orderText),
    internalNotes: z._default(orderFields.internalNotes, ""),
    lines: z._default(linesInput, []),
  })
  .check(z.refine((o) => plannedInOrder(o), plannedMessage));
export type OrderCreate = z.input<typeof orderCreateSchema>;

/**
 * PUT /orders/{id}: takes the order as GET answers it (contact, plant, responsible, assignees as
 * entities) or the fields by ids; a field not sent is kept. Lines change through PUT …/lines.
 */
export const orderUpdateSchema = z.pipe(
  z
    .partial(
      z.object({
        ...orderFields,
        contact: z.nullable(entityIdSchema),
        plant: z.nullable(entityIdSchema),
        responsible: z.nullable(entityIdSchema),
        assignees: z.array(entityIdSchema).check(z.maxLength(ORDER_ASSIGNEES_MAX)),
        version: z.int().check(z.gte(0)),
      }),
    )
    .check(z.refine((o) => plannedInOrder(o), plannedMessage)),
  z.transform(({ contact, plant, responsible, assignees, ...changes }) =>
    byIds(changes, { contactId: contact, plantId: plant, responsibleId: responsible, assigneeIds: assignees }),
  ),
);
export type OrderUpdate = z.input<typeof orderUpdateSchema>;

/** POST /orders/{id}/{action}: the version seen (optional); cancel needs its reason. */
export const orderTransitionSchema = z.object({
  version: z.optional(z.int().check(z.gte(0))),
});
export const orderCancelSchema = z.object({
  reason: text(1000).check(z.minLength(1)),
  version: z.optional(z.int().check(z.gte(0))),
});
export type OrderCancel = z.input<typeof orderCancelSchema>;

/** POST /orders/{id}/copy: a new draft numbered anew, today's date; lines at today's prices unless keepPrices. */
export const orderCopySchema = z.object({ keepPrices: z._default(z.boolean(), false) });
export type OrderCopy = z.input<typeof orderCopySchema>;

export const orderQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ORDER_LIST_MAX)), ORDER_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  /** In the order's name, its number, or its customer's name or number. */
  q: z.optional(text(200)),
  status: z.optional(orderStatusSchema),
  customerId: z.optional(z.uuid()),
  responsibleId: z.optional(z.uuid()),
  /** Order dates from..to, inclusive. */
  from: z.optional(isoDate),
  to: z.optional(isoDate),
});
export type OrderQuery = z.input<typeof orderQuerySchema>;

// ---- order subscriptions ----

export const subscriptionStatuses = ["active", "paused", "ended"] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * A subscription's line: as an order's, priced when each order is generated (at its date), with its
 * choices. PUT takes the lines as GET answers them: a line sent without choices (neither `choiceIds`
 * nor `choices`) keeps those of the saved line at its position while its product is the same.
 */
export const subscriptionLineSchema = z.object({
  position: z.int(),
  product: z.nullable(z.object({ id: z.uuid(), number: z.string(), name: z.string() })),
  /** A configurable product's picked choices, as an order line's (each generated order's line has them). */
  choices: z.array(orderLineChoiceSchema),
  description: z.string(),
  quantity: z.number(),
  unitCode: productUnitCodeSchema,
  manualPrice: z.boolean(),
  unitPriceOre: z.nullable(z.int()),
  discountPercent: z.number(),
  vatRate: vatRateSchema,
});
export type SubscriptionLine = z.infer<typeof subscriptionLineSchema>;

export const orderSubscriptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: subscriptionStatusSchema,
  customer: z.object({ id: z.uuid(), number: z.string(), name: z.string() }),
  contact: z.nullable(ref),
  plant: z.nullable(ref),
  deliveryAddress: z.nullable(
    z.object({ street: z.string(), postcode: z.nullable(z.string()), city: z.string(), country: z.string() }),
  ),
  responsible: z.nullable(ref),
  assignees: z.array(ref),
  /** The recurrence (RRULE as tasks write it: FREQ, INTERVAL, BYDAY, UNTIL, COUNT) from startDate on. */
  rrule: z.string(),
  startDate: z.string(),
  /** No order after this day (null: open). */
  endDate: z.nullable(z.string()),
  /** Orders are generated this many days before their date. */
  horizonDays: z.int(),
  orderText: z.string(),
  internalNotes: z.string(),
  lines: z.array(subscriptionLineSchema),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderSubscription = z.infer<typeof orderSubscriptionSchema>;

/**
 * A subscription's line as POST and PUT take it: an order line's (orderLineInputSchema), also as GET
 * answers it (PUT takes what GET answers): unitPriceOre null, a line not priced by hand, is left out.
 */
const orderLineFields = orderLineInputSchema.def.in;
const subscriptionLineInputSchema = z.pipe(
  z.pipe(
    z.extend(orderLineFields, { unitPriceOre: z.nullable(orderLineFields.shape.unitPriceOre) }),
    z.transform(({ unitPriceOre, ...line }) => (unitPriceOre === null ? line : { ...line, unitPriceOre })),
  ),
  orderLineInputSchema.def.out,
);

const subscriptionFields = {
  customerId: z.uuid(),
  contactId: z.nullable(z.uuid()),
  plantId: z.nullable(z.uuid()),
  deliveryAddress: z.nullable(deliveryAddressSchema),
  responsibleId: z.nullable(z.uuid()),
  assigneeIds,
  rrule: rruleSchema,
  startDate: isoDate,
  endDate: z.nullable(isoDate),
  horizonDays: z.int().check(z.gte(0), z.lte(SUBSCRIPTION_HORIZON_MAX_DAYS)),
  orderText: text(5000),
  internalNotes: text(5000),
  lines: z.array(subscriptionLineInputSchema).check(z.maxLength(ORDER_LINES_MAX)),
};

const endAfterStart = (s: { startDate?: string; endDate?: string | null }) =>
  !s.startDate || !s.endDate || s.startDate <= s.endDate;
const endMessage = { message: "The end is before the start", path: ["endDate"] };

export const orderSubscriptionCreateSchema = z
  .object({
    name: text(200).check(z.minLength(1)),
    groupId: z._default(z.nullable(z.uuid()), null),
    customerId: subscriptionFields.customerId,
    contactId: z._default(subscriptionFields.contactId, null),
    plantId: z._default(subscriptionFields.plantId, null),
    deliveryAddress: z._default(subscriptionFields.deliveryAddress, null),
    responsibleId: z._default(subscriptionFields.responsibleId, null),
    assigneeIds: z._default(subscriptionFields.assigneeIds, []),
    rrule: subscriptionFields.rrule,
    startDate: subscriptionFields.startDate,
    endDate: z._default(subscriptionFields.endDate, null),
    horizonDays: z._default(subscriptionFields.horizonDays, 14),
    orderText: z._default(subscriptionFields.orderText, ""),
    internalNotes: z._default(subscriptionFields.internalNotes, ""),
    lines: z._default(subscriptionFields.lines, []),
  })
  .check(z.refine((s) => endAfterStart(s), endMessage));
export type OrderSubscriptionCreate = z.input<typeof orderSubscriptionCreateSchema>;

/** PUT: the fields sent (a field not sent is kept); changes apply to orders generated from now on. */
export const orderSubscriptionUpdateSchema = z
  .partial(z.object({ ...subscriptionFields, version: z.int().check(z.gte(0)) }))
  .check(z.refine((s) => endAfterStart(s), endMessage));
export type OrderSubscriptionUpdate = z.input<typeof orderSubscriptionUpdateSchema>;

export const subscriptionActions = ["pause", "resume", "end"] as const;

/** GET /order-subscriptions/{id}/occurrences: generated orders and the dates still to come (within a year). */
export const subscriptionOccurrenceSchema = z.object({
  date: z.string(),
  /** The order generated for the date (null: still to come). */
  order: z.nullable(z.object({ id: z.uuid(), number: z.int(), status: orderStatusSchema })),
});
export type SubscriptionOccurrence = z.infer<typeof subscriptionOccurrenceSchema>;

export const orderSubscriptionQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ORDER_LIST_MAX)), ORDER_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  /** In the subscription's name. */
  q: z.optional(text(200)),
  status: z.optional(subscriptionStatusSchema),
  customerId: z.optional(z.uuid()),
});

/** The VAT rates an order line may carry (price-resolution's). */
export const ORDER_VAT_RATES = vatRates;
