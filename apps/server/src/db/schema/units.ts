import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companyId, companyScoped, createdAt, userId } from "./columns";
import { categories } from "./notices";
import { publications } from "./publications";
import { users } from "./users";

/** Skills (competences) a company recognises, and how long a person's stays valid. */
export const skills = pgTable(
  "skills",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text().notNull(),
    description: text().notNull().default(""),
    category: text().notNull().default(""),
    /** Null: a person's skill does not expire. */
    validityMonths: integer(),
    noticeDays: integer().notNull().default(30),
    createdAt: createdAt(),
    version: integer().notNull().default(1),
  },
  (t) => [uniqueIndex("skills_company_name_idx").on(t.companyId, sql`lower(${t.name})`), companyScoped("skills_scope")],
).enableRLS();

/** A person's skill: one record per person and skill, renewed in place. */
export const userSkills = pgTable(
  "user_skills",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: userId(),
    skillId: uuid()
      .notNull()
      .references(() => skills.id, { onDelete: "cascade" }),
    achievedOn: date({ mode: "string" }).notNull(),
    validUntil: date({ mode: "string" }),
    certificateKey: text(),
    certificateName: text(),
    certificateSize: bigint({ mode: "number" }),
    certificateType: text(),
    recordedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    recordedAt: createdAt(),
    /** The valid-until date the expiry notice was sent for (sent once per date, whatever the workers). */
    noticeSentFor: date({ mode: "string" }),
    version: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex("user_skills_person_skill_idx").on(t.companyId, t.userId, t.skillId),
    index("user_skills_company_skill_idx").on(t.companyId, t.skillId),
    index("user_skills_valid_until_idx").on(t.validUntil),
    companyScoped("user_skills_scope"),
  ],
).enableRLS();

/** The skills an object requires of those who use it. */
export const publicationSkills = pgTable(
  "publication_skills",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    publicationId: uuid()
      .notNull()
      .references(() => publications.id, { onDelete: "cascade" }),
    skillId: uuid()
      .notNull()
      .references(() => skills.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("publication_skills_pub_skill_idx").on(t.publicationId, t.skillId),
    index("publication_skills_company_idx").on(t.companyId, t.skillId),
    companyScoped("publication_skills_scope"),
  ],
).enableRLS();

/** Teams, sites, departments or crews of a company. */
export const units = pgTable(
  "units",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text().notNull(),
    description: text().notNull().default(""),
    status: text({ enum: ["PLAN", "ACTIVATED", "INACTIVATED"] })
      .notNull()
      .default("PLAN"),
    managerId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    version: integer().notNull().default(1),
  },
  (t) => [index("units_company_name_idx").on(t.companyId, t.name), companyScoped("units_scope")],
).enableRLS();

const unitId = () =>
  uuid()
    .notNull()
    .references(() => units.id, { onDelete: "cascade" });

/** A unit's categories (entries of type UNIT_CATEGORY in the company's categories). */
export const unitCategories = pgTable(
  "unit_categories",
  {
    unitId: unitId(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    companyId: companyId(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.categoryId] }),
    index("unit_categories_company_category_idx").on(t.companyId, t.categoryId),
    companyScoped("unit_categories_scope"),
  ],
).enableRLS();

/** A unit's members and their place in it. */
export const unitUsers = pgTable(
  "unit_users",
  {
    unitId: unitId(),
    userId: userId(),
    companyId: companyId(),
    status: text({ enum: ["ASSIGNED", "UNASSIGNED"] })
      .notNull()
      .default("ASSIGNED"),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.userId] }),
    index("unit_users_company_user_idx").on(t.companyId, t.userId),
    companyScoped("unit_users_scope"),
  ],
).enableRLS();

/** The skills a unit's work requires (the columns of its competence matrix). */
export const unitSkills = pgTable(
  "unit_skills",
  {
    unitId: unitId(),
    skillId: uuid()
      .notNull()
      .references(() => skills.id, { onDelete: "cascade" }),
    companyId: companyId(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.skillId] }),
    index("unit_skills_company_skill_idx").on(t.companyId, t.skillId),
    companyScoped("unit_skills_scope"),
  ],
).enableRLS();

export const unitFiles = pgTable(
  "unit_files",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    unitId: unitId(),
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
    index("unit_files_company_unit_idx").on(t.companyId, t.unitId, t.createdAt),
    companyScoped("unit_files_scope"),
  ],
).enableRLS();

/**
 * Equipment or stock a unit holds: a link to one of the company's catalogue products (its name and
 * unit; the composite foreign key (company_id, product_id) of migration 0061), with the unit's own
 * quantity and note.
 */
export const unitProducts = pgTable(
  "unit_products",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    unitId: unitId(),
    productId: uuid().notNull(),
    description: text().notNull().default(""),
    quantity: numeric({ mode: "number" }).notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(1),
  },
  (t) => [
    index("unit_products_company_unit_idx").on(t.companyId, t.unitId),
    index("unit_products_company_product_idx").on(t.companyId, t.productId),
    companyScoped("unit_products_scope"),
  ],
).enableRLS();
