import { CustomerSelect } from "../features/customers";
import { PlanningPage } from "../features/plants/routes/planning-page";
import { useRouteCompany } from "../lib/route-company";

/**
 * /companies/:companyId/plants: the plants to plan, whose New plant picks its customer with the
 * customers feature's picker (features do not import each other).
 */
export function PlantsRoute() {
  const { scope } = useRouteCompany();
  return <PlanningPage customerField={(field) => scope && <CustomerSelect scope={scope} {...field} />} />;
}
