import type { Company } from "@app/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { today } from "../../lib/dates";
import { usePermissions } from "../../lib/permissions";
import { useCalendarItems } from "./api/get-calendar-items";
import { useCalendarReminders } from "./api/get-reminders";
import { type Entry, fromItem, fromReminder } from "./entries";

/**
 * Everything dated for the range: the calendar's items and the reminders (a company's only when
 * it has reminders and the user may read them), as one query state for QueryBoundary.
 */
export function useCalendarEntries(userId: string, company: Company | null, range: { from: string; to: string }) {
  const { t } = useTranslation("calendar");
  const permissions = usePermissions(company?.id);
  const scope = { userId, companyId: company?.id ?? null };
  const remindersOn =
    company === null || (company.enabledFeatures.documentReminder && permissions.has("DocumentReminders"));
  const items = useCalendarItems(scope, range);
  const reminders = useCalendarReminders(scope, remindersOn);

  const data = useMemo(() => {
    if (!items.data || (remindersOn && !reminders.data)) return undefined;
    const on = today();
    const entries: Entry[] = [
      ...items.data.map(fromItem),
      ...(remindersOn ? (reminders.data ?? []) : []).map((r) => fromReminder(r, on, company !== null)),
    ];
    // Across companies each entry says whose it is.
    return company
      ? entries
      : entries.map((entry) => ({
          ...entry,
          title: t("entry.withCompany", { title: entry.title, company: entry.company.name }),
        }));
  }, [items.data, reminders.data, remindersOn, company, t]);

  return {
    isPending: (company !== null && permissions.loading) || items.isPending || (remindersOn && reminders.isPending),
    isError: items.isError || (remindersOn && reminders.isError),
    data,
    refetch: () => Promise.all([items.isError && items.refetch(), reminders.isError && reminders.refetch()]),
    canWrite: company !== null && permissions.has("Tasks"),
  };
}
