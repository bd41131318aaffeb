import { render } from "@testing-library/react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { Providers } from "../app/providers";
import { createQueryClient } from "../app/query-client";
import { connectRouter, routes } from "../app/router";

/**
 * Renders the whole app (routes, providers, API client wired to the router) at a path, on a browser
 * router as in the app: the list state kept in the address (nuqs) reads the window's address.
 */
export function renderApp(path: string) {
  window.history.replaceState(null, "", path);
  const router = connectRouter(createBrowserRouter(routes));
  const view = render(
    <Providers queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, location: () => router.state.location.pathname + router.state.location.search };
}
