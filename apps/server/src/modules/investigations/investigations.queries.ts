import type { TemplateSection } from "@app/contract";
import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import {
  companies,
  companyUsers,
  investigationAnswers,
  investigations,
  investigationTemplates,
  investigators,
  publications,
  users,
} from "../../db/schema";
import { companyToday } from "../../db/sql";
import { nameMatches, type Viewer, visibleTo } from "../publications/publications.policy";

// Templates ------------------------------------------------------------------------------------

const templateColumns = {
  id: investigationTemplates.id,
  name: investigationTemplates.name,
  description: investigationTemplates.description,
  sections: investigationTemplates.sections,
  checklist: investigationTemplates.checklist,
  periodDays: investigationTemplates.periodDays,
  requiresApproval: investigationTemplates.requiresApproval,
  createdAt: investigationTemplates.createdAt,
  updatedAt: investigationTemplates.updatedAt,
  version: investigationTemplates.version,
};

export function listTemplates(tx: Tx, companyId: string) {
  return tx
    .select(templateColumns)
    .from(investigationTemplates)
    .where(eq(investigationTemplates.companyId, companyId))
    .orderBy(asc(sql`lower(${investigationTemplates.name})`), asc(investigationTemplates.id));
}

export type TemplateRow = Awaited<ReturnType<typeof listTemplates>>[number];

export async function findTemplate(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select(templateColumns)
    .from(investigationTemplates)
    .where(and(eq(investigationTemplates.companyId, companyId), eq(investigationTemplates.id, id)));
  return row ?? null;
}

type TemplateValues = {
  name: string;
  description: string;
  sections: TemplateSection[];
  checklist: string[];
  periodDays: number | null;
  requiresApproval: boolean;
};

export async function insertTemplate(tx: Tx, companyId: string, userId: string, values: TemplateValues) {
  const [row] = await tx
    .insert(investigationTemplates)
    .values({ ...values, companyId, createdBy: userId })
    .returning({ id: investigationTemplates.id });
  return row?.id as string;
}

