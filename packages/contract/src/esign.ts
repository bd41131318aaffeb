import { z } from "zod/mini";
import { isIsoDate } from "./dates";
import { languageSchema } from "./users";

const isoDate = z.string().check(z.refine(isIsoDate, "Expected a date as YYYY-MM-DD"));

/** The spec's e-sign status filter: active (waiting for signatures), inactive (cancelled, declined, expired), complete. */
export const esignStatuses = ["active", "inactive", "complete"] as const;
export type EsignStatus = (typeof esignStatuses)[number];
/** Why a request became inactive. */
export const esignEndReasons = ["cancelled", "declined", "expired"] as const;
/** parallel: everyone is asked at once; sequential: the next one only after the previous one signed. */
export const esignOrders = ["parallel", "sequential"] as const;
/** A signer signs; an approver approves (signs the same way, recorded as an approval); a viewer only receives. */
export const esignRoles = ["signer", "approver", "viewer"] as const;
export const esignSignerStatuses = ["waiting", "asked", "signed", "declined"] as const;
/** What the request's signatures are: simple electronic signatures with evidence (docs/esign.md). */
export const esignLevels = ["simple"] as const;
export type EsignLevel = (typeof esignLevels)[number];
/**
 * How a signer was identified: signed in to their account, or by a code mailed to them. A stronger
 * provider (BankID, an EU wallet) adds its method here (docs/esign.md, "Levels and providers").
 */
export const esignMethods = ["session", "email_code"] as const;
export type EsignMethod = (typeof esignMethods)[number];
export const esignEventTypes = [
  "created",
  "sent",
  "opened",
  "code_sent",
  "code_verified",
  "signed",
  "declined",
  "reminded",
  "cancelled",
  "expired",
  "completed",
] as const;
export const esignSortKeys = ["name", "created", "deadline"] as const;

export const ESIGN_SIGNERS_LIMIT = 20;
export const ESIGN_MESSAGE_LIMIT = 2000;

/** GET /companies/{id}/e-signs-share: the spec's filters, 21 fetched to know whether a next page exists. */
/** The e-sign list's page (SPEC §7 and §9): 21 requested, offset 21 × page, all shown, more when 21 came back. */
export const ESIGN_PAGE = 21;

export const esignListQuerySchema = z.object({
  status: z._default(z.enum(esignStatuses), "active"),
  /** Requests whose deadline is on or before this date. */
  deadline: z.optional(isoDate),
  sort: z._default(z.enum(esignSortKeys), "created"),
  direction: z._default(z.enum(["asc", "desc"]), "desc"),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ESIGN_PAGE)), ESIGN_PAGE),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
});

/** The spec's E-sign share: a request as the list shows it. */
export const esignShareSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  deadline: z.string(),
  status: z.enum(esignStatuses),
  publication: z.object({ id: z.uuid(), name: z.string() }),
  sharedBy: z.object({ email: z.string() }),
});
export type EsignShare = z.infer<typeof esignShareSchema>;

export const esignSignerSchema = z.object({
  id: z.uuid(),
  position: z.int(),
  role: z.enum(esignRoles),
  /** The member, or null for an outside person. */
  userId: z.nullable(z.uuid()),
  name: z.string(),
  email: z.string(),
  /** The language of an outside person's mails; null for a member, who is mailed in their own. */
  language: z.optional(z.nullable(languageSchema)),
  status: z.enum(esignSignerStatuses),
  askedAt: z.nullable(z.string()),
  signedAt: z.nullable(z.string()),
  declinedAt: z.nullable(z.string()),
  declineReason: z.nullable(z.string()),
  method: z.nullable(z.enum(esignMethods)),
});

export const esignEventSchema = z.object({
  id: z.uuid(),
  type: z.enum(esignEventTypes),
  at: z.string(),
  signerId: z.nullable(z.uuid()),
  /** Who did it: a member, a signer, or null for the system (expiry). */
  actor: z.nullable(z.object({ name: z.string(), email: z.string() })),
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
});

/** One request with its signers and audit trail. */
export const esignRequestSchema = z.extend(esignShareSchema, {
  message: z.string(),
  order: z.enum(esignOrders),
  level: z.enum(esignLevels),
  endReason: z.nullable(z.enum(esignEndReasons)),
  completedAt: z.nullable(z.string()),
  document: z.object({ fileId: z.nullable(z.uuid()), name: z.string(), sha256: z.string() }),
  /** The sealed PDF (a file of the object) once complete; its name is in the request's language. */
  sealed: z.nullable(z.object({ fileId: z.uuid(), sha256: z.string(), name: z.string() })),
  signers: z.array(esignSignerSchema),
  events: z.array(esignEventSchema),
});
export type EsignRequest = z.infer<typeof esignRequestSchema>;

/** GET /companies/{id}/publications/{id}/e-signs: a request of the object, with each signer's state. */
export const esignObjectRequestSchema = z.extend(esignShareSchema, {
  endReason: esignRequestSchema.shape.endReason,
  document: z.pick(esignRequestSchema.shape.document, { name: true }),
  signers: z.array(esignSignerSchema),
});
export type EsignObjectRequest = z.infer<typeof esignObjectRequestSchema>;

