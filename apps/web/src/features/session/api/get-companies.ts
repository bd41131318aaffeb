import { COMPANY_LIST_LIMIT, companySchema } from "@app/contract";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { api } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const companyListSchema = z.array(companySchema);

/** All companies of the signed-in user (with their type and features in each). */
export const getCompanies = () => api.get("/companies", companyListSchema, { query: { limit: COMPANY_LIST_LIMIT } });

export const companiesQuery = (userId: string) =>
  queryOptions({ queryKey: queryKeys.companies(userId), queryFn: getCompanies });
