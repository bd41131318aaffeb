import type { BudningType, Language, OrderStatus, PlantType, PriceRuleAnswer, SubscriptionStatus } from "@app/contract";
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
import { publications } from "./publications";
import { users } from "./users";

/*
 * Orders, order subscriptions and plants (issue 47, migration 0060, docs/orders.md): the parts of
 * objects of type order, orderSubscription and plant, keyed by their publication as investigations
 * are. The composite foreign keys (company_id, …) to customers, contacts, products and each other
 * are in the migration. Money in integer öre (bigint); quantities numeric(15,3), read as text.
 */

export type StoredAddress = { street: string; postcode: string | null; city: string; country: string };

/** A subscription's template line (priced when each order is generated). */
export type StoredSubscriptionLine = {
  productId: string | null;
  productNumber: string | null;
  productName: string | null;
  choiceIds: string[];
  description: string;
  quantity: number;
  unitCode: string;
  manualPrice: boolean;
  unitPriceOre: number | null;
  discountPercent: number;
  vatRate: number;
};

export const plants = pgTable(
  "plants",
  {
    publicationId: uuid()
      .primaryKey()
      .references(() => publications.id, { onDelete: "cascade" }),
    companyId: companyId(),
    customerId: uuid().notNull(),
    plantType: text().$type<PlantType>().notNull().default("BOTH"),
    kind: text().notNull().default(""),
    address: jsonb().$type<StoredAddress>(),
    area: text().notNull().default(""),
    location: text().notNull().default(""),
    /** The language of the owner's budning notices (migration 0064). */
    language: text().$type<Language>().notNull().default("se"),
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("plants_company_id_idx").on(t.companyId, t.publicationId),
    index("plants_company_customer_idx").on(t.companyId, t.customerId),
    companyScoped("plants_scope"),
  ],
).enableRLS();

export const plantIntervals = pgTable(
  "plant_intervals",
  {
    plantId: uuid().notNull(),
    companyId: companyId(),
    type: text().$type<BudningType>().notNull(),
    intervalMonths: integer().notNull(),
    nextDue: date({ mode: "string" }),
    lastDone: date({ mode: "string" }),
    noticeSentFor: date({ mode: "string" }),
  },
  (t) => [primaryKey({ columns: [t.plantId, t.type] }), companyScoped("plant_intervals_scope")],
).enableRLS();

export const orderSubscriptions = pgTable(
  "order_subscriptions",
  {
    publicationId: uuid()
      .primaryKey()
      .references(() => publications.id, { onDelete: "cascade" }),
    companyId: companyId(),
    status: text().$type<SubscriptionStatus>().notNull().default("active"),
    customerId: uuid().notNull(),
    contactId: uuid(),
    plantId: uuid(),
    deliveryAddress: jsonb().$type<StoredAddress>(),
    responsibleId: uuid().references(() => users.id, { onDelete: "set null" }),
    assigneeIds: uuid().array().notNull().default([]),
    rrule: text().notNull(),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }),
    horizonDays: integer().notNull().default(14),
    orderText: text().notNull().default(""),
    internalNotes: text().notNull().default(""),
    lines: jsonb().$type<StoredSubscriptionLine[]>().notNull().default([]),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("order_subscriptions_company_id_idx").on(t.companyId, t.publicationId),
    companyScoped("order_subscriptions_scope"),
  ],
).enableRLS();

export const orders = pgTable(
  "orders",
  {
    publicationId: uuid()
      .primaryKey()
      .references(() => publications.id, { onDelete: "cascade" }),
    companyId: companyId(),
    /** From company_counters (name 'order'). */
    number: integer().notNull(),
    status: text().$type<OrderStatus>().notNull().default("draft"),
    customerId: uuid().notNull(),
    contactId: uuid(),
    plantId: uuid(),
    deliveryAddress: jsonb().$type<StoredAddress>(),
    orderDate: date({ mode: "string" }).notNull(),
    plannedStart: date({ mode: "string" }),
    plannedEnd: date({ mode: "string" }),
    responsibleId: uuid().references(() => users.id, { onDelete: "set null" }),
    orderText: text().notNull().default(""),
    internalNotes: text().notNull().default(""),
    cancelReason: text(),
    subscriptionId: uuid(),
    occurrenceDate: date({ mode: "string" }),
    /** The totals of orderTotals, kept for the list. */
    netOre: bigint({ mode: "number" }).notNull().default(0),
    grossOre: bigint({ mode: "number" }).notNull().default(0),
    statusChangedAt: timestamp({ withTimezone: true }),
    statusChangedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("orders_company_id_idx").on(t.companyId, t.publicationId),
    uniqueIndex("orders_company_number_idx").on(t.companyId, t.number),
    index("orders_company_date_idx").on(t.companyId, t.orderDate, t.number),
    companyScoped("orders_scope"),
  ],
).enableRLS();

export const orderAssignees = pgTable(
  "order_assignees",
  {
    publicationId: uuid().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyId(),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.userId] }), companyScoped("order_assignees_scope")],
).enableRLS();

export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    publicationId: uuid().notNull(),
    position: integer().notNull(),
    productId: uuid(),
    productNumber: text(),
    productName: text(),
    choiceIds: uuid().array().notNull().default([]),
    description: text().notNull().default(""),
    /** numeric(15,3): read as text (exact). */
    quantity: numeric({ precision: 15, scale: 3 }).notNull(),
    unitCode: text().notNull(),
    unitPriceOre: bigint({ mode: "number" }).notNull(),
    manualPrice: boolean().notNull().default(false),
    priceRule: jsonb().$type<PriceRuleAnswer>(),
    pricedOn: date({ mode: "string" }),
    /** numeric(5,2): read as text. */
    discountPercent: numeric({ precision: 5, scale: 2 }).notNull().default("0"),
    vatRate: integer().notNull(),
    lineOre: bigint({ mode: "number" }).notNull(),
    allowanceOre: bigint({ mode: "number" }).notNull(),
    netOre: bigint({ mode: "number" }).notNull(),
  },
  (t) => [index("order_lines_order_idx").on(t.publicationId, t.position), companyScoped("order_lines_scope")],
).enableRLS();

export const orderSubscriptionOccurrences = pgTable(
  "order_subscription_occurrences",
  {
    subscriptionId: uuid().notNull(),
    occurrenceDate: date({ mode: "string" }).notNull(),
    companyId: companyId(),
    orderId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "order_subscription_occurrences_pk", columns: [t.subscriptionId, t.occurrenceDate] }),
    companyScoped("order_subscription_occurrences_scope"),
  ],
).enableRLS();
