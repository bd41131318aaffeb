import { MARK_READ_DELAY_MS, type Notification } from "@app/contract";
import { Badge, Box, Button, EmptyState, Group, Text } from "@mantine/core";
import { IconBell, IconBellOff } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { HeaderPopover, HeaderPopoverFailure, HeaderPopoverLoading } from "../../../components/header-popover";
import { useSession } from "../../../lib/session";
import { useNotifications } from "../api/get-notifications";
import { useMarkAllRead, useMarkOneRead } from "../api/mark-read";
import { flatten } from "../cache";
import { notificationPath } from "../describe";
import { useNotificationEvents } from "../use-notification-events";
import { NotificationItem } from "./notification-item";

/** More than this shows as "99+" on the badge. */
const BADGE_MAX = 99;

/**
 * The header's bell (spec sections 2–4): the unread count, a dropdown of the latest 50 with more
 * on demand; opening one marks it read and opens its object, and every unread one becomes read
 * 5 seconds after the dropdown opens (while it stays open).
 */
export function NotificationBell({ color }: { color?: string }) {
  const { t } = useTranslation("notifications");
  const { user, companies, selectedCompany, selectCompany } = useSession();
  const navigate = useNavigate();
  const query = useNotifications(user.id);
  const { mutate: markAll } = useMarkAllRead(user.id);
  const markOne = useMarkOneRead(user.id);
  const [opened, setOpened] = useState(false);
  useNotificationEvents(user.id);

  const items = flatten(query.data);
  const unView = query.data?.pages[0]?.unView ?? 0;
  const hasUnread = unView > 0 || items.some((n) => !n.viewed);

  useEffect(() => {
    if (!opened || !hasUnread) return;
    const timer = setTimeout(() => markAll(), MARK_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [opened, hasUnread, markAll]);

  const open = (notification: Notification) => {
    if (!notification.viewed) markOne.mutate({ companyId: notification.companyId, id: notification.id });
    const path = notificationPath(notification.companyId, notification.data.notification);
    if (!path) return;
    const company = companies.find((c) => c.id === notification.companyId);
    if (company && !company.features.denyLoginOnWeb && company.id !== selectedCompany?.id) selectCompany(company);
    setOpened(false);
    navigate(path);
  };

  const label = unView > 0 ? t("bell.labelUnread", { count: unView }) : t("bell.label");

  return (
    <HeaderPopover
      opened={opened}
      onChange={setOpened}
      width={400}
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
      title={t("bell.title")}
      status={
        unView > 0 && (
          <Text size="xs" c="dimmed">
            {t("bell.unreadCount", { count: unView })}
          </Text>
        )
      }
    >
      {query.isPending ? (
        <HeaderPopoverLoading />
      ) : query.isError && items.length === 0 ? (
        <HeaderPopoverFailure
          message={t("bell.failed")}
          retryLabel={t("bell.retry")}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          size="sm"
          py="lg"
          icon={<IconBellOff aria-hidden />}
          title={t("bell.empty")}
          description={t("bell.emptyHint")}
        />
      ) : (
        <>
          <Box component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onOpen={open} />
              </li>
            ))}
          </Box>
          {query.hasNextPage && (
            <Group justify="center" p="xs">
              <Button
                size="xs"
                variant="subtle"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t("bell.more")}
              </Button>
            </Group>
          )}
        </>
      )}
    </HeaderPopover>
  );
}
