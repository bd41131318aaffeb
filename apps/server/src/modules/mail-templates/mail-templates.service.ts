import {
  defaultMailTemplates,
  type Language,
  type MailTemplateType,
  type MailText,
  renderMailText,
  toMailDbLanguage,
} from "@app/contract";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { type Database, type Tx, withTenant } from "../../db/client";
import { companies, companyUsers, mailTemplates } from "../../db/schema";

export type { MailTemplateType } from "@app/contract";

/** Users store Swedish as `se`; anything unknown falls back to the default language. */
export function mailLanguage(language: string | null | undefined): Language {
  if (language === "en") return "en";
  return "se";
}

/** A mail sent outside any company (for example a password reset): the built-in wording. */
export function renderDefaultMail(
  type: MailTemplateType,
  language: Language | "sv",
  values: Record<string, string>,
): { subject: string; text: string } {
  return renderMailText(defaultMailTemplates[type][mailLanguage(language === "sv" ? "se" : language)], values);
}

/** The company's own subject and body of a mail, else the built-in default. */
export async function companyMailText(
  tx: Tx,
  companyId: string,
  type: MailTemplateType,
  language: Language,
): Promise<MailText> {
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
  return own ?? defaultMailTemplates[type][language];
}

/**
 * A mail tied to one company: its own template of the type and language when it has one,
 * else the built-in default. tx must have the company in scope (tenant or system transaction).
 */
export async function renderCompanyMail(
  tx: Tx,
  input: { companyId: string; type: MailTemplateType; language: Language | "sv"; values: Record<string, string> },
): Promise<{ subject: string; text: string }> {
  const language = mailLanguage(input.language === "sv" ? "se" : input.language);
  return renderMailText(await companyMailText(tx, input.companyId, input.type, language), input.values);
}

/**
 * The sign-in code message: worded by the company that asks the user for a code (the one
 * asking for this method first, then by name), else the built-in default.
 */
export async function renderLoginCodeMail(
  db: Database,
  input: { userId: string; method: "email" | "sms"; language: Language; values: Record<string, string> },
): Promise<{ subject: string; text: string }> {
  const [company] = await withTenant(db, { userId: input.userId }, (tx) =>
    tx
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(companyUsers, eq(companyUsers.companyId, companies.id))
      .where(and(sql`${companyUsers.userId} = app_user_id()`, ne(companies.secondFactor, "none")))
      .orderBy(sql`${companies.secondFactor} <> ${input.method}`, asc(companies.name), asc(companies.id))
      .limit(1),
  );
  if (!company) return renderDefaultMail("LOGIN_CODE", input.language, input.values);
  return withTenant(db, { companyIds: [company.id] }, (tx) =>
    renderCompanyMail(tx, {
      companyId: company.id,
      type: "LOGIN_CODE",
      language: input.language,
      values: input.values,
    }),
  );
}

/**
 * The password reset belongs to no company: a user of exactly one company gets that company's
 * wording; a user of several (or none) gets the built-in default.
 */
export async function renderPasswordResetMail(
  db: Database,
  input: { userId: string; language: Language; values: Record<string, string> },
): Promise<{ subject: string; text: string }> {
  const memberships = await withTenant(db, { userId: input.userId }, (tx) =>
    tx
      .select({ companyId: companyUsers.companyId })
      .from(companyUsers)
      .where(sql`${companyUsers.userId} = app_user_id()`)
      .limit(2),
  );
  const only = memberships.length === 1 ? memberships[0]?.companyId : undefined;
  if (!only) return renderDefaultMail("PASSWORD_RESET", input.language, input.values);
  return withTenant(db, { companyIds: [only] }, (tx) =>
    renderCompanyMail(tx, { companyId: only, type: "PASSWORD_RESET", language: input.language, values: input.values }),
  );
}
