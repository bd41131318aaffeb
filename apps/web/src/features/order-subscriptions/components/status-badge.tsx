import type { SubscriptionStatus } from "@app/contract";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

// Dark shades under white text, as the orders' badges (the light variant's yellow fails axe's contrast).
const colors: Record<SubscriptionStatus, string> = { active: "teal.9", paused: "grape.9", ended: "gray.7" };

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation("orderSubscriptions");
  return (
    <Badge color={colors[status]} variant="filled">
      {t(`status.${status}`)}
    </Badge>
  );
}
