import { REMINDERS_LIMIT, reminderSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { type CalendarScope, calendarKeys } from "./keys";

/**
 * The spec's reminder paths for the calendar (section 7): the company's reminders with limit
 * 1000000, or without a company the due, open reminders of the user across their companies.
 */
export const getCalendarReminders = (companyId: string | null) =>
  api.get(companyId ? `/companies/${companyId}/reminders` : "/companies/reminders", z.array(reminderSchema), {
    query: { limit: REMINDERS_LIMIT },
    errorPages: false,
  });

/** The reminders (all of them, not by range); not asked for when `enabled` is false (no access). */
export function useCalendarReminders(scope: CalendarScope, enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.reminders(scope),
    queryFn: () => getCalendarReminders(scope.companyId),
    enabled,
  });
}
