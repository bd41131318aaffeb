import type { OrderSubscription } from "@app/contract";
import { Button } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyModal } from "../../../lib/lazy-modal";
import { usePermissions } from "../../../lib/permissions";
import type { Scope } from "../api/keys";
import type { CustomerField } from "../form";

const EditSubscriptionModal = lazyModal(() =>
  import("./edit-subscription-modal").then((module) => module.EditSubscriptionModal),
);

/** Edit for holders of OrderCreate (who make subscriptions), opening the subscription's form. */
export function EditSubscriptionButton({
  scope,
  subscription,
  customerField,
}: {
  scope: Scope;
  subscription: OrderSubscription;
  customerField: CustomerField;
}) {
  const { t } = useTranslation("orderSubscriptions");
  const { has } = usePermissions(scope.companyId);
  const [editing, setEditing] = useState(false);
  if (!has("OrderCreate")) return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={() => setEditing(true)}
        onPointerEnter={EditSubscriptionModal.preload}
        onFocus={EditSubscriptionModal.preload}
      >
        {t("edit.open")}
      </Button>
      <EditSubscriptionModal
        scope={scope}
        subscription={subscription}
        customerField={customerField}
        opened={editing}
        onClose={() => setEditing(false)}
      />
    </>
  );
}
