import { useMemo } from "react";
import { usePermissions } from "../../features/session/api/get-permissions";
import { useSession } from "../../lib/session";
import { visibleMenuItems } from "./menu-items";

/** The selected company's menu items; `loading` while the user's permissions there are on their way. */
export function useMenuItems() {
  const { user, selectedCompany } = useSession();
  const permissions = usePermissions(user.id, selectedCompany?.id);
  const items = useMemo(
    () => visibleMenuItems(selectedCompany, permissions.data ?? []),
    [selectedCompany, permissions.data],
  );
  return { items, loading: selectedCompany !== null && permissions.isPending };
}
