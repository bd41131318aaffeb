import type { CalendarFeed, CalendarItem } from "@app/contract";
import { Temporal } from "temporal-polyfill";
import type { Database, Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { PRODUCT_TIME_ZONE, todayIn } from "../../lib/today";
import { newToken, sha256 } from "../../lib/tokens";
import type { Member } from "../../plugins/tenant";
import { deadlinesBetween } from "../esign/esign-read.service";
import { periodEndsBetween } from "../investigations/investigations.service";
import { openRemindersOf } from "../notices/notices.service";
import { expiriesBetween } from "../skills/skills.service";
import { type TaskFeedItem, taskCalendarItems, taskFeedItems } from "../tasks/task-calendar.service";
import { type FeedEvent, icalendar } from "./calendar.ical";
import * as q from "./calendar.queries";

export interface Range {
  from: string;
  to: string;
}
type Company = { id: string; name: string };

/** A dated thing that is not a task: all day, never projected. */
const dated = (
  company: Company,
  item: Pick<CalendarItem, "kind" | "id" | "title" | "date" | "done" | "publication" | "link">,
): CalendarItem => ({
  // Written out, not spread from a shared base: spreading cost ~8 µs an item (thousands a month).
  kind: item.kind,
  id: item.id,
  title: item.title,
  date: item.date,
  time: null,
  startDate: null,
  done: item.done,
  projected: false,
  importance: null,
  company,
  publication: item.publication,
  link: item.link,
});

/**
 * What the member may see in one company from..to, tasks aside: e-sign deadlines, investigation
 * period ends and skill expiries, each only where the company has its feature and as its own
 * module's rules show it.
 */
async function datedThings(tx: Tx, member: Member, company: Company, range: Range): Promise<CalendarItem[]> {
  const features = member.enabledFeatures;
  const items: CalendarItem[] = [];
  if (features.esign) {
    for (const request of await deadlinesBetween(tx, member, range)) {
      items.push(
        dated(company, {
          kind: "esign",
          id: request.id,
          title: request.publication.name,
          date: request.deadline,
          done: request.status !== "active",
          publication: request.publication,
          link: `/companies/${company.id}/e-signs/${request.id}`,
        }),
      );
    }
  }
  if (features.investigation) {
    for (const investigation of await periodEndsBetween(tx, member, range)) {
      items.push(
        dated(company, {
          kind: "investigation",
          id: investigation.id,
          title: investigation.name,
          date: investigation.periodDate,
          done: investigation.closed,
          publication: { id: investigation.id, name: investigation.name },
          link: `/companies/${company.id}/publications/${investigation.id}`,
        }),
      );
    }
  }
  // Skills are not for guests (as the skills pages).
  if (features.skills && member.type !== "GUEST") {
    for (const record of await expiriesBetween(tx, member, range)) {
      items.push(
        dated(company, {
          kind: "skill",
          id: record.id,
          title: `${record.skillName} (${record.user.name})`,
          date: record.validUntil,
          done: false,
          publication: null,
          link: `/list/skills-list?userId=${record.user.id}`,
        }),
      );
    }
  }
  return items;
}

const byDate = (a: CalendarItem, b: CalendarItem) =>
  a.date.localeCompare(b.date) ||
  (a.time ?? "").localeCompare(b.time ?? "") ||
  a.kind.localeCompare(b.kind) ||
  a.title.localeCompare(b.title) ||
  a.id.localeCompare(b.id);

/** The company's calendar from..to as the member sees it. */
export async function companyCalendar(tx: Tx, member: Member, range: Range) {
  const [company] = await q.companiesOf(tx, [member.companyId]);
  if (!company) return [];
  const items = await datedThings(tx, member, { id: company.id, name: company.name }, range);
  items.push(...(await taskCalendarItems(tx, [member], range)));
  return items.sort(byDate);
}

/** The members' companies (name, time zone) and what each member may see there from..to, tasks aside. */
async function acrossCompanies(tx: Tx, members: Member[], range: Range, known?: Company[]) {
  const companies =
    known ??
    (await q.companiesOf(
      tx,
      members.map((m) => m.companyId),
    ));
  const items: CalendarItem[] = [];
  for (const company of companies) {
    const member = members.find((m) => m.companyId === company.id);
    if (member) items.push(...(await datedThings(tx, member, { id: company.id, name: company.name }, range)));
  }
  return items;
}

/**
 * The calendar from..to across the user's companies: their members, in tx across those companies
 * (the route opens it with acrossMyMemberships: those they may use on this app).
 */
export async function myCalendar(tx: Tx, members: Member[], range: Range) {
  const items = await acrossCompanies(tx, members, range);
  items.push(...(await taskCalendarItems(tx, members, range)));
  return items.sort(byDate);
}

// --- the iCal feed ------------------------------------------------------------------------------

const feedUrl = (deps: Pick<Deps, "config">, token: string) => `${deps.config.publicUrl}/api/ical/${token}.ics`;

/** Whether the user has a feed; its address is never shown again (only its hash is kept). */
export async function getFeed(db: Database, userId: string): Promise<CalendarFeed> {
  const feed = await q.findFeed(db, userId);
  return { url: null, createdAt: feed?.createdAt.toISOString() ?? null };
}

/** A new secret address (256 random bits) for the user's feed; the old one, if any, ends. */
export async function renewFeed(deps: Pick<Deps, "db" | "config">, userId: string): Promise<CalendarFeed> {
  const token = newToken();
  const feed = await q.putFeed(deps.db, userId, sha256(token));
  return { url: feedUrl(deps, token), createdAt: feed.createdAt.toISOString() };
}

/** Ends the user's feed in tx (a recovery act, users.service's voidAccountLinks): the old address answers 404. */
export async function endFeed(tx: Tx, userId: string) {
  await q.deleteFeed(tx, userId);
}

/** The feed covers from this many days back to this many ahead (repeating tasks: their whole rule). */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 400;

/** From FEED_DAYS_BACK before the earliest of the companies' todays to FEED_DAYS_AHEAD after the latest. */
function feedRange(now: Date, timeZones: string[]): Range {
  const days = (timeZones.length ? timeZones : [PRODUCT_TIME_ZONE]).map((zone) => todayIn(zone, now)).sort();
  return {
    from: Temporal.PlainDate.from(days[0] ?? todayIn(PRODUCT_TIME_ZONE, now))
      .subtract({ days: FEED_DAYS_BACK })
      .toString(),
    to: Temporal.PlainDate.from(days[days.length - 1] ?? todayIn(PRODUCT_TIME_ZONE, now))
      .add({ days: FEED_DAYS_AHEAD })
      .toString(),
  };
}

/** An event's description: its company, object and text, a line each. */
const textOf = (...lines: (string | null | undefined)[]) => lines.filter(Boolean).join("\n");

/**
 * A task as one event: its span (start..due), or for a repeating one its occurrence alone at the
 * date its rule counts from (due, else start), with the rule.
 */
function taskEvent(task: TaskFeedItem, app: string): FeedEvent | null {
  const due = task.dueDate ? { date: task.dueDate, time: task.dueTime } : null;
  const start = task.startDate ? { date: task.startDate, time: task.startTime } : null;
  const first = task.repeat ? (due ?? start) : (start ?? due);
  if (!first) return null;
  return {
    uid: `task-${task.id}`,
    summary: task.title,
    description: textOf(task.company.name, task.publication?.name, task.description),
    url: `${app}${task.link}`,
    timeZone: task.company.timeZone,
    start: first,
    end: task.repeat || first === due ? null : due,
    rrule: task.repeat,
  };
}

/** The user whose feed the token opens, or null for an unknown (or renewed) token. */
export function ownerOfFeed(db: Database, token: string) {
  return q.userOfFeed(db, sha256(token));
}

/**
 * The user's feed as iCalendar text, from their members in tx across the companies whose web
 * login is open to them (the route opens it with acrossMyMemberships). It carries what is still
 * open: the calendar's items not done (a repeating task once, with its rule), and the reminders
 * the user manages or is assigned to. Its days are the companies' (their time zones).
 */
export async function feedCalendar(
  tx: Tx,
  deps: Pick<Deps, "config">,
  userId: string,
  members: Member[],
  now = new Date(),
) {
  const companies = await q.companiesOf(
    tx,
    members.map((m) => m.companyId),
  );
  const range = feedRange(
    now,
    companies.map((c) => c.timeZone),
  );
  const app = deps.config.publicUrl;
  const items = await acrossCompanies(tx, members, range, companies);
  const zones = new Map(companies.map((c) => [c.id, c.timeZone]));
  const zoneOf = (companyId: string) => zones.get(companyId) ?? PRODUCT_TIME_ZONE;
  const events: FeedEvent[] = items
    .filter((item) => !item.done)
    .map((item) => ({
      uid: `${item.kind}-${item.id}`,
      summary: item.title,
      description: textOf(item.company.name, item.publication?.name),
      url: `${app}${item.link}`,
      timeZone: zoneOf(item.company.id),
      start: { date: item.date, time: item.time },
      end: null,
      rrule: null,
    }));
  for (const reminder of await openRemindersOf(tx, userId, members, range)) {
    events.push({
      uid: `reminder-${reminder.id}`,
      summary: reminder.title,
      description: textOf(reminder.company.name, reminder.publication.name),
      url: `${app}/list/reminder/${reminder.id}`,
      timeZone: zoneOf(reminder.company.id),
      start: { date: reminder.reminderAt, time: null },
      end: null,
      rrule: null,
    });
  }
  const tasks = await taskFeedItems(tx, members, range.from);
  for (const task of tasks) {
    const event = taskEvent(task, app);
    // A series goes on by its rule; a single task only within the feed's range.
    if (event && (event.rrule !== null || event.start.date <= range.to)) events.push(event);
  }
  return icalendar("Workspace", events);
}
