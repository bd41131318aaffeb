import {
  coupleDates,
  ErrorCode,
  type massEditSchema,
  NOTICE_LIST_MAX,
  type NoticeDates,
  type NoticeFilter,
  newNoticeDates,
  type noticeCreateSchema,
  noticeFilterSchema,
  type noticeInputSchema,
  REMINDER_CATEGORY,
  REMINDERS_LIMIT,
} from "@app/contract";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { z } from "zod/mini";
import type { Database, Tx } from "../../db/client";
import { notices, publications } from "../../db/schema";
import { conflict, invalid, notFound, staleVersion } from "../../lib/errors";
import { acrossMyCompanies, type Member, type Tenant } from "../../plugins/tenant";
import { findCategory } from "../categories/categories.service";
import { checkMembers } from "../company-users/company-users.service";
import { notify } from "../notifications/notifications.service";
import { getPublication, viewerOf } from "../publications/publications.service";
import * as q from "./notices.queries";

export { releaseMember } from "./notices.queries";

/** A notice's fields as saved: the dates decided (newNoticeDates on create). */
type Fields = Omit<z.output<typeof noticeCreateSchema>, "publicationId" | "reminderAt" | "noticePeriod"> & NoticeDates;
type Changes = z.output<typeof noticeInputSchema>;

/** Checks the references given (a save checks those it changes). */
async function checkReferences(tx: Tx, companyId: string, input: Changes) {
  await checkMembers(tx, companyId, input.managerId ? [input.managerId] : [], "managerId");
  await checkMembers(tx, companyId, input.assigneeIds ?? [], "assigneeIds");
  if (input.categoryId && !(await findCategory(tx, companyId, REMINDER_CATEGORY, input.categoryId))) {
    throw invalid("categoryId", "Unknown category.");
  }
}

const values = (input: Fields) => {
  const dates = coupleDates(input);
  return {
    title: input.title,
    description: input.description,
    ...dates,
    tag: input.tag,
    managerId: input.managerId,
    categoryId: input.categoryId,
  };
};

export async function getNotice(tx: Tx, tenant: Tenant, id: string) {
  const notice = await q.findNotice(tx, tenant.companyId, id, viewerOf(tenant));
  if (!notice) throw notFound("Reminder");
  return notice;
}

type Notifier = Parameters<typeof notify>[1];

/** Tells a new manager and new assignees that the reminder is now theirs. */
async function announce(
  tx: Tx,
  realtime: Notifier,
  tenant: Tenant,
  notice: Awaited<ReturnType<typeof getNotice>>,
  before: { managerId: string | null; assigneeIds: string[] },
) {
  const publication = await getPublication(tx, tenant, notice.publication.id);
  const base = {
    publication: { id: publication.id, name: publication.name, type: publication.type },
    text: notice.title,
  };
  const manager = notice.manager && notice.manager.id !== before.managerId ? [notice.manager.id] : [];
  const added = notice.assignees.map((a) => a.id).filter((id) => !before.assigneeIds.includes(id));
  await notify(tx, realtime, tenant, manager, { ...base, type: "NOTICE_MANAGER" });
  await notify(tx, realtime, tenant, added, { ...base, type: "NOTICE_ASSIGNEE" });
}

export async function createNotice(
  tx: Tx,
  realtime: Notifier,
  tenant: Tenant,
  input: z.output<typeof noticeCreateSchema>,
) {
  await getPublication(tx, tenant, input.publicationId);
  const dated = { ...input, ...newNoticeDates(input) };
  await checkReferences(tx, tenant.companyId, dated);
  const id = await q.insertNotice(tx, {
    ...values(dated),
    companyId: tenant.companyId,
    publicationId: input.publicationId,
    managerId: input.managerId ?? tenant.userId,
    status: input.status,
    completedAt: input.status ? new Date() : null,
    createdBy: tenant.userId,
    updatedBy: tenant.userId,
  });
  await q.setAssignees(tx, tenant.companyId, [id], input.assigneeIds);
  const notice = await getNotice(tx, tenant, id);
  await announce(tx, realtime, tenant, notice, { managerId: null, assigneeIds: [] });
  return notice;
}

