import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { preloadOnIntent, preloadScreens } from "./app/lazy-page";
import { Providers } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { createAppRouter, routes } from "./app/router";
import { ServiceWorker } from "./features/pwa/service-worker";
import { loadStartLanguage } from "./lib/i18n";

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");

preloadScreens(routes, window.location.pathname);
preloadOnIntent(routes);
await loadStartLanguage();
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={createAppRouter()} />
      <ServiceWorker />
    </Providers>
  </StrictMode>,
);
