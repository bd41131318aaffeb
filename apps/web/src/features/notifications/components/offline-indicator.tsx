import { Badge, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconPlugConnectedX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useRealtimeStatus } from "../../../lib/realtime";
import classes from "./offline-indicator.module.css";

/**
 * A quiet grey badge while the live connection is down (not while it first connects). It is
 * focusable so keyboard users reach the explanation, and announced when it appears.
 */
export function OfflineIndicator() {
  const { t } = useTranslation("notifications");
  const status = useRealtimeStatus();
  return (
    <div role="status">
      {status === "offline" && (
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
      )}
    </div>
  );
}
