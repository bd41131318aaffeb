import {
  type CreateMailTemplateBody,
  fromMailDbLanguage,
  type MailTemplate,
  toMailDbLanguage,
  type UpdateMailTemplateBody,
} from "@app/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { mailTemplates } from "../../db/schema";

type Row = typeof mailTemplates.$inferSelect;

export const toMailTemplate = (row: Row): MailTemplate => ({
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
