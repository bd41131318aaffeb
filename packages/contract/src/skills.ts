import { z } from "zod/mini";
import { isIsoDate } from "./dates";
import { daysUntil } from "./notices-rules";
import { versionSchema } from "./publications";

/** Spec section 9: the units screens fetch up to 1000 skills; the skills screens 21 per page, 20 shown. */
export const SKILL_UNITS_LIMIT = 1000;
export const SKILL_PAGE_SIZE = 20;
export const SKILL_PAGE_FETCH = SKILL_PAGE_SIZE + 1;
/** Days before a person's skill lapses that it shows orange (expiring). */
export const SKILL_EXPIRING_DAYS = 30;
/** Default days before it lapses that the owner and their units' managers are told. */
export const SKILL_NOTICE_DAYS = 30;
/** A certificate: PDF or an image, at most 20 MB. */
export const CERTIFICATE_MAX_BYTES = 20 * 1024 * 1024;
export const certificateContentTypes = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;

const isoDate = z.string().check(z.refine(isIsoDate, "Expected a date as YYYY-MM-DD"));
const personSchema = z.object({ id: z.uuid(), name: z.string() });

/** A skill (competence) the company recognises: how long it stays valid and when to warn. */
export const skillSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** Months a person's skill stays valid from the day it was achieved; null: it does not expire. */
  validityMonths: z.nullable(z.int()),
  /** Days before a person's skill lapses that they and their units' managers are told. */
  noticeDays: z.int(),
  createdAt: z.string(),
  version: versionSchema,
});
export type Skill = z.infer<typeof skillSchema>;

/** POST and PUT /skills[/{skillId}]: the skill as GET answers it (`version` on PUT: the one read). */
export const skillInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  description: z._default(z.string().check(z.trim(), z.maxLength(2000)), ""),
  category: z._default(z.string().check(z.trim(), z.maxLength(100)), ""),
  validityMonths: z._default(z.nullable(z.int().check(z.gte(1), z.lte(600))), null),
  noticeDays: z._default(z.int().check(z.gte(1), z.lte(365)), SKILL_NOTICE_DAYS),
  version: z.optional(versionSchema),
});
export type SkillInput = z.input<typeof skillInputSchema>;

export const skillQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(SKILL_UNITS_LIMIT)), SKILL_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  /** Part of the name or category. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});

/** A recorded skill's states (a skill never recorded is "missing"). */
const recordedSkillStatuses = ["expired", "expiring", "valid"] as const;
/** A person's skill as the screens colour it: missing (not held), expired, expiring (30 days), valid. */
export const skillStatuses = ["missing", ...recordedSkillStatuses] as const;
export type SkillStatus = (typeof skillStatuses)[number];

/**
 * The colour of a held skill on a day: expired (red) when its valid-until date is before today,
 * expiring (orange) from today up to 30 days ahead, valid (green) beyond or without an end.
 */
export function skillStatus(validUntil: string | null, today: string): Exclude<SkillStatus, "missing"> {
  if (validUntil === null) return "valid";
  const days = daysUntil(validUntil, today);
  if (days < 0) return "expired";
  if (days <= SKILL_EXPIRING_DAYS) return "expiring";
  return "valid";
}

/** The valid-until date a skill gives from the day it was achieved (the month's last day when shorter). */
export function skillValidUntil(achievedOn: string, validityMonths: number | null): string | null {
  if (validityMonths === null) return null;
  const [y = 0, m = 1, d = 1] = achievedOn.split("-").map(Number);
  const months = y * 12 + (m - 1) + validityMonths;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

export const certificateSchema = z.object({
  uploadName: z.string(),
  size: z.int(),
  contentType: z.string(),
});

/** A person's skill: who holds it, since when, until when, the certificate and who recorded it. */
export const userSkillSchema = z.object({
  id: z.uuid(),
  user: personSchema,
  skill: z.object({ id: z.uuid(), name: z.string(), category: z.string() }),
  achievedOn: z.string(),
  validUntil: z.nullable(z.string()),
  status: z.enum(recordedSkillStatuses),
  certificate: z.nullable(certificateSchema),
  recordedBy: z.nullable(personSchema),
  recordedAt: z.string(),
  version: versionSchema,
});
export type UserSkill = z.infer<typeof userSkillSchema>;

/**
 * POST /user-skills (JSON; the certificate follows with POST /user-skills/{id}/certificate) and
 * PUT /user-skills/{id}. Without a valid-until date the skill's validity gives it. Recording a
 * skill the person holds already renews it (the same record, new dates).
 */
export const userSkillInputSchema = z
  .pipe(
    z.object({
      userId: z.optional(z.uuid()),
      user: z.optional(z.object({ id: z.uuid() })),
      skillId: z.optional(z.uuid()),
      skill: z.optional(z.object({ id: z.uuid() })),
      achievedOn: isoDate,
      validUntil: z.optional(z.nullable(isoDate)),
      version: z.optional(versionSchema),
    }),
    z.transform(({ user, skill, ...rest }) => ({
      ...rest,
      userId: rest.userId ?? user?.id,
      skillId: rest.skillId ?? skill?.id,
    })),
  )
  .check(
    z.refine((input) => input.userId !== undefined, { path: ["userId"], message: "Choose a person." }),
    z.refine((input) => input.skillId !== undefined, { path: ["skillId"], message: "Choose a skill." }),
    z.refine((input) => !input.validUntil || input.validUntil >= input.achievedOn, {
      path: ["validUntil"],
      message: "The valid-until date is on or after the achieved date.",
    }),
  );
export type UserSkillInput = z.input<typeof userSkillInputSchema>;

export const userSkillQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(SKILL_UNITS_LIMIT)), SKILL_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  userId: z.optional(z.uuid()),
  skillId: z.optional(z.uuid()),
  /** People assigned to this unit. */
  unitId: z.optional(z.uuid()),
  status: z.optional(z.enum(recordedSkillStatuses)),
});

/** A skill an object requires (a procedure or a machine's manual names who may use it). */
export const objectSkillSchema = z.object({
  id: z.uuid(),
  publicationId: z.uuid(),
  skill: z.object({ id: z.uuid(), name: z.string(), category: z.string() }),
});
export type ObjectSkill = z.infer<typeof objectSkillSchema>;
export const objectSkillQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(SKILL_UNITS_LIMIT)), SKILL_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  publicationId: z.optional(z.uuid()),
});
export const objectSkillInputSchema = z.object({ publicationId: z.uuid(), skillId: z.uuid() });