/**
 * Saves the fields sent over the notice as it is (a field not sent is kept): a completed one may
 * only be reopened, and its last assignee stays. The save is based on the version the client sent,
 * or without one on the notice as read here; when the stored notice is newer it is refused with
 * 409 STALE_VERSION and the notice as it is now.
 */
export async function updateNotice(tx: Tx, realtime: Notifier, tenant: Tenant, id: string, changes: Changes) {
  const current = await getNotice(tx, tenant, id);
  const version = changes.version ?? current.version;
  if (version !== current.version) throw staleVersion(current);
  const input: Fields = {
    title: current.title,
    description: current.description,
    enddate: current.enddate,
    reminderAt: current.reminderAt,
    noticePeriod: current.noticePeriod,
    status: current.status,
    tag: current.tag,
    managerId: current.manager?.id ?? null,
    assigneeIds: current.assignees.map((a) => a.id),
    categoryId: current.companyCategory?.id ?? null,
    ...changes,
  };
  if (current.status && input.status) {
    throw conflict(ErrorCode.NoticeCompleted, "A completed reminder cannot be edited.");
  }
  if (current.assignees.length > 0 && input.assigneeIds.length === 0) {
    throw invalid("assigneeIds", "The last assignee cannot be removed.");
  }
  await checkReferences(tx, tenant.companyId, changes);
  const next = values(input);
  const saved = await q.updateNotice(tx, tenant.companyId, id, version, {
    ...next,
    status: input.status,
    completedAt: input.status ? new Date() : null,
    ...(next.reminderAt !== current.reminderAt ? { deliveredAt: null } : {}),
    ...q.changedBy(tenant.userId),
  });
  if (!saved) throw staleVersion(await getNotice(tx, tenant, id));
  if (changes.assigneeIds) await q.setAssignees(tx, tenant.companyId, [id], changes.assigneeIds);
  const notice = await getNotice(tx, tenant, id);
  const before = { managerId: current.manager?.id ?? null, assigneeIds: current.assignees.map((a) => a.id) };
  await announce(tx, realtime, tenant, notice, before);
  return notice;
}

/** Every reminder on an object the member sees, by date (an investigation's actions in its report). */
export function remindersOfObject(tx: Tx, tenant: Tenant, publicationId: string) {
  return q.listNotices(tx, tenant.companyId, viewerOf(tenant), {
    publicationId,
    all: true,
    limit: NOTICE_LIST_MAX,
    offset: 0,
    sort: "reminderAt",
    direction: "asc",
  });
}

export async function deleteNotice(tx: Tx, tenant: Tenant, id: string) {
  await getNotice(tx, tenant, id);
  await q.deleteNotice(tx, tenant.companyId, id);
}

type MassEditInput = z.output<typeof massEditSchema>;
const filterNames = Object.keys(noticeFilterSchema.shape) as (keyof NoticeFilter)[];

/**
 * The list's filters a mass edit with all=true targets, from wherever the client put them (the
 * query string, the body's top level, the body's `filters`); a name given twice must agree.
 */
function massEditFilter(query: NoticeFilter, edit: MassEditInput): NoticeFilter {
  // At the body's top level `all` is the payload's select-all, not the list's filter of that name.
  const sources: NoticeFilter[] = [query, { ...edit, all: undefined }, edit.filters ?? {}];
  const filter: Record<string, unknown> = {};
  for (const source of sources) {
    for (const name of filterNames) {
      const value = source[name];
      if (value === undefined) continue;
      if (name in filter && JSON.stringify(filter[name]) !== JSON.stringify(value)) {
        throw invalid(name, `The filter ${name} is given twice with different values.`);
      }
      filter[name] = value;
    }
  }
  return filter;
}

/**
 * Applies one change to many notices: the ticked ids, or (all=true) every notice the list's
 * filters match less exclude. A completed notice is skipped unless the edit reopens it (as a
 * single save refuses it otherwise). Dates follow the coupling rule per notice.
 */
