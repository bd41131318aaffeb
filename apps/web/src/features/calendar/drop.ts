import { formatDate, formatTime } from "../../lib/dates";
import type { Entry } from "./entries";
import { addDays, daysBetween } from "./range";

/**
 * Where a dragged entry landed, as the move of its date: a task spanning days is dragged by its
 * first day and its due date moves by as many days; in the hour grids the drop time is its new time.
 */
export function dropped(entry: Entry, start: Date, allDay: boolean) {
  const day = formatDate(start);
  const to = addDays(entry.date, daysBetween(entry.startDate ?? entry.date, day));
  return { from: entry.date, to, time: allDay ? null : formatTime(start) };
}
