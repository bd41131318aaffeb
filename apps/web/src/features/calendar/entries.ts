import type { CalendarItem, Reminder } from "@app/contract";
import { type EntryKind, kindPalette, type Palette, reminderColours } from "./kinds";

/** One thing on the calendar, whatever it came from. */
export interface Entry {
  /** Unique on the screen: a repeating task's occurrences share the task's id. */
  key: string;
  kind: EntryKind;
  id: string;
  title: string;
  company: { id: string; name: string };
  date: string;
  time: string | null;
  /** The first day of an item spanning several (a task with a start date). */
  startDate: string | null;
  done: boolean;
  projected: boolean;
  /** Where clicking leads (tasks open in the task editor instead). */
  link: string;
  palette: Palette;
}

export function fromItem(item: CalendarItem): Entry {
  return {
    key: `${item.kind}:${item.id}:${item.date}`,
    kind: item.kind,
    id: item.id,
    title: item.title,
    company: item.company,
    date: item.date,
    time: item.time,
    startDate: item.startDate && item.startDate < item.date ? item.startDate : null,
    done: item.done,
    projected: item.projected,
    link: item.link,
    palette: kindPalette[item.kind],
  };
}

/**
 * A reminder on its reminder date. In a company's calendar it opens over the reminder list; across
 * companies on its object's page (the reminder list is the selected company's).
 */
export function fromReminder(reminder: Reminder, today: string, inCompany: boolean): Entry {
  return {
    key: `reminder:${reminder.id}`,
    kind: "reminder",
    id: reminder.id,
    title: reminder.title,
    company: reminder.company,
    date: reminder.reminderAt,
    time: null,
    startDate: null,
    done: reminder.status,
    projected: false,
    link: inCompany
      ? `/list/reminder/${reminder.id}`
      : `/companies/${reminder.company.id}/publications/${reminder.publication.id}`,
    palette: reminderColours(reminder.reminderAt, today),
  };
}

/** The entries of the kinds shown that fall in the range (a spanning one when any of its days does). */
export function entriesIn(entries: Entry[], range: { from: string; to: string }, kinds: EntryKind[]) {
  return entries
    .filter((entry) => kinds.includes(entry.kind))
    .filter((entry) => (entry.startDate ?? entry.date) <= range.to && entry.date >= range.from)
    .sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? "").localeCompare(b.time ?? ""));
}
