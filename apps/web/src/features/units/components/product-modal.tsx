import { type UnitProduct, unitProductInputSchema, unitProductSchema } from "@app/contract";
import { Modal, NumberInput, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { StaleAlert } from "../../../components/stale-alert";
import { staleCurrent } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { type CatalogueRef, useUnitProductChanges } from "../api/unit-products";
import { CataloguePicker } from "./catalogue-picker";

const DESCRIPTION_MAX = maxLengthOf(unitProductInputSchema, "description");

interface Draft {
  /** The catalogue product linked (its name and unit are the unit product's). */
  product: CatalogueRef | null;
  description: string;
  /** As the number field holds it: "" while empty. */
  quantity: number | string;
}

const toDraft = (product: UnitProduct | null): Draft => ({
  product: product ? { id: product.productId, number: product.number, name: product.name } : null,
  description: product?.description ?? "",
  quantity: product?.quantity ?? 1,
});

const toInput = (draft: Draft) => ({
  productId: draft.product?.id ?? "",
  description: draft.description.trim(),
  quantity: draft.quantity === "" ? Number.NaN : Number(draft.quantity),
});

interface Props {
  scope: Scope;
  unitId: string;
  /** The product edited; null: a new one. */
  product: UnitProduct | null;
  opened: boolean;
  onClose: () => void;
}

/** Adds a product to the unit or edits one: the catalogue product, the quantity and a note. */
export function ProductModal(props: Props) {
  const { t } = useTranslation("units");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.product ? t("products.editTitle", { name: props.product.name }) : t("products.addTitle")}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <ProductForm key={props.product?.id ?? "new"} {...props} />
    </Modal>
  );
}

function ProductForm({ scope, unitId, product, onClose }: Props) {
  const { t } = useTranslation("units");
  const { save } = useUnitProductChanges(scope, unitId);
  // The version saved over: the product opened, or the latest one after a stale save.
  const [base, setBase] = useState(product);
  const [stale, setStale] = useState<UnitProduct | null>(null);
  const form = useContractForm<Draft>({
    schema: unitProductInputSchema,
    initialValues: toDraft(product),
    toInput,
    message: (field) => {
      if (field === "productId") return t("products.productRequired");
      if (field === "quantity") return t("products.quantityInvalid");
      if (field === "description") return t("form.descriptionTooLong", { max: DESCRIPTION_MAX });
      return t("form.invalid");
    },
  });

  const submit = form.onSubmit((draft) =>
    save.mutate(
      { id: base?.id, input: { ...toInput(draft), version: base?.version } },
      {
        onSuccess: (saved) => {
          toast("success", t(base ? "products.saved" : "products.added", { name: saved.name }), 5000);
          onClose();
        },
        onError: (error) => {
          const current = staleCurrent(error, unitProductSchema);
          if (current) setStale(current);
          else toast("failure", errorText(error, t("products.saveFailed"), { name: t("errors.nameTaken") }), 5000);
        },
      },
    ),
  );

  const loadLatest = () => {
    if (!stale) return;
    setBase(stale);
    form.setValues(toDraft(stale));
    setStale(null);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {stale && <StaleAlert changedBy={undefined} hint={t("products.staleHint")} onLoadLatest={loadLatest} />}
        <CataloguePicker
          scope={scope}
          value={form.values.product}
          onChange={(picked) => form.setFieldValue("product", picked)}
          error={form.errors.productId}
        />
        <NumberInput
          label={t("products.quantity")}
          required
          min={0}
          decimalScale={3}
          decimalSeparator={t("products.decimalSeparator")}
          {...form.getInputProps("quantity")}
        />
        <Textarea
          label={t("fields.description")}
          autosize
          minRows={2}
          maxLength={DESCRIPTION_MAX}
          {...form.getInputProps("description")}
        />
        <FormActions
          cancel={t("actions.cancel")}
          submit={product ? t("actions.save") : t("products.addSubmit")}
          onCancel={onClose}
          gap="xs"
          mt="xs"
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}
