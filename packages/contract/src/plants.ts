import { z } from "zod/mini";
import { isIsoDate } from "./dates";
import { deliveryAddressSchema, ORDER_LIST_MAX, ORDER_PAGE_FETCH } from "./orders";
import { plantTypeSchema } from "./products";
import { languageSchema } from "./users";

/*
 * Plants (issue 47, item 6, docs/orders.md "Plants"): an installation at a customer's address, an
 * object of type "plant", due per budning type (SOTNING, KONTROLL, BESIKTNING) every so many
 * months. The planning list shows the due ones; orders are made for a selection and the owner is
 * sent the budning, a notice of the visit, once per due date.
 */

const isoDate = z.string().check(z.refine(isIsoDate, "Expected a date as YYYY-MM-DD"));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const customerRef = z.object({ id: z.uuid(), number: z.string(), name: z.string() });
const addressOut = z.object({
  street: z.string(),
  postcode: z.nullable(z.string()),
  city: z.string(),
  country: z.string(),
});

export const budningTypes = ["SOTNING", "KONTROLL", "BESIKTNING"] as const;
export const budningTypeSchema = z.enum(budningTypes);
export type BudningType = z.infer<typeof budningTypeSchema>;

export const PLANT_SELECTION_MAX = 200;

export const plantIntervalSchema = z.object({
  type: budningTypeSchema,
  /** Every this many months. */
  intervalMonths: z.int(),
  nextDue: z.nullable(z.string()),
  lastDone: z.nullable(z.string()),
  /** The due date whose budning notice was sent (one notice per due date). */
  noticeSentFor: z.nullable(z.string()),
});
export type PlantInterval = z.infer<typeof plantIntervalSchema>;

export const plantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  plantType: plantTypeSchema,
  /** What it is: "oljepanna", "kakelugn". */
  kind: z.string(),
  customer: customerRef,
  address: z.nullable(addressOut),
  /** The area it is planned by (a district, a route). */
  area: z.string(),
  location: z.string(),
  /** The language of the owner's budning notices (Swedish unless set). */
  language: languageSchema,
  intervals: z.array(plantIntervalSchema),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Plant = z.infer<typeof plantSchema>;

const intervalInput = z.object({
  type: budningTypeSchema,
  intervalMonths: z.int().check(z.gte(1), z.lte(120)),
  nextDue: z._default(z.nullable(isoDate), null),
});
const intervalsInput = z.array(intervalInput).check(
  z.maxLength(budningTypes.length),
  z.refine((list) => new Set(list.map((i) => i.type)).size === list.length, "One interval per type"),
);

export const plantCreateSchema = z.object({
  name: text(200).check(z.minLength(1)),
  groupId: z._default(z.nullable(z.uuid()), null),
  plantType: z._default(plantTypeSchema, "BOTH"),
  kind: z._default(text(100), ""),
  customerId: z.uuid(),
  address: z._default(z.nullable(deliveryAddressSchema), null),
  area: z._default(text(100), ""),
  location: z._default(text(1000), ""),
  /** Left out: the customer's language. */
  language: z.optional(languageSchema),
  intervals: z._default(intervalsInput, []),
});
export type PlantCreate = z.input<typeof plantCreateSchema>;

/** PUT /plants/{id}: the fields sent; intervals replace the plant's (a type left out is removed). */
export const plantUpdateSchema = z.partial(
  z.object({
    plantType: plantTypeSchema,
    kind: text(100),
    address: z.nullable(deliveryAddressSchema),
    area: text(100),
    location: text(1000),
    language: languageSchema,
    intervals: intervalsInput,
    version: z.int().check(z.gte(0)),
  }),
);
export type PlantUpdate = z.input<typeof plantUpdateSchema>;

export const plantQuerySchema = z.object({
  customerId: z.optional(z.uuid()),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ORDER_LIST_MAX)), ORDER_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
});

/** POST /plants/{id}/visits: a visit of a type done on a day moves its next due date by the interval. */
export const plantVisitSchema = z.object({ type: budningTypeSchema, doneOn: isoDate });
export type PlantVisit = z.input<typeof plantVisitSchema>;

/** overdue: due before today; thisMonth: from today to the month's end; nextMonth: the next calendar month. */
export const planningPeriods = ["overdue", "thisMonth", "nextMonth"] as const;
export type PlanningPeriod = (typeof planningPeriods)[number];
export const planningQuerySchema = z.object({
  period: z._default(z.enum(planningPeriods), "thisMonth"),
  type: z.optional(budningTypeSchema),
  area: z.optional(text(100)),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ORDER_LIST_MAX)), ORDER_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
});
export type PlanningQuery = z.input<typeof planningQuerySchema>;

export const planningItemSchema = z.object({
  plant: z.object({ id: z.uuid(), name: z.string(), kind: z.string(), area: z.string() }),
  customer: customerRef,
  type: budningTypeSchema,
  nextDue: z.string(),
  address: z.nullable(addressOut),
  /** Whether the owner can be reached by mail or SMS. */
  hasEmail: z.boolean(),
  hasPhone: z.boolean(),
  /** The budning notice for this due date was sent. */
  noticeSent: z.boolean(),
  /** The order made for this due date. */
  order: z.nullable(z.object({ id: z.uuid(), number: z.int() })),
});
export type PlanningItem = z.infer<typeof planningItemSchema>;

const selection = z
  .array(z.object({ plantId: z.uuid(), type: budningTypeSchema }))
  .check(z.minLength(1), z.maxLength(PLANT_SELECTION_MAX));

/** POST /plants/planning/orders: one draft order per plant and type due; a product (e.g. of type plant) as its line. */
export const planningOrdersSchema = z.object({
  items: selection,
  productId: z._default(z.nullable(z.uuid()), null),
});
export type PlanningOrders = z.input<typeof planningOrdersSchema>;

/** Why an item of a selection was left: not due (no next due date), an order or a notice for its due date already, no address to send to. */
export const planningSkipReasons = ["notDue", "alreadyDone", "noRecipient"] as const;
const skipped = z.array(z.object({ plantId: z.uuid(), type: budningTypeSchema, reason: z.enum(planningSkipReasons) }));

export const planningOrdersResultSchema = z.object({
  made: z.array(z.object({ plantId: z.uuid(), type: budningTypeSchema, orderId: z.uuid(), number: z.int() })),
  skipped,
});
export type PlanningOrdersResult = z.infer<typeof planningOrdersResultSchema>;

const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Expected a time as HH:MM"));
export const budningChannels = ["email", "sms"] as const;
export type BudningChannel = (typeof budningChannels)[number];

/** POST /plants/budning: the owner of each plant is sent the visit's date and time window, once per due date. */
export const budningSchema = z
  .object({
    items: selection,
    date: isoDate,
    timeFrom: clock,
    timeTo: clock,
    channel: z.enum(budningChannels),
  })
  .check(z.refine((b) => b.timeFrom < b.timeTo, { message: "The window ends before it starts", path: ["timeTo"] }));
export type Budning = z.input<typeof budningSchema>;

export const budningResultSchema = z.object({
  sent: z.array(z.object({ plantId: z.uuid(), type: budningTypeSchema, to: z.string() })),
  skipped,
});
export type BudningResult = z.infer<typeof budningResultSchema>;
