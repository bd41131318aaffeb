import { randomUUID } from "node:crypto";
import {
  type answerInputSchema,
  ErrorCode,
  type Investigation,
  type InvestigationStatus,
  type InvestigationTemplate,
  type investigationCreateSchema,
  type investigationListQuerySchema,
  isIsoDate,
  type TemplateSection,
  type templateInputSchema,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { conflict, invalid, notFound, staleVersion } from "../../lib/errors";
import type { Member, Tenant } from "../../plugins/tenant";
import { recordExport } from "../audit/audit.service";
import { latestFlow } from "../certify/certify.service";
import { getChecklist, saveChecklist } from "../checklists/checklists.service";
import { checkMembers } from "../company-users/company-users.service";
import { remindersOfObject } from "../notices/notices.service";
import { notify } from "../notifications/notifications.service";
import { createPublication, getPublication, viewerOf } from "../publications/publications.service";
import { getUnit } from "../units/units.service";
import { investigatorMail } from "./investigations.mail";
import { mayAddUnit, mayManageInvestigators, mayWork } from "./investigations.policy";
import * as q from "./investigations.queries";

type InvestigationDeps = Pick<Deps, "config" | "mail" | "realtime">;

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? "" } : null);

// Templates ------------------------------------------------------------------------------------

const toTemplate = (row: q.TemplateRow): InvestigationTemplate => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The template's parts with an id for each section and question: one the template already holds
 * is kept (an edit keeps its questions), any other is new, so a body never brings in ids of its own.
 */
function templateValues(input: z.output<typeof templateInputSchema>, current?: InvestigationTemplate) {
  const known = new Set(current?.sections.flatMap((s) => [s.id, ...s.questions.map((question) => question.id)]));
  const idOf = (id: string | undefined) => (id && known.has(id) ? id : randomUUID());
  const sections: TemplateSection[] = input.sections.map((section) => ({
    id: idOf(section.id),
    title: section.title,
    questions: section.questions.map((question) => ({
      id: idOf(question.id),
      text: question.text,
      type: question.type,
      choices: question.choices,
    })),
  }));
  const ids = sections.flatMap((s) => [s.id, ...s.questions.map((question) => question.id)]);
  if (new Set(ids).size !== ids.length) throw invalid("sections", "A section or question is listed twice.");
  const { name, description, checklist, periodDays, requiresApproval } = input;
  return { name, description, sections, checklist, periodDays, requiresApproval };
}

export async function listTemplates(tx: Tx, tenant: Tenant) {
  return (await q.listTemplates(tx, tenant.companyId)).map(toTemplate);
}

export async function getTemplate(tx: Tx, tenant: Tenant, id: string) {
  const row = await q.findTemplate(tx, tenant.companyId, id);
  if (!row) throw notFound("Template");
  return toTemplate(row);
}

export async function createTemplate(tx: Tx, tenant: Tenant, input: z.output<typeof templateInputSchema>) {
  const id = await q.insertTemplate(tx, tenant.companyId, tenant.userId, templateValues(input));
  return getTemplate(tx, tenant, id);
}

/** Saves the whole template; a save based on an older version is refused with it as it is now. */
export async function updateTemplate(tx: Tx, tenant: Tenant, id: string, input: z.output<typeof templateInputSchema>) {
  const current = await getTemplate(tx, tenant, id);
  const version = input.version ?? current.version;
  const stale = () => staleVersion({ ...current, updatedBy: null });
  if (version !== current.version) throw stale();
  if (!(await q.updateTemplate(tx, tenant.companyId, id, version, templateValues(input, current)))) throw stale();
  return getTemplate(tx, tenant, id);
}

export async function deleteTemplate(tx: Tx, tenant: Tenant, id: string) {
  if (!(await q.deleteTemplate(tx, tenant.companyId, id))) throw notFound("Template");
}

// Investigations -------------------------------------------------------------------------------

