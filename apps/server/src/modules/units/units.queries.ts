// This file is longer than 400 lines because it holds the statements of a unit and of its parts
// (members, files, products, categories and skills): each a few lines on the unit's tables, read by
// units.service.ts alone. Split it by part (unit-files.queries.ts, ...) before it grows further.
import { type ProductUnitCode, UNIT_CATEGORY, type UnitMemberStatus, type UnitStatus } from "@app/contract";
import { and, asc, count, desc, eq, ilike, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";
import {
  categories,
  companies,
  products,
  skills,
  unitCategories,
  unitFiles,
  unitProducts,
  unitSkills,
  units,
  unitUsers,
  userSkills,
  users,
} from "../../db/schema";
import { likeText, companyToday as todaySql } from "../../db/sql";

type Ref = { id: string; name: string };

// Units ----------------------------------------------------------------------------------------

// The subqueries of a unit's rows name the company as a constant, not as the unit's column: then the
// planner knows from its statistics how much of the table the company is. Estimating it for "some
// company", it took the company's index as selective and read all of a big company's rows beside the
// unit's own (22,850 index entries for each unit listed: docs/benchmarks.md, "The lists case").

/** The unit's categories by name, in the same statement as the unit. */
const categoriesJson = (companyId: string) => sql<Ref[]>`coalesce((select
    json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name, c.id)
    from ${unitCategories} uc join ${categories} c on c.id = uc.category_id
    where uc.company_id = ${companyId} and uc.unit_id = ${units.id}), '[]'::json)`;

/** Members assigned (the unassigned are kept, not counted). */
const memberCount = (companyId: string) => sql<number>`(select count(*)::int from ${unitUsers} uu
    where uu.company_id = ${companyId} and uu.unit_id = ${units.id} and uu.status = 'ASSIGNED')`;

const listColumns = (companyId: string) => ({
  id: units.id,
  name: units.name,
  status: units.status,
  managerId: units.managerId,
  managerName: users.name,
  categories: categoriesJson(companyId),
  memberCount: memberCount(companyId),
  createdAt: units.createdAt,
});

type ListRow = {
  id: string;
  name: string;
  status: UnitStatus;
  managerId: string | null;
  managerName: string | null;
  categories: Ref[];
  memberCount: number;
  createdAt: Date;
};

const toListItem = (row: ListRow) => ({
  id: row.id,
  name: row.name,
  status: row.status,
  manager: row.managerId ? { id: row.managerId, name: row.managerName ?? "" } : null,
  categories: row.categories,
  memberCount: row.memberCount,
  createdAt: row.createdAt.toISOString(),
});

export interface UnitFilter {
  q?: string;
  status?: UnitStatus;
  categoryId?: string;
}

const matching = (companyId: string, filter: UnitFilter): SQL | undefined =>
  and(
    eq(units.companyId, companyId),
    filter.q ? ilike(units.name, likeText(filter.q)) : undefined,
    filter.status ? eq(units.status, filter.status) : undefined,
    filter.categoryId
      ? sql`exists (select 1 from ${unitCategories} uc where uc.company_id = ${companyId}
          and uc.unit_id = ${units.id} and uc.category_id = ${filter.categoryId})`
      : undefined,
  );

export async function listUnits(tx: Tx, companyId: string, query: UnitFilter & { limit: number; offset: number }) {
  const rows = await tx
    .select(listColumns(companyId))
    .from(units)
    .leftJoin(users, eq(users.id, units.managerId))
    .where(matching(companyId, query))
    .orderBy(asc(units.name), asc(units.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toListItem);
}

export async function countUnits(tx: Tx, companyId: string, filter: UnitFilter) {
  const [row] = await tx.select({ n: count() }).from(units).where(matching(companyId, filter));
  return row?.n ?? 0;
}

const usersJson = (companyId: string) => sql<
  { user: Ref & { email: string }; status: UnitMemberStatus; addedAt: string }[]
>`coalesce((select
    json_agg(json_build_object(
      'user', json_build_object('id', u.id, 'name', u.name, 'email', u.email),
      'status', uu.status,
      'addedAt', to_char(uu.added_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) order by u.name, u.id)
    from ${unitUsers} uu join ${users} u on u.id = uu.user_id
    where uu.company_id = ${companyId} and uu.unit_id = ${units.id}), '[]'::json)`;

const skillsJson = (companyId: string) => sql<(Ref & { validityMonths: number | null })[]>`coalesce((select
    json_agg(json_build_object('id', s.id, 'name', s.name, 'validityMonths', s.validity_months) order by s.name, s.id)
    from ${unitSkills} us join ${skills} s on s.id = us.skill_id
    where us.company_id = ${companyId} and us.unit_id = ${units.id}), '[]'::json)`;

/** One unit with its members and the skills its work requires. */
export async function findUnit(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({
      ...listColumns(companyId),
      description: units.description,
      users: usersJson(companyId),
      skills: skillsJson(companyId),
      version: units.version,
    })
    .from(units)
    .leftJoin(users, eq(users.id, units.managerId))
    .where(and(eq(units.companyId, companyId), eq(units.id, id)));
  if (!row) return null;
  return {
    ...toListItem(row),
    description: row.description,
    users: row.users,
    skills: row.skills,
    version: row.version,
  };
}

/** The unit's id, name and status (lock: its row held until the transaction ends, so changes of its members take turns). */
export async function findUnitRef(tx: Tx, companyId: string, id: string, lock = false) {
  const query = tx
    .select({ id: units.id, name: units.name, status: units.status })
    .from(units)
    .where(and(eq(units.companyId, companyId), eq(units.id, id)));
  const [row] = await (lock ? query.for("no key update") : query);
  return row ?? null;
}

export async function insertUnit(tx: Tx, values: typeof units.$inferInsert) {
  const [row] = await tx.insert(units).values(values).returning({ id: units.id });
  if (!row) throw new Error("unit not stored");
  return row.id;
}

/** Changes the unit if it is still at `version` (and moves it to the next), in one statement; false when it is not. */
export async function updateUnit(
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  values: PgUpdateSetSource<typeof units>,
) {
  const rows = await tx
    .update(units)
    .set({ ...values, version: sql`${units.version} + 1` })
    .where(and(eq(units.companyId, companyId), eq(units.id, id), eq(units.version, version)))
    .returning({ id: units.id });
  return rows.length > 0;
}

/** Deletes the unit (its members, categories, skills, files and products go with it); answers its files' storage keys. */
export async function deleteUnit(tx: Tx, companyId: string, id: string) {
  const files = await tx
    .select({ storageKey: unitFiles.storageKey })
    .from(unitFiles)
    .where(and(eq(unitFiles.companyId, companyId), eq(unitFiles.unitId, id)));
  const rows = await tx
    .delete(units)
    .where(and(eq(units.companyId, companyId), eq(units.id, id)))
    .returning({ id: units.id });
  return rows.length > 0 ? files.map((f) => f.storageKey) : null;
}

/** Makes ids the unit's categories: removes the others, adds the missing ones. */
export async function setCategories(tx: Tx, companyId: string, unitId: string, ids: string[]) {
  await tx
    .delete(unitCategories)
    .where(
      and(
        eq(unitCategories.companyId, companyId),
        eq(unitCategories.unitId, unitId),
        ids.length ? notInArray(unitCategories.categoryId, ids) : undefined,
      ),
    );
  if (ids.length === 0) return;
  await tx
    .insert(unitCategories)
    .values(ids.map((categoryId) => ({ companyId, unitId, categoryId })))
    .onConflictDoNothing();
}

/** Makes ids the skills the unit requires: removes the others, adds the missing ones. */
export async function setSkills(tx: Tx, companyId: string, unitId: string, ids: string[]) {
  await tx
    .delete(unitSkills)
    .where(
      and(
        eq(unitSkills.companyId, companyId),
        eq(unitSkills.unitId, unitId),
        ids.length ? notInArray(unitSkills.skillId, ids) : undefined,
      ),
    );
  if (ids.length === 0) return;
  await tx
    .insert(unitSkills)
    .values(ids.map((skillId) => ({ companyId, unitId, skillId })))
    .onConflictDoNothing();
}

/** How many of ids are this company's unit categories. */
export async function countUnitCategories(tx: Tx, companyId: string, ids: string[]) {
  const [row] = await tx
    .select({ n: count() })
    .from(categories)
    .where(and(eq(categories.companyId, companyId), eq(categories.type, UNIT_CATEGORY), inArray(categories.id, ids)));
  return row?.n ?? 0;
}

/** How many of ids are this company's skills. */
export async function countSkills(tx: Tx, companyId: string, ids: string[]) {
  const [row] = await tx
    .select({ n: count() })
    .from(skills)
    .where(and(eq(skills.companyId, companyId), inArray(skills.id, ids)));
  return row?.n ?? 0;
}

/**
 * A member leaves the company: they leave its units, and the units they managed have no manager
 * (a new version, so a save based on before is refused).
 */
export async function releaseMember(tx: Tx, companyId: string, userId: string) {
  await tx.delete(unitUsers).where(and(eq(unitUsers.companyId, companyId), eq(unitUsers.userId, userId)));
  await tx
    .update(units)
    .set({ managerId: null, version: sql`${units.version} + 1` })
    .where(and(eq(units.companyId, companyId), eq(units.managerId, userId)));
}

// Members --------------------------------------------------------------------------------------

const memberWhere = (companyId: string, unitId: string, userId?: string) =>
  and(
    eq(unitUsers.companyId, companyId),
    eq(unitUsers.unitId, unitId),
    userId ? eq(unitUsers.userId, userId) : undefined,
  );

/** One member of the unit as the unit lists them. */
export async function findUnitUser(tx: Tx, companyId: string, unitId: string, userId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: unitUsers.status,
      addedAt: unitUsers.addedAt,
    })
    .from(unitUsers)
    .innerJoin(users, eq(users.id, unitUsers.userId))
    .where(memberWhere(companyId, unitId, userId));
  if (!row) return null;
  return {
    user: { id: row.id, name: row.name, email: row.email },
    status: row.status,
    addedAt: row.addedAt.toISOString(),
  };
}

