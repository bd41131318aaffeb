import { ORDER_EDITABLE, type Order, type OrderStatus } from "@app/contract";
import { Alert, Divider, Group, Skeleton, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { withTexts } from "../../../lib/i18n";
import { usePermissions } from "../../../lib/permissions";
import { useOrder } from "../api/get-order";
import type { Scope } from "../api/keys";
import { OrderActions } from "./order-actions";
import { OrderDetails } from "./order-details";
import { OrderDetailsForm } from "./order-details-form";
import { OrderLines } from "./order-lines";
import { OrderStatusBadge } from "./status-badge";

// The report (its form, signature pad and photos) loads only on an order that has one.
const OrderReport = lazy(
  withTexts(
    () => import("../report").then((module) => ({ default: module.OrderReport })),
    ["orderReport", "orders", "apiErrors"],
  ),
);

/** The states in which the order has a report: written while in progress, read once reported. */
const REPORTED: readonly OrderStatus[] = ["inProgress", "reported", "invoiced"];

export interface ObjectOrderProps {
  scope: Scope;
  publicationId: string;
  /** False on a guest's page: an order changes only by its company's members. */
  member: boolean;
}

/** The order part of an object of type order: details, lines, totals, its state's buttons, and its report. */
export function ObjectOrder({ scope, publicationId, member }: ObjectOrderProps) {
  const { t } = useTranslation("orders");
  const query = useOrder(scope, publicationId);
  const { has } = usePermissions(scope.companyId);
  if (query.isPending) return <Skeleton h={220} role="status" aria-busy="true" aria-label={t("section.loading")} />;
  if (query.isError) return <Alert color="red">{t("section.failed")}</Alert>;
  return (
    <>
      <OrderSection scope={scope} order={query.data} member={member} />
      {REPORTED.includes(query.data.status) && (
        <Suspense fallback={<Skeleton h={200} />}>
          <OrderReport
            companyId={scope.companyId}
            publicationId={publicationId}
            canReport={member && has("OrderReport")}
            status={query.data.status}
          />
        </Suspense>
      )}
    </>
  );
}

function OrderSection({ scope, order, member }: { scope: Scope; order: Order; member: boolean }) {
  const { t } = useTranslation("orders");
  const { has } = usePermissions(scope.companyId);
  const [editing, setEditing] = useState(false);
  const editable = member && has("OrderCreate") && ORDER_EDITABLE.includes(order.status);
  return (
    <ObjectSection
      title={t("section.title", { number: order.number })}
      actions={member && <OrderActions scope={scope} order={order} />}
    >
      <Stack gap="md">
        <Group gap="xs">
          <OrderStatusBadge status={order.status} />
          {order.status === "cancelled" && order.cancelReason && (
            <Text size="sm" c="dimmed">
              {t("section.cancelReason", { reason: order.cancelReason })}
            </Text>
          )}
        </Group>
        {editing && editable ? (
          <OrderDetailsForm scope={scope} order={order} onDone={() => setEditing(false)} />
        ) : (
          <OrderDetails order={order} canEdit={editable} onEdit={() => setEditing(true)} />
        )}
        <Divider />
        <OrderLines scope={scope} order={order} editable={editable} />
      </Stack>
    </ObjectSection>
  );
}
