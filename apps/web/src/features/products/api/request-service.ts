import { type ServiceRequestCreate, serviceRequestResultSchema } from "@app/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Scope } from "./keys";
import { servicesPath } from "./keys";

/** POST company-services/{id}/requests: a portal member asks for a service (a task for the company). */
export function useRequestService(scope: Scope) {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ServiceRequestCreate }) =>
      api.post(servicesPath(scope.companyId, `${id}/requests`), serviceRequestResultSchema, { body }),
  });
}
