import { COMPANY_ACCESS_ENDED_EVENT, PERMISSIONS_CHANGED_EVENT } from "@app/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { textsOf } from "../../../lib/i18n";
import { queryKeys } from "../../../lib/query-keys";
import { useRealtimeEvent } from "../../../lib/realtime";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";

/**
 * Listens (signed in) for changes an administrator makes to the user: new permissions reload the
 * side menu and every open screen at once (a screen the user may no longer see leads to /403); an
 * ended access to the selected company leads to /403. Part of the shell: the toast's texts load when
 * it is shown.
 */
export function AccessEvents() {
  const { user, companies, selectedCompany } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useRealtimeEvent(PERMISSIONS_CHANGED_EVENT, () => {
    // A first read still on its way may be answered under the old permissions, and invalidating does not
    // fetch it again (TanStack Query reuses it): it is cancelled and asked for anew.
    void queryClient.cancelQueries().then(() => queryClient.invalidateQueries());
  });

  useRealtimeEvent<{ companyId: string }>(COMPANY_ACCESS_ENDED_EVENT, ({ companyId }) => {
    const company = companies.find((c) => c.id === companyId);
    void textsOf("usersAdmin").then((t) =>
      toast("failure", company ? t("access.ended", { company: company.name }) : t("access.endedUnknown"), 5000),
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.companies(user.id) });
    if (selectedCompany?.id === companyId) navigate("/403");
  });

  return null;
}
