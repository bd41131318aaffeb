import { z } from "zod/mini";

/** Customers (the spec's "customers" feature): who a company sells to; a customer may have portals. */

export const CUSTOMER_PAGE_FETCH = 21;
export const CUSTOMER_LIST_MAX = 1000;

/** A Swedish organisation number (NNNNNN-NNNN) or any 6 to 20 digits, spaces and dashes. */
export const ORG_NUMBER_PATTERN = /^[0-9][0-9 -]{4,18}[0-9]$/;

export const customerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.nullable(z.string()),
  orgNumber: z.nullable(z.string()),
  /** The customer portals (groups of type PORTAL) connected to this customer. */
  portals: z.array(z.object({ id: z.uuid(), name: z.string() })),
  hasPortal: z.boolean(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

const optionalText = (max: number) =>
  z._default(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max)),
        z.transform((v) => (v === "" ? null : v)),
      ),
    ),
    null,
  );

export const customerInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  email: optionalText(320).check(z.refine((v) => v === null || z.email().safeParse(v).success, "Invalid email")),
  orgNumber: optionalText(20).check(
    z.refine((v) => v === null || ORG_NUMBER_PATTERN.test(v), "Invalid organisation number"),
  ),
});
export type CustomerInput = z.input<typeof customerInputSchema>;

const flag = z.pipe(
  z.enum(["true", "false"]),
  z.transform((v) => v === "true"),
);

export const customerQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CUSTOMER_LIST_MAX)), CUSTOMER_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  /** Name, email or organisation number contains. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  /** true: only customers with a portal; false: only those without. */
  hasPortal: z.optional(flag),
});
export type CustomerQuery = z.input<typeof customerQuerySchema>;