/** Every member of the unit, assigned or not. */
export async function countUnitUsers(tx: Tx, companyId: string, unitId: string) {
  const [row] = await tx.select({ n: count() }).from(unitUsers).where(memberWhere(companyId, unitId));
  return row?.n ?? 0;
}

export async function insertUnitUser(tx: Tx, values: typeof unitUsers.$inferInsert) {
  await tx.insert(unitUsers).values(values);
}

export async function updateUnitUser(
  tx: Tx,
  companyId: string,
  unitId: string,
  userId: string,
  status: UnitMemberStatus,
) {
  const rows = await tx
    .update(unitUsers)
    .set({ status })
    .where(memberWhere(companyId, unitId, userId))
    .returning({ userId: unitUsers.userId });
  return rows.length > 0;
}

export async function deleteUnitUser(tx: Tx, companyId: string, unitId: string, userId: string) {
  const rows = await tx
    .delete(unitUsers)
    .where(memberWhere(companyId, unitId, userId))
    .returning({ userId: unitUsers.userId });
  return rows.length > 0;
}

// Files ----------------------------------------------------------------------------------------

const fileColumns = {
  id: unitFiles.id,
  uploadName: unitFiles.uploadName,
  size: unitFiles.size,
  contentType: unitFiles.contentType,
  uploadStatus: unitFiles.uploadStatus,
  uploadProgress: unitFiles.uploadProgress,
  createdAt: unitFiles.createdAt,
  storageKey: unitFiles.storageKey,
};

