import { type ServiceRequestCreate, serviceRequestAccessSchema, serviceRequestResultSchema } from "@app/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { productKeys, type Scope, servicesPath } from "./keys";

/** POST company-services/{id}/requests: a portal member asks for a service (a task for the company). */
export function useRequestService(scope: Scope) {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ServiceRequestCreate }) =>
      api.post(servicesPath(scope.companyId, `${id}/requests`), serviceRequestResultSchema, { body }),
  });
}

/** GET company-services/access: whether the member's request would pass (a member of one of the company's portals). */
export function useServiceRequestAccess(scope: Scope, enabled: boolean) {
  return useQuery({
    queryKey: productKeys.serviceAccess(scope),
    queryFn: () => api.get(servicesPath(scope.companyId, "access"), serviceRequestAccessSchema),
    enabled,
  });
}
