import { CustomerSelect } from "../features/customers";
import { SubscriptionListPage } from "../features/order-subscriptions/routes/subscription-list-page";
import { useRouteCompany } from "../lib/route-company";

/**
 * /companies/:companyId/order-subscriptions: the order subscriptions' list, whose customer filter and
 * new subscription's customer are the customers feature's picker (features do not import each other).
 */
export function OrderSubscriptionsRoute() {
  const { scope } = useRouteCompany();
  return <SubscriptionListPage customerField={(field) => scope && <CustomerSelect scope={scope} {...field} />} />;
}
