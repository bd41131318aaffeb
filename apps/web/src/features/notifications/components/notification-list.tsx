import { MARK_READ_DELAY_MS, type Notification } from "@app/contract";
import { Box, Button, EmptyState, Group, Text } from "@mantine/core";
import { IconBellOff } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { HeaderPopoverDropdown, HeaderPopoverFailure, HeaderPopoverLoading } from "../../../components/header-dropdown";
import type { HeaderAnchor } from "../../../components/header-popover";
import { useSession } from "../../../lib/session";
import { useNotifications } from "../api/get-notifications";
import { useMarkAllRead, useMarkOneRead } from "../api/mark-read";
import { flatten } from "../cache";
import { notificationPath } from "../describe";
import { NotificationItem } from "./notification-item";

/**
 * The bell's dropdown (spec sections 2–4): the latest 50 with more on demand; opening one marks it
 * read and opens its object, and every unread one becomes read 5 seconds after the dropdown opens
 * (while it stays open).
 */
export function NotificationList({ anchor }: { anchor: HeaderAnchor }) {
  const { t } = useTranslation("notifications");
  const { user, companies, selectedCompany, selectCompany } = useSession();
  const navigate = useNavigate();
  const query = useNotifications(user.id);
  const { mutate: markAll } = useMarkAllRead(user.id);
  const markOne = useMarkOneRead(user.id);
  const { opened, onChange } = anchor;

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
    onChange(false);
    navigate(path);
  };

  return (
    <HeaderPopoverDropdown
      anchor={anchor}
      width={400}
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
    </HeaderPopoverDropdown>
  );
}