type FileRow = { [K in keyof typeof fileColumns]: (typeof unitFiles.$inferSelect)[K] };

export const toFile = ({ storageKey: _key, createdAt, ...row }: FileRow) => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

const fileWhere = (companyId: string, unitId: string, id?: string) =>
  and(eq(unitFiles.companyId, companyId), eq(unitFiles.unitId, unitId), id ? eq(unitFiles.id, id) : undefined);

/** The unit's files, newest first. */
export async function listUnitFiles(
  tx: Tx,
  companyId: string,
  unitId: string,
  page: { limit: number; offset: number },
) {
  const rows = await tx
    .select(fileColumns)
    .from(unitFiles)
    .where(fileWhere(companyId, unitId))
    .orderBy(desc(unitFiles.createdAt), desc(unitFiles.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toFile);
}

export async function findUnitFile(tx: Tx, companyId: string, unitId: string, id: string) {
  const [row] = await tx
    .select(fileColumns)
    .from(unitFiles)
    .where(fileWhere(companyId, unitId, id));
  return row ?? null;
}

export async function insertUnitFile(tx: Tx, values: typeof unitFiles.$inferInsert) {
  const [row] = await tx.insert(unitFiles).values(values).returning(fileColumns);
  if (!row) throw new Error("unit file not stored");
  return row;
}

/** Deletes the file; answers its storage key (null when there is no such file). */
export async function deleteUnitFile(tx: Tx, companyId: string, unitId: string, id: string) {
  const [row] = await tx
    .delete(unitFiles)
    .where(fileWhere(companyId, unitId, id))
    .returning({ storageKey: unitFiles.storageKey });
  return row?.storageKey ?? null;
}

// Products -------------------------------------------------------------------------------------

const productColumns = {
  id: unitProducts.id,
  productId: unitProducts.productId,
  number: products.number,
  name: products.name,
  unitCode: products.unitCode,
  description: unitProducts.description,
  quantity: unitProducts.quantity,
  createdAt: unitProducts.createdAt,
  version: unitProducts.version,
};

interface ProductRow {
  id: string;
  productId: string;
  number: string;
  name: string;
  unitCode: ProductUnitCode;
  description: string;
  quantity: number;
  createdAt: Date;
  version: number;
}

const toProduct = ({ createdAt, quantity, ...row }: ProductRow) => ({
  ...row,
  quantity: Number(quantity),
  createdAt: createdAt.toISOString(),
});

const productWhere = (companyId: string, unitId: string, id?: string) =>
  and(eq(unitProducts.companyId, companyId), eq(unitProducts.unitId, unitId), id ? eq(unitProducts.id, id) : undefined);

/** The unit's products with their catalogue product's number, name and unit. */
const withCatalogue = (tx: Tx) =>
  tx
    .select(productColumns)
    .from(unitProducts)
    .innerJoin(products, and(eq(products.companyId, unitProducts.companyId), eq(products.id, unitProducts.productId)));

/** The unit's products by their catalogue name. */
export async function listProducts(tx: Tx, companyId: string, unitId: string, page: { limit: number; offset: number }) {
  const rows = await withCatalogue(tx)
    .where(productWhere(companyId, unitId))
    .orderBy(asc(products.name), asc(unitProducts.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toProduct);
}

export async function findProduct(tx: Tx, companyId: string, unitId: string, id: string) {
  const [row] = await withCatalogue(tx).where(productWhere(companyId, unitId, id));
  return row ? toProduct(row) : null;
}

export async function insertProduct(tx: Tx, values: typeof unitProducts.$inferInsert) {
  const [row] = await tx.insert(unitProducts).values(values).returning({ id: unitProducts.id });
  if (!row) throw new Error("unit product not stored");
  return row.id;
}

/** Changes the product if it is still at `version`, in one statement; false when it is not. */
export async function updateProduct(
  tx: Tx,
  companyId: string,
  unitId: string,
  id: string,
  version: number,
  values: PgUpdateSetSource<typeof unitProducts>,
) {
  const rows = await tx
    .update(unitProducts)
    .set({ ...values, updatedAt: new Date(), version: sql`${unitProducts.version} + 1` })
    .where(and(productWhere(companyId, unitId, id), eq(unitProducts.version, version)))
    .returning({ id: unitProducts.id });
  return rows.length > 0;
}

export async function deleteProduct(tx: Tx, companyId: string, unitId: string, id: string) {
  const rows = await tx
    .delete(unitProducts)
    .where(productWhere(companyId, unitId, id))
    .returning({ id: unitProducts.id });
  return rows.length > 0;
}

// Competence matrix ----------------------------------------------------------------------------

/** The unit's assigned members by name. */
export async function assignedMembers(tx: Tx, companyId: string, unitId: string) {
  return tx
    .select({ id: users.id, name: users.name })
    .from(unitUsers)
    .innerJoin(users, eq(users.id, unitUsers.userId))
    .where(and(memberWhere(companyId, unitId), eq(unitUsers.status, "ASSIGNED")))
    .orderBy(asc(users.name), asc(users.id));
}

/** The skills these people hold of those skills. */
export async function heldSkills(tx: Tx, companyId: string, userIds: string[], skillIds: string[]) {
  if (userIds.length === 0 || skillIds.length === 0) return [];
  return tx
    .select({
      id: userSkills.id,
      userId: userSkills.userId,
      skillId: userSkills.skillId,
      achievedOn: userSkills.achievedOn,
      validUntil: userSkills.validUntil,
    })
    .from(userSkills)
    .where(
      and(
        eq(userSkills.companyId, companyId),
        inArray(userSkills.userId, userIds),
        inArray(userSkills.skillId, skillIds),
      ),
    );
}

/** Today (YYYY-MM-DD) in the company's time zone. */
export async function companyToday(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ day: sql<string>`${todaySql(companyId)}::text` })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`company ${companyId} not found`);
  return row.day;
}

/** The reader's language and the company's name, for an export. */
export async function readerOf(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({ language: users.language, company: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(users.id, userId));
  return row ?? null;
}
