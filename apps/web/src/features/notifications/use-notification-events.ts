import { notificationSchema, readNotificationEventSchema, SocketEvent } from "@app/contract";
import { notifications as toasts } from "@mantine/notifications";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { i18n } from "../../lib/i18n";
import { useRealtimeEvent } from "../../lib/realtime";
import type { NotificationPages } from "./api/get-notifications";
import { notificationKeys } from "./api/keys";
import { addNotification, holdsAll, markViewed } from "./cache";
import { notificationKinds } from "./components/notification-kinds";
import { describeNotification } from "./describe";

const TOAST_MS = 5000;

/** A notification pushed by the server: on top of the bell's list, the count raised. Answers it when valid. */
export function receiveNotification(queryClient: QueryClient, userId: string, payload: unknown) {
  const parsed = notificationSchema.safeParse(payload);
  if (!parsed.success) return null;
  const key = notificationKeys.list(userId);
  if (queryClient.getQueryData(key)) {
    queryClient.setQueryData<NotificationPages>(key, (data) => addNotification(data, parsed.data));
  } else {
    void queryClient.invalidateQueries({ queryKey: key });
  }
  return parsed.data;
}

/**
 * SEND_READ_NOTIFICATION: notifications became viewed here or in another tab or device (all of
 * them without ids). Ids the bell does not hold leave the count unknown: it is fetched again.
 */
export function receiveRead(queryClient: QueryClient, userId: string, payload: unknown) {
  const parsed = readNotificationEventSchema.safeParse(payload ?? {});
  if (!parsed.success) return;
  const key = notificationKeys.list(userId);
  const data = queryClient.getQueryData<NotificationPages>(key);
  const { ids } = parsed.data;
  queryClient.setQueryData<NotificationPages>(key, (current) => markViewed(current, ids));
  if (!data || (ids && !holdsAll(data, ids))) void queryClient.invalidateQueries({ queryKey: key });
}

/** Keeps the bell in step with the server while the signed-in screens are open, and toasts what arrives. */
export function useNotificationEvents(userId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation("notifications");
  useRealtimeEvent<unknown>(SocketEvent.Notification, (payload) => {
    const notification = receiveNotification(queryClient, userId, payload);
    if (!notification) return;
    const { sentence, detail } = describeNotification(t, notification.data.notification);
    toasts.show({
      title: t("toast.title"),
      message: [t("inCompany", { sentence, company: notification.data.notification.company.name }), detail]
        .filter(Boolean)
        .join(": "),
      color: notificationKinds[notification.data.notification.type].color,
      autoClose: TOAST_MS,
      closeButtonProps: { "aria-label": i18n.t("close") },
    });
  });
  useRealtimeEvent<unknown>(SocketEvent.ReadNotification, (payload) => receiveRead(queryClient, userId, payload));
}
