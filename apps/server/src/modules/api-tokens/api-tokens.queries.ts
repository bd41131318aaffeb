import type { ApiToken, Permission } from "@app/contract";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { apiTokens, apps, companyUsers, users } from "../../db/schema";

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  permissions: apiTokens.permissions,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  creatorId: users.id,
  creatorName: users.name,
  // The same test as the request-time check (plugins/tenant.ts): creator gone or blocked.
  suspended: sql<boolean>`(${companyUsers.userId} is null or coalesce((${companyUsers.features}->>'denyLoginOnWeb')::boolean, false))`,
};

type Row = { [K in Exclude<keyof typeof columns, "suspended">]: (typeof columns)[K]["_"]["data"] } & {
  suspended: boolean;
};

const toApiToken = (row: Row): ApiToken => ({
  id: row.id,
  name: row.name,
  permissions: row.permissions as Permission[],
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  createdBy: row.creatorId ? { id: row.creatorId, name: row.creatorName ?? "" } : null,
  suspended: row.suspended,
});

const withCreator = (tx: Tx) =>
  tx
    .select(columns)
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.createdBy))
    .leftJoin(
      companyUsers,
      and(eq(companyUsers.companyId, apiTokens.companyId), eq(companyUsers.userId, apiTokens.createdBy)),
    );

/** The company's live tokens, newest first (never their hash). */
export async function listTokens(tx: Tx, companyId: string) {
  const rows = await withCreator(tx)
    .where(and(eq(apiTokens.companyId, companyId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), asc(apiTokens.name));
  return rows.map((row) => toApiToken(row as Row));
}

export async function findToken(tx: Tx, companyId: string, id: string) {
  const [row] = await withCreator(tx).where(
    and(eq(apiTokens.companyId, companyId), eq(apiTokens.id, id), isNull(apiTokens.revokedAt)),
  );
  return row ? toApiToken(row as Row) : null;
}

export async function insertToken(
  tx: Tx,
  values: { companyId: string; name: string; tokenHash: string; permissions: Permission[]; createdBy: string },
) {
  const [row] = await tx.insert(apiTokens).values(values).returning({ id: apiTokens.id });
  if (!row) throw new Error("token not stored");
  const created = await findToken(tx, values.companyId, row.id);
  if (!created) throw new Error("token not stored");
  return created;
}

/** Marks the token revoked; false when the company has no live token with that id. */
export async function revokeToken(tx: Tx, companyId: string, id: string) {
  const rows = await tx
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.companyId, companyId), eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/** Revokes every live token the user made in the companies in scope (a password reset). */
export async function revokeTokensOfUser(tx: Tx, userId: string) {
  await tx
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.createdBy, userId), isNull(apiTokens.revokedAt)));
}

/** The apps registered to sign in (not company data). */
export async function listApps(db: Database) {
  return db.select({ appId: apps.appId, name: apps.name }).from(apps).orderBy(asc(apps.appId));
}
