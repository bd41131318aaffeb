import "@mantine/core/styles.css";
import "@mantine/dates/styles.css";
import "@mantine/notifications/styles.css";
import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { cssVariablesResolver, theme } from "./theme";

// Toasts wait in their store until it shows them; confirmations wait for their host (lib/confirm.ts).
const NotificationsHost = lazy(() =>
  import("./notifications-host").then((module) => ({ default: module.NotificationsHost })),
);
const ModalsHost = lazy(() => import("./modals-host").then((module) => ({ default: module.ModalsHost })));

interface Props {
  queryClient: QueryClient;
  /** "test" turns Mantine's transitions and portals off. */
  env?: "default" | "test";
  children: ReactNode;
}

export function Providers({ queryClient, env, children }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
        <Suspense fallback={null}>
          <NotificationsHost />
          <ModalsHost />
        </Suspense>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
