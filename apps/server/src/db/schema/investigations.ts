import type { TemplateSection } from "@app/contract";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companyId, companyScoped, createdAt } from "./columns";
import { publications } from "./publications";
import { users } from "./users";

/** A company's templates of investigations: questions by section, a default checklist and period. */
export const investigationTemplates = pgTable(
  "investigation_templates",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text().notNull(),
    description: text().notNull().default(""),
    sections: jsonb().$type<TemplateSection[]>().notNull().default([]),
    checklist: jsonb().$type<string[]>().notNull().default([]),
    periodDays: integer(),
    requiresApproval: boolean().notNull().default(false),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    /** Raised by every save; a save based on an older version is refused. */
    version: integer().notNull().default(1),
  },
  (t) => [
    index("investigation_templates_company_idx").on(t.companyId, t.name),
    companyScoped("investigation_templates_scope"),
  ],
).enableRLS();

/**
 * The investigation part of an object of type investigation: its status and a copy of its
 * template's questions (editing the template later changes no investigation).
 */
export const investigations = pgTable(
  "investigations",
  {
    publicationId: uuid()
      .primaryKey()
      .references(() => publications.id, { onDelete: "cascade" }),
    companyId: companyId(),
    templateId: uuid().references(() => investigationTemplates.id, { onDelete: "set null" }),
    templateName: text(),
    status: text({ enum: ["open", "inProgress", "closed"] })
      .notNull()
      .default("open"),
    requiresApproval: boolean().notNull().default(false),
    sections: jsonb().$type<TemplateSection[]>().notNull().default([]),
    closedAt: timestamp({ withTimezone: true }),
    closedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("investigations_company_idx").on(t.companyId), companyScoped("investigations_scope")],
).enableRLS();

/** One answer per question of an investigation, saved as it is typed. */
export const investigationAnswers = pgTable(
  "investigation_answers",
  {
    publicationId: uuid()
      .notNull()
      .references(() => investigations.publicationId, { onDelete: "cascade" }),
    questionId: uuid().notNull(),
    companyId: companyId(),
    value: text(),
    answeredBy: uuid().references(() => users.id, { onDelete: "set null" }),
    answeredAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.publicationId, t.questionId] }),
    index("investigation_answers_company_idx").on(t.companyId),
    companyScoped("investigation_answers_scope"),
  ],
).enableRLS();

/** The members investigating an object: they see it, answer its questions and tick its checklist. */
export const investigators = pgTable(
  "investigators",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    publicationId: uuid()
      .notNull()
      .references(() => investigations.publicationId, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    addedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("investigators_publication_user_idx").on(t.publicationId, t.userId),
    index("investigators_company_user_idx").on(t.companyId, t.userId),
    companyScoped("investigators_scope"),
  ],
).enableRLS();
