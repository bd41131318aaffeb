import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companyId, companyScoped, createdAt, userId } from "./columns";
import { users } from "./users";

/** Groups of the form app; a company may have at most companies.formGroupLimit of them. */
export const formGroups = pgTable(
  "form_groups",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("form_groups_company_idx").on(t.companyId, t.name), companyScoped("form_groups_scope")],
).enableRLS();

export const formGroupUsers = pgTable(
  "form_group_users",
  {
    companyId: companyId(),
    formGroupId: uuid()
      .notNull()
      .references(() => formGroups.id, { onDelete: "cascade" }),
    userId: userId(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.formGroupId, t.userId] }), companyScoped("form_group_users_scope")],
).enableRLS();

/** Someone asked by email to join a company; accepting sets their password (new users) and joins them. */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    email: text().notNull(),
    name: text().notNull(),
    type: text({ enum: ["DEFAULT", "GUEST"] })
      .notNull()
      .default("DEFAULT"),
    tokenHash: text().notNull().unique(),
    invitedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("invitations_company_idx").on(t.companyId, t.createdAt), companyScoped("invitations_scope")],
).enableRLS();

/** Free-text labels a company puts on its users. */
export const userTags = pgTable(
  "user_tags",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: userId(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_tags_company_user_name_idx").on(t.companyId, t.userId, t.name),
    companyScoped("user_tags_scope"),
  ],
).enableRLS();

/** Named roles of a company (for example "Sales") that users are given. */
export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_roles_company_name_idx").on(t.companyId, t.name), companyScoped("user_roles_scope")],
).enableRLS();

export const userRoleUsers = pgTable(
  "user_role_users",
  {
    companyId: companyId(),
    roleId: uuid()
      .notNull()
      .references(() => userRoles.id, { onDelete: "cascade" }),
    userId: userId(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.roleId, t.userId] }), companyScoped("user_role_users_scope")],
).enableRLS();

/** A company's own wording of a mail the product sends; without one the built-in default is used. */
export const mailTemplates = pgTable(
  "mail_templates",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    type: text({ enum: ["INVITATION", "PASSWORD_RESET", "LOGIN_CODE", "REMINDER_DUE", "BUDNING"] }).notNull(),
    language: text({ enum: ["sv", "en"] }).notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("mail_templates_company_type_lang_idx").on(t.companyId, t.type, t.language),
    companyScoped("mail_templates_scope"),
  ],
).enableRLS();

/**
 * Bearer tokens of integrations: they act as the administrator who made them, in this company only,
 * with at most the permissions chosen here. Only the hash is stored. Authentication finds a token
 * through app_api_token(hash) (security definer), since no company is in scope before it is known.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text().notNull(),
    tokenHash: text().notNull().unique(),
    permissions: jsonb().$type<string[]>().notNull().default([]),
    createdBy: userId(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("api_tokens_company_idx").on(t.companyId, t.createdAt), companyScoped("api_tokens_scope")],
).enableRLS();

/** Files of the company itself: documents in the settings, and its logo and PDF logo. */
export const companyFiles = pgTable(
  "company_files",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    kind: text({ enum: ["FILE", "LOGO", "PDF_LOGO"] })
      .notNull()
      .default("FILE"),
    uploadName: text().notNull(),
    size: bigint({ mode: "number" }).notNull().default(0),
    contentType: text().notNull(),
    storageKey: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("company_files_company_kind_idx").on(t.companyId, t.kind, t.createdAt),
    // One logo and one PDF logo per company.
    uniqueIndex("company_files_one_logo_idx").on(t.companyId, t.kind).where(sql`${t.kind} <> 'FILE'`),
    companyScoped("company_files_scope"),
  ],
).enableRLS();
