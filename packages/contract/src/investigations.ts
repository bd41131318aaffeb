import { z } from "zod/mini";
import { isoDateSchema, publicationNameSchema } from "./publications";

/** The spec's list: 21 requested per page, 20 shown. */
export const INVESTIGATION_PAGE_SIZE = 20;
export const INVESTIGATION_PAGE_FETCH = 21;
export const TEMPLATE_LIMITS = { sections: 20, questions: 50, choices: 20, checklist: 100 } as const;

export const questionTypes = ["text", "yesNo", "choice", "date"] as const;
export type QuestionType = (typeof questionTypes)[number];

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

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
  periodDays: z.nullable(z.int()),
  /** Closing asks for approval through a certify flow. */
  requiresApproval: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.int().check(z.gte(1)),
});
export type InvestigationTemplate = z.infer<typeof investigationTemplateSchema>;

const questionInputSchema = z.pipe(
  z
    .object({
      id: z.optional(z.uuid()),
      text: text(500),
      type: z.enum(questionTypes),
      choices: z._default(z.array(text(100)).check(z.maxLength(TEMPLATE_LIMITS.choices)), []),
    })
    .check(
      z.superRefine((question, ctx) => {
        if (question.type === "choice" && question.choices.length < 2) {
          ctx.addIssue({
            code: "custom",
            path: ["choices"],
            message: "A choice question offers at least two answers.",
          });
        }
      }),
    ),
  z.transform((question) => ({ ...question, choices: question.type === "choice" ? question.choices : [] })),
);

const sectionInputSchema = z.object({
  id: z.optional(z.uuid()),
  title: text(200),
  questions: z.array(questionInputSchema).check(z.maxLength(TEMPLATE_LIMITS.questions)),
});

/** POST and PUT: a whole template as GET answers it; `version` (PUT) is the one it was read at. */
export const templateInputSchema = z.object({
  name: text(200),
  description: z._default(z.string().check(z.trim(), z.maxLength(2000)), ""),
  sections: z._default(z.array(sectionInputSchema).check(z.maxLength(TEMPLATE_LIMITS.sections)), []),
  checklist: z._default(z.array(text(500)).check(z.maxLength(TEMPLATE_LIMITS.checklist)), []),
  periodDays: z._default(z.nullable(z.int().check(z.gte(1), z.lte(3650))), null),
  requiresApproval: z._default(z.boolean(), false),
  version: z.optional(z.int().check(z.gte(1))),
});
export type TemplateInput = z.input<typeof templateInputSchema>;

export const investigationStatuses = ["open", "inProgress", "closed"] as const;
export type InvestigationStatus = (typeof investigationStatuses)[number];

/** The spec's investigation list item. */
export const investigationListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  objectNumber: z.int(),
  createdAt: z.string(),
  periodDate: z.nullable(z.string()),
});
export type InvestigationListItem = z.infer<typeof investigationListItemSchema>;

export const investigationSorts = ["name", "objectNumber", "createdAt", "periodDate"] as const;

export const investigationListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), INVESTIGATION_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  sort: z._default(z.enum(investigationSorts), "name"),
  direction: z._default(z.enum(["asc", "desc"]), "asc"),
});

const personSchema = z.object({ id: z.uuid(), name: z.string() });

/** A question as the investigation holds it (copied from its template), with its answer. */
export const answeredQuestionSchema = z.extend(questionSchema, {
  answer: z.nullable(z.string()),
  answeredBy: z.nullable(personSchema),
  answeredAt: z.nullable(z.string()),
});

/** The investigation part of an object of type investigation. */
export const investigationSchema = z.object({
  id: z.uuid(),
  status: z.enum(investigationStatuses),
  template: z.nullable(z.object({ id: z.nullable(z.uuid()), name: z.string() })),
  requiresApproval: z.boolean(),
  sections: z.array(
    z.extend(z.omit(templateSectionSchema, { questions: true }), { questions: z.array(answeredQuestionSchema) }),
  ),
  investigators: z.array(z.object({ id: z.uuid(), user: personSchema, addedAt: z.string() })),
  closedAt: z.nullable(z.string()),
  closedBy: z.nullable(personSchema),
});
export type Investigation = z.infer<typeof investigationSchema>;

/** POST /investigations: a new investigation object, from a template or blank. */
export const investigationCreateSchema = z.object({
  name: publicationNameSchema,
  templateId: z._default(z.nullable(z.uuid()), null),
  /** The period's end date; without it, the template's default period from today. */
  periodDate: z.optional(z.nullable(isoDateSchema)),
  groupId: z._default(z.nullable(z.uuid()), null),
});

/** One answer, saved as it is typed: text, "yes"/"no", one of the choices, or a date. */
export const answerInputSchema = z.object({
  questionId: z.uuid(),
  answer: z.nullable(z.string().check(z.maxLength(10_000))),
});

export const investigationStatusInputSchema = z.object({ status: z.enum(investigationStatuses) });

/** Investigators: GET ?publicationId=, POST, DELETE /investigation-users/{id}. */
export const investigatorQuerySchema = z.object({ publicationId: z.uuid() });
/** One member (`userId`), or every member assigned to a unit (`unitId`: needs CompanyUnits). */
export const investigatorInputSchema = z.union([
  z.strictObject({ publicationId: z.uuid(), userId: z.uuid() }),
  z.strictObject({ publicationId: z.uuid(), unitId: z.uuid() }),
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
