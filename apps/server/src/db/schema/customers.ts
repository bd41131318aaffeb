import type { Language } from "@app/contract";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companyId, companyScoped, createdAt } from "./columns";
import { users } from "./users";

/*
 * Customers (issue 45, migrations 0049 and 0050, docs/customers.md). Search reads the owner's view
 * customer_search_terms (not declared here: customers.queries.ts reads it through sql), as the
 * objects' search does (docs/tenancy.md).
 */

/** A company's list of customer statuses (prospect, active, ...): one default, in `position` order. */
export const customerStatuses = pgTable(
  "customer_statuses",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text().notNull(),
    color: text().notNull().default("#868e96"),
    position: integer().notNull().default(0),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("customer_statuses_company_name_idx").on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex("customer_statuses_one_default_idx").on(t.companyId).where(sql`${t.isDefault}`),
    companyScoped("customer_statuses_scope"),
  ],
).enableRLS();

/** Customers of a company; one with a portal has a group of type PORTAL connected to it. */
export const customers = pgTable(
  "customers",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    kind: text({ enum: ["organisation", "person"] })
      .notNull()
      .default("organisation"),
    /** Unique in the company; new ones from company_counters (name 'customer'). */
    number: text().notNull(),
    name: text().notNull(),
    email: text(),
    /** NNNNNN-NNNN */
    orgNumber: text(),
    /** YYYYMMDD-NNNN, AES-256-GCM with KEYPASS_KEY (lib/crypto.ts), as keypass secrets are. */
    personalNumberEncrypted: text(),
    /** YYYYMMDD-****: what lists show. */
    personalNumberMasked: text(),
    /** HMAC-SHA256 of YYYYMMDD-NNNN (a key derived from KEYPASS_KEY): duplicates found without decrypting. */
    personalNumberHmac: text(),
    vatNumber: text(),
    phone: text(),
    homepage: text(),
    gln: text(),
    paymentTermsDays: integer().notNull().default(30),
    invoiceEmail: text(),
    /** The language of what the customer is sent, order reports among it (migration 0065). */
    language: text().$type<Language>().notNull().default("se"),
    notes: text().notNull().default(""),
    tags: text().array().notNull().default(sql`'{}'`),
    responsibleId: uuid().references(() => users.id, { onDelete: "set null" }),
    statusId: uuid().references(() => customerStatuses.id, { onDelete: "set null" }),
    archived: boolean().notNull().default(false),
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("customers_company_name_idx").on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex("customers_company_number_idx").on(t.companyId, t.number),
    // The target of the objects' composite foreign key (migration 0057).
    uniqueIndex("customers_company_id_idx").on(t.companyId, t.id),
    index("customers_company_status_idx").on(t.companyId, t.statusId),
    index("customers_company_personal_number_idx")
      .on(t.companyId, t.personalNumberHmac)
      .where(sql`${t.personalNumberHmac} is not null`),
    index("customers_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("customers_number_trgm_idx").using("gin", t.number.op("gin_trgm_ops")),
    index("customers_org_number_trgm_idx").using("gin", t.orgNumber.op("gin_trgm_ops")),
    companyScoped("customers_scope"),
  ],
).enableRLS();

const customerId = () =>
  uuid()
    .notNull()
    .references(() => customers.id, { onDelete: "cascade" });

/** People at a customer; an email is unique among the company's contacts, one main contact per customer. */
export const customerContacts = pgTable(
  "customer_contacts",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    customerId: customerId(),
    name: text().notNull(),
    role: text(),
    phone: text(),
    email: text(),
    notes: text().notNull().default(""),
    isMain: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("customer_contacts_customer_idx").on(t.customerId, sql`lower(${t.name})`),
    uniqueIndex("customer_contacts_company_email_idx")
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex("customer_contacts_one_main_idx").on(t.customerId).where(sql`${t.isMain}`),
    index("customer_contacts_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    companyScoped("customer_contacts_scope"),
  ],
).enableRLS();

/** A customer's addresses of four kinds, any number of each, one default per kind. */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    customerId: customerId(),
    kind: text({ enum: ["visiting", "postal", "invoice", "delivery"] }).notNull(),
    isDefault: boolean().notNull().default(false),
    street: text().notNull().default(""),
    postcode: text(),
    city: text().notNull().default(""),
    country: text().notNull().default("SE"),
    createdAt: createdAt(),
  },
  (t) => [
    index("customer_addresses_customer_idx").on(t.customerId, t.kind),
    uniqueIndex("customer_addresses_one_default_idx").on(t.customerId, t.kind).where(sql`${t.isDefault}`),
    index("customer_addresses_city_trgm_idx").using("gin", t.city.op("gin_trgm_ops")),
    companyScoped("customer_addresses_scope"),
  ],
).enableRLS();
