import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconRefresh } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "../../lib/i18n";
import { useStoredSession } from "../../lib/session";
import { markOfflineReadyTold, wasOfflineReadyTold } from "../../lib/storage";

export const UPDATE_TOAST_ID = "service-worker-update";
export const OFFLINE_TOAST_ID = "service-worker-offline-ready";
const OFFLINE_READY_MS = 5000;
/** Out of the way of the header and of the other toasts (top right). */
const POSITION = "bottom-right" as const;

export interface ServiceWorkerState {
  /** A new version is waiting. */
  needRefresh: boolean;
  /** The app's files are cached: it opens without the network. */
  offlineReady: boolean;
  /** Activates the waiting version and reloads the page. */
  update: () => void;
  /** Forgets both messages (the user closed them). */
  dismiss: () => void;
}

/**
 * The service worker's two messages (spec section 4): a new version is available (stays until the
 * user reloads or closes it), and the app is cached for offline use (gone after 5 s): told once in a
 * browser, to a signed-in person (not over the sign-in page or an outside signer's page).
 */
export function useServiceWorkerToasts({ needRefresh, offlineReady, update, dismiss }: ServiceWorkerState) {
  const { t } = useTranslation("notifications");
  const signedIn = useStoredSession() !== null;

  useEffect(() => {
    if (!needRefresh) return;
    notifications.show({
      id: UPDATE_TOAST_ID,
      position: POSITION,
      title: t("serviceWorker.updateTitle"),
      message: (
        <>
          <Text size="sm">{t("serviceWorker.updateText")}</Text>
          <Group mt="xs">
            <Button size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={update}>
              {t("serviceWorker.reload")}
            </Button>
          </Group>
        </>
      ),
      color: "indigo",
      autoClose: false,
      onClose: dismiss,
      closeButtonProps: { "aria-label": i18n.t("close") },
    });
    return () => {
      notifications.hide(UPDATE_TOAST_ID);
    };
  }, [needRefresh, update, dismiss, t]);

  useEffect(() => {
    if (!offlineReady || !signedIn || wasOfflineReadyTold()) return;
    markOfflineReadyTold();
    notifications.show({
      id: OFFLINE_TOAST_ID,
      position: POSITION,
      title: t("serviceWorker.offlineTitle"),
      message: t("serviceWorker.offlineText"),
      color: "teal",
      autoClose: OFFLINE_READY_MS,
      onClose: dismiss,
      closeButtonProps: { "aria-label": i18n.t("close") },
    });
  }, [offlineReady, signedIn, dismiss, t]);
}
