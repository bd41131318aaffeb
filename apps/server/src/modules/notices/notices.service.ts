import {
  coupleDates,
  type MailText,
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
  renderMailText,
  withEndDate,
} from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { forbidden, invalid, notFound, staleVersion } from "../../lib/errors";
import type { Member, Tenant } from "../../plugins/tenant";
import { findCategory } from "../categories/categories.service";
import { checkMembers } from "../company-users/company-users.service";
import { companyMailText, mailLanguage } from "../mail-templates/mail-templates.service";
import { notify } from "../notifications/notifications.service";
import { getPublication, viewerOf } from "../publications/publications.service";
import { keepsAMember, massEditable, mayUseReminders, openToEdit } from "./notices.policy";
import * as q from "./notices.queries";
import * as dates from "./notices-dates.queries";

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
  openToEdit(current, input);
  if (current.assignees.length > 0) keepsAMember(input.assigneeIds, "assigneeIds");
  await checkReferences(tx, tenant.companyId, changes);
  const next = values(input);
  const saved = await q.updateNotice(tx, tenant.companyId, id, version, tenant.userId, {
    ...next,
    status: input.status,
    completedAt: input.status ? new Date() : null,
    ...(next.reminderAt !== current.reminderAt ? { deliveredAt: null } : {}),
  });
  if (!saved) throw staleVersion(await getNotice(tx, tenant, id));
  if (changes.assigneeIds) await q.setAssignees(tx, tenant.companyId, [id], changes.assigneeIds);
  const notice = await getNotice(tx, tenant, id);
  const before = { managerId: current.manager?.id ?? null, assigneeIds: current.assignees.map((a) => a.id) };
  await announce(tx, realtime, tenant, notice, before);
  return notice;
}

/**
 * A page of the reminders on a customer's objects that the member sees (visibleTo), by date; 403
 * unless they use reminders (REMINDER_USERS).
 */