export function listInvestigations(tx: Tx, tenant: Tenant, query: z.output<typeof investigationListQuerySchema>) {
  return q
    .listInvestigations(tx, tenant.companyId, viewerOf(tenant), query)
    .then((rows) => rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
}

/** The investigations the member sees whose period ends from..to (the calendar). */
export function periodEndsBetween(tx: Tx, member: Member, range: { from: string; to: string }) {
  return q.periodEndsBetween(tx, member.companyId, viewerOf(member), range);
}

/**
 * A new object of type investigation, from a template (its questions, checklist and default period
 * are copied: editing the template later changes none of it) or blank.
 */
export async function createInvestigation(tx: Tx, tenant: Tenant, input: z.output<typeof investigationCreateSchema>) {
  const template = input.templateId ? await q.findTemplate(tx, tenant.companyId, input.templateId) : null;
  if (input.templateId && !template) throw invalid("templateId", "Unknown template.");
  const periodDate =
    input.periodDate ??
    (template?.periodDays ? await q.daysFromToday(tx, tenant.companyId, template.periodDays) : null);
  const publication = await createPublication(tx, tenant, {
    type: "investigation",
    customerId: null,
    name: input.name,
    description: template?.description ?? "",
    body: "",
    periodDate,
    groupId: input.groupId,
    tags: [],
  });
  await q.insertInvestigation(tx, {
    publicationId: publication.id,
    companyId: tenant.companyId,
    templateId: template?.id ?? null,
    templateName: template?.name ?? null,
    requiresApproval: template?.requiresApproval ?? false,
    sections: template?.sections ?? [],
  });
  if (template?.checklist.length) {
    const items = template.checklist.map((text) => ({ text, assigneeId: null, dueDate: null, done: false }));
    await saveChecklist(tx, tenant, { publicationId: publication.id, version: 0, items });
  }
  return publication;
}

/**
 * The object and its investigation part, or 404 when it is not an investigation the member sees.
 * An object of type investigation made without a template (the objects list's "new") gets a blank
 * part, open and without questions, the first time it is read.
 */
async function find(tx: Tx, tenant: Tenant, publicationId: string, lock = false) {
  const publication = await getPublication(tx, tenant, publicationId);
  if (publication.type !== "investigation") throw notFound("Investigation");
  await q.insertInvestigation(tx, { publicationId, companyId: tenant.companyId });
  const row = await q.findInvestigation(tx, tenant.companyId, publicationId, lock);
  if (!row) throw notFound("Investigation");
  return { publication, row };
}

export async function getInvestigation(tx: Tx, tenant: Tenant, publicationId: string): Promise<Investigation> {
  const { row } = await find(tx, tenant, publicationId);
  const answers = new Map((await q.answersOf(tx, tenant.companyId, publicationId)).map((a) => [a.questionId, a]));
  const investigators = await q.investigatorsOf(tx, tenant.companyId, publicationId);
  return {
    id: row.publicationId,
    status: row.status,
    template: row.templateName === null ? null : { id: row.templateId, name: row.templateName },
    requiresApproval: row.requiresApproval,
    sections: row.sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) => answered(question, answers.get(question.id))),
    })),
    investigators: investigators.map(toInvestigator),
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: person(row.closedBy, row.closedByName),
  };
}

const answered = (question: TemplateSection["questions"][number], answer: q.AnswerRow | undefined) => ({
  ...question,
  answer: answer?.value ?? null,
  answeredBy: person(answer?.answeredBy ?? null, answer?.answeredByName ?? null),
  answeredAt: answer?.answeredAt.toISOString() ?? null,
});

const toInvestigator = (row: q.InvestigatorRow) => ({
  id: row.id,
  publicationId: row.publicationId,
  user: { id: row.userId, name: row.userName },
  addedAt: row.addedAt.toISOString(),
});

const isInvestigator = async (tx: Tx, tenant: Tenant, publicationId: string) =>
  (await q.investigatorsOf(tx, tenant.companyId, publicationId)).some((i) => i.userId === tenant.userId);

