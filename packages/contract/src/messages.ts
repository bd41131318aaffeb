import { z } from "zod/mini";
import { isIsoDate } from "./dates";

const userRef = z.object({ id: z.uuid(), name: z.string() });
const isoDate = z.string().check(z.refine(isIsoDate, "Expected a date as YYYY-MM-DD"));

/** How many of the latest messages the header shows. */
export const LATEST_MESSAGES = 7;
/** The notice banner advances this often. */
export const NOTICE_CAROUSEL_MS = 8000;

export const postSchema = z.object({
  id: z.uuid(),
  publication: z.object({ id: z.uuid(), name: z.string() }),
  author: z.nullable(userRef),
  body: z.string(),
  createdAt: z.string(),
  recipients: z.array(userRef),
});
export type Post = z.infer<typeof postSchema>;

export const postInputSchema = z.object({
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(10_000)),
  recipientIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(100)),
});

export const postQuerySchema = z.object({
  me: z._default(
    z.pipe(
      z.enum(["true", "false"]),
      z.transform((v) => v === "true"),
    ),
    false,
  ),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), LATEST_MESSAGES),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
});

export const companyNoticeSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  startsOn: z.nullable(z.string()),
  endsOn: z.nullable(z.string()),
  createdAt: z.string(),
});
export type CompanyNotice = z.infer<typeof companyNoticeSchema>;

export const companyNoticeInputSchema = z
  .object({
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
    startsOn: z._default(z.nullable(isoDate), null),
    endsOn: z._default(z.nullable(isoDate), null),
  })
  .check(
    z.refine((v) => !v.startsOn || !v.endsOn || v.endsOn >= v.startsOn, {
      path: ["endsOn"],
      message: "The end must not be before the start",
    }),
  );
export type CompanyNoticeInput = z.input<typeof companyNoticeInputSchema>;
