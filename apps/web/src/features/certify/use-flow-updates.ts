import { notificationSchema, SocketEvent } from "@app/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useRealtimeEvent } from "../../lib/realtime";
import { certifyKeys, type Scope } from "./api/keys";

/**
 * Flows change in other browsers: a flow notification of this company pushed to the member (asked
 * to approve; approved or rejected, to the requester) reads the flows again, so the object's
 * panel says what the bell says.
 */
export function useFlowUpdates(scope: Scope) {
  const queryClient = useQueryClient();
  useRealtimeEvent<unknown>(SocketEvent.Notification, (payload) => {
    const parsed = notificationSchema.safeParse(payload);
    if (!parsed.success || parsed.data.companyId !== scope.companyId) return;
    if (parsed.data.data.notification.type.startsWith("FLOW_")) {
      void queryClient.invalidateQueries({ queryKey: certifyKeys.all(scope) });
    }
  });
}
