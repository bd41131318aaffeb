import { type PriceListItem, priceListItemInputSchema } from "@app/contract";
import { Modal, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useSavePriceListItem } from "../api/price-list-items";
import { fieldMessage, showSaveError } from "../form";
import { type ItemDraft, itemInput, PriceItemFields, toItemDraft } from "./price-item-fields";

interface Props {
  scope: Scope;
  listId: string;
  /** undefined: closed; null: a new product's price. */
  item: PriceListItem | null | undefined;
  onClose: () => void;
}

/** A product's price on the list, with its quantity breaks (from a quantity on, a lower price). */
export function PriceItemModal(props: Props) {
  const { t } = useTranslation("products");
  return (
    <Modal
      opened={props.item !== undefined}
      onClose={props.onClose}
      size="lg"
      title={props.item ? t("items.editTitle", { name: props.item.product.name }) : t("items.addTitle")}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      {props.item !== undefined && <PriceItemForm {...props} item={props.item} />}
    </Modal>
  );
}

function PriceItemForm({ scope, listId, item, onClose }: Props & { item: PriceListItem | null }) {
  const { t } = useTranslation("products");
  const save = useSavePriceListItem(scope, listId);
  const form = useContractForm<ItemDraft>({
    schema: priceListItemInputSchema,
    initialValues: toItemDraft(item),
    toInput: itemInput,
    validateInputOnBlur: true,
    message: fieldMessage(t),
  });
  const submit = form.onSubmit((draft) => {
    if (!draft.product) return form.setFieldError("product", t("items.pickProduct"));
    save.mutate(
      { productId: draft.product.id, body: itemInput(draft) },
      {
        onSuccess: (saved) => {
          toast("success", t("items.saved", { name: saved.product.name }), 3000);
          onClose();
        },
        onError: (error) => showSaveError(form, error, t("items.failedSave")),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PriceItemFields scope={scope} form={form} fixedProduct={item !== null} />
        <FormActions
          cancel={t("actions.cancel")}
          submit={t("actions.save")}
          onCancel={onClose}
          gap="xs"
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}
