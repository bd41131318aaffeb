import { REMINDERS_LIMIT, reminderSchema } from "@app/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { reminderKeys, type Scope } from "./keys";

export const getCompanyReminders = (companyId: string) =>
  api.get(`/companies/${companyId}/reminders`, z.array(reminderSchema), { query: { limit: REMINDERS_LIMIT } });

export const companyRemindersQuery = (scope: Scope) =>
  queryOptions({ queryKey: reminderKeys.calendar(scope), queryFn: () => getCompanyReminders(scope.companyId) });

/**
 * An object's reminders. The list API has no publication filter, so this reads the company's
 * calendar reminders (those with a reminder date) and keeps the object's.
 */
export function useObjectReminders(scope: Scope | null, publicationId: string) {
  return useQuery({
    ...companyRemindersQuery(scope ?? { userId: "", companyId: "" }),
    enabled: scope !== null,
    select: (reminders) => reminders.filter((r) => r.publication.id === publicationId),
  });
}
