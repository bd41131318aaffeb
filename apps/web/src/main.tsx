import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { preloadOnIntent, preloadScreens } from "./app/lazy-page";
import { Providers } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { AppRoutes, isSignedInScreen, routes } from "./app/router";
import { prefetchSession } from "./features/session/prefetch-session";
import { loadStartLanguage } from "./lib/i18n";

// The service worker registers once the first screen is under way: its code need not delay it.
const ServiceWorker = lazy(() =>
  import("./features/pwa/service-worker").then((module) => ({ default: module.ServiceWorker })),
);

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");

// What the first render waits for is asked for first: over HTTP/1.1 the browser sends requests in the order
// asked, six at a time, and a screen's code is up to a hundred files. Then the screens' code.
const language = loadStartLanguage();
const queryClient = createQueryClient();
let shellReads: Promise<void> = Promise.resolve();
if (isSignedInScreen(window.location.pathname)) {
  prefetchSession(queryClient);
  // What the shell waits for besides: its code comes with the shell's parts, not in the sign-in page's. Should
  // it fail to load, the shell asks when it renders.
  shellReads = import("./app/prefetch-shell")
    .then((module) => module.prefetchShell(queryClient))
    .catch(() => undefined);
}
void shellReads.then(() => preloadScreens(routes, window.location.pathname));
preloadOnIntent(routes);
await language;
createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      {/* A screen left unmounts at once (app/lazy-page.tsx), not kept while the next one's code loads. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
      <Suspense fallback={null}>
        <ServiceWorker />
      </Suspense>
    </Providers>
  </StrictMode>,
);