export function remindersOfCustomer(tx: Tx, tenant: Tenant, customerId: string, page: Page) {
  if (!mayUseReminders(tenant)) throw forbidden();
  return q.listNotices(tx, tenant.companyId, viewerOf(tenant), {
    customerId,
    all: true,
    ...page,
    sort: "reminderAt",
    direction: "asc",
  });
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
 * A mass edit's dates for one notice, by the contract's coupling rule: a new end date without a
 * reminder date gives the default reminder (withEndDate; a removed end date keeps the period), and
 * a reminder on or after the end date becomes one month before it (coupleDates).
 */
function editedDates(current: NoticeDates, edit: MassEditInput): NoticeDates {
  const enddate = edit.enddate === undefined ? current.enddate : edit.enddate;
  const noticePeriod = edit.noticePeriod === undefined ? current.noticePeriod : edit.noticePeriod;
  if (edit.enddate !== undefined && edit.reminderAt === undefined) {
    return enddate ? withEndDate(enddate) : { enddate, reminderAt: null, noticePeriod };
  }
  const reminderAt = edit.reminderAt === undefined ? current.reminderAt : edit.reminderAt;
  return coupleDates({ enddate, reminderAt, noticePeriod });
}

/**
 * Applies one change to many notices: the ticked ids, or (all=true) every notice the list's
 * filters match less exclude. A completed notice is skipped unless the edit reopens it (as a
 * single save refuses it otherwise). Dates follow the coupling rule per notice.
 */
export async function massEdit(tx: Tx, tenant: Tenant, query: NoticeFilter, edit: MassEditInput) {
  const target = edit.all ? { filter: massEditFilter(query, edit), exclude: edit.exclude } : { ids: edit.ids };
  const targets = await q.lockMassEditTargets(tx, tenant.companyId, viewerOf(tenant), target);
  const edited = targets.filter((notice) => massEditable(notice, edit));
  const skipped = targets.length - edited.length;
  if (edited.length === 0) return { updated: 0, skipped };

  if (edit.assignees) {
    keepsAMember(edit.assignees, "assignees");
    await checkMembers(tx, tenant.companyId, edit.assignees, "assignees");
    await q.setAssignees(
      tx,
      tenant.companyId,
      edited.map((notice) => notice.id),
      edit.assignees,
    );
  }
  const rows = edited.map((notice) => {
    const dates = editedDates(notice, edit);
    return { id: notice.id, ...dates, redeliver: dates.reminderAt !== notice.reminderAt };
  });
  await q.saveMassEdit(tx, tenant.companyId, tenant.userId, rows, edit.status);
  return { updated: edited.length, skipped };
}

type Page = { limit: number; offset: number };

/** One reminder for the calendar. */
export async function getCalendarReminder(tx: Tx, tenant: Tenant, id: string) {
  const [reminder] = await dates.companyReminders(tx, tenant.companyId, viewerOf(tenant), { limit: 1, offset: 0 }, id);
  if (!reminder) throw notFound("Reminder");
  return reminder;
}

/**
 * Open reminders dated from..to that the user manages or is assigned to, in those of their
 * companies (members) whose reminders they may use (the iCal feed).
 */
export function openRemindersOf(tx: Tx, userId: string, members: Member[], range: { from: string; to: string }) {
  const companyIds = members.filter(mayUseReminders).map((m) => m.companyId);
  if (companyIds.length === 0) return Promise.resolve([]);
  return dates.openRemindersOfBetween(tx, companyIds, userId, range, { limit: REMINDERS_LIMIT, offset: 0 });
}

/**
 * Due, open reminders the user manages or is assigned to, in the companies of tx's scope (the
 * route opens it across those where they may use reminders: REMINDER_USERS, per company).
 */
export function dueRemindersOfUser(tx: Tx, userId: string, page: Page) {
  return dates.dueRemindersOf(tx, userId, page);
}

/**
 * A member leaves the company: the reminders they managed or were the last member of pass to the
 * successor (docs/reminders.md, "Members who leave").
 */
export function releaseMember(tx: Tx, companyId: string, userId: string, successor: string) {
  return q.releaseMember(tx, companyId, userId, successor);
}

// --- due delivery (jobs/due-reminders.ts) -------------------------------------------------------------

export const DUE_BATCH = 500;

/** The companies with a reminder due at `now` in their day (run with every company in scope). */
export function companiesWithDueReminders(tx: Tx, now: Date) {
  return dates.companiesWithDueReminders(tx, now);
}

/**
 * Delivers up to DUE_BATCH of the company's reminders whose date has come in its day: claimed,
 * notified (NOTICE_DUE) and mailed in each recipient's language with the company's wording (outbox
 * rows), all in the caller's transaction of that company. Answers how many were claimed.
 */
export async function deliverDueRemindersIn(
  tx: Tx,
  deps: Pick<Deps, "mail" | "realtime">,
  companyId: string,
  now: Date,
) {
  const claimed = await dates.claimDueReminders(tx, companyId, now, DUE_BATCH);
  const wording = new Map<string, MailText>();
  for (const reminder of claimed) {
    await notify(
      tx,
      deps.realtime,
      { companyId },
      reminder.recipients.map((recipient) => recipient.id),
      {
        type: "NOTICE_DUE",
        publication: reminder.publication,
        notice: { id: reminder.id, reminderAt: reminder.reminder_at },
        text: reminder.title,
      },
    );
    for (const user of reminder.recipients) {
      // The company's own wording in the recipient's language (else the built-in default).
      const language = mailLanguage(user.language);
      let text = wording.get(language);
      if (!text) {
        text = await companyMailText(tx, companyId, "REMINDER_DUE", language);
        wording.set(language, text);
      }
      const values = {
        name: user.name,
        title: reminder.title,
        objectName: reminder.publication.name,
        companyName: reminder.company_name,
        date: reminder.reminder_at,
      };
      await deps.mail({ to: user.email, ...renderMailText(text, values) }, tx);
    }
  }
  return claimed.length;
}
