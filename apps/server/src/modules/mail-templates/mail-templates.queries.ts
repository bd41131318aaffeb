import {
  type CreateMailTemplateBody,
  fromMailDbLanguage,
  type Language,
  type MailTemplate,
  type MailTemplateType,
  type MailText,
  toMailDbLanguage,
  type UpdateMailTemplateBody,
} from "@app/contract";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companies, companyUsers, mailTemplates } from "../../db/schema";

type Row = typeof mailTemplates.$inferSelect;

/** A template as stored; the service says whether it is usable (`unsafe`). */
export type StoredMailTemplate = Omit<MailTemplate, "unsafe">;

export const toMailTemplate = (row: Row): StoredMailTemplate => ({
  id: row.id,
  type: row.type,
  language: fromMailDbLanguage(row.language),
  subject: row.subject,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listTemplates(tx: Tx, companyId: string, page: { limit: number; offset: number }) {
  const rows = await tx
    .select()
    .from(mailTemplates)
    .where(eq(mailTemplates.companyId, companyId))
    .orderBy(asc(mailTemplates.type), asc(mailTemplates.language))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toMailTemplate);
}

export async function findTemplate(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(mailTemplates)
    .where(and(eq(mailTemplates.companyId, companyId), eq(mailTemplates.id, id)));
  return row ? toMailTemplate(row) : null;
}

/** null when the company already has a template of that type and language. */
export async function insertTemplate(tx: Tx, companyId: string, body: CreateMailTemplateBody) {
  const [row] = await tx
    .insert(mailTemplates)
    .values({
      companyId,
      type: body.type,
      language: toMailDbLanguage(body.language),
      subject: body.subject,
      body: body.body,
    })
    .onConflictDoNothing()
    .returning();
  return row ? toMailTemplate(row) : null;
}

export async function updateTemplate(tx: Tx, companyId: string, id: string, body: UpdateMailTemplateBody) {
  const [row] = await tx
    .update(mailTemplates)
    .set({ subject: body.subject, body: body.body, updatedAt: new Date() })
    .where(and(eq(mailTemplates.companyId, companyId), eq(mailTemplates.id, id)))
    .returning();
  return row ? toMailTemplate(row) : null;
}

export async function deleteTemplate(tx: Tx, companyId: string, id: string) {
  const rows = await tx
    .delete(mailTemplates)
    .where(and(eq(mailTemplates.companyId, companyId), eq(mailTemplates.id, id)))
    .returning({ id: mailTemplates.id });
  return rows.length > 0;
}

/** The company's own subject and body of a mail, or null. */
export async function findOwnText(
  tx: Tx,
  companyId: string,
  type: MailTemplateType,
  language: Language,
): Promise<MailText | null> {
  const [own] = await tx
    .select({ subject: mailTemplates.subject, body: mailTemplates.body })
    .from(mailTemplates)
    .where(
      and(
        eq(mailTemplates.companyId, companyId),
        eq(mailTemplates.type, type),
        eq(mailTemplates.language, toMailDbLanguage(language)),
      ),
    );
  return own ?? null;
}

/**
 * The company of the scope's user that asks for a sign-in code: the one asking for this method
 * first, then by name (run in the user's scope).
 */
export async function codeAskingCompany(tx: Tx, method: "email" | "sms") {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(companyUsers, eq(companyUsers.companyId, companies.id))
    .where(and(sql`${companyUsers.userId} = app_user_id()`, ne(companies.secondFactor, "none")))
    .orderBy(sql`${companies.secondFactor} <> ${method}`, asc(companies.name), asc(companies.id))
    .limit(1);
  return company?.id ?? null;
}

/** The company of the scope's user when they have exactly one (run in the user's scope). */
export async function onlyCompany(tx: Tx) {
  const memberships = await tx
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(sql`${companyUsers.userId} = app_user_id()`)
    .limit(2);
  return memberships.length === 1 ? (memberships[0]?.companyId ?? null) : null;
}
