import { z } from "zod";

/** Customers (the spec's "customers" feature): who a company sells to; a customer may have portals. */

export const CUSTOMER_PAGE_FETCH = 21;
export const CUSTOMER_LIST_MAX = 1000;

/** A Swedish organisation number (NNNNNN-NNNN) or any 6 to 20 digits, spaces and dashes. */
export const ORG_NUMBER_PATTERN = /^[0-9][0-9 -]{4,18}[0-9]$/;

export const customerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  orgNumber: z.string().nullable(),
  /** The customer portals (groups of type PORTAL) connected to this customer. */
  portals: z.array(z.object({ id: z.uuid(), name: z.string() })),
  hasPortal: z.boolean(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .default(null);

export const customerInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: optionalText(320).refine((v) => v === null || z.email().safeParse(v).success, "Invalid email"),
  orgNumber: optionalText(20).refine((v) => v === null || ORG_NUMBER_PATTERN.test(v), "Invalid organisation number"),
});
export type CustomerInput = z.input<typeof customerInputSchema>;

const flag = z.enum(["true", "false"]).transform((v) => v === "true");

export const customerQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CUSTOMER_LIST_MAX).default(CUSTOMER_PAGE_FETCH),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  /** Name, email or organisation number contains. */
  q: z.string().trim().max(200).optional(),
  /** true: only customers with a portal; false: only those without. */
  hasPortal: flag.optional(),
});
export type CustomerQuery = z.input<typeof customerQuerySchema>;
