import type { OrderStatus } from "@app/contract";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

// Dark shades under white text: the light variant's yellow and teal fail axe's contrast on a phone.
const colors: Record<OrderStatus, string> = {
  draft: "gray.7",
  active: "blue.8",
  inProgress: "grape.9",
  reported: "teal.9",
  invoiced: "indigo.9",
  cancelled: "red.9",
};

/** An order's state as a coloured badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation("orders");
  return (
    <Badge variant="filled" color={colors[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
