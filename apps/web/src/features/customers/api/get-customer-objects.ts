import { publicationListItemSchema } from "@app/contract";
import { z } from "zod/mini";
import type { Scope } from "./keys";
import { useSectionPage } from "./section-query";

const rows = z.array(publicationListItemSchema);

/** The objects linked to the customer that the reader sees, by name (a page of 20). */
export const useCustomerObjects = (scope: Scope, customerId: string, page: number, enabled = true) =>
  useSectionPage(scope, customerId, "objects", rows, page, enabled);
