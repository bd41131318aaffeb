import type { OrderStatus } from "@app/contract";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const colors: Record<OrderStatus, string> = {
  draft: "gray",
  active: "blue",
  inProgress: "yellow",
  reported: "teal",
  invoiced: "green",
  cancelled: "red",
};

/** An order's state as a coloured badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation("orders");
  return (
    <Badge variant="light" color={colors[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
