import { queryKeys } from "../../../lib/query-keys";

/** A company's calendar, or every company's when companyId is null. */
export type CalendarScope = { userId: string; companyId: string | null };

/** Under queryKeys.calendar: a task saved anywhere (the task editor too) refreshes what the calendar shows. */
export const calendarKeys = {
  all: (userId: string) => queryKeys.calendar(userId),
  items: ({ userId, companyId }: CalendarScope, range: { from: string; to: string }) =>
    [...queryKeys.calendar(userId), companyId ?? "all", "items", range] as const,
  reminders: ({ userId, companyId }: CalendarScope) =>
    [...queryKeys.calendar(userId), companyId ?? "all", "reminders"] as const,
  feed: (userId: string) => [...queryKeys.user(userId), "calendar-feed"] as const,
};
