import { notificationSchema, SocketEvent } from "@app/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useRealtimeEvent } from "../../lib/realtime";
import { esignKeys, type Scope } from "./api/keys";

/**
 * Requests change in other browsers (a signature, a decline, the completion): a notification
 * about a request of this company, pushed to the requester or a member asked, reads the company's
 * e-sign data again, so the request's page, the object's part and the list say what the bell says
 * (else a page read less than 30 seconds before, the queries' stale time, stays as it was).
 */
export function useEsignUpdates(scope: Scope | null) {
  const queryClient = useQueryClient();
  useRealtimeEvent<unknown>(SocketEvent.Notification, (payload) => {
    const parsed = notificationSchema.safeParse(payload);
    if (!scope || !parsed.success || parsed.data.companyId !== scope.companyId) return;
    if (parsed.data.data.notification.esign) void queryClient.invalidateQueries({ queryKey: esignKeys.all(scope) });
  });
}
