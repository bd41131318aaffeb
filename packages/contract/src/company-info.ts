import { z } from "zod/mini";
import { enabledFeaturesSchema } from "./companies";
import { CATEGORY_LIMIT, REMINDER_CATEGORY } from "./notices";
import { MAX_LIST_LIMIT, PAGE_FETCH } from "./publications";
import { secondFactorSchema } from "./session";

// ---------------------------------------------------------------------------------------------
// Format rules of the company settings fields. Pure functions, so the web form checks exactly
// what the server checks (and shows its own translated message).
// ---------------------------------------------------------------------------------------------

/** A GLN (GS1 Global Location Number): 13 digits, the last a check digit. */
export function isGln(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

/** VAT numbers are stored without spaces, in capitals ("se 5566 7788 9901" → "SE556677889901"). */
export const normalizeVatNumber = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/**
 * An EU-style VAT number: two-letter country prefix and 2–13 letters or digits. A Swedish one
 * (prefix SE) is the 10-digit organisation number followed by 01: SE556677889901.
 */
export function isVatNumber(value: string): boolean {
  const v = normalizeVatNumber(value);
  if (v.startsWith("SE")) return /^SE\d{10}01$/.test(v);
  return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(v);
}

/** A web address with http(s) and a host name with a dot in it: https://example.com/path. */
export const isHomepage = (value: string) =>
  /^https?:\/\/([^\s/?#:@]+\.)+[^\s/?#:@.\d][^\s/?#:@.]+(:\d{1,5})?([/?#]\S*)?$/i.test(value);

/** The same rule as zod's email check (no quoted or IP-literal forms). */
const emailPattern = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const isEmail = (value: string) => value.length <= 320 && emailPattern.test(value);
export const isPostalCode = (value: string) => /^[0-9A-Za-z -]{2,12}$/.test(value);
export const isPhone = (value: string) => /^\+?[0-9 ()-]{5,20}$/.test(value);
export const isHexColor = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

const text = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)), "");
const optionalMatch = (test: (v: string) => boolean, message: string, max = 200) =>
  text(max).check(z.refine((v) => v === "" || test(v), message));

export const hexColorSchema = z._default(
  z.nullable(z.string().check(z.refine(isHexColor, "Expected a colour as #RRGGBB"))),
  null,
);

/** The spec's company settings fields (GET and PUT /companies/{id}/info). */
export const companyInfoSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, "Enter the company's name"), z.maxLength(200, "At most 200 characters")),
  city: text(100),
  zipCode: optionalMatch(isPostalCode, "Expected a postal code such as 211 20"),
  address: text(200),
  county: text(100),
  country: text(100),
  termsOfPayment: text(200),
  paymentAccount: text(100),
  bank: text(100),
  gln: optionalMatch(isGln, "Expected a 13-digit GLN with a valid check digit"),
  phone: optionalMatch(isPhone, "Expected a phone number such as +46 40 123 45"),
  registeredOffice: text(100),
  registeredCountry: text(100),
  taxText: text(500),
  vatNumber: z
    ._default(
      z.string().check(z.trim(), z.maxLength(200, "At most 200 characters"), z.overwrite(normalizeVatNumber)),
      "",
    )
    .check(z.refine((v) => v === "" || isVatNumber(v), "Expected a VAT number such as SE556677889901")),
  homepage: optionalMatch(isHomepage, "Expected a web address starting with https://", 500),
  invoiceText: text(2000),
  quoteText: text(2000),
  orderText: text(2000),
  adminEmail: optionalMatch(isEmail, "Expected an email address such as name@example.com", 320),
  primaryContact: text(200),
  colors: z._default(
    z.object({ settings: hexColorSchema, headerBanner: hexColorSchema, headerMenuButton: hexColorSchema }),
    { settings: null, headerBanner: null, headerMenuButton: null },
  ),
  emailLogin: z._default(z.boolean(), false),
});
export type CompanyInfo = z.output<typeof companyInfoSchema>;
export type CompanyInfoInput = z.input<typeof companyInfoSchema>;

/**
 * Whether GET /companies/{id}/logo (and ?type=pdf) has an image: the web asks only for those that
 * exist. Read-only: answered with the settings, never taken by PUT.
 */
const logoFlags = { hasLogo: z.boolean(), hasPdfLogo: z.boolean() };

/** The full settings as GET and PUT /companies/{id}/info answer them: with whether the logos exist. */
export const companyInfoViewSchema = z.extend(companyInfoSchema, logoFlags);
export type CompanyInfoView = z.output<typeof companyInfoViewSchema>;

/**
 * The company's public face: what GET /companies/{id}/info answers a guest without
 * CompanyInfoEdit (name, colours, address and contact; never bank, payment, VAT, invoicing or
 * login settings). `publicFace` tells it from the full settings.
 */
