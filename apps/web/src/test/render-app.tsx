import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Providers } from "../app/providers";
import { createQueryClient } from "../app/query-client";
import { connectRouter, routes } from "../app/router";

/** Renders the whole app (routes, providers, API client wired to the router) at a path. */
export function renderApp(path: string) {
  const router = connectRouter(createMemoryRouter(routes, { initialEntries: [path] }));
  const view = render(
    <Providers queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, location: () => router.state.location.pathname + router.state.location.search };
}
