import { esignLevels, esignMethods, languages } from "@app/contract";
import { sql } from "drizzle-orm";
import { date, index, inet, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companyId, companyScoped, createdAt } from "./columns";
import { publicationFiles, publications } from "./publications";
import { users } from "./users";

/** A signing request (envelope) on one object's PDF file (docs/esign.md). */
export const esignRequests = pgTable(
  "esign_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    publicationId: uuid()
      .notNull()
      .references(() => publications.id, { onDelete: "cascade" }),
    /** The file signed; null once the file was deleted (the hash and name stay as evidence). */
    fileId: uuid().references(() => publicationFiles.id, { onDelete: "set null" }),
    documentName: text().notNull(),
    /** SHA-256 (hex) of the exact bytes taken when the request was sent. */
    documentSha256: text().notNull(),
    requestedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Kept apart from the user row so the list shows who asked even after they left. */
    requesterEmail: text().notNull(),
    message: text().notNull().default(""),
    deadline: date({ mode: "string" }).notNull(),
    signingOrder: text({ enum: ["parallel", "sequential"] }).notNull(),
    level: text({ enum: esignLevels }).notNull().default("simple"),
    /** Of the mails to outside people without a language of their own, and of the sealed file's name. */
    language: text({ enum: languages }).notNull().default("se"),
    status: text({ enum: ["active", "inactive", "complete"] })
      .notNull()
      .default("active"),
    endReason: text({ enum: ["cancelled", "declined", "expired"] }),
    sealedFileId: uuid().references(() => publicationFiles.id, { onDelete: "set null" }),
    /** SHA-256 of the sealed PDF: the verification endpoint finds a request by it. */
    sealedSha256: text(),
    createdAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("esign_requests_company_status_idx").on(t.companyId, t.status, t.createdAt),
    index("esign_requests_company_publication_idx").on(t.companyId, t.publicationId),
    index("esign_requests_deadline_idx").on(t.deadline).where(sql`${t.status} = 'active'`),
    // The calendar's range of a company's deadlines.
    index("esign_requests_company_deadline_idx").on(t.companyId, t.deadline),
    index("esign_requests_sealed_idx").on(t.sealedSha256),
    companyScoped("esign_requests_scope"),
  ],
).enableRLS();

/** A person asked to sign, approve or receive a request: a member (user_id) or an outside person. */
export const esignSigners = pgTable(
  "esign_signers",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    requestId: uuid()
      .notNull()
      .references(() => esignRequests.id, { onDelete: "cascade" }),
    /** 1, 2, ...: the order of a sequential request. */
    position: integer().notNull(),
    role: text({ enum: ["signer", "approver", "viewer"] }).notNull(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    name: text().notNull(),
    email: text().notNull(),
    /** An outside person's language for every mail to them; null for a member (their own). */
    language: text({ enum: languages }),
    status: text({ enum: ["waiting", "asked", "signed", "declined"] })
      .notNull()
      .default("waiting"),
    askedAt: timestamp({ withTimezone: true }),
    signedAt: timestamp({ withTimezone: true }),
    declinedAt: timestamp({ withTimezone: true }),
    declineReason: text(),
    method: text({ enum: esignMethods }),
    signatureKind: text({ enum: ["drawn", "typed"] }),
    /** A drawn signature as a PNG data URL, or the typed name. */
    signature: text(),
    consentVersion: text(),
    signedIp: inet(),
    signedUserAgent: text(),
    /** SHA-256 of an outside signer's link token (the token itself is only in the mail). */
    linkTokenHash: text(),
    codeHash: text(),
    codeExpiresAt: timestamp({ withTimezone: true }),
    codeTries: integer().notNull().default(0),
    codeVerifiedAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the proof held by the browser that gave the code, in its cookie (esign.identity.ts). */
    proofHash: text(),
    /** Codes mailed in all, and since codesDayFrom, the start of the current 24 hours (ESIGN_CODES_*). */
    codesSent: integer().notNull().default(0),
    codesDayFrom: timestamp({ withTimezone: true }),
    codesInDay: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("esign_signers_request_position_idx").on(t.requestId, t.position),
    uniqueIndex("esign_signers_link_idx").on(t.linkTokenHash),
    index("esign_signers_company_user_idx").on(t.companyId, t.userId, t.requestId),
    companyScoped("esign_signers_scope"),
  ],
).enableRLS();

/**
 * The audit trail: append-only for the application (a trigger refuses UPDATE; app_user may not
 * DELETE); rows go with their request, object or company through the cascades. Each row's hash
 * covers its content and the previous row's hash (`eventHash` in the e-sign service).
 */
export const esignEvents = pgTable(
  "esign_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: companyId(),
    requestId: uuid()
      .notNull()
      .references(() => esignRequests.id, { onDelete: "cascade" }),
    /** 1, 2, ... within the request. */
    seq: integer().notNull(),
    type: text().notNull(),
    signerId: uuid().references(() => esignSigners.id, { onDelete: "set null" }),
    actorName: text(),
    actorEmail: text(),
    ip: inet(),
    userAgent: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * What a `signed` event pins, chained with it (migration 0028): the SHA-256 of the signature as
     * stored, the consent text's version and the document's SHA-256. Null for other events and for
     * signatures recorded before 0028 (their hash was taken without it, and stays verifiable).
     */
    evidence: jsonb().$type<{ signatureSha256: string; consentVersion: string; documentSha256: string }>(),
    prevHash: text().notNull(),
    hash: text().notNull(),
  },
  (t) => [
    uniqueIndex("esign_events_request_seq_idx").on(t.requestId, t.seq),
    index("esign_events_company_idx").on(t.companyId),
    companyScoped("esign_events_scope"),
  ],
).enableRLS();

/**
 * The company's seal: a key and self-signed certificate in a PKCS#12 file, made on first use,
 * stored encrypted with KEYPASS_KEY (the P12 and its password, each with lib/crypto.ts).
 */
export const esignSealKeys = pgTable(
  "esign_seal_keys",
  {
    companyId: companyId().primaryKey(),
    p12: text().notNull(),
    password: text().notNull(),
    createdAt: createdAt(),
  },
  () => [companyScoped("esign_seal_keys_scope")],
);
