import { Badge } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { HeaderPopover } from "../../../components/header-popover";
import { useSession } from "../../../lib/session";
import { useNotifications } from "../api/get-notifications";
import { useNotificationEvents } from "../use-notification-events";

// The list, with what it takes to show and open a notification, loads after the first screen.
const NotificationList = lazy(() =>
  import("./notification-list").then((module) => ({ default: module.NotificationList })),
);

/** More than this shows as "99+" on the badge. */
const BADGE_MAX = 99;

/**
 * The header's bell (spec sections 2–4): the unread count on the button, and a dropdown of the latest
 * notifications (`NotificationList`).
 */
export function NotificationBell({ color }: { color?: string }) {
  const { t } = useTranslation("notifications");
  const { user } = useSession();
  const query = useNotifications(user.id);
  const [opened, setOpened] = useState(false);
  useNotificationEvents(user.id);

  const unView = query.data?.pages[0]?.unView ?? 0;
  const label = unView > 0 ? t("bell.labelUnread", { count: unView }) : t("bell.label");

  return (
    <HeaderPopover
      opened={opened}
      onChange={setOpened}
      label={label}
      color={color}
      onToggle={() => setOpened((o) => !o)}
      button={
        <>
          <IconBell size={20} stroke={1.6} aria-hidden />
          {unView > 0 && (
            <Badge
              aria-hidden
              data-testid="bell-count"
              size="xs"
              color="red.9"
              circle={unView < 10}
              pos="absolute"
              top={-2}
              right={-4}
              px={unView < 10 ? 0 : 4}
              style={{ pointerEvents: "none", boxShadow: "0 0 0 2px var(--mantine-color-body)" }}
            >
              {unView > BADGE_MAX ? `${BADGE_MAX}+` : unView}
            </Badge>
          )}
        </>
      }
    >
      {(anchor) => <NotificationList anchor={anchor} />}
    </HeaderPopover>
  );
}
