/// <reference types="vite-plugin-pwa/client" />

import { registerSW } from "virtual:pwa-register";
import { useCallback, useEffect, useRef, useState } from "react";
import { useServiceWorkerToasts } from "./update-toasts";

/** A registered worker looks for a new version this often while the app stays open. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The page registers its worker once, however often React renders or mounts what asks for it. */
let registering = false;

/**
 * Registers the service worker (vite-plugin-pwa, "prompt": a new version waits for the user) and shows
 * its messages. It registers from an effect, which runs only for what React has put on screen: the
 * plugin's `useRegisterSW` registers while rendering, and a render React discards and renders again (a
 * part of the page waiting for its code) registered a second time, which took the first installation
 * for another tab's and never said the app was ready offline.
 */
export function ServiceWorker() {
  const [needRefresh, setNeedRefresh] = useState(false);
  const [offlineReady, setOfflineReady] = useState(false);
  const updateServiceWorker = useRef<(reloadPage?: boolean) => Promise<void>>(undefined);

  useEffect(() => {
    if (registering) return;
    registering = true;
    updateServiceWorker.current = registerSW({
      immediate: true,
      onNeedRefresh: () => setNeedRefresh(true),
      onOfflineReady: () => setOfflineReady(true),
      onRegisteredSW(_url, registration) {
        if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      },
    });
  }, []);

  const update = useCallback(() => void updateServiceWorker.current?.(true), []);
  const dismiss = useCallback(() => {
    setNeedRefresh(false);
    setOfflineReady(false);
  }, []);
  useServiceWorkerToasts({ needRefresh, offlineReady, update, dismiss });
  return null;
}
