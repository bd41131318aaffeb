import type { Language, ProductUnitCode } from "@app/contract";
import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyId, companyScoped, createdAt } from "./columns";
import { users } from "./users";

/*
 * An order's report (issue 47 item 4, migration 0062, docs/orders.md "Report"): one row per order,
 * (company_id, order_id) referencing orders in the migration. Quantities as JSON numbers (at most
 * three decimals, as the contract checks them).
 */

export type StoredExtraLine = { description: string; quantity: number; unitCode: ProductUnitCode };

export const orderReports = pgTable(
  "order_reports",
  {
    orderId: uuid().primaryKey(),
    companyId: companyId(),
    /** Order line id → delivered quantity (0 or more, at most three decimals). */
    delivered: jsonb().$type<Record<string, number>>().notNull().default({}),
    extraLines: jsonb().$type<StoredExtraLine[]>().notNull().default([]),
    timeMinutes: integer(),
    photoFileIds: uuid().array().notNull().default([]),
    note: text().notNull().default(""),
    /** The customer's drawn signature, a PNG data URL. */
    signature: text(),
    signerName: text(),
    signedAt: timestamp({ withTimezone: true }),
    language: text().$type<Language>().notNull().default("se"),
    updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  () => [companyScoped("order_reports_scope")],
).enableRLS();
