import { boolean, index, pgPolicy, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userId } from "./columns";
import { companies } from "./companies";
import { customers } from "./customers";
import { categories } from "./notices";
import { appRole, inCompanyScope } from "./tenancy";

/** Authorization groups and portals: objects belong to one; users are members of several. */
export const groups = pgTable(
  "groups",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    type: text({ enum: ["HIDDEN", "PORTAL"] })
      .notNull()
      .default("HIDDEN"),
    customerConnected: boolean().notNull().default(false),
    /** The customer a portal serves. */
    customerId: uuid().references(() => customers.id, { onDelete: "set null" }),
    /** A category of type GROUP_CATEGORY. */
    categoryId: uuid().references(() => categories.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("groups_company_name_idx").on(t.companyId, t.name),
    pgPolicy("groups_scope", { to: appRole, using: inCompanyScope(), withCheck: inCompanyScope() }),
  ],
).enableRLS();

export const groupUsers = pgTable(
  "group_users",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    groupId: uuid()
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    userId: userId(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.groupId, t.userId] }),
    index("group_users_company_user_idx").on(t.companyId, t.userId),
    pgPolicy("group_users_scope", { to: appRole, using: inCompanyScope(), withCheck: inCompanyScope() }),
  ],
).enableRLS();
