import { z } from "zod/mini";
import { versionSchema } from "./publications";
import { byIds, entityIdSchema } from "./references";
import { skillStatuses } from "./skills";

/** Spec section 9: unit products 100 shown, 101 fetched; unit files 20 shown, 21 fetched; categories 100. */
export const UNIT_PRODUCT_PAGE = 100;
export const UNIT_PRODUCT_FETCH = UNIT_PRODUCT_PAGE + 1;
export const UNIT_FILE_PAGE = 20;
export const UNIT_FILE_FETCH = UNIT_FILE_PAGE + 1;
export const UNIT_CATEGORY_LIMIT = 100;
export const UNIT_PAGE_SIZE = 20;
export const UNIT_PAGE_FETCH = UNIT_PAGE_SIZE + 1;
/** The categories table's type of unit categories. */
export const UNIT_CATEGORY = "UNIT_CATEGORY";
/** A unit holds at most this many members. */
export const UNIT_MEMBER_LIMIT = 1000;

/** Spec section 3: product unit codes. */
export const productUnitCodes = [
  "KM",
  "M",
  "PCS",
  "MONTH",
  "SEK",
  "HOUR",
  "TON",
  "LASS",
  "MIL",
  "STOPP",
  "DAG",
  "KGM",
  "LTR",
  "MTK",
  "MTR",
  "HUR",
  "KTM",
  "MTQ",
  "PCE",
  "TC",
  "TNE",
  "ZCK",
  "ZTK",
] as const;
export type ProductUnitCode = (typeof productUnitCodes)[number];

/** A unit's own status: planned, in operation, or no longer. */
export const unitStatuses = ["PLAN", "ACTIVATED", "INACTIVATED"] as const;
export type UnitStatus = (typeof unitStatuses)[number];
/** A member's place in a unit: assigned (counts in the matrix) or unassigned (kept, not counted). */
export const unitMemberStatuses = ["ASSIGNED", "UNASSIGNED"] as const;
export type UnitMemberStatus = (typeof unitMemberStatuses)[number];

/**
 * The unit status transitions (docs/units.md): a plan is activated or dropped (inactivated); an
 * active unit is inactivated and may be activated again. Nothing goes back to PLAN.
 */
export const unitTransitions: Record<UnitStatus, readonly UnitStatus[]> = {
  PLAN: ["ACTIVATED", "INACTIVATED"],
  ACTIVATED: ["INACTIVATED"],
  INACTIVATED: ["ACTIVATED"],
};
export function mayMoveUnit(from: UnitStatus, to: UnitStatus): boolean {
  return from === to || unitTransitions[from].includes(to);
}

const personSchema = z.object({ id: z.uuid(), name: z.string() });
const refSchema = z.object({ id: z.uuid(), name: z.string() });

export const unitListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(unitStatuses),
  manager: z.nullable(personSchema),
  categories: z.array(refSchema),
  /** Members assigned (not those unassigned). */
  memberCount: z.int(),
  createdAt: z.string(),
});
export type UnitListItem = z.infer<typeof unitListItemSchema>;

export const unitMemberSchema = z.object({
  user: z.extend(personSchema, { email: z.string() }),
  status: z.enum(unitMemberStatuses),
  addedAt: z.string(),
});
export type UnitMember = z.infer<typeof unitMemberSchema>;

/** GET /units/{unitId}: the unit with its members and the skills its work requires. */
export const unitSchema = z.extend(unitListItemSchema, {
  description: z.string(),
  users: z.array(unitMemberSchema),
  skills: z.array(z.object({ id: z.uuid(), name: z.string(), validityMonths: z.nullable(z.int()) })),
  version: versionSchema,
});
export type Unit = z.infer<typeof unitSchema>;

/**
 * POST /units and PUT /units/{unitId}: what GET answers (members are changed through
 * /units/{unitId}/users and are ignored here). References by id or as the entities GET answers.
 */
export const unitInputSchema = z.pipe(
  z.object({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    description: z._default(z.string().check(z.trim(), z.maxLength(2000)), ""),
    status: z._default(z.enum(unitStatuses), "PLAN"),
    managerId: z.optional(z.nullable(z.uuid())),
    manager: z.optional(z.nullable(entityIdSchema)),
    categoryIds: z.optional(z.array(z.uuid()).check(z.maxLength(UNIT_CATEGORY_LIMIT))),
    categories: z.optional(z.array(entityIdSchema).check(z.maxLength(UNIT_CATEGORY_LIMIT))),
    skillIds: z.optional(z.array(z.uuid()).check(z.maxLength(200))),
    skills: z.optional(z.array(entityIdSchema).check(z.maxLength(200))),
    version: z.optional(versionSchema),
  }),
  z.transform(({ manager, categories, skills, managerId, categoryIds, skillIds, ...rest }) => ({
    ...rest,
    managerId: managerId !== undefined ? managerId : (manager ?? null),
    categoryIds: categoryIds ?? categories ?? [],
    skillIds: skillIds ?? skills ?? [],
  })),
);
export type UnitInput = z.input<typeof unitInputSchema>;

