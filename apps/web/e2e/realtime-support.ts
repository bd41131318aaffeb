import type { Page } from "@playwright/test";

/**
 * Resolves once the page's realtime socket is connected (socket.io's connect answer "40…"). Call it
 * before the page loads the signed-in app, which opens the socket.
 */
export function watchSocket(page: Page) {
  return new Promise<void>((resolve) => {
    page.on("websocket", (socket) => {
      if (!socket.url().includes("/webapp-updates")) return;
      socket.on("framereceived", (frame) => {
        if (String(frame.payload).startsWith("40")) resolve();
      });
    });
  });
}
