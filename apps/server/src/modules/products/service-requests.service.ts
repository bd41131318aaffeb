import type { ServiceRequestAccess, ServiceRequestResult, serviceRequestCreateSchema } from "@app/contract";
import type { z } from "zod/mini";
import type { Tx } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import type { Tenant } from "../../plugins/tenant";
import { portalsOfMember } from "../groups/groups.service";
import { createTask, type TaskDeps } from "../tasks/tasks.service";
import { serviceRequestRecipients } from "./company-services.queries";
import { getService } from "./company-services.service";

type Input = z.output<typeof serviceRequestCreateSchema>;

/**
 * A portal member asks for one of the company's published services (issue 46, item 4;
 * docs/products.md): the request lands as a task of the company (through the tasks' service, so its
 * members are notified and mailed as for any task), assigned to the full members who hold
 * CompanyServices (those who manage what the company offers), created by the portal member, who
 * sees it as its creator. Only a member of one of the company's portals asks (403 otherwise); an
 * unpublished service or one of an inactive product is not found (404), as the portal's list does
 * not show it.
 */
export async function requestService(
  tx: Tx,
  deps: TaskDeps,
  tenant: Tenant,
  serviceId: string,
  input: Input,
): Promise<ServiceRequestResult> {
  const service = await getService(tx, tenant, serviceId);
  if (!service.published || !service.product.active) throw notFound("Company service");
  const [portal] = await portalsOfMember(tx, tenant);
  if (!portal) throw forbidden();
  const from = portal.customerName ? `${portal.customerName} (${portal.name})` : portal.name;
  const task = await createTask(tx, deps, tenant, {
    title: `${service.product.name}: ${from}`.slice(0, 200),
    description: input.message,
    type: "todo",
    importance: "NORMAL",
    startDate: null,
    startTime: null,
    dueDate: null,
    dueTime: null,
    memberIds: await serviceRequestRecipients(tx, tenant.companyId),
    // A guest's task without an object is private: its members and its creator see it.
    visibility: "PRIVATE",
    estimateMinutes: service.product.durationMinutes,
    repeat: null,
    publicationId: null,
    subTasks: [],
  });
  return { ok: true, taskId: task.id };
}

/** Whether the member's request would pass the portal check: the side menu shows Services only then. */
export async function serviceRequestAccess(tx: Tx, tenant: Tenant): Promise<ServiceRequestAccess> {
  const portals = await portalsOfMember(tx, tenant);
  return { canRequest: portals.length > 0 };
}
