/// <reference types="vite-plugin-pwa/react" />

import { useRegisterSW } from "virtual:pwa-register/react";
import { useCallback } from "react";
import { useServiceWorkerToasts } from "./update-toasts";

/** A registered worker looks for a new version this often while the app stays open. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers the service worker (vite-plugin-pwa, "prompt": a new version waits for the user). */
export function ServiceWorker() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
  const update = useCallback(() => void updateServiceWorker(true), [updateServiceWorker]);
  const dismiss = useCallback(() => {
    setNeedRefresh(false);
    setOfflineReady(false);
  }, [setNeedRefresh, setOfflineReady]);
  useServiceWorkerToasts({ needRefresh, offlineReady, update, dismiss });
  return null;
}
