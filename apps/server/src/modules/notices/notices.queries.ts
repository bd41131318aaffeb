import type { NoticeDates, NoticeFilter } from "@app/contract";
import { and, asc, eq, gt, gte, inArray, isNull, lte, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";
import { categories, noticeAssignees, notices, publications, users } from "../../db/schema";
import { likeText } from "../../db/sql";
import { objectsOfCustomer } from "../publications/publications.columns";
import { type Viewer, visibleTo } from "../publications/publications.policy";

type UserRef = { id: string; name: string; email: string };

/** The notice's assignees by name, looked up in the same statement as the notice. */
const assigneesJson = sql<UserRef[]>`coalesce((select
    json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email) order by u.name, u.id) from ${noticeAssignees} na join ${users} u on u.id = na.user_id
    where na.company_id = ${notices.companyId} and na.notice_id = ${notices.id}), '[]'::json)`;

const columns = {
  id: notices.id,
  companyId: notices.companyId,
  title: notices.title,
  description: notices.description,
  enddate: notices.enddate,
  reminderAt: notices.reminderAt,
  noticePeriod: notices.noticePeriod,
  status: notices.status,
  completedAt: notices.completedAt,
  createdAt: notices.createdAt,
  tag: notices.tag,
  managerId: notices.managerId,
  managerName: users.name,
  managerEmail: users.email,
  categoryId: notices.categoryId,
  categoryName: categories.name,
  categoryColor: categories.color,
  publicationId: notices.publicationId,
  publicationName: publications.name,
  assignees: assigneesJson,
  updatedAt: notices.updatedAt,
  updatedBy: notices.updatedBy,
  updatedByName: sql<string | null>`(select u.name from ${users} u where u.id = ${notices.updatedBy})`,
  version: notices.version,
};

const selectNotices = (tx: Tx) =>
  tx
    .select(columns)
    .from(notices)
    .innerJoin(publications, eq(publications.id, notices.publicationId))
    .leftJoin(users, eq(users.id, notices.managerId))
    .leftJoin(categories, eq(categories.id, notices.categoryId));

type Row = Awaited<ReturnType<typeof selectNotices>>[number];

const toNotice = (row: Row) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  enddate: row.enddate,
  reminderAt: row.reminderAt,
  noticePeriod: row.noticePeriod,
  status: row.status,
  completedAt: row.completedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  tag: row.tag,
  manager: row.managerId ? { id: row.managerId, name: row.managerName ?? "", email: row.managerEmail ?? "" } : null,
  assignees: row.assignees,
  companyCategory: row.categoryId
    ? { id: row.categoryId, name: row.categoryName ?? "", color: row.categoryColor ?? 0 }
    : null,
  publication: { id: row.publicationId, name: row.publicationName },
  company: { id: row.companyId },
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy ? { id: row.updatedBy, name: row.updatedByName ?? "" } : null,
  version: row.version,
});

/**
 * Reminders assigned to one of the users. The company is a constant, not the outer row's: then
 * both columns lead the covering assignee index (docs/benchmarks.md, "mine").
 */
const assignedTo = (companyId: string, userIds: string[]) =>
  inArray(
    notices.id,
    sql`(select ${noticeAssignees.noticeId} from ${noticeAssignees}
      where ${noticeAssignees.companyId} = ${companyId} and ${inArray(noticeAssignees.userId, userIds)})`,
  );

/**
 * Reminders of the company whose title contains the text (any case), from the view
 * `notice_search`, which applies the company scope itself: there the planner may use the trigram
 * index and its statistics, which row level security forbids for ILIKE, so a rare title is found
 * without reading the whole company (migration 0040, docs/benchmarks.md).
 */
const titleMatches = (companyId: string, text: string) =>
  inArray(
    notices.id,
    sql`(select id from notice_search where company_id = ${companyId} and title ilike ${likeText(text)})`,
  );

