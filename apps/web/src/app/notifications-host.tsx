import { Notifications } from "@mantine/notifications";

/** Where toasts show; its code (with its transitions) loads after the first screen (app/providers.tsx). */
export function NotificationsHost() {
  return <Notifications position="top-right" />;
}
