import { esignObjectRequestSchema } from "@app/contract";
import { z } from "zod/mini";
import type { Scope } from "./keys";
import { useSectionPage } from "./section-query";

const rows = z.array(esignObjectRequestSchema);

/** The e-sign requests on the customer's objects that the reader sees, newest first (a page of 20). */
export const useCustomerEsign = (scope: Scope, customerId: string, page: number, enabled = true) =>
  useSectionPage(scope, customerId, "esign", rows, page, enabled);
