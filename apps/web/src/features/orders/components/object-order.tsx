import { ORDER_EDITABLE, type Order } from "@app/contract";
import { Alert, Divider, Group, Skeleton, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { usePermissions } from "../../../lib/permissions";
import { useOrder } from "../api/get-order";
import type { Scope } from "../api/keys";
import { OrderActions } from "./order-actions";
import { OrderDetails } from "./order-details";
import { OrderDetailsForm } from "./order-details-form";
import { OrderLines } from "./order-lines";
import { OrderStatusBadge } from "./status-badge";

export interface ObjectOrderProps {
  scope: Scope;
  publicationId: string;
  /** False on a guest's page: an order changes only by its company's members. */
  member: boolean;
  /**
   * The report part (delivered quantities, signature, PDF: `report/`'s OrderReport, a section of its
   * own), placed under the order's section when given, with the order as it is now.
   */
  reportSection?: (props: { order: Order; scope: Scope; member: boolean }) => ReactNode;
}

/** The order part of an object of type order: details, lines, totals and its state's buttons. */
export function ObjectOrder({ scope, publicationId, member, reportSection }: ObjectOrderProps) {
  const { t } = useTranslation("orders");
  const query = useOrder(scope, publicationId);
  if (query.isPending) return <Skeleton h={220} role="status" aria-busy="true" aria-label={t("section.loading")} />;
  if (query.isError) return <Alert color="red">{t("section.failed")}</Alert>;
  return (
    <>
      <OrderSection scope={scope} order={query.data} member={member} />
      {reportSection?.({ order: query.data, scope, member })}
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
