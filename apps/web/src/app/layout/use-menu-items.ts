import { useMemo } from "react";
import { usePermissions } from "../../lib/permissions";
import { useSession } from "../../lib/session";
import { visibleMenuItems } from "./menu-items";

/** The selected company's menu items; `loading` while the user's permissions there are on their way. */
export function useMenuItems() {
  const { selectedCompany } = useSession();
  const { has, loading } = usePermissions();
  const items = useMemo(() => visibleMenuItems(selectedCompany, has), [selectedCompany, has]);
  return { items, loading };
}
