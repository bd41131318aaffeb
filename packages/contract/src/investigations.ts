import { z } from "zod";
import { isoDateSchema, publicationNameSchema } from "./publications";

/** The spec's list: 21 requested per page, 20 shown. */
export const INVESTIGATION_PAGE_SIZE = 20;
export const INVESTIGATION_PAGE_FETCH = 21;
export const TEMPLATE_LIMITS = { sections: 20, questions: 50, choices: 20, checklist: 100 } as const;

export const questionTypes = ["text", "yesNo", "choice", "date"] as const;
export type QuestionType = (typeof questionTypes)[number];

const text = (max: number) => z.string().trim().min(1).max(max);

export const questionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  type: z.enum(questionTypes),
  /** The answers a "choice" question offers (empty for other types). */
  choices: z.array(z.string()),
});
export type Question = z.infer<typeof questionSchema>;

export const templateSectionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  questions: z.array(questionSchema),
});
export type TemplateSection = z.infer<typeof templateSectionSchema>;

/** A template investigations are made from (a copy: later edits of the template change none of them). */
export const investigationTemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  sections: z.array(templateSectionSchema),
  /** The texts of the checklist a new investigation starts with. */
  checklist: z.array(z.string()),
  /** Days from creation to the period's end date (the object's end date); null: none. */
  periodDays: z.number().int().nullable(),
  /** Closing asks for approval through a certify flow. */
  requiresApproval: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int().min(1),
});
export type InvestigationTemplate = z.infer<typeof investigationTemplateSchema>;

const questionInputSchema = z
  .object({
    id: z.uuid().optional(),
    text: text(500),
    type: z.enum(questionTypes),
    choices: z.array(text(100)).max(TEMPLATE_LIMITS.choices).default([]),
  })
  .superRefine((question, ctx) => {
    if (question.type === "choice" && question.choices.length < 2) {
      ctx.addIssue({ code: "custom", path: ["choices"], message: "A choice question offers at least two answers." });
    }
  })
  .transform((question) => ({ ...question, choices: question.type === "choice" ? question.choices : [] }));

const sectionInputSchema = z.object({
  id: z.uuid().optional(),
  title: text(200),
  questions: z.array(questionInputSchema).max(TEMPLATE_LIMITS.questions),
});

/** POST and PUT: a whole template as GET answers it; `version` (PUT) is the one it was read at. */
export const templateInputSchema = z.object({
  name: text(200),
  description: z.string().trim().max(2000).default(""),
  sections: z.array(sectionInputSchema).max(TEMPLATE_LIMITS.sections).default([]),
  checklist: z.array(text(500)).max(TEMPLATE_LIMITS.checklist).default([]),
  periodDays: z.number().int().min(1).max(3650).nullable().default(null),
  requiresApproval: z.boolean().default(false),
  version: z.number().int().min(1).optional(),
});
export type TemplateInput = z.input<typeof templateInputSchema>;

export const investigationStatuses = ["open", "inProgress", "closed"] as const;
export type InvestigationStatus = (typeof investigationStatuses)[number];

/** The spec's investigation list item. */
export const investigationListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  objectNumber: z.number().int(),
  createdAt: z.string(),
  periodDate: z.string().nullable(),
});
export type InvestigationListItem = z.infer<typeof investigationListItemSchema>;

export const investigationSorts = ["name", "objectNumber", "createdAt", "periodDate"] as const;

export const investigationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(INVESTIGATION_PAGE_FETCH),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(investigationSorts).default("name"),
  direction: z.enum(["asc", "desc"]).default("asc"),
});

const personSchema = z.object({ id: z.uuid(), name: z.string() });

/** A question as the investigation holds it (copied from its template), with its answer. */
export const answeredQuestionSchema = questionSchema.extend({
  answer: z.string().nullable(),
  answeredBy: personSchema.nullable(),
  answeredAt: z.string().nullable(),
});

/** The investigation part of an object of type investigation. */
export const investigationSchema = z.object({
  id: z.uuid(),
  status: z.enum(investigationStatuses),
  template: z.object({ id: z.uuid().nullable(), name: z.string() }).nullable(),
  requiresApproval: z.boolean(),
  sections: z.array(
    templateSectionSchema.omit({ questions: true }).extend({ questions: z.array(answeredQuestionSchema) }),
  ),
  investigators: z.array(z.object({ id: z.uuid(), user: personSchema, addedAt: z.string() })),
  closedAt: z.string().nullable(),
  closedBy: personSchema.nullable(),
});
export type Investigation = z.infer<typeof investigationSchema>;

/** POST /investigations: a new investigation object, from a template or blank. */
export const investigationCreateSchema = z.object({
  name: publicationNameSchema,
  templateId: z.uuid().nullable().default(null),
  /** The period's end date; without it, the template's default period from today. */
  periodDate: isoDateSchema.nullable().optional(),
  groupId: z.uuid().nullable().default(null),
});

/** One answer, saved as it is typed: text, "yes"/"no", one of the choices, or a date. */
export const answerInputSchema = z.object({
  questionId: z.uuid(),
  answer: z.string().max(10_000).nullable(),
});

export const investigationStatusInputSchema = z.object({ status: z.enum(investigationStatuses) });

/** Investigators: GET ?publicationId=, POST, DELETE /investigation-users/{id}. */
export const investigatorQuerySchema = z.object({ publicationId: z.uuid() });
/** One member (`userId`), or every member assigned to a unit (`unitId`: needs CompanyUnits). */
export const investigatorInputSchema = z.union([
  z.object({ publicationId: z.uuid(), userId: z.uuid() }).strict(),
  z.object({ publicationId: z.uuid(), unitId: z.uuid() }).strict(),
]);
export const investigatorSchema = z.object({
  id: z.uuid(),
  publicationId: z.uuid(),
  user: personSchema,
  addedAt: z.string(),
});
export type Investigator = z.infer<typeof investigatorSchema>;
/** POST /investigation-users answers the investigator added, or with a unit those it added (members already investigating are left as they are). */
export const investigatorAddedSchema = z.union([investigatorSchema, z.array(investigatorSchema)]);
