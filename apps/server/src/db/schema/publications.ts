import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companyId, companyScoped, createdAt, userId } from "./columns";
import { customers } from "./customers";
import { groups } from "./groups";
import { users } from "./users";

/** The next object number of each company. */
export const companyCounters = pgTable(
  "company_counters",
  {
    companyId: companyId(),
    name: text().notNull(),
    value: bigint({ mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.name] }), companyScoped("company_counters_scope")],
).enableRLS();

export const publications = pgTable(
  "publications",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    type: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    body: text().notNull().default(""),
    objectNumber: bigint({ mode: "number" }).notNull(),
    periodDate: date({ mode: "string" }),
    status: text({ enum: ["active", "archived"] })
      .notNull()
      .default("active"),
    groupId: uuid().references(() => groups.id, { onDelete: "set null" }),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    lockedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    lockedAt: timestamp({ withTimezone: true }),
    /** Raised by every change of the content; a save based on an older version is refused. */
    version: integer().notNull().default(1),
    /** The customer the object is for (migration 0057): one of the object's company (a composite foreign key). */
    customerId: uuid(),
  },
  (t) => [
    uniqueIndex("publications_company_number_idx").on(t.companyId, t.objectNumber),
    index("publications_company_name_idx").on(t.companyId, t.status, sql`lower(${t.name})`, t.id),
    index("publications_company_group_idx").on(t.companyId, t.groupId),
    // A type's objects by name, archived or not: the investigation list's first page (docs/benchmarks.md, "The lists case").
    index("publications_company_type_name_idx").on(t.companyId, t.type, sql`lower(${t.name})`, t.id),
    // The calendar's range of a type's period ends (investigations).
    index("publications_company_type_period_idx").on(t.companyId, t.type, t.periodDate),
    // Substring search (ILIKE) through the publication_search view: trigrams (pg_trgm), so a
    // search that matches few objects does not read the whole company (docs/benchmarks.md).
    index("publications_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    // The objects of a customer (its page).
    index("publications_company_customer_idx").on(t.companyId, t.customerId).where(sql`${t.customerId} is not null`),
    foreignKey({
      name: "publications_customer_fk",
      columns: [t.companyId, t.customerId],
      foreignColumns: [customers.companyId, customers.id],
    }).onDelete("set null"),
    companyScoped("publications_scope"),
  ],
).enableRLS();

const publicationId = () =>
  uuid()
    .notNull()
    .references(() => publications.id, { onDelete: "cascade" });

/** An object shared with a user or with a group of the company. */
export const publicationShares = pgTable(
  "publication_shares",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    publicationId: publicationId(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    groupId: uuid().references(() => groups.id, { onDelete: "cascade" }),
    sharedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("publication_shares_company_pub_idx").on(t.companyId, t.publicationId),
    index("publication_shares_user_idx").on(t.userId),
    uniqueIndex("publication_shares_unique_idx").on(t.publicationId, sql`coalesce(${t.userId}, ${t.groupId})`),
    companyScoped("publication_shares_scope"),
  ],
).enableRLS();

export const publicationWatches = pgTable(
  "publication_watches",
  {
    companyId: companyId(),
    publicationId: publicationId(),
    userId: userId(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.publicationId, t.userId] }),
    index("publication_watches_company_user_idx").on(t.companyId, t.userId, t.createdAt),
    companyScoped("publication_watches_scope"),
  ],
).enableRLS();

export const publicationComments = pgTable(
  "publication_comments",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    publicationId: publicationId(),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index("publication_comments_company_pub_idx").on(t.companyId, t.publicationId, t.createdAt),
    index("publication_comments_company_created_idx").on(t.companyId, t.createdAt),
    companyScoped("publication_comments_scope"),
  ],
).enableRLS();

/** A read-only link to one object for someone without an account. */
export const sharedLinks = pgTable(
  "shared_links",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    publicationId: publicationId(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("shared_links_company_created_idx").on(t.companyId, t.createdAt), companyScoped("shared_links_scope")],
).enableRLS();

export const publicationFiles = pgTable(
  "publication_files",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    publicationId: publicationId(),
    uploadName: text().notNull(),
    size: bigint({ mode: "number" }).notNull().default(0),
    contentType: text().notNull(),
    uploadStatus: text({ enum: ["INPROGRESS", "COMPLETE", "ERROR"] })
      .notNull()
      .default("INPROGRESS"),
    uploadProgress: integer().notNull().default(0),
    storageKey: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("publication_files_company_pub_idx").on(t.companyId, t.publicationId, t.createdAt),
    companyScoped("publication_files_scope"),
  ],
).enableRLS();

/** Secrets of a keypass object, encrypted at rest (AES-256-GCM). */
export const keypassSecrets = pgTable(
  "keypass_secrets",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    publicationId: publicationId(),
    label: text().notNull(),
    username: text().notNull().default(""),
    secret: text().notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index("keypass_secrets_company_pub_idx").on(t.companyId, t.publicationId),
    companyScoped("keypass_secrets_scope"),
  ],
).enableRLS();

export const keypassReveals = pgTable(
  "keypass_reveals",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    secretId: uuid()
      .notNull()
      .references(() => keypassSecrets.id, { onDelete: "cascade" }),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    revealedAt: createdAt(),
  },
  (t) => [
    index("keypass_reveals_company_secret_idx").on(t.companyId, t.secretId),
    companyScoped("keypass_reveals_scope"),
  ],
).enableRLS();
