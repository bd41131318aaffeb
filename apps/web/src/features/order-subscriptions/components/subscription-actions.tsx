import { type OrderSubscription, type SubscriptionStatus, subscriptionActions } from "@app/contract";
import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../lib/confirm";
import { errorText } from "../../../lib/error-text";
import { usePermissions } from "../../../lib/permissions";
import { toast } from "../../../lib/toast";
import { type SubscriptionAction, useChangeState } from "../api/change-state";
import type { Scope } from "../api/keys";
import { TOAST_MS } from "../form";

/** The states each action starts from (the server's rule: pause an active one, resume a paused one, end either). */
const from: Record<SubscriptionAction, SubscriptionStatus[]> = {
  pause: ["active"],
  resume: ["paused"],
  end: ["active", "paused"],
};

/** Pause, resume and end, as the subscription's state allows, for holders of OrderActivateCancel. */
export function SubscriptionActions({ scope, subscription }: { scope: Scope; subscription: OrderSubscription }) {
  const { t } = useTranslation("orderSubscriptions");
  const { has } = usePermissions(scope.companyId);
  const change = useChangeState(scope, subscription.id);
  if (!has("OrderActivateCancel")) return null;
  const run = (action: SubscriptionAction) =>
    change.mutate(action, {
      onSuccess: (changed) => toast("success", t(`section.changed.${changed.status}`), TOAST_MS),
      onError: (error) =>
        toast("failure", errorText(error, t("section.changeFailed"), { status: t("section.conflict") }), TOAST_MS),
    });
  const click = (action: SubscriptionAction) =>
    action === "end"
      ? confirmAction({
          title: t("section.endConfirmTitle"),
          message: t("section.endConfirm"),
          confirm: t("section.end"),
          onConfirm: () => run("end"),
        })
      : run(action);
  const shown = subscriptionActions.filter((action) => from[action].includes(subscription.status));
  return (
    <Group gap="xs">
      {shown.map((action) => (
        <Button
          key={action}
          size="xs"
          variant={action === "end" ? "outline" : "light"}
          color={action === "end" ? "red.9" : undefined}
          loading={change.isPending && change.variables === action}
          disabled={change.isPending}
          onClick={() => click(action)}
        >
          {t(`section.${action}`)}
        </Button>
      ))}
    </Group>
  );
}