/** The list's filters as one condition (also the target of a mass edit with all=true). */
export function matching(
  companyId: string,
  viewer: Viewer,
  filter: NoticeFilter & { customerId?: string },
): SQL | undefined {
  const managerText = filter.manager ? likeText(filter.manager) : undefined;
  return and(
    eq(notices.companyId, companyId),
    visibleTo(viewer),
    filter.q ? titleMatches(companyId, filter.q) : undefined,
    filter.publicationId ? eq(notices.publicationId, filter.publicationId) : undefined,
    filter.customerId ? inArray(notices.publicationId, objectsOfCustomer(companyId, filter.customerId)) : undefined,
    managerText
      ? sql`exists (select 1 from ${users} m where m.id = ${notices.managerId} and (m.name ilike ${managerText} or m.email ilike ${managerText}))`
      : undefined,
    filter.from ? gte(notices.reminderAt, filter.from) : undefined,
    filter.to ? lte(notices.reminderAt, filter.to) : undefined,
    filter.completed === undefined ? undefined : eq(notices.status, filter.completed),
    filter.categoryId === "none"
      ? isNull(notices.categoryId)
      : filter.categoryId
        ? eq(notices.categoryId, filter.categoryId)
        : undefined,
    filter.assignee?.length ? assignedTo(companyId, filter.assignee) : undefined,
    filter.all ? undefined : or(eq(notices.managerId, viewer.userId), assignedTo(companyId, [viewer.userId])),
  );
}

/**
 * The list's sorts: the key (nulls last in both directions, ties by id) and whether it may be null.
 * Each order is an index of `notices` (migration 0041). By name is by the stored lower(title), never
 * null: "desc" then orders as "desc nulls last" would, and its index walked backwards serves it.
 */
const sorts = {
  title: { key: sql`${notices.titleKey}`, nullable: false },
  reminderAt: { key: sql`${notices.reminderAt}`, nullable: true },
  enddate: { key: sql`${notices.enddate}`, nullable: true },
};

type ListQuery = NoticeFilter & {
  /** The reminders on the objects of this customer (its page). */
  customerId?: string;
  limit: number;
  offset: number;
  sort: keyof typeof sorts;
  direction: "asc" | "desc";
  after?: string;
};

/**
 * The sort key of the row the page continues after, if the viewer sees it (a hidden reminder's
 * position must not show through which rows follow it); undefined when there is no such row.
 */
async function keyOf(tx: Tx, companyId: string, viewer: Viewer, sort: keyof typeof sorts, id: string) {
  const [row] = await tx
    .select({ key: sql<string | null>`(${sorts[sort].key})::text` })
    .from(notices)
    .innerJoin(publications, eq(publications.id, notices.publicationId))
    .where(and(eq(notices.companyId, companyId), eq(notices.id, id), visibleTo(viewer)));
  return row;
}

/**
 * One page in one statement (with `after`, one more before it for the row's key, and one more
 * for the undated rows where a date sort's dated ones end). The page's ids are chosen first and
 * only those rows are joined to their object, manager, category and assignees: page 50 otherwise
 * looked up all 1,001 rows before dropping 980 (docs/benchmarks.md). The ids come from the sort's
 * index alone, joined to the object only when the viewer has a visibility rule.
 *
 * Deep pages (issue 19): with `after` (the id of the row before the page, the previous page's last)
 * the page is the rows after that row's key, a range of the sort's index as cheap as page 1,
 * instead of `offset` rows skipped one by one. Nulls come last in both directions, so after a
 * row with a key the rows with one come first and then those without, by id. Without `after`, or
 * when its row is gone or hidden, the offset answers.
 */
