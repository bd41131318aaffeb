import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companyId, companyScoped, createdAt } from "./columns";

/** The address book's own entries (issue 45, migration 0053, docs/customers.md): contacts that are not customers. */
export const addressBookEntries = pgTable(
  "address_book_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    kind: text({ enum: ["person", "organisation"] })
      .notNull()
      .default("person"),
    name: text().notNull(),
    organisation: text(),
    role: text(),
    phone: text(),
    email: text(),
    notes: text().notNull().default(""),
    tags: text().array().notNull().default(sql`'{}'`),
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The Swedish order's key and the search's trigram indexes: migration 0059.
    index("address_book_entries_company_sort_idx").on(t.companyId, sql`(app_sv_sort_key(${t.name})) collate "C"`, t.id),
    index("address_book_entries_tags_idx").using("gin", t.tags),
    companyScoped("address_book_entries_scope"),
  ],
).enableRLS();
