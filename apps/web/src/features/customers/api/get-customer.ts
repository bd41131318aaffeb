import { customerDetailSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { customerKeys, customersPath, type Scope } from "./keys";

/** One customer with its contacts and addresses (the personal identity number whole with CustomerEdit). */
export const getCustomer = (companyId: string, id: string) =>
  api.get(customersPath(companyId, `/${id}`), customerDetailSchema);

export function useCustomer(scope: Scope, id: string) {
  return useQuery({ queryKey: customerKeys.detail(scope, id), queryFn: () => getCustomer(scope.companyId, id) });
}
