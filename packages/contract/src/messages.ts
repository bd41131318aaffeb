import { z } from "zod";
import { isIsoDate } from "./dates";

const userRef = z.object({ id: z.uuid(), name: z.string() });
const isoDate = z.string().refine(isIsoDate, "Expected a date as YYYY-MM-DD");

/** How many of the latest messages the header shows. */
export const LATEST_MESSAGES = 7;
/** The notice banner advances this often. */
export const NOTICE_CAROUSEL_MS = 8000;

export const postSchema = z.object({
  id: z.uuid(),
  publication: z.object({ id: z.uuid(), name: z.string() }),
  author: userRef.nullable(),
  body: z.string(),
  createdAt: z.string(),
  recipients: z.array(userRef),
});
export type Post = z.infer<typeof postSchema>;

export const postInputSchema = z.object({
  body: z.string().trim().min(1).max(10_000),
  recipientIds: z.array(z.uuid()).min(1).max(100),
});

export const postQuerySchema = z.object({
  me: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .default(false),
  limit: z.coerce.number().int().min(1).max(100).default(LATEST_MESSAGES),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const companyNoticeSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  createdAt: z.string(),
});
export type CompanyNotice = z.infer<typeof companyNoticeSchema>;

export const companyNoticeInputSchema = z
  .object({
    text: z.string().trim().min(1).max(500),
    startsOn: isoDate.nullable().default(null),
    endsOn: isoDate.nullable().default(null),
  })
  .refine((v) => !v.startsOn || !v.endsOn || v.endsOn >= v.startsOn, {
    path: ["endsOn"],
    message: "The end must not be before the start",
  });
export type CompanyNoticeInput = z.input<typeof companyNoticeInputSchema>;