/** Saves a template if it is still at `version` (one conditional UPDATE); false when it moved. */
export async function updateTemplate(tx: Tx, companyId: string, id: string, version: number, values: TemplateValues) {
  const rows = await tx
    .update(investigationTemplates)
    .set({ ...values, version: sql`${investigationTemplates.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(investigationTemplates.companyId, companyId),
        eq(investigationTemplates.id, id),
        eq(investigationTemplates.version, version),
      ),
    )
    .returning({ id: investigationTemplates.id });
  return rows.length > 0;
}

export async function deleteTemplate(tx: Tx, companyId: string, id: string) {
  const rows = await tx
    .delete(investigationTemplates)
    .where(and(eq(investigationTemplates.companyId, companyId), eq(investigationTemplates.id, id)))
    .returning({ id: investigationTemplates.id });
  return rows.length > 0;
}

// Investigations -------------------------------------------------------------------------------

const sorts = {
  name: sql`lower(${publications.name})`,
  objectNumber: publications.objectNumber,
  createdAt: publications.createdAt,
  periodDate: publications.periodDate,
};

/** The spec's investigation list: investigations the viewer sees, by name (q), sorted and paged. */
export function listInvestigations(
  tx: Tx,
  companyId: string,
  viewer: Viewer,
  query: { q?: string; sort: keyof typeof sorts; direction: "asc" | "desc"; limit: number; offset: number },
) {
  const order = query.direction === "asc" ? asc : desc;
  // Only the period date may be empty; "nulls last" on the others would keep the name's index from
  // serving a descending page.
  const nulls = query.sort === "periodDate" ? sql` nulls last` : sql``;
  return tx
    .select({
      id: publications.id,
      name: publications.name,
      objectNumber: publications.objectNumber,
      createdAt: publications.createdAt,
      periodDate: publications.periodDate,
    })
    .from(publications)
    .where(
      and(
        eq(publications.companyId, companyId),
        eq(publications.type, "investigation"),
        query.q ? nameMatches(companyId, query.q) : undefined,
        visibleTo(viewer),
      ),
    )
    .orderBy(sql`${order(sorts[query.sort])}${nulls}`, asc(publications.id))
    .limit(query.limit)
    .offset(query.offset);
}

/** Investigations the viewer sees whose period ends from..to (not archived), by that date. */
export function periodEndsBetween(tx: Tx, companyId: string, viewer: Viewer, range: { from: string; to: string }) {
  return tx
    .select({
      id: publications.id,
      name: publications.name,
      periodDate: sql<string>`${publications.periodDate}`,
      closed: sql<boolean>`coalesce(${investigations.status} = 'closed', false)`,
    })
    .from(publications)
    .leftJoin(investigations, eq(investigations.publicationId, publications.id))
    .where(
      and(
        eq(publications.companyId, companyId),
        eq(publications.type, "investigation"),
        eq(publications.status, "active"),
        gte(publications.periodDate, range.from),
        lte(publications.periodDate, range.to),
        visibleTo(viewer),
      ),
    )
    .orderBy(asc(publications.periodDate), asc(publications.id));
}

export async function findInvestigation(tx: Tx, companyId: string, publicationId: string, lock = false) {
  const query = tx
    .select({
      publicationId: investigations.publicationId,
      templateId: investigations.templateId,
      templateName: investigations.templateName,
      status: investigations.status,
      requiresApproval: investigations.requiresApproval,
      sections: investigations.sections,
      closedAt: investigations.closedAt,
      closedBy: investigations.closedBy,
      closedByName: sql<string | null>`(select u.name from ${users} u where u.id = ${investigations.closedBy})`,
    })
    .from(investigations)
    .where(and(eq(investigations.companyId, companyId), eq(investigations.publicationId, publicationId)));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}

export type InvestigationRow = NonNullable<Awaited<ReturnType<typeof findInvestigation>>>;

/** Adds the investigation part of an object; one it already has is kept. */
export async function insertInvestigation(tx: Tx, values: typeof investigations.$inferInsert) {
  await tx.insert(investigations).values(values).onConflictDoNothing();
}

export async function setStatus(
  tx: Tx,
  companyId: string,
  publicationId: string,
  status: "open" | "inProgress" | "closed",
  closedBy: string | null,
) {
  await tx
    .update(investigations)
    .set({ status, closedBy, closedAt: status === "closed" ? sql`now()` : null })
    .where(and(eq(investigations.companyId, companyId), eq(investigations.publicationId, publicationId)));
}

export function answersOf(tx: Tx, companyId: string, publicationId: string) {
  return tx
    .select({
      questionId: investigationAnswers.questionId,
      value: investigationAnswers.value,
      answeredBy: investigationAnswers.answeredBy,
      answeredByName: sql<
        string | null
      >`(select u.name from ${users} u where u.id = ${investigationAnswers.answeredBy})`,
      answeredAt: investigationAnswers.answeredAt,
    })
    .from(investigationAnswers)
    .where(and(eq(investigationAnswers.companyId, companyId), eq(investigationAnswers.publicationId, publicationId)));
}

export type AnswerRow = Awaited<ReturnType<typeof answersOf>>[number];

export async function saveAnswer(
  tx: Tx,
  companyId: string,
  publicationId: string,
  questionId: string,
  value: string | null,
  userId: string,
) {
  await tx
    .insert(investigationAnswers)
    .values({ companyId, publicationId, questionId, value, answeredBy: userId })
    .onConflictDoUpdate({
      target: [investigationAnswers.publicationId, investigationAnswers.questionId],
      set: { value, answeredBy: userId, answeredAt: sql`now()` },
    });
}

// Investigators --------------------------------------------------------------------------------

const investigatorColumns = {
  id: investigators.id,
  publicationId: investigators.publicationId,
  userId: investigators.userId,
  userName: users.name,
  addedAt: investigators.addedAt,
};

export function investigatorsOf(tx: Tx, companyId: string, publicationId: string) {
  return tx
    .select(investigatorColumns)
    .from(investigators)
    .innerJoin(users, eq(users.id, investigators.userId))
    .where(and(eq(investigators.companyId, companyId), eq(investigators.publicationId, publicationId)))
    .orderBy(asc(users.name), asc(investigators.id));
}

export type InvestigatorRow = Awaited<ReturnType<typeof investigatorsOf>>[number];

export async function findInvestigator(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select(investigatorColumns)
    .from(investigators)
    .innerJoin(users, eq(users.id, investigators.userId))
    .where(and(eq(investigators.companyId, companyId), eq(investigators.id, id)));
  return row ?? null;
}

/** Adds an investigator; null when they already are one. */
export async function insertInvestigator(
  tx: Tx,
  companyId: string,
  publicationId: string,
  userId: string,
  addedBy: string,
) {
  const [row] = await tx
    .insert(investigators)
    .values({ companyId, publicationId, userId, addedBy })
    .onConflictDoNothing()
    .returning({ id: investigators.id });
  return row?.id ?? null;
}

export async function deleteInvestigator(tx: Tx, companyId: string, id: string) {
  await tx.delete(investigators).where(and(eq(investigators.companyId, companyId), eq(investigators.id, id)));
}

/** The day `days` after today in the company's time zone (YYYY-MM-DD). */
export async function daysFromToday(tx: Tx, companyId: string, days: number) {
  const [row] = await tx
    .select({ day: sql<string>`(${companyToday(companyId)} + ${days}::int)::text` })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.day ?? null;
}

/** A member's name, address and language, and the company's name, for a mail. */
export async function memberContact(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({
      name: users.name,
      email: users.email,
      language: users.language,
      company: sql<string>`(select c.name from ${companies} c where c.id = ${companyUsers.companyId})`,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  return row ?? null;
}
