import { z } from "zod";
import { isIsoDate } from "./dates";

const isoDate = z.string().refine(isIsoDate, "Expected a date as YYYY-MM-DD");

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
  status: z.enum(esignStatuses).default("active"),
  /** Requests whose deadline is on or before this date. */
  deadline: isoDate.optional(),
  sort: z.enum(esignSortKeys).default("created"),
  direction: z.enum(["asc", "desc"]).default("desc"),
  limit: z.coerce.number().int().min(1).max(ESIGN_PAGE).default(ESIGN_PAGE),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
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
  position: z.number().int(),
  role: z.enum(esignRoles),
  /** The member, or null for an outside person. */
  userId: z.uuid().nullable(),
  name: z.string(),
  email: z.string(),
  status: z.enum(esignSignerStatuses),
  askedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  method: z.enum(esignMethods).nullable(),
});

export const esignEventSchema = z.object({
  id: z.uuid(),
  type: z.enum(esignEventTypes),
  at: z.string(),
  signerId: z.uuid().nullable(),
  /** Who did it: a member, a signer, or null for the system (expiry). */
  actor: z.object({ name: z.string(), email: z.string() }).nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/** One request with its signers and audit trail. */
export const esignRequestSchema = esignShareSchema.extend({
  message: z.string(),
  order: z.enum(esignOrders),
  level: z.enum(esignLevels),
  endReason: z.enum(esignEndReasons).nullable(),
  completedAt: z.string().nullable(),
  document: z.object({ fileId: z.uuid().nullable(), name: z.string(), sha256: z.string() }),
  /** The sealed PDF (a file of the object) once complete. */
  sealed: z.object({ fileId: z.uuid(), sha256: z.string() }).nullable(),
  signers: z.array(esignSignerSchema),
  events: z.array(esignEventSchema),
});
export type EsignRequest = z.infer<typeof esignRequestSchema>;

/** GET /companies/{id}/publications/{id}/e-signs: a request of the object, with each signer's state. */
export const esignObjectRequestSchema = esignShareSchema.extend({
  endReason: esignRequestSchema.shape.endReason,
  document: esignRequestSchema.shape.document.pick({ name: true }),
  signers: z.array(esignSignerSchema),
});
export type EsignObjectRequest = z.infer<typeof esignObjectRequestSchema>;

const signerInputSchema = z.union([
  z.object({ userId: z.uuid(), role: z.enum(esignRoles).default("signer") }),
  z.object({
    name: z.string().trim().min(1).max(200),
    email: z.email().max(254),
    role: z.enum(esignRoles).default("signer"),
  }),
]);

export const esignCreateSchema = z.object({
  /** A PDF file of the object. */
  fileId: z.uuid(),
  signers: z
    .array(signerInputSchema)
    .min(1)
    .max(ESIGN_SIGNERS_LIMIT)
    .refine((list) => list.some((s) => s.role !== "viewer"), "At least one person must sign or approve."),
  order: z.enum(esignOrders).default("parallel"),
  deadline: isoDate,
  message: z.string().max(ESIGN_MESSAGE_LIMIT).default(""),
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
/** After the code, the outside signer may read and sign for this long. */
export const ESIGN_VERIFIED_MINUTES = 30;

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
      .max(300_000)
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, "Expected a PNG data URL"),
  }),
  z.object({ kind: z.literal("typed"), name: z.string().trim().min(1).max(200) }),
]);

export const esignSignSchema = z.object({
  signature: signatureSchema,
  consentVersion: z.string().max(50),
});
export type EsignSign = z.input<typeof esignSignSchema>;

export const esignDeclineSchema = z.object({ reason: z.string().trim().min(1).max(1000) });
export const esignCodeSchema = z.object({ code: z.string().regex(/^\d{6}$/, "Expected six digits") });

/** What an outside signer's link shows (GET /e-sign/{companyId}/{token}). */
export const esignLinkSchema = z.object({
  company: z.object({ name: z.string() }),
  requester: z.object({ name: z.string(), email: z.string() }),
  document: z.object({ name: z.string(), sha256: z.string() }),
  deadline: z.string(),
  message: z.string(),
  status: z.enum(esignStatuses),
  endReason: z.enum(esignEndReasons).nullable(),
  signer: z.object({
    name: z.string(),
    email: z.string(),
    role: z.enum(esignRoles),
    status: z.enum(esignSignerStatuses),
  }),
  /** The email code was given and the signer may read and sign (for ESIGN_VERIFIED_MINUTES). */
  verified: z.boolean(),
  consentVersion: z.string(),
});
export type EsignLink = z.infer<typeof esignLinkSchema>;

/** POST /e-sign/verify: whether an uploaded PDF is a sealed document of this installation. */
export const esignVerificationSchema = z.object({
  valid: z.boolean(),
  sha256: z.string(),
  request: z
    .object({
      id: z.uuid(),
      company: z.object({ name: z.string() }),
      document: z.object({ name: z.string(), sha256: z.string() }),
      completedAt: z.string(),
      signers: z.array(z.object({ name: z.string(), signedAt: z.string() })),
    })
    .nullable(),
});
export type EsignVerification = z.infer<typeof esignVerificationSchema>;