export async function massEdit(tx: Tx, tenant: Tenant, query: NoticeFilter, edit: MassEditInput) {
  const viewer = viewerOf(tenant);
  const scope = edit.all
    ? and(
        q.matching(tenant.companyId, viewer, massEditFilter(query, edit)),
        edit.exclude.length ? notInArray(notices.id, edit.exclude) : undefined,
      )
    : and(q.matching(tenant.companyId, viewer, { all: true }), inArray(notices.id, edit.ids));
  // Row-locked in id order: concurrent mass edits (and saves) of the same notices then take turns
  // instead of interleaving their assignee writes or deadlocking.
  const targets = await tx
    .select({ id: notices.id, completed: notices.status })
    .from(notices)
    .innerJoin(publications, eq(publications.id, notices.publicationId))
    .where(scope)
    .orderBy(notices.id)
    .for("no key update", { of: notices });
  const ids = targets.filter((target) => edit.status === false || !target.completed).map((target) => target.id);
  const skipped = targets.length - ids.length;
  if (ids.length === 0) return { updated: 0, skipped };

  if (edit.assignees) {
    if (edit.assignees.length === 0) throw invalid("assignees", "The last assignee cannot be removed.");
    await checkMembers(tx, tenant.companyId, edit.assignees, "assignees");
    await q.setAssignees(tx, tenant.companyId, ids, edit.assignees);
  }

  const end = edit.enddate === undefined ? sql`${notices.enddate}` : sql`${edit.enddate}::date`;
  const monthBefore = sql`(${end} - interval '1 month')::date`;
  let reminder = sql`${notices.reminderAt}`;
  let period = edit.noticePeriod === undefined ? sql`${notices.noticePeriod}` : sql`${edit.noticePeriod}`;
  if (edit.enddate !== undefined && edit.reminderAt === undefined) {
    reminder = monthBefore;
    period = sql`case when ${end} is null then ${period} else '1 month' end`;
  }
  if (edit.reminderAt !== undefined) reminder = sql`${edit.reminderAt}::date`;
  const late = sql`(${end} is not null and ${reminder} is not null and ${reminder} >= ${end})`;

  await tx
    .update(notices)
    .set({
      enddate: sql`${end}`,
      reminderAt: sql`case when ${late} then ${monthBefore} else ${reminder} end`,
      noticePeriod: sql`case when ${late} then '1 month' else ${period} end`,
      deliveredAt: sql`case when (case when ${late} then ${monthBefore} else ${reminder} end) is distinct from ${notices.reminderAt} then null else ${notices.deliveredAt} end`,
      ...(edit.status === undefined
        ? {}
        : {
            status: edit.status,
            completedAt: edit.status ? sql`coalesce(${notices.completedAt}, now())` : null,
          }),
      ...q.changedBy(tenant.userId),
    })
    .where(and(eq(notices.companyId, tenant.companyId), inArray(notices.id, ids)));
  return { updated: ids.length, skipped };
}

type Page = { limit: number; offset: number };

/** One reminder for the calendar. */
export async function getCalendarReminder(tx: Tx, tenant: Tenant, id: string) {
  const [reminder] = await q.companyReminders(tx, tenant.companyId, viewerOf(tenant), { limit: 1, offset: 0 }, id);
  if (!reminder) throw notFound("Reminder");
  return reminder;
}

/**
 * Due, open reminders the user manages or is assigned to, across the companies where they may
 * use reminders (the notices routes' guard, per company).
 */
/**
 * Open reminders dated from..to that the user manages or is assigned to, in those of their
 * companies (members) whose reminders they may use (the iCal feed).
 */
export function openRemindersOf(tx: Tx, userId: string, members: Member[], range: { from: string; to: string }) {
  const companyIds = members
    .filter((m) => m.enabledFeatures.documentReminder && m.permissions.has("DocumentReminders"))
    .map((m) => m.companyId);
  if (companyIds.length === 0) return Promise.resolve([]);
  return q.openRemindersOfBetween(tx, companyIds, userId, range, { limit: REMINDERS_LIMIT, offset: 0 });
}

export function dueRemindersOfUser(db: Database, userId: string, page: Page) {
  return acrossMyCompanies(
    db,
    userId,
    { web: true, feature: "documentReminder", permission: "DocumentReminders" },
    (tx) => q.dueRemindersOf(tx, userId, page),
  );
}
