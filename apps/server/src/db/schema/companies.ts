import type { EnabledFeatures } from "@app/contract";
import { sql } from "drizzle-orm";
import { integer, jsonb, pgPolicy, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { appRole, inCompanyScope, isScopeUser } from "./tenancy";
import { users } from "./users";

export const companies = pgTable(
  "companies",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    enabledFeatures: jsonb().$type<EnabledFeatures>().notNull(),
    secondFactor: text({ enum: ["none", "email", "sms"] })
      .notNull()
      .default("none"),
    colorSettings: text(),
    colorHeaderBanner: text(),
    colorHeaderMenuButton: text(),
    /** The company settings fields other than name and colours (see contract company-info). */
    info: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** IANA time zone: when a reminder's date arrives. */
    timeZone: text().notNull().default("Europe/Stockholm"),
    /** How many form-app groups the company may have. */
    formGroupLimit: integer().notNull().default(10),
    /** Audit events older than this many years are removed by the retention job (docs/audit.md). */
    auditRetentionYears: integer().notNull().default(7),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    pgPolicy("companies_scope", {
      to: appRole,
      using: sql`${inCompanyScope("id")} or id in (select company_id from company_users where ${isScopeUser()})`,
      withCheck: inCompanyScope("id"),
    }),
  ],
).enableRLS();

export const companyUsers = pgTable(
  "company_users",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text({ enum: ["DEFAULT", "GUEST"] })
      .notNull()
      .default("DEFAULT"),
    features: jsonb().$type<{ denyLoginOnWeb: boolean }>().notNull().default({ denyLoginOnWeb: false }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    pgPolicy("company_users_scope", {
      to: appRole,
      using: sql`${inCompanyScope()} or ${isScopeUser()}`,
      withCheck: inCompanyScope(),
    }),
  ],
).enableRLS();

export const permissions = pgTable(
  "permissions",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    permission: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.permission] }),
    pgPolicy("permissions_scope", { to: appRole, using: inCompanyScope(), withCheck: inCompanyScope() }),
  ],
).enableRLS();
