import { customerFileSchema } from "@app/contract";
import { z } from "zod/mini";
import type { Scope } from "./keys";
import { useSectionPage } from "./section-query";

const rows = z.array(customerFileSchema);

/** The files of the customer's objects that the reader sees, newest first, each with its object (a page of 20). */
export const useCustomerFiles = (scope: Scope, customerId: string, page: number, enabled = true) =>
  useSectionPage(scope, customerId, "files", rows, page, enabled);
