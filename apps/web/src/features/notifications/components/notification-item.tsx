import type { Notification } from "@app/contract";
import { Box, Group, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/dates";
import { describeNotification } from "../describe";
import classes from "./notification-item.module.css";
import { notificationKinds } from "./notification-kinds";

/** One line of the bell: its kind's icon, who did what on which object, the company and when; unread ones stand out. */
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
  const kind = notificationKinds[payload.type];
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      onClick={() => onOpen(notification)}
      w="100%"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {/* Decorative: the sentence says what happened and who did it; data-kind names its kind for tests. */}
        <ThemeIcon
          variant="light"
          color={kind.color}
          radius="xl"
          size={26}
          aria-hidden
          style={{ flex: "none" }}
          data-kind={payload.type}
        >
          <kind.icon size={16} stroke={1.6} />
        </ThemeIcon>
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
