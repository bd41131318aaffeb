import type { BudningType } from "@app/contract";
import { date, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companyId, companyScoped } from "./columns";

/**
 * The orders made from the plants' planning list (migration 0064, docs/orders.md "Plants"): one per
 * plant, budning type and due date; reporting the order moves that type's next due date. The
 * composite foreign keys to orders and plants (cascading) are in the migration.
 */
export const plantOrders = pgTable(
  "plant_orders",
  {
    orderId: uuid().primaryKey(),
    companyId: companyId(),
    plantId: uuid().notNull(),
    type: text().$type<BudningType>().notNull(),
    dueDate: date({ mode: "string" }).notNull(),
  },
  (t) => [uniqueIndex("plant_orders_due_idx").on(t.plantId, t.type, t.dueDate), companyScoped("plant_orders_scope")],
).enableRLS();
