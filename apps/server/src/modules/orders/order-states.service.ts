import type { OrderAction } from "@app/contract";
import { orderTransitions } from "@app/contract";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import type { Tenant } from "../../plugins/tenant";
import { notify } from "../notifications/notifications.service";
import { checkReportComplete } from "./order-report.service";
import { orderStatusMail } from "./orders.mail";
import { mayChangeState } from "./orders.policy";
import * as q from "./orders.queries";
import { find, getOrder, refused } from "./orders.service";
import { orderDone } from "./plants.service";

type OrderDeps = Pick<Deps, "config" | "mail" | "realtime">;

/**
 * A change of state (docs/orders.md, "States"): one conditional UPDATE from the states the action
 * starts from; a concurrent change or a state that does not allow it answers 409 with the state as
 * it is. An order is reported only with its report complete (checkReportComplete). The assigned members (but the actor) are notified (bell, socket) and mailed.
 */
export async function changeState(
  tx: Tx,
  deps: OrderDeps,
  tenant: Tenant,
  id: string,
  action: OrderAction,
  input: { version?: number; reason?: string },
) {
  mayChangeState(tenant, action);
  const { publication } = await find(tx, tenant, id);
  if (action === "report") await checkReportComplete(tx, tenant, id);
  const { from, to } = orderTransitions[action];
  const moved = await q.transition(tx, tenant.companyId, id, {
    from,
    to,
    userId: tenant.userId,
    reason: action === "cancel" ? input.reason : undefined,
    version: input.version,
  });
  if (!moved) throw await refused(tx, tenant, id, from, `it cannot be moved to ${to}`);
  if (to === "reported") await orderDone(tx, tenant, id, await q.today(tx, tenant.companyId));
  const assignees = (await q.assigneesOf(tx, tenant.companyId, [id]))
    .map((a) => a.id)
    .filter((userId) => userId !== tenant.userId);
  if (assignees.length > 0) {
    await notify(tx, deps.realtime, tenant, assignees, {
      type: "ORDER_STATUS",
      publication: { id, name: publication.name, type: "order" },
      text: to,
    });
    const people = await q.memberContacts(tx, tenant.companyId, [tenant.userId, ...assignees]);
    const by = people.find((p) => p.id === tenant.userId);
    const link = `${deps.config.publicUrl}/companies/${tenant.companyId}/publications/${id}`;
    for (const member of people.filter((p) => p.id !== tenant.userId)) {
      const mail = orderStatusMail(member.language, {
        by: by?.name ?? "",
        company: member.company,
        order: publication.name,
        status: to,
        link,
      });
      await deps.mail({ to: member.email, ...mail }, tx);
    }
  }
  return getOrder(tx, tenant, id);
}