export async function listNotices(tx: Tx, companyId: string, viewer: Viewer, query: ListQuery) {
  const sort = sorts[query.sort];
  const desc = query.direction === "desc";
  const direction = desc ? (sort.nullable ? sql`desc nulls last` : sql`desc`) : sql`asc nulls last`;
  const orderBy = [sql`${sort.key} ${direction}`, asc(notices.id)];
  const rule = visibleTo(viewer);
  const page = (where: SQL | undefined, limit: number, offset: number) => {
    const ids = tx.select({ id: notices.id }).from(notices);
    const visible = rule ? ids.innerJoin(publications, eq(publications.id, notices.publicationId)) : ids;
    return selectNotices(tx)
      .where(
        and(
          eq(notices.companyId, companyId),
          inArray(
            notices.id,
            visible
              .where(and(matching(companyId, viewer, query), where))
              .orderBy(...orderBy)
              .limit(limit)
              .offset(offset),
          ),
        ),
      )
      .orderBy(...orderBy);
  };
  const from = query.after ? await keyOf(tx, companyId, viewer, query.sort, query.after) : undefined;
  if (!from || !query.after) return (await page(undefined, query.limit, query.offset)).map(toNotice);
  const after = query.after;
  if (from.key === null) {
    return (await page(and(isNull(sort.key), gt(notices.id, after)), query.limit, 0)).map(toNotice);
  }
  const rows = await page(
    and(desc ? lte(sort.key, from.key) : gte(sort.key, from.key), or(ne(sort.key, from.key), gt(notices.id, after))),
    query.limit,
    0,
  );
  if (sort.nullable && rows.length < query.limit) {
    rows.push(...(await page(isNull(sort.key), query.limit - rows.length, 0)));
  }
  return rows.map(toNotice);
}

export async function findNotice(tx: Tx, companyId: string, id: string, viewer: Viewer) {
  const [row] = await selectNotices(tx).where(
    and(eq(notices.companyId, companyId), eq(notices.id, id), visibleTo(viewer)),
  );
  return row ? toNotice(row) : null;
}

export async function insertNotice(tx: Tx, values: typeof notices.$inferInsert) {
  const [row] = await tx.insert(notices).values(values).returning({ id: notices.id });
  if (!row) throw new Error("notice not stored");
  return row.id;
}

/** What a person's change of a reminder writes besides the change: who, when, the next version. */
const changedBy = (userId: string) => ({
  updatedBy: userId,
  updatedAt: new Date(),
  version: sql`${notices.version} + 1`,
});

/**
 * Changes the notice if it is still at `version`, in one statement (so of concurrent saves based
 * on one version exactly one passes), as the user's change (changedBy); false when it is not.
 */
export async function updateNotice(
  tx: Tx,
  companyId: string,
  id: string,
  version: number,
  userId: string,
  values: PgUpdateSetSource<typeof notices>,
) {
  const rows = await tx
    .update(notices)
    .set({ ...values, ...changedBy(userId) })
    .where(and(eq(notices.companyId, companyId), eq(notices.id, id), eq(notices.version, version)))
    .returning({ id: notices.id });
  return rows.length > 0;
}

export async function deleteNotice(tx: Tx, companyId: string, id: string) {
  await tx.delete(notices).where(and(eq(notices.companyId, companyId), eq(notices.id, id)));
}

/**
 * Makes userIds the assignees of the notices: removes the others and adds the missing ones,
 * skipping those already there, so a write that meets another's rows does not fail.
 */
export async function setAssignees(tx: Tx, companyId: string, noticeIds: string[], userIds: string[]) {
  await tx
    .delete(noticeAssignees)
    .where(
      and(
        eq(noticeAssignees.companyId, companyId),
        inArray(noticeAssignees.noticeId, noticeIds),
        userIds.length ? notInArray(noticeAssignees.userId, userIds) : undefined,
      ),
    );
  if (userIds.length === 0) return;
  await tx.execute(sql`insert into ${noticeAssignees} (company_id, notice_id, user_id)
    select ${companyId}::uuid, n.id, u.id
    from unnest(${sql.param(noticeIds)}::uuid[]) n(id) cross join unnest(${sql.param(userIds)}::uuid[]) u(id)
    on conflict do nothing`);
}

/** What a mass edit targets: the ticked ids, or every notice the list's filters match less exclude. */
export type MassEditTarget = { ids: string[] } | { filter: NoticeFilter; exclude: string[] };

