import { z } from "zod/mini";

/**
 * A portal member's request for one of the company's published services (issue 46, item 4;
 * docs/products.md, "Company services"): it lands as a task for the company, assigned to the
 * members who manage its services, until orders exist.
 */
export const SERVICE_REQUEST_MESSAGE_MAX = 2000;

/** POST .../company-services/{id}/requests */
export const serviceRequestCreateSchema = z.object({
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(SERVICE_REQUEST_MESSAGE_MAX)),
});
export type ServiceRequestCreate = z.input<typeof serviceRequestCreateSchema>;

/** The answer: the request was sent (as the company's task, which the portal member created and sees). */
export const serviceRequestResultSchema = z.object({
  ok: z.literal(true),
  taskId: z.uuid(),
});
export type ServiceRequestResult = z.infer<typeof serviceRequestResultSchema>;

/** GET .../company-services/access: whether the member may ask for services (belongs to one of the company's portals). */
export const serviceRequestAccessSchema = z.object({ canRequest: z.boolean() });
export type ServiceRequestAccess = z.infer<typeof serviceRequestAccessSchema>;
