import { COMPANY_UPDATED_EVENT } from "@app/contract";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companyUsers } from "../../db/schema";
import type { Realtime } from "../../realtime/realtime";

/** The ids of a company's members (run in the company's scope). */
export async function memberIds(tx: Tx, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(eq(companyUsers.companyId, companyId));
  return rows.map((row) => row.userId);
}

/**
 * Tells every connected member that the company changed (name, colours, second factor, features),
 * so their header and side menu follow at once; the others read it at their next load.
 */
export function announceCompanyChange(realtime: Realtime, companyId: string, userIds: string[]) {
  for (const userId of userIds) realtime.toUser(userId, COMPANY_UPDATED_EVENT, { companyId });
}
