import { ErrorCode, type Order, type OrderAction, orderStatusSchema, orderTransitions } from "@app/contract";
import { Button, Group } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { lazyModal } from "../../../lib/lazy-modal";
import { usePermissions } from "../../../lib/permissions";
import { toast } from "../../../lib/toast";
import { orderKeys, type Scope } from "../api/keys";
import { useOrderAction } from "../api/order-actions";

const CancelOrderModal = lazyModal(() => import("./cancel-order-modal").then((module) => module.CancelOrderModal));
const CopyOrderModal = lazyModal(() => import("./copy-order-modal").then((module) => module.CopyOrderModal));

const forward = ["activate", "start", "report", "invoice"] as const;
const currentSchema = z.object({ status: orderStatusSchema });

/** The state an action's 409 names (someone else changed it first), or null for another failure. */
function currentStatus(error: unknown) {
  if (!(error instanceof ApiError)) return null;
  if (error.code !== ErrorCode.Conflict && error.code !== ErrorCode.StaleVersion) return null;
  const parsed = currentSchema.safeParse(error.current);
  return parsed.success ? parsed.data.status : null;
}

/** The buttons of the order's next states, each by its permission, and its copy. */
export function OrderActions({ scope, order }: { scope: Scope; order: Order }) {
  const { t } = useTranslation("orders");
  const { has } = usePermissions(scope.companyId);
  const queryClient = useQueryClient();
  const act = useOrderAction(scope, order.id);
  const [cancelling, setCancelling] = useState(false);
  const [copying, setCopying] = useState(false);
  const allowed = (action: OrderAction) =>
    orderTransitions[action].from.includes(order.status) && has(orderTransitions[action].permission);

  const run = (action: OrderAction, reason?: string, done?: () => void) =>
    act.mutate(
      { action, version: order.version, reason },
      {
        onSuccess: () => {
          toast("success", t(`actions.done.${action}`, { number: order.number }), 4000);
          done?.();
        },
        onError: (error) => {
          const status = currentStatus(error);
          if (!status) return toast("failure", errorText(error, t("actions.failed")), 6000);
          done?.();
          toast("failure", t("actions.conflict", { status: t(`status.${status}`) }), 8000);
          void queryClient.invalidateQueries({ queryKey: orderKeys.detail(scope, order.id) });
        },
      },
    );

  return (
    <Group gap="xs">
      {forward.filter(allowed).map((action) => (
        <Button
          key={action}
          size="xs"
          loading={act.isPending && act.variables?.action === action}
          disabled={act.isPending}
          onClick={() => run(action)}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
      {allowed("cancel") && (
        <Button
          size="xs"
          variant="default"
          color="red"
          onClick={() => setCancelling(true)}
          onPointerEnter={CancelOrderModal.preload}
          onFocus={CancelOrderModal.preload}
        >
          {t("actions.cancelOrder")}
        </Button>
      )}
      {has("OrderCopy") && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCopy size={14} aria-hidden />}
          onClick={() => setCopying(true)}
          onPointerEnter={CopyOrderModal.preload}
          onFocus={CopyOrderModal.preload}
        >
          {t("actions.copy")}
        </Button>
      )}
      <CancelOrderModal
        opened={cancelling}
        pending={act.isPending}
        onClose={() => setCancelling(false)}
        onCancel={(reason) => run("cancel", reason, () => setCancelling(false))}
      />
      <CopyOrderModal scope={scope} order={order} opened={copying} onClose={() => setCopying(false)} />
    </Group>
  );
}