export const companyPublicInfoSchema = z.extend(
  z.pick(companyInfoSchema, {
    name: true,
    address: true,
    zipCode: true,
    city: true,
    county: true,
    country: true,
    phone: true,
    homepage: true,
    primaryContact: true,
    colors: true,
  }),
  { publicFace: z.literal(true), ...logoFlags },
);
export type CompanyPublicInfo = z.output<typeof companyPublicInfoSchema>;

/** GET /companies/{id}/info: the full settings, or the public face (tried first: it alone has `publicFace`). */
export const companyInfoReadSchema = z.union([companyPublicInfoSchema, companyInfoViewSchema]);
export type CompanyInfoRead = z.output<typeof companyInfoReadSchema>;

// ---------------------------------------------------------------------------------------------
// Second factor and feature flags (GET and PUT /companies/{id}/settings, CompanyAccountAdmin).
// ---------------------------------------------------------------------------------------------

/** How long a company keeps its audit events (docs/audit.md): whole years, 7 unless changed. */
export const AUDIT_RETENTION_YEARS = { min: 1, max: 50, default: 7 } as const;
const retentionMessage = `Enter a whole number of years from ${AUDIT_RETENTION_YEARS.min} to ${AUDIT_RETENTION_YEARS.max}`;
export const auditRetentionYearsSchema = z
  .number(retentionMessage)
  .check(
    z.int(retentionMessage),
    z.gte(AUDIT_RETENTION_YEARS.min, retentionMessage),
    z.lte(AUDIT_RETENTION_YEARS.max, retentionMessage),
  );

export const companySettingsSchema = z.object({
  secondFactor: secondFactorSchema,
  /** Audit events older than this many years are removed by the daily retention job. */
  auditRetentionYears: auditRetentionYearsSchema,
  enabledFeatures: z.extend(enabledFeaturesSchema, {
    publicationTypes: enabledFeaturesSchema.shape.publicationTypes.check(
      z.refine((types) => new Set(types).size === types.length, "Each object type at most once"),
    ),
  }),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** PUT takes what GET answers; a body without auditRetentionYears keeps the company's. */
export const companySettingsInputSchema = z.extend(companySettingsSchema, {
  auditRetentionYears: z.optional(auditRetentionYearsSchema),
});
export type CompanySettingsInput = z.infer<typeof companySettingsInputSchema>;

// ---------------------------------------------------------------------------------------------
// Logo, PDF logo and company files.
// ---------------------------------------------------------------------------------------------

/** Image types a logo may have. SVG is refused: it can carry scripts. */
export const logoContentTypes = ["image/png", "image/jpeg", "image/webp"] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const logoKinds = { logo: "LOGO", pdf: "PDF_LOGO" } as const;
export const logoQuerySchema = z.object({
  /** "pdf" for the PDF logo; the plain logo without it. */
  type: z._default(z.enum(["logo", "pdf"]), "logo"),
});
export type LogoType = z.infer<typeof logoQuerySchema>["type"];

export const companyFileSchema = z.object({
  id: z.uuid(),
  uploadName: z.string(),
  size: z.int(),
  contentType: z.string(),
  createdAt: z.string(),
  createdBy: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
});
export type CompanyFile = z.infer<typeof companyFileSchema>;

/** A logo as its metadata (the image itself comes from GET /companies/{id}/logo). */
export const companyLogoSchema = z.omit(companyFileSchema, { createdBy: true });

export const companyFileQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_LIST_LIMIT)), PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
});

// ---------------------------------------------------------------------------------------------
// The company's lists, all in the categories table by type: categories (with colour), priorities,
// reminder types (task types) and tags.
// ---------------------------------------------------------------------------------------------

/** Categories of groups and portals (the groups module exports the same name as GROUP_CATEGORY). */
const GROUP_CATEGORY_TYPE = "GROUP_CATEGORY";
export const PRIORITY = "PRIORITY";
export const REMINDER_TYPE = "REMINDER_TYPE";
export const TAG = "TAG";

/** Types the /categories routes manage (?type=, REMINDER_CATEGORY unless told). */
export const categoryTypes = [REMINDER_CATEGORY, GROUP_CATEGORY_TYPE] as const;
export const categoryTypeQuerySchema = z.object({ type: z._default(z.enum(categoryTypes), REMINDER_CATEGORY) });
export const companyCategoryQuerySchema = z.extend(categoryTypeQuerySchema, {
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CATEGORY_LIMIT)), CATEGORY_LIMIT),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
});

/** Each list holds at most this many entries (a list screen fetches them all at once). */
export const LIST_ENTRY_LIMIT = CATEGORY_LIMIT;
export const listQuerySchema = z.omit(companyCategoryQuerySchema, { type: true });

/** The lists besides categories: path segment and stored type. */
export const companyLists = {
  priorities: PRIORITY,
  "reminder-type": REMINDER_TYPE,
  tags: TAG,
} as const;
export type CompanyListPath = keyof typeof companyLists;
