import type { Notification } from "@app/contract";
import { Box, Group, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconAlarm } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../components/user-avatar";
import { formatDateTime } from "../../../lib/dates";
import { describeNotification } from "../describe";
import classes from "./notification-item.module.css";

/** One line of the bell: who did what on which object, the company and when; unread ones stand out. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const { t } = useTranslation("notifications");
  const payload = notification.data.notification;
  const { sentence, detail } = describeNotification(t, payload);
  const unread = !notification.viewed;
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      onClick={() => onOpen(notification)}
      w="100%"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {/* Decorative: the sentence names the person. */}
        <Box aria-hidden style={{ flex: "none" }}>
          {payload.sourceUser ? (
            <UserAvatar userId={payload.sourceUser.id} name={payload.sourceUser.name} hasImage={false} size="sm" />
          ) : (
            <ThemeIcon variant="light" radius="xl" size={26}>
              <IconAlarm size={16} stroke={1.6} />
            </ThemeIcon>
          )}
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {unread && <VisuallyHidden>{t("bell.unread")}: </VisuallyHidden>}
          <Text size="sm" fw={unread ? 600 : 400} lineClamp={3} className={classes.sentence}>
            {sentence}
          </Text>
          {detail && (
            <Text size="sm" c="dimmed" lineClamp={2} className={classes.sentence}>
              {detail}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={2} truncate>
            {payload.company.name} · {formatDateTime(notification.createdAt)}
          </Text>
        </Box>
        {unread && <span className={classes.dot} aria-hidden />}
      </Group>
    </UnstyledButton>
  );
}
