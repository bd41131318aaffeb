import { SocketEvent } from "@app/contract";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../lib/query-keys";
import { useRealtimeEvent } from "../../lib/realtime";
import { useSession } from "../../lib/session";

/**
 * When an administrator changes a company (name, colours, second factor, features) the server
 * tells its members: the company list reloads, and with it the header's colours and the side menu.
 */
export function CompanyUpdates() {
  const { user } = useSession();
  const client = useQueryClient();
  useRealtimeEvent<{ companyId?: string }>(SocketEvent.CompanyUpdated, (payload) => {
    void client.invalidateQueries({ queryKey: queryKeys.companies(user.id), exact: true });
    if (payload?.companyId) {
      // The company's own settings screens read it again too.
      const scope = { userId: user.id, companyId: payload.companyId };
      void client.invalidateQueries({ queryKey: queryKeys.companyInfo(scope) });
      void client.invalidateQueries({ queryKey: queryKeys.companySettings(scope) });
    }
  });
  return null;
}
