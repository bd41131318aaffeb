import { Badge, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconPlugConnectedX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./offline-badge.module.css";

/**
 * The offline badge (`OfflineIndicator`) with its explanation as a tooltip. It is focusable so keyboard
 * users reach the explanation, which screen readers hear with the badge.
 */
export function OfflineBadge({ offline }: { offline: boolean }) {
  const { t } = useTranslation("notifications");
  if (!offline) return null;
  return (
    <Tooltip
      label={t("offline.description")}
      multiline
      w={260}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        component="span"
        tabIndex={0}
        variant="filled"
        color="gray.7"
        size="sm"
        className={classes.badge}
        leftSection={<IconPlugConnectedX size={12} aria-hidden />}
      >
        <span className={classes.label}>{t("offline.label")}</span>
        <VisuallyHidden>. {t("offline.description")}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
