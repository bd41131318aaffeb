import type { Notification, NotificationPayload } from "@app/contract";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companies, companyUsers, groupUsers, notifications, users } from "../../db/schema";
import { reachableMember } from "./notifications.policy";

type Row = typeof notifications.$inferSelect;

export const toNotification = (row: Row): Notification & { userId: string } => ({
  id: row.id,
  userId: row.userId,
  companyId: row.companyId,
  viewed: row.viewed,
  createdAt: row.createdAt.toISOString(),
  data: row.data as Notification["data"],
});

const mine = (userId: string, companyIds: string[]) =>
  and(eq(notifications.userId, userId), inArray(notifications.companyId, companyIds));

/** A page of the user's notifications in the given companies, newest first, and the unread count. */
export async function listNotifications(
  tx: Tx,
  userId: string,
  companyIds: string[],
  page: { limit: number; offset: number },
) {
  if (companyIds.length === 0) return { notifications: [], unView: 0 };
  const rows = await tx
    .select()
    .from(notifications)
    .where(mine(userId, companyIds))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [unread] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(userId, companyIds), eq(notifications.viewed, false)));
  const list = rows.map((row) => {
    const { userId: _recipient, ...notification } = toNotification(row);
    return notification;
  });
  return { notifications: list, unView: unread?.n ?? 0 };
}

/** Marks the user's notifications viewed (one, or all in the companies); answers the ids changed. */
export async function markViewed(tx: Tx, userId: string, companyIds: string[], id?: string) {
  const rows = await tx
    .update(notifications)
    .set({ viewed: true })
    .where(and(mine(userId, companyIds), eq(notifications.viewed, false), id ? eq(notifications.id, id) : undefined))
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

export async function findNotification(tx: Tx, userId: string, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(and(mine(userId, [companyId]), eq(notifications.id, id)));
  return row ?? null;
}

/** The users among userIds a notification of the company reaches now (reachableMember). */
export async function reachableMembers(tx: Tx, companyId: string, userIds: string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), inArray(companyUsers.userId, userIds), reachableMember));
  return new Set(rows.map((row) => row.userId));
}

/**
 * Stores one notification per recipient who is a member of the company now and not blocked from
 * its web (the membership is read in the same statement), never for the one who caused it.
 */
export async function insertNotifications(
  tx: Tx,
  companyId: string,
  recipients: string[],
  payload: NotificationPayload,
) {
  const userIds = [...new Set(recipients)].filter((id) => id !== payload.sourceUser?.id);
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as("id"),
          companyId: companyUsers.companyId,
          userId: companyUsers.userId,
          data: sql`${JSON.stringify({ notification: payload })}::jsonb`.as("data"),
          viewed: sql`false`.as("viewed"),
          createdAt: sql`now()`.as("created_at"),
        })
        .from(companyUsers)
        .where(and(eq(companyUsers.companyId, companyId), inArray(companyUsers.userId, userIds), reachableMember)),
    )
    .returning();
  return rows.map(toNotification);
}

/** Who caused a notification and in which company, as the payload names them. */
export async function sourceOf(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({ userName: users.name, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(users.id, userId));
  return { sourceUser: { id: userId, name: row?.userName ?? "" }, company: { name: row?.companyName ?? "" } };
}

export async function companyNameOf(tx: Tx, companyId: string) {
  const [row] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? "";
}

export async function groupMemberIds(tx: Tx, companyId: string, groupId: string) {
  const rows = await tx
    .select({ userId: groupUsers.userId })
    .from(groupUsers)
    .where(and(eq(groupUsers.companyId, companyId), eq(groupUsers.groupId, groupId)));
  return rows.map((r) => r.userId);
}
