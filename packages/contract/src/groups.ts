import { z } from "zod/mini";
import { companyUserSchema } from "./companies";
import { categorySchema } from "./notices";
import { byIds, entityIdSchema } from "./references";

/**
 * Authorization groups and customer portals (the spec's Group/portal): a group of type PORTAL
 * connected to a customer is a customer portal. Objects belong to one group; users are members of several.
 */
export const groupTypes = ["HIDDEN", "PORTAL"] as const;
export const groupTypeSchema = z.enum(groupTypes);
export type GroupType = z.infer<typeof groupTypeSchema>;

/** The category type of group categories (GET /companies/{companyId}/group-category). */
export const GROUP_CATEGORY = "GROUP_CATEGORY";

export const GROUP_PAGE_FETCH = 21;
/** all=true answers every matching group at once, up to this many. */
export const GROUP_ALL_LIMIT = 1000;

export const groupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: groupTypeSchema,
  customerConnected: z.boolean(),
  customer: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  category: z.nullable(categorySchema),
  memberCount: z.int(),
  objectCount: z.int(),
  createdAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

const flag = z.pipe(
  z.enum(["true", "false"]),
  z.transform((v) => v === "true"),
);

export const groupQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(GROUP_ALL_LIMIT)), GROUP_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  type: z.optional(groupTypeSchema),
  /** true: only groups connected to a customer; false: only those that are not. */
  customerConnected: z.optional(flag),
  /** Only the groups this user is a member of. */
  userId: z.optional(z.uuid()),
  /** Every matching group at once (up to GROUP_ALL_LIMIT), ignoring limit and offset. */
  all: z.optional(flag),
});
export type GroupQuery = z.input<typeof groupQuerySchema>;

export const groupNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/** POST: a new group (type HIDDEN unless given); a customer makes it customer-connected. */
export const groupCreateSchema = z.object({
  name: groupNameSchema,
  type: z._default(groupTypeSchema, "HIDDEN"),
  customerId: z._default(z.nullable(z.uuid()), null),
  categoryId: z._default(z.nullable(z.uuid()), null),
});
export type GroupCreate = z.input<typeof groupCreateSchema>;

/**
 * PUT takes the whole group as GET answers it (customer and category as entities; server-owned
 * fields such as the counts ignored), or the fields to change by ids; a field not sent is kept.
 */
export const groupUpdateSchema = z.pipe(
  z.partial(
    z.object({
      name: groupNameSchema,
      type: groupTypeSchema,
      customerId: z.nullable(z.uuid()),
      categoryId: z.nullable(z.uuid()),
      customer: z.nullable(entityIdSchema),
      category: z.nullable(entityIdSchema),
    }),
  ),
  z.transform(({ customer, category, ...changes }) => byIds(changes, { customerId: customer, categoryId: category })),
);
export type GroupUpdate = z.input<typeof groupUpdateSchema>;

export const groupMemberSchema = z.pick(companyUserSchema, { id: true, name: true, email: true, type: true });
export type GroupMember = z.infer<typeof groupMemberSchema>;
export const groupMemberInputSchema = z.object({ userId: z.uuid() });
export const groupPublicationInputSchema = z.object({ publicationId: z.uuid() });

/** Groups of the form app; a company has at most companies.formGroupLimit of them. */
export const formGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  memberCount: z.int(),
  createdAt: z.string(),
});
export type FormGroup = z.infer<typeof formGroupSchema>;
export const formGroupInputSchema = z.object({ name: groupNameSchema });
export const formGroupListSchema = z.array(formGroupSchema);

/** 409 when a company would pass its limit of form-app groups (the spec's limit-reached message). */
export const formGroupLimitMessage = "The company has reached its limit of form-app groups.";
