import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companyId, companyScoped, createdAt } from "./columns";
import { users } from "./users";

/*
 * The invoice basis's exports (issue 47, migration 0063, docs/orders.md "Invoice basis"): each
 * export and the orders it marked invoiced, with their reported time and reporter as they were, so
 * an undo puts exactly that batch back as it was reported. The composite foreign keys to orders and
 * to the export are in the migration.
 */

export type StoredInvoiceSelection = {
  dateBy: "orderDate" | "reportedDate";
  from: string | null;
  to: string | null;
  /** true: the orders were picked one by one rather than by the period. */
  picked: boolean;
};

export const invoiceExports = pgTable(
  "invoice_exports",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    /** The company's day of the export: the invoices' issue date. */
    issuedOn: date({ mode: "string" }).notNull(),
    selection: jsonb().$type<StoredInvoiceSelection>().notNull(),
    orderCount: integer().notNull(),
    netOre: bigint({ mode: "number" }).notNull(),
    vatOre: bigint({ mode: "number" }).notNull(),
    grossOre: bigint({ mode: "number" }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    undoneAt: timestamp({ withTimezone: true }),
    undoneBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("invoice_exports_company_id_idx").on(t.companyId, t.id),
    index("invoice_exports_company_created_idx").on(t.companyId, t.createdAt),
    companyScoped("invoice_exports_scope"),
  ],
).enableRLS();

export const invoiceExportOrders = pgTable(
  "invoice_export_orders",
  {
    exportId: uuid().notNull(),
    orderId: uuid().notNull(),
    companyId: companyId(),
    reportedAt: timestamp({ withTimezone: true }),
    reportedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ name: "invoice_export_orders_pk", columns: [t.exportId, t.orderId] }),
    index("invoice_export_orders_order_idx").on(t.companyId, t.orderId),
    companyScoped("invoice_export_orders_scope"),
  ],
).enableRLS();