/**
 * PUT /units/{unitId}: what GET answers (manager, categories and skills as entities; users, counts
 * and dates ignored), or the fields to change by ids. A field not sent is kept (docs/api.md "PUT
 * takes what GET answers"); `version` is the one read.
 */
export const unitUpdateSchema = z.pipe(
  z.partial(
    z.object({
      name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
      description: z.string().check(z.trim(), z.maxLength(2000)),
      status: z.enum(unitStatuses),
      managerId: z.nullable(z.uuid()),
      manager: z.nullable(entityIdSchema),
      categoryIds: z.array(z.uuid()).check(z.maxLength(UNIT_CATEGORY_LIMIT)),
      categories: z.array(entityIdSchema).check(z.maxLength(UNIT_CATEGORY_LIMIT)),
      skillIds: z.array(z.uuid()).check(z.maxLength(200)),
      skills: z.array(entityIdSchema).check(z.maxLength(200)),
      version: versionSchema,
    }),
  ),
  z.transform(({ manager, categories, skills, ...changes }) =>
    byIds(changes, { managerId: manager, categoryIds: categories, skillIds: skills }),
  ),
);
export type UnitUpdate = z.input<typeof unitUpdateSchema>;

export const unitQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), UNIT_PAGE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  status: z.optional(z.enum(unitStatuses)),
  categoryId: z.optional(z.uuid()),
});
export const unitCountSchema = z.object({ count: z.int() });

export const unitCategorySchema = refSchema;
export const unitCategoryInputSchema = z.object({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });
export const unitCategoryQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(UNIT_CATEGORY_LIMIT)), UNIT_CATEGORY_LIMIT),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
});

/** POST /units/{unitId}/users: add a member (assigned); PUT /units/{unitId}/users/{userId}: their place. */
export const unitUserInputSchema = z.object({ userId: z.uuid() });
export const unitUserStatusInputSchema = z.object({ status: z.enum(unitMemberStatuses) });

/** Equipment or stock a unit holds. */
/**
 * A unit's product: a link to one of the company's catalogue products (its number, name and unit
 * are the catalogue's), with what the unit adds of its own: the quantity it holds and a note.
 */
export const unitProductSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  number: z.string(),
  name: z.string(),
  unitCode: z.enum(productUnitCodes),
  description: z.string(),
  quantity: z.number(),
  createdAt: z.string(),
  version: versionSchema,
});
export type UnitProduct = z.infer<typeof unitProductSchema>;
export const unitProductInputSchema = z.object({
  productId: z.uuid(),
  description: z._default(z.string().check(z.trim(), z.maxLength(2000)), ""),
  quantity: z._default(z.number().check(z.gte(0), z.lte(1_000_000_000)), 1),
  version: z.optional(versionSchema),
});
export type UnitProductInput = z.input<typeof unitProductInputSchema>;
/** PUT /units/{unitId}/products/{productId}: what GET answers, or the fields to change; a field not sent is kept. */
export const unitProductUpdateSchema = z.partial(
  z.object({
    productId: z.uuid(),
    description: z.string().check(z.trim(), z.maxLength(2000)),
    quantity: z.number().check(z.gte(0), z.lte(1_000_000_000)),
    version: versionSchema,
  }),
);
export type UnitProductUpdate = z.input<typeof unitProductUpdateSchema>;
export const unitProductQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(UNIT_PRODUCT_FETCH)), UNIT_PRODUCT_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
});
export const unitFileQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(UNIT_FILE_FETCH)), UNIT_FILE_FETCH),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
});

/** The competence matrix of a unit: its assigned members down the side, its required skills across. */
export const matrixCellSchema = z.object({
  skillId: z.uuid(),
  status: z.enum(skillStatuses),
  achievedOn: z.nullable(z.string()),
  validUntil: z.nullable(z.string()),
  /** The person's skill record, to open or renew it (null when missing). */
  userSkillId: z.nullable(z.uuid()),
});
export const unitMatrixSchema = z.object({
  unit: refSchema,
  /** The day the colours are for (the company's day). */
  today: z.string(),
  skills: z.array(z.object({ id: z.uuid(), name: z.string(), validityMonths: z.nullable(z.int()) })),
  rows: z.array(z.object({ user: personSchema, cells: z.array(matrixCellSchema) })),
});
export type UnitMatrix = z.infer<typeof unitMatrixSchema>;
export const matrixExportQuerySchema = z.object({
  format: z.enum(["csv", "pdf"]),
  /** Only these skills' columns (all the unit requires when absent). */
  skillId: z.optional(z.uuid()),
});
