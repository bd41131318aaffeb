import { pgPolicy, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { appRole, inCompanyScope } from "./tenancy";
import { users } from "./users";

/** The company a row belongs to (the tenant key; indexes lead with it). */
export const companyId = () =>
  uuid()
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

/** A user the row belongs to: it goes when the user does. */
export const userId = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** The row level security policy of a table that holds one company's rows. */
export const companyScoped = (name: string) =>
  pgPolicy(name, { to: appRole, using: inCompanyScope(), withCheck: inCompanyScope() });

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
