import { MANUAL_PRICE_PERMISSION, type OrderAction, orderTransitions } from "@app/contract";
import { forbidden } from "../../lib/errors";
import type { Member } from "../../plugins/tenant";

/**
 * Who may set an order line's price by hand instead of the price resolution's, and make a free
 * line (no product) with a price of its own: those who set the company's prices, holders of
 * PriceLists (MANUAL_PRICE_PERMISSION, docs/orders.md). A line priced by hand that is sent back
 * unchanged is kept for anyone who may edit the order.
 */
export function mayPriceByHand(member: Pick<Member, "permissions">) {
  if (!member.permissions.has(MANUAL_PRICE_PERMISSION)) throw forbidden();
}

/** An action on an order's state needs its permission of orderTransitions (the route's guard says the same). */
export function mayChangeState(member: Pick<Member, "permissions" | "type">, action: OrderAction) {
  if (member.type !== "DEFAULT" || !member.permissions.has(orderTransitions[action].permission)) throw forbidden();
}
