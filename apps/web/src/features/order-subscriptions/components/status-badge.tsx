import type { SubscriptionStatus } from "@app/contract";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const colors: Record<SubscriptionStatus, string> = { active: "teal", paused: "yellow", ended: "gray" };

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation("orderSubscriptions");
  return (
    <Badge color={colors[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
