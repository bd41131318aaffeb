import { calendarItemSchema } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { type CalendarScope, calendarKeys } from "./keys";

/** Tasks, e-sign deadlines, investigation end dates and skill expiries in a range (ends included). */
export const getCalendarItems = (companyId: string | null, range: { from: string; to: string }) =>
  api.get(companyId ? `/companies/${companyId}/calendar` : "/calendar", z.array(calendarItemSchema), {
    query: range,
    // A failure is shown in place, with a retry.
    errorPages: false,
  });

/** The items of the visible range; the previous range's stay on screen while the next one loads. */
export function useCalendarItems(scope: CalendarScope, range: { from: string; to: string }) {
  return useQuery({
    queryKey: calendarKeys.items(scope, range),
    queryFn: () => getCalendarItems(scope.companyId, range),
    placeholderData: keepPreviousData,
  });
}
