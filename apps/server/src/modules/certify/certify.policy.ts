import type { Permission } from "@app/contract";
import { forbidden } from "../../lib/errors";

/** Who acts on flows: the tenant's user and effective permissions. */
export interface FlowActor {
  userId: string;
  permissions: ReadonlySet<Permission>;
}

/** Starting a flow needs CertifyDocument (spec section 6, "certify documents"); the object must be visible too. */
export const mayStart = (actor: FlowActor) => actor.permissions.has("CertifyDocument");

export function checkStart(actor: FlowActor) {
  if (!mayStart(actor)) throw forbidden();
}

/** Cancelling and deleting a flow: the member who asked for it, or a member with CertifyDocument. */
export const mayManage = (actor: FlowActor, flow: { requestedBy: string | null }) =>
  flow.requestedBy === actor.userId || mayStart(actor);

export function checkManage(actor: FlowActor, flow: { requestedBy: string | null }) {
  if (!mayManage(actor, flow)) throw forbidden();
}
