import {
  type CreateMailTemplateBody,
  defaultMailTemplates,
  ErrorCode,
  isUsableMailText,
  type Language,
  type MailTemplate,
  type MailTemplateType,
  type MailText,
  misplacedPlaceholders,
  missingPlaceholders,
  renderMailText,
  type UpdateMailTemplateBody,
} from "@app/contract";
import type { Tx } from "../../db/client";
import { AppError, conflict, invalid, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import * as q from "./mail-templates.queries";

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

/**
 * The company's own subject and body of a mail, else the built-in default: also when the stored
 * wording breaks the placement rule (stored before it), so a link never leaves in it.
 */
export async function companyMailText(
  tx: Tx,
  companyId: string,
  type: MailTemplateType,
  language: Language,
): Promise<MailText> {
  const own = await q.findOwnText(tx, companyId, type, language);
  return own && isUsableMailText(type, own) ? own : defaultMailTemplates[type][language];
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
 * asking for this method first, then by name), else the built-in default. tx: the caller's scope
 * of the user's own companies (withAccount once entered, or acrossMyCompanies).
 */
export async function renderLoginCodeMail(
  tx: Tx,
  input: { method: "email" | "sms"; language: Language; values: Record<string, string> },
): Promise<{ subject: string; text: string }> {
  const company = await q.codeAskingCompany(tx, input.method);
  if (!company) return renderDefaultMail("LOGIN_CODE", input.language, input.values);
  return renderCompanyMail(tx, {
    companyId: company,
    type: "LOGIN_CODE",
    language: input.language,
    values: input.values,
  });
}

/**
 * The password reset belongs to no company: a user of exactly one company gets that company's
 * wording; a user of several (or none) gets the built-in default. tx: as renderLoginCodeMail's.
 */
export async function renderPasswordResetMail(
  tx: Tx,
  input: { language: Language; values: Record<string, string> },
): Promise<{ subject: string; text: string }> {
  const only = await q.onlyCompany(tx);
  if (!only) return renderDefaultMail("PASSWORD_RESET", input.language, input.values);
  return renderCompanyMail(tx, {
    companyId: only,
    type: "PASSWORD_RESET",
    language: input.language,
    values: input.values,
  });
}

const duplicate = () =>
  conflict(ErrorCode.Conflict, "The company already has a template of this type and language.", "type");

const names = (placeholders: string[]) => placeholders.map((name) => `{{${name}}}`).join(", ");

/** A template's body keeps every placeholder its mail needs, and each stands where the placement rule allows. */
function checkPlaceholders(type: MailTemplateType, text: MailText) {
  const missing = missingPlaceholders(type, text.body);
  if (missing.length > 0) throw invalid("body", `The body must contain ${names(missing)}`);
  for (const field of ["subject", "body"] as const) {
    const misplaced = misplacedPlaceholders(text[field]);
    if (misplaced.length > 0) {
      throw new AppError(
        400,
        ErrorCode.MailTemplateUnsafePlaceholder,
        `${names(misplaced)} may not stand inside an address, an attribute or markup; {{link}} must be a word of its own, with a space or line break before and after it (the product writes the link itself).`,
        field,
      );
    }
  }
}

/** A stored template as the API answers it: `unsafe` when mails do not use it (isUsableMailText). */
const answer = (stored: q.StoredMailTemplate): MailTemplate => ({
  ...stored,
  unsafe: !isUsableMailText(stored.type, stored),
});

export async function listTemplates(tx: Tx, tenant: Tenant, page: { limit: number; offset: number }) {
  return (await q.listTemplates(tx, tenant.companyId, page)).map(answer);
}

export async function createTemplate(tx: Tx, tenant: Tenant, body: CreateMailTemplateBody) {
  checkPlaceholders(body.type, body);
  const created = await q.insertTemplate(tx, tenant.companyId, body);
  if (!created) throw duplicate();
  return answer(created);
}

export async function getTemplate(tx: Tx, tenant: Tenant, id: string) {
  const found = await q.findTemplate(tx, tenant.companyId, id);
  if (!found) throw notFound("Mail template");
  return answer(found);
}

export async function updateTemplate(tx: Tx, tenant: Tenant, id: string, body: UpdateMailTemplateBody) {
  const found = await getTemplate(tx, tenant, id);
  checkPlaceholders(found.type, body);
  const updated = await q.updateTemplate(tx, tenant.companyId, id, body);
  if (!updated) throw notFound("Mail template");
  return answer(updated);
}

export async function deleteTemplate(tx: Tx, tenant: Tenant, id: string) {
  if (!(await q.deleteTemplate(tx, tenant.companyId, id))) throw notFound("Mail template");
}
