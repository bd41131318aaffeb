import type { Order } from "@app/contract";
import { Checkbox, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormActions } from "../../../components/form-actions";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { orderRoutes, type Scope } from "../api/keys";
import { useCopyOrder } from "../api/order-actions";

interface Props {
  scope: Scope;
  order: Order;
  opened: boolean;
  onClose: () => void;
}

/** A copy of the order as a new draft (today's prices unless the old ones are kept), then opened. */
export function CopyOrderModal(props: Props) {
  const { t } = useTranslation("orders");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("copy.title", { number: props.order.number })}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <CopyForm {...props} />
    </Modal>
  );
}

function CopyForm({ scope, order, onClose }: Props) {
  const { t } = useTranslation("orders");
  const navigate = useNavigate();
  const copy = useCopyOrder(scope, order.id);
  const [keepPrices, setKeepPrices] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    copy.mutate(keepPrices, {
      onSuccess: (created) => {
        toast("success", t("copy.done", { number: created.number }), 4000);
        onClose();
        navigate(orderRoutes.detail(scope.companyId, created.id));
      },
      onError: (error) => toast("failure", errorText(error, t("copy.failed")), 6000),
    });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">{t("copy.intro")}</Text>
        <Checkbox
          label={t("copy.keepPrices")}
          description={t("copy.keepPricesHint")}
          checked={keepPrices}
          onChange={(event) => setKeepPrices(event.currentTarget.checked)}
        />
        <FormActions
          cancel={t("actions.cancel")}
          submit={t("copy.submit")}
          onCancel={onClose}
          gap="xs"
          loading={copy.isPending}
        />
      </Stack>
    </form>
  );
}