const signerInputSchema = z.union([
  z.object({ userId: z.uuid(), role: z._default(z.enum(esignRoles), "signer") }),
  z.object({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    email: z.email().check(z.maxLength(254)),
    role: z._default(z.enum(esignRoles), "signer"),
    /** The language of the mails to this person; without it the request's. */
    language: z.optional(languageSchema),
  }),
]);

/** A request's deadline is at most this many days after today: a year, whatever the time zone. */
export const ESIGN_DEADLINE_MAX_DAYS = 366;

/** The latest deadline a request made now may have (YYYY-MM-DD). */
export const latestEsignDeadline = (now = new Date()) =>
  new Date(now.getTime() + ESIGN_DEADLINE_MAX_DAYS * 86_400_000).toISOString().slice(0, 10);

export const esignCreateSchema = z.object({
  /** A PDF file of the object. */
  fileId: z.uuid(),
  signers: z.array(signerInputSchema).check(
    z.minLength(1),
    z.maxLength(ESIGN_SIGNERS_LIMIT),
    z.refine((list) => list.some((s) => s.role !== "viewer"), "At least one person must sign or approve."),
  ),
  order: z._default(z.enum(esignOrders), "parallel"),
  deadline: isoDate.check(
    z.refine((deadline) => deadline <= latestEsignDeadline(), "The deadline can be at most a year ahead."),
  ),
  message: z._default(z.string().check(z.maxLength(ESIGN_MESSAGE_LIMIT)), ""),
  /**
   * The request's language: of the mails to outside people who have none of their own, and of the
   * sealed file's name. Without it the company's (DEFAULT_LANGUAGE: a company has no language of its own).
   */
  language: z.optional(languageSchema),
});
export type EsignCreate = z.input<typeof esignCreateSchema>;

/**
 * The version of the consent text a signer agrees to ("I have read the document and sign it
 * electronically"); the text itself is in the web app's locale files under this version.
 */
export const ESIGN_CONSENT_VERSION = "2026-11-25";
/** An outside signer's email code: six digits, valid 10 minutes, 5 tries, one use. */
export const ESIGN_CODE_MINUTES = 10;
export const ESIGN_CODE_TRIES = 5;
/** A new code may be asked for once a minute. */
export const ESIGN_CODE_INTERVAL_SECONDS = 60;
/** After the code, the outside signer may read and sign for this long, in the browser that gave it. */
export const ESIGN_VERIFIED_MINUTES = 30;
/** At most this many codes are mailed to one signer of a request within 24 hours, and this many in all. */
export const ESIGN_CODES_PER_DAY = 5;
export const ESIGN_CODES_TOTAL = 20;

/**
 * The largest drawn signature the server takes, in pixels. The web's pad draws at most 1600 × 800
 * (a phone: about 1200 × 540), within these with a margin.
 */
export const ESIGN_SIGNATURE_MAX_WIDTH = 2000;
export const ESIGN_SIGNATURE_MAX_HEIGHT = 1000;

const signatureSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("drawn"),
    /** The signature pad's drawing as a PNG data URL (the server also checks the PNG itself, esign.signature.ts). */
    image: z
      .string()
      .check(z.maxLength(300_000), z.regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, "Expected a PNG data URL")),
  }),
  z.object({ kind: z.literal("typed"), name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) }),
]);

export const esignSignSchema = z.object({
  signature: signatureSchema,
  consentVersion: z.string().check(z.maxLength(50)),
});
export type EsignSign = z.input<typeof esignSignSchema>;

export const esignDeclineSchema = z.object({ reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)) });
export const esignCodeSchema = z.object({ code: z.string().check(z.regex(/^\d{6}$/, "Expected six digits")) });

/** What an outside signer's link shows (GET /e-sign/{companyId}/{token}). */
export const esignLinkSchema = z.object({
  company: z.object({ name: z.string() }),
  requester: z.object({ name: z.string(), email: z.string() }),
  document: z.object({ name: z.string(), sha256: z.string() }),
  deadline: z.string(),
  message: z.string(),
  status: z.enum(esignStatuses),
  endReason: z.nullable(z.enum(esignEndReasons)),
  signer: z.object({
    name: z.string(),
    email: z.string(),
    role: z.enum(esignRoles),
    status: z.enum(esignSignerStatuses),
  }),
  /** The email code was given in this browser and the signer may read and sign (for ESIGN_VERIFIED_MINUTES). */
  verified: z.boolean(),
  consentVersion: z.string(),
});
export type EsignLink = z.infer<typeof esignLinkSchema>;

/** POST /e-sign/verify: whether an uploaded PDF is a sealed document of this installation. */
export const esignVerificationSchema = z.object({
  valid: z.boolean(),
  sha256: z.string(),
  request: z.nullable(
    z.object({
      id: z.uuid(),
      company: z.object({ name: z.string() }),
      document: z.object({ name: z.string(), sha256: z.string() }),
      completedAt: z.string(),
      signers: z.array(z.object({ name: z.string(), signedAt: z.string() })),
    }),
  ),
});
export type EsignVerification = z.infer<typeof esignVerificationSchema>;