const closed = () => conflict(ErrorCode.InvestigationClosed, "The investigation is closed: it cannot change.");

/** Whether an answer fits its question: yes or no, one of the choices, a date, or text. */
function checkAnswer(question: TemplateSection["questions"][number], answer: string | null) {
  if (answer === null || answer === "") return;
  const fits =
    question.type === "yesNo"
      ? answer === "yes" || answer === "no"
      : question.type === "choice"
        ? question.choices.includes(answer)
        : question.type === "date"
          ? isIsoDate(answer)
          : true;
  if (!fits) throw invalid("answer", "The answer does not fit the question.");
}

/** Saves one answer as it is typed (an empty one clears it); answers the question with it. */
export async function saveAnswer(
  tx: Tx,
  tenant: Tenant,
  publicationId: string,
  input: z.output<typeof answerInputSchema>,
) {
  const { publication, row } = await find(tx, tenant, publicationId, true);
  mayWork(publication, await isInvestigator(tx, tenant, publicationId));
  if (row.status === "closed") throw closed();
  const question = row.sections.flatMap((s) => s.questions).find((item) => item.id === input.questionId);
  if (!question) throw invalid("questionId", "The investigation has no such question.");
  const value = input.answer === "" ? null : input.answer;
  checkAnswer(question, value);
  await q.saveAnswer(tx, tenant.companyId, publicationId, question.id, value, tenant.userId);
  const saved = (await q.answersOf(tx, tenant.companyId, publicationId)).find((a) => a.questionId === question.id);
  return answered(question, saved);
}

/**
 * Closing asks for an approval of the investigation as it stands: its latest flow approved, and no
 * answer changed since its first approver decided (answers are not the object's version, which the
 * flow itself compares).
 */
async function checkApproved(tx: Tx, tenant: Tenant, publicationId: string) {
  const flow = await latestFlow(tx, tenant, publicationId);
  if (flow?.status !== "approved") {
    throw conflict(
      ErrorCode.ApprovalRequired,
      "Closing needs an approval of the investigation as it stands: ask for one first.",
    );
  }
  // The first approver approved the answers as they stood then; a later answer is not approved.
  const approvedSince = Math.min(...flow.steps.map((step) => new Date(step.decidedAt ?? flow.createdAt).getTime()));
  const answers = await q.answersOf(tx, tenant.companyId, publicationId);
  if (answers.some((answer) => new Date(answer.answeredAt).getTime() > approvedSince)) {
    throw conflict(
      ErrorCode.ApprovalRequired,
      "Answers changed after the investigation was approved: ask for a new approval first.",
    );
  }
}

/**
 * Moves the investigation between open, in progress and closed. Closing makes it read-only (it is
 * not opened again); one whose template asks for approval closes only once approved.
 */
export async function setStatus(tx: Tx, tenant: Tenant, publicationId: string, status: InvestigationStatus) {
  const { publication, row } = await find(tx, tenant, publicationId, true);
  mayWork(publication, await isInvestigator(tx, tenant, publicationId));
  if (row.status === "closed") throw closed();
  if (status === "closed" && row.requiresApproval) await checkApproved(tx, tenant, publicationId);
  await q.setStatus(tx, tenant.companyId, publicationId, status, status === "closed" ? tenant.userId : null);
  return getInvestigation(tx, tenant, publicationId);
}

