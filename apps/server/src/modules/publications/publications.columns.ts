// How an object appears in a list: the columns and joins its list item is read with, selected by
// this module's queries and by other modules' queries that list objects (activities, shares), as
// they filter with visibleTo of publications.policy.ts.
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";
import { groups, publications, users } from "../../db/schema";
import { liveLock } from "./publications.policy";

export const lockUser = alias(users, "lock_user");

/** Columns of a list item; select them with the group and lock-holder joins. */
export const listColumns = {
  id: publications.id,
  companyId: publications.companyId,
  type: publications.type,
  name: publications.name,
  description: publications.description,
  objectNumber: publications.objectNumber,
  periodDate: publications.periodDate,
  status: publications.status,
  groupId: publications.groupId,
  groupName: groups.name,
  tags: publications.tags,
  updatedAt: publications.updatedAt,
  lockedBy: publications.lockedBy,
  lockedAt: publications.lockedAt,
  lockUserName: lockUser.name,
};

/**
 * The list looks the group's and the lock holder's names up per row of the page: a search's
 * row count cannot be estimated under row level security, and with joins the planner may then
 * read every user (of all companies) once per row of the page (docs/benchmarks.md).
 */
export const selectList = (tx: Tx) =>
  tx
    .select({
      ...listColumns,
      // Written out: in a one-table select drizzle leaves column names unqualified.
      groupName: sql<string | null>`(select g.name from groups g where g.id = publications.group_id)`,
      lockUserName: sql<string | null>`(select u.name from users u where u.id = publications.locked_by)`,
    })
    .from(publications);

/**
 * The ids of a customer's objects (migration 0057), for other modules' queries that list their rows of
 * a customer's objects (the customer page's sections); they still filter by visibleTo.
 */
export const objectsOfCustomer = (companyId: string, customerId: string) =>
  sql`(select p.id from publications p where p.company_id = ${companyId} and p.customer_id = ${customerId})`;

type ListRow = Awaited<ReturnType<typeof selectList>>[number];

export function toListItem(row: ListRow) {
  const lock = liveLock(row.lockedBy, row.lockedAt);
  return {
    id: row.id,
    companyId: row.companyId,
    type: row.type as never,
    name: row.name,
    description: row.description,
    objectNumber: row.objectNumber,
    periodDate: row.periodDate,
    status: row.status,
    group: row.groupId ? { id: row.groupId, name: row.groupName ?? "" } : null,
    tags: row.tags,
    updatedAt: row.updatedAt.toISOString(),
    lock: lock
      ? { user: { id: lock.lockedBy, name: row.lockUserName ?? "" }, since: lock.lockedAt.toISOString() }
      : null,
  };
}
