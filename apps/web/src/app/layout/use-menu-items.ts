import { useMemo } from "react";
import { useServiceRequestAccess } from "../../features/products/api/service-access";
import { usePermissions } from "../../lib/permissions";
import { useSession } from "../../lib/session";
import { visibleMenuItems } from "./menu-items";

/**
 * The selected company's menu items; `loading` while the user's permissions there are on their way
 * (and, for a guest, whether it is a member of one of the company's portals).
 */
export function useMenuItems() {
  const { user, selectedCompany } = useSession();
  const { has, loading } = usePermissions();
  const guest = selectedCompany?.type === "GUEST";
  const access = useServiceRequestAccess({ userId: user.id, companyId: selectedCompany?.id ?? "" }, guest);
  const portalMember = access.data?.canRequest ?? false;
  const items = useMemo(
    () => visibleMenuItems(selectedCompany, has, { portalMember }),
    [selectedCompany, has, portalMember],
  );
  return { items, loading: loading || (guest && access.isPending) };
}