/** The investigation as a PDF report in the reader's language: its file name and bytes. */
export async function report(tx: Tx, tenant: Tenant, publicationId: string) {
  const { publication } = await find(tx, tenant, publicationId);
  const reader = await q.memberContact(tx, tenant.companyId, tenant.userId);
  // With the PDF library: loaded on first use.
  const { investigationReport } = await import("./investigations.report");
  const bytes = await investigationReport({
    language: reader?.language ?? "se",
    company: reader?.company ?? "",
    publication,
    investigation: await getInvestigation(tx, tenant, publicationId),
    checklist: await getChecklist(tx, tenant, publicationId),
    actions: await remindersOfObject(tx, tenant, publicationId),
  });
  await recordExport(tx, {
    companyId: tenant.companyId,
    kind: "investigation_report",
    entityId: publicationId,
    objectId: publicationId,
    label: publication.name,
    filters: { format: "pdf" },
  });
  return { name: `${publication.name}.pdf`, bytes };
}

// Investigators --------------------------------------------------------------------------------

export async function listInvestigators(tx: Tx, tenant: Tenant, publicationId: string) {
  await find(tx, tenant, publicationId);
  return (await q.investigatorsOf(tx, tenant.companyId, publicationId)).map(toInvestigator);
}

/** Adds a member as an investigator: they see the investigation from now on and are told (bell, mail). */
/**
 * Adds one member, or every member assigned to a unit (CompanyUnits: the unit's members are
 * otherwise not the actor's to see); a unit's members already investigating are left as they are.
 */
export async function addInvestigators(
  tx: Tx,
  deps: InvestigationDeps,
  tenant: Tenant,
  input: { publicationId: string; userId: string } | { publicationId: string; unitId: string },
) {
  if ("userId" in input) return addInvestigator(tx, deps, tenant, input);
  const { publication, row } = await find(tx, tenant, input.publicationId);
  mayManageInvestigators(publication);
  if (row.status === "closed") throw closed();
  mayAddUnit(tenant);
  const unit = await getUnit(tx, tenant, input.unitId);
  const current = new Set((await q.investigatorsOf(tx, tenant.companyId, publication.id)).map((i) => i.userId));
  const added = [];
  for (const member of unit.users) {
    if (member.status !== "ASSIGNED" || current.has(member.user.id)) continue;
    added.push(await addInvestigator(tx, deps, tenant, { publicationId: publication.id, userId: member.user.id }));
  }
  return added;
}

export async function addInvestigator(
  tx: Tx,
  deps: InvestigationDeps,
  tenant: Tenant,
  input: { publicationId: string; userId: string },
) {
  const { publication, row } = await find(tx, tenant, input.publicationId);
  mayManageInvestigators(publication);
  if (row.status === "closed") throw closed();
  await checkMembers(tx, tenant.companyId, [input.userId], "userId");
  const id = await q.insertInvestigator(tx, tenant.companyId, publication.id, input.userId, tenant.userId);
  if (!id) throw conflict(ErrorCode.Conflict, "The member already investigates it.", "userId");
  const notified = await notify(tx, deps.realtime, tenant, [input.userId], {
    type: "INVESTIGATOR_ADDED",
    publication: { id: publication.id, name: publication.name, type: publication.type },
  });
  const [to, by] = await Promise.all([
    q.memberContact(tx, tenant.companyId, input.userId),
    q.memberContact(tx, tenant.companyId, tenant.userId),
  ]);
  if (to && notified.length > 0) {
    const link = `${deps.config.publicUrl}/companies/${tenant.companyId}/publications/${publication.id}`;
    const mail = investigatorMail(to.language, {
      by: by?.name ?? "",
      company: to.company,
      investigation: publication.name,
      link,
    });
    await deps.mail({ to: to.email, ...mail }, tx);
  }
  const added = await q.findInvestigator(tx, tenant.companyId, id);
  if (!added) throw notFound("Investigator");
  return toInvestigator(added);
}

export async function removeInvestigator(tx: Tx, tenant: Tenant, id: string) {
  const found = await q.findInvestigator(tx, tenant.companyId, id);
  if (!found) throw notFound("Investigator");
  const { publication } = await find(tx, tenant, found.publicationId).catch(() => {
    throw notFound("Investigator");
  });
  mayManageInvestigators(publication);
  await q.deleteInvestigator(tx, tenant.companyId, id);
}
