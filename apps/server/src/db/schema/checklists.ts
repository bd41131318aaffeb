import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companyId, companyScoped, createdAt } from "./columns";
import { publications } from "./publications";
import { users } from "./users";

/** An object's checklist (one per object): its items are in checklist_items. */
export const checklists = pgTable(
  "checklists",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    publicationId: uuid()
      .notNull()
      .references(() => publications.id, { onDelete: "cascade" }),
    /** Raised by every save; a save based on an older version is refused. */
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("checklists_publication_idx").on(t.companyId, t.publicationId),
    companyScoped("checklists_scope"),
  ],
).enableRLS();

export const checklistItems = pgTable(
  "checklist_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    checklistId: uuid()
      .notNull()
      .references(() => checklists.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    text: text().notNull(),
    assigneeId: uuid().references(() => users.id, { onDelete: "set null" }),
    dueDate: date({ mode: "string" }),
    /** Set when ticked, with who ticked it; null while not done. */
    doneAt: timestamp({ withTimezone: true }),
    doneBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("checklist_items_checklist_idx").on(t.checklistId, t.position),
    index("checklist_items_company_idx").on(t.companyId),
    companyScoped("checklist_items_scope"),
  ],
).enableRLS();
