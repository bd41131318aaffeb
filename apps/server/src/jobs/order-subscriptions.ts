import type { FastifyBaseLogger } from "fastify";
import { withSystem } from "../db/system";
import type { Deps } from "../deps";
import { companiesWithActiveSubscriptions, generateDueOrders } from "../modules/orders/order-subscriptions.service";
import { withCompany } from "../plugins/tenant";
import { job } from "./schedule";

type SubscriptionDeps = Pick<Deps, "db">;

/**
 * Generates the orders of active order subscriptions whose dates fall within their horizon
 * (docs/orders.md, "Generation"): the companies with one are read across companies, then each
 * company's dates are claimed and their orders made in one transaction of that company, so each
 * date gets its order exactly once however many processes run this at once.
 */
export async function generateSubscriptionOrders(deps: SubscriptionDeps, now = new Date()): Promise<number> {
  const companyIds = await withSystem(deps.db, (tx) => companiesWithActiveSubscriptions(tx));
  let count = 0;
  for (const companyId of companyIds) {
    count += await withCompany(deps.db, companyId, (tx) => generateDueOrders(tx, companyId, now));
  }
  return count;
}

/** Runs the generation now and every hour; answers a stop function. */
export function scheduleOrderSubscriptions(deps: SubscriptionDeps, log: FastifyBaseLogger) {
  return job(log, "order subscriptions", () => generateSubscriptionOrders(deps)).start(3_600_000);
}
