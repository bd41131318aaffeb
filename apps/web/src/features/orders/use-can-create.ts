import { usePermissions } from "../../lib/permissions";
import { useSession } from "../../lib/session";

/**
 * Whether the member may make an order: OrderCreate, and (an order is an object) PublicationCreate
 * in a company with the object type order; never a guest.
 */
export function useCanCreateOrder() {
  const { has } = usePermissions();
  const company = useSession().selectedCompany;
  return Boolean(
    company &&
      company.type !== "GUEST" &&
      company.enabledFeatures.publicationTypes.includes("order") &&
      has("OrderCreate") &&
      has("PublicationCreate"),
  );
}
