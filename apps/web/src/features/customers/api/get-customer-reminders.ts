import { noticeSchema } from "@app/contract";
import { z } from "zod/mini";
import type { Scope } from "./keys";
import { useSectionPage } from "./section-query";

const rows = z.array(noticeSchema);

/** The reminders on the customer's objects that the reader sees, by date (a page of 20). */
export const useCustomerReminders = (scope: Scope, customerId: string, page: number, enabled = true) =>
  useSectionPage(scope, customerId, "reminders", rows, page, enabled);
