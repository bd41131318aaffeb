import { and, asc, desc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companyNotices } from "../../db/schema";
import { companyToday, currentOn } from "../../db/sql";

type Input = Pick<typeof companyNotices.$inferInsert, "text" | "startsOn" | "endsOn">;

const toNotice = (row: typeof companyNotices.$inferSelect) => ({
  id: row.id,
  text: row.text,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  createdAt: row.createdAt.toISOString(),
});

const whereNotice = (companyId: string, id: string) =>
  and(eq(companyNotices.companyId, companyId), eq(companyNotices.id, id));

/** The notices current on the company's day (oldest first), or with all every one (newest first). */
export async function listNotices(tx: Tx, companyId: string, all: boolean) {
  const rows = await tx
    .select()
    .from(companyNotices)
    .where(
      and(
        eq(companyNotices.companyId, companyId),
        all ? undefined : currentOn(companyToday(companyId), companyNotices),
      ),
    )
    .orderBy(all ? desc(companyNotices.createdAt) : asc(companyNotices.createdAt));
  return rows.map(toNotice);
}

export async function insertNotice(tx: Tx, values: typeof companyNotices.$inferInsert) {
  const [row] = await tx.insert(companyNotices).values(values).returning();
  if (!row) throw new Error("notice not stored");
  return toNotice(row);
}

/** The notice as saved, or null when it is not the company's. */
export async function updateNotice(tx: Tx, companyId: string, id: string, input: Input) {
  const [row] = await tx.update(companyNotices).set(input).where(whereNotice(companyId, id)).returning();
  return row ? toNotice(row) : null;
}

/** Answers whether the notice was the company's. */
export async function deleteNotice(tx: Tx, companyId: string, id: string) {
  const rows = await tx.delete(companyNotices).where(whereNotice(companyId, id)).returning({ id: companyNotices.id });
  return rows.length > 0;
}
