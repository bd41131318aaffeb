import { serviceRequestAccessSchema } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { productKeys, type Scope, servicesPath } from "./keys";

/**
 * GET company-services/access: whether the member's request would pass (a member of one of the
 * company's portals). The shell's menu imports this file alone: the feature's index would bring the
 * products' screens and texts into the first screens.
 */
export function useServiceRequestAccess(scope: Scope, enabled: boolean) {
  return useQuery({
    queryKey: productKeys.serviceAccess(scope),
    queryFn: () => api.get(servicesPath(scope.companyId, "access"), serviceRequestAccessSchema),
    enabled,
  });
}
