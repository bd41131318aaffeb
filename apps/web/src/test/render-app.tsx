import { act, render } from "@testing-library/react";
import { BrowserRouter, type NavigateFunction, useNavigate } from "react-router";
import { Providers } from "../app/providers";
import { createQueryClient } from "../app/query-client";
import { AppRoutes } from "../app/router";

/**
 * Renders the whole app (routes, providers, API client wired to the router) at a path, on a browser
 * router as in the app: the list state kept in the address (nuqs) reads the window's address.
 * `navigate` goes elsewhere as a link of the app would.
 */
export function renderApp(path: string) {
  window.history.replaceState(null, "", path);
  const navigation: { navigate?: NavigateFunction } = {};
  function Navigator() {
    navigation.navigate = useNavigate();
    return null;
  }
  const view = render(
    <Providers queryClient={createQueryClient()} env="test">
      <BrowserRouter useTransitions={false}>
        <Navigator />
        <AppRoutes />
      </BrowserRouter>
    </Providers>,
  );
  const navigate = (to: string | number) =>
    act(() => {
      if (typeof to === "number") navigation.navigate?.(to);
      else navigation.navigate?.(to);
    });
  return { ...view, navigate, location: () => window.location.pathname + window.location.search };
}
