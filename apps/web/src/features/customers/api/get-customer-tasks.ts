import { taskSchema } from "@app/contract";
import { z } from "zod/mini";
import type { Scope } from "./keys";
import { useSectionPage } from "./section-query";

const rows = z.array(taskSchema);

/** The tasks on the customer's objects that the reader sees, by due date (a page of 20). */
export const useCustomerTasks = (scope: Scope, customerId: string, page: number, enabled = true) =>
  useSectionPage(scope, customerId, "tasks", rows, page, enabled);