/**
 * The notices a mass edit targets that the viewer sees, with their dates, row-locked in id order:
 * concurrent mass edits (and saves) of the same notices then take turns instead of interleaving
 * their assignee writes or deadlocking.
 */
export function lockMassEditTargets(tx: Tx, companyId: string, viewer: Viewer, target: MassEditTarget) {
  const scope =
    "ids" in target
      ? and(matching(companyId, viewer, { all: true }), inArray(notices.id, target.ids))
      : and(
          matching(companyId, viewer, target.filter),
          target.exclude.length ? notInArray(notices.id, target.exclude) : undefined,
        );
  return tx
    .select({
      id: notices.id,
      completed: notices.status,
      enddate: notices.enddate,
      reminderAt: notices.reminderAt,
      noticePeriod: notices.noticePeriod,
    })
    .from(notices)
    .innerJoin(publications, eq(publications.id, notices.publicationId))
    .where(scope)
    .orderBy(notices.id)
    .for("no key update", { of: notices });
}

/** One notice's dates after a mass edit; `redeliver` when its reminder date changed (it is due anew). */
export type EditedDates = NoticeDates & { id: string; redeliver: boolean };

/**
 * Writes a mass edit in one statement: each notice's own dates, and the status when given (a
 * completion keeps the first completion's time), as a change by the user (a new version).
 */
export async function saveMassEdit(
  tx: Tx,
  companyId: string,
  userId: string,
  rows: EditedDates[],
  status: boolean | undefined,
) {
  const column = <K extends keyof EditedDates>(key: K) => sql.param(rows.map((row) => row[key]));
  const completion =
    status === undefined
      ? sql``
      : sql`status = ${status}, completed_at = ${status ? sql`coalesce(n.completed_at, now())` : sql`null`},`;
  await tx.execute(sql`update ${notices} n set
      enddate = v.enddate, reminder_at = v.reminder_at, notice_period = v.notice_period,
      delivered_at = case when v.redeliver then null else n.delivered_at end,
      ${completion}
      updated_by = ${userId}, updated_at = ${new Date().toISOString()}::timestamptz, version = n.version + 1
    from unnest(${column("id")}::uuid[], ${column("enddate")}::date[], ${column("reminderAt")}::date[],
      ${column("noticePeriod")}::text[], ${column("redeliver")}::boolean[]) v(id, enddate, reminder_at, notice_period, redeliver)
    where n.company_id = ${companyId} and n.id = v.id`);
}

/**
 * A member leaves the company (docs/reminders.md, "Members who leave"): the reminders they
 * managed get the successor (the member who removed them) as manager, and they are no longer an
 * assignee anywhere; a reminder whose last assignee they were gets the successor instead, as a
 * reminder keeps at least one.
 */
export async function releaseMember(tx: Tx, companyId: string, userId: string, successor: string) {
  // Every reminder they had a part in changes (a new version), so a save based on before fails.
  const assigned = tx
    .select({ id: noticeAssignees.noticeId })
    .from(noticeAssignees)
    .where(and(eq(noticeAssignees.companyId, companyId), eq(noticeAssignees.userId, userId)));
  await tx
    .update(notices)
    .set({
      ...changedBy(successor),
      managerId: sql`case when ${notices.managerId} = ${userId}::uuid then ${successor}::uuid else ${notices.managerId} end`,
    })
    .where(and(eq(notices.companyId, companyId), or(eq(notices.managerId, userId), inArray(notices.id, assigned))));
  await tx.execute(sql`insert into ${noticeAssignees} (company_id, notice_id, user_id)
    select a.company_id, a.notice_id, ${successor}::uuid from ${noticeAssignees} a
    where a.company_id = ${companyId} and a.user_id = ${userId}
      and not exists (select 1 from ${noticeAssignees} o where o.notice_id = a.notice_id and o.user_id <> ${userId})
    on conflict do nothing`);
  await tx
    .delete(noticeAssignees)
    .where(and(eq(noticeAssignees.companyId, companyId), eq(noticeAssignees.userId, userId)));
}
