import { usePermissions } from "../../lib/permissions";
import { useSession } from "../../lib/session";
import type { Scope } from "./api/keys";

/** Who may make and edit plants: OrderCreate with PublicationCreate, in a company with the object type plant (as orders). */
export function useCanMakePlants(scope: Scope) {
  const { has } = usePermissions(scope.companyId);
  const company = useSession().companies.find((c) => c.id === scope.companyId);
  return (
    has("OrderCreate") &&
    has("PublicationCreate") &&
    company?.type !== "GUEST" &&
    Boolean(company?.enabledFeatures.publicationTypes.includes("plant"))
  );
}

/** Whether the company uses plants (the object type plant enabled). */
export function useUsesPlants(scope: Scope) {
  const company = useSession().companies.find((c) => c.id === scope.companyId);
  return Boolean(company?.enabledFeatures.publicationTypes.includes("plant"));
}
