import { type Product, productCreateSchema, productSchema } from "@app/contract";
import { Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { StaleAlert } from "../../../components/stale-alert";
import { staleCurrent } from "../../../lib/api-client";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { productKeys, type Scope } from "../api/keys";
import { useUpdateProduct } from "../api/update-product";
import { draftInput, fieldMessage, type ProductDraft, showSaveError, toDraft } from "../form";
import { ProductFields } from "./product-fields";
import { ProductPriceFields } from "./product-price-fields";
import { ProductTypeFields } from "./product-type-fields";

/** The product's edit in place: an optimistic save on the version read (a stale save says so and offers the latest). */
export function ProductEditForm({ scope, product, onDone }: { scope: Scope; product: Product; onDone: () => void }) {
  const { t } = useTranslation("products");
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(product.version);
  const [stale, setStale] = useState(false);
  const update = useUpdateProduct(scope, product.id);
  const form = useContractForm<ProductDraft>({
    schema: productCreateSchema,
    initialValues: toDraft(product),
    toInput: draftInput,
    validateInputOnBlur: true,
    message: fieldMessage(t),
  });
  const submit = form.onSubmit((draft) =>
    update.mutate(
      { ...draftInput(draft), number: draft.number, version },
      {
        onSuccess: () => {
          toast("success", t("details.saved"), 3000);
          onDone();
        },
        onError: (error) => {
          if (staleCurrent(error, productSchema)) return setStale(true);
          showSaveError(form, error, t("details.failed"), { number: t("errors.numberTaken") });
        },
      },
    ),
  );
  const loadLatest = async () => {
    await queryClient.invalidateQueries({ queryKey: productKeys.detail(scope, product.id) });
    const latest = queryClient.getQueryData<Product>(productKeys.detail(scope, product.id));
    if (latest) {
      form.setValues(toDraft(latest));
      setVersion(latest.version);
    }
    setStale(false);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {stale && (
          <StaleAlert changedBy={undefined} hint={t("details.staleHint")} onLoadLatest={() => void loadLatest()} />
        )}
        <ProductFields scope={scope} form={form} />
        <ProductPriceFields form={form} />
        <ProductTypeFields form={form} />
        <FormActions
          cancel={t("actions.cancel")}
          submit={t("details.save")}
          onCancel={onDone}
          gap="xs"
          loading={update.isPending}
        />
      </Stack>
    </form>
  );
}
