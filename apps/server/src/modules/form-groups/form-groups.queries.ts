import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companies, formGroups, formGroupUsers } from "../../db/schema";

const selectFormGroups = (tx: Tx) =>
  tx
    .select({
      id: formGroups.id,
      name: formGroups.name,
      createdAt: formGroups.createdAt,
      // Written out: in a one-table select drizzle leaves column names unqualified.
      memberCount: sql<number>`(select count(*)::int from form_group_users u where u.form_group_id = form_groups.id)`,
    })
    .from(formGroups);

type Row = Awaited<ReturnType<typeof selectFormGroups>>[number];
const toFormGroup = (row: Row) => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listFormGroups(tx: Tx, companyId: string) {
  const rows = await selectFormGroups(tx)
    .where(eq(formGroups.companyId, companyId))
    .orderBy(sql`lower(form_groups.name)`, asc(formGroups.id));
  return rows.map(toFormGroup);
}

export async function findFormGroup(tx: Tx, companyId: string, id: string) {
  const [row] = await selectFormGroups(tx).where(and(eq(formGroups.companyId, companyId), eq(formGroups.id, id)));
  return row ? toFormGroup(row) : null;
}

/** Holds the company's form-group creations until the transaction ends: one at a time. */
export async function lockCreation(tx: Tx, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`form-groups:${companyId}`}))`);
}

/** How many form groups the company has, and how many it may have. */
export async function formGroupCount(tx: Tx, companyId: string) {
  const [company] = await tx
    .select({ limit: companies.formGroupLimit })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [existing] = await tx.select({ n: count() }).from(formGroups).where(eq(formGroups.companyId, companyId));
  return { count: existing?.n ?? 0, limit: company?.limit ?? 0 };
}

export async function insertFormGroup(tx: Tx, companyId: string, name: string) {
  const [row] = await tx.insert(formGroups).values({ companyId, name }).returning({ id: formGroups.id });
  if (!row) throw new Error("form group not stored");
  return row.id;
}

export async function addMember(tx: Tx, companyId: string, formGroupId: string, userId: string) {
  await tx.insert(formGroupUsers).values({ companyId, formGroupId, userId }).onConflictDoNothing();
}
