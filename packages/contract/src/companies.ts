import { z } from "zod/mini";
import { secondFactorSchema } from "./session";

/** Object (publication) type keys; the registry with names and icons arrives with the objects issue. */
export const publicationTypeKeys = [
  "card",
  "album",
  "projectFolder",
  "note",
  "form",
  "keypass",
  "masterFile",
  "wall",
  "plant",
  "order",
  "adaptations",
  "engineOnStock",
  "objectGroup",
  "orderSubscription",
  "blog",
  "message",
  "spreadsheet",
  "inquest",
  "investigation",
  "esign",
] as const;
export const publicationTypeKeySchema = z.enum(publicationTypeKeys);
export type PublicationTypeKey = z.infer<typeof publicationTypeKeySchema>;

export const enabledFeaturesSchema = z.object({
  customers: z.boolean(),
  documentReminder: z.boolean(),
  investigation: z.boolean(),
  publicationTypes: z.array(publicationTypeKeySchema),
  esign: z.boolean(),
  skills: z.boolean(),
});
export type EnabledFeatures = z.infer<typeof enabledFeaturesSchema>;

/** Every feature on and every type of object enabled. */
export const allFeatures: EnabledFeatures = {
  customers: true,
  documentReminder: true,
  investigation: true,
  publicationTypes: [...publicationTypeKeys],
  esign: true,
  skills: true,
};

export const userTypes = ["DEFAULT", "GUEST"] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

export const companyUserFeaturesSchema = z.object({ denyLoginOnWeb: z.boolean() });

export const companyColorsSchema = z.object({
  settings: z.nullable(z.string()),
  headerBanner: z.nullable(z.string()),
  headerMenuButton: z.nullable(z.string()),
});

/** A company as the signed-in user sees it: with their own type and features in it. */
export const companySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  enabledFeatures: enabledFeaturesSchema,
  secondFactor: secondFactorSchema,
  colors: companyColorsSchema,
  type: userTypeSchema,
  features: companyUserFeaturesSchema,
});
export type Company = z.infer<typeof companySchema>;

export const COMPANY_LIST_LIMIT = 10000;
export const companyListQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(COMPANY_LIST_LIMIT)), COMPANY_LIST_LIMIT),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
});

/** A member as company screens list them (the spec's Company user). */
export const companyUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  type: userTypeSchema,
  features: companyUserFeaturesSchema,
  /** Whether GET /users/{id}/avatar has a picture: the web asks only for those that exist. */
  hasAvatar: z.boolean(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

export const USER_PAGE_FETCH = 21;
export const MEMBER_SEARCH_LIMIT = 10;
export const MEMBER_SEARCH_DEBOUNCE_MS = 300;

export const companyUserQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), USER_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  /** Name or email contains. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  type: z.optional(userTypeSchema),
});

export const companyUserInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  email: z.email().check(z.maxLength(320)),
  type: userTypeSchema,
  features: companyUserFeaturesSchema,
});
export type CompanyUserInput = z.infer<typeof companyUserInputSchema>;
