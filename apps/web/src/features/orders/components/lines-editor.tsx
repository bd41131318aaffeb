import { MANUAL_PRICE_PERMISSION, type Order, orderLinesUpdateSchema, orderSchema } from "@app/contract";
import { Alert, Button, Group, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { StaleAlert } from "../../../components/stale-alert";
import { staleCurrent } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { kronorToOre } from "../../../lib/money";
import { usePermissions } from "../../../lib/permissions";
import { toast } from "../../../lib/toast";
import { orderKeys, type Scope } from "../api/keys";
import { useCheckedPrices } from "../api/price-check";
import { useSaveLines } from "../api/update-order";
import { draftsOf, draftTotals, type LineDraft, lineInput, newLine, priceAsk } from "../line-draft";
import { LineFields } from "./line-fields";
import { OrderTotals } from "./order-totals";

/** The order's lines in an editor, saved all at once with the version read; prices by hand with PriceLists. */
export function LinesEditor({ scope, order, onDone }: { scope: Scope; order: Order; onDone: () => void }) {
  const { t } = useTranslation("orders");
  const { has } = usePermissions(scope.companyId);
  const mayPrice = has(MANUAL_PRICE_PERMISSION);
  const queryClient = useQueryClient();
  const save = useSaveLines(scope, order.id);
  const [lines, setLines] = useState<LineDraft[]>(() => draftsOf(order));
  const [invalid, setInvalid] = useState(false);
  const checked = useCheckedPrices(
    scope,
    lines.map((line) => priceAsk(line, order.customer.id, order.orderDate)),
  );
  const { totals, complete } = draftTotals(lines, checked);
  const stale = staleCurrent(save.error, orderSchema);

  const change = (key: string, patch: Partial<LineDraft>) =>
    setLines((list) => list.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { lines: lines.map(lineInput), version: order.version };
    const unpriced = lines.some((line) => (line.manualPrice ? kronorToOre(line.price) === null : !line.product));
    if (unpriced || !orderLinesUpdateSchema.safeParse(input).success) return setInvalid(true);
    setInvalid(false);
    save.mutate(input, {
      onSuccess: () => {
        toast("success", t("lines.saved"), 4000);
        onDone();
      },
      onError: (error) => {
        if (!staleCurrent(error, orderSchema)) toast("failure", errorText(error, t("lines.failed")), 6000);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("lines.formLabel")}>
      <Stack gap="sm">
        {stale && (
          <StaleAlert
            changedBy={stale.statusChangedBy?.name}
            hint={t("lines.staleHint")}
            onLoadLatest={() => {
              queryClient.setQueryData(orderKeys.detail(scope, order.id), stale);
              setLines(draftsOf(stale));
              save.reset();
            }}
          />
        )}
        {lines.map((line, index) => (
          <LineFields
            key={line.key}
            scope={scope}
            line={line}
            index={index}
            customerId={order.customer.id}
            date={order.orderDate}
            mayPrice={mayPrice}
            onChange={(patch) => change(line.key, patch)}
            onRemove={() => setLines((list) => list.filter((l) => l.key !== line.key))}
          />
        ))}
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setLines((list) => [...list, newLine(false)])}
          >
            {t("lines.addProduct")}
          </Button>
          {mayPrice && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setLines((list) => [...list, newLine(true)])}
            >
              {t("lines.addFree")}
            </Button>
          )}
        </Group>
        {invalid && (
          <Alert color="red" role="alert">
            {t("lines.invalid")}
          </Alert>
        )}
        <OrderTotals totals={totals} note={complete ? undefined : t("totals.partial")} />
        <FormActions
          cancel={t("actions.cancel")}
          submit={t("lines.save")}
          onCancel={onDone}
          gap="xs"
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}
