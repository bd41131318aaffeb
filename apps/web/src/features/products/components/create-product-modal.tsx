import { productCreateSchema } from "@app/contract";
import { Modal, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormActions } from "../../../components/form-actions";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useCreateProduct } from "../api/create-product";
import { productRoutes, type Scope } from "../api/keys";
import { draftInput, emptyDraft, fieldMessage, type ProductDraft, showSaveError } from "../form";
import { ProductFields } from "./product-fields";
import { ProductPriceFields } from "./product-price-fields";
import { ProductTypeFields } from "./product-type-fields";

interface Props {
  scope: Scope;
  opened: boolean;
  onClose: () => void;
}

/** A new product (Products): the company's next number unless one is typed; opens its page once made. */
export function CreateProductModal(props: Props) {
  const { t } = useTranslation("products");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("create.title")}
      size="xl"
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <CreateProductForm {...props} />
    </Modal>
  );
}

function CreateProductForm({ scope, onClose }: Props) {
  const { t } = useTranslation("products");
  const navigate = useNavigate();
  const create = useCreateProduct(scope);
  const form = useContractForm<ProductDraft>({
    schema: productCreateSchema,
    initialValues: emptyDraft,
    toInput: draftInput,
    validateInputOnBlur: true,
    message: fieldMessage(t),
  });
  const submit = form.onSubmit((draft) =>
    create.mutate(draftInput(draft), {
      onSuccess: (product) => {
        toast("success", t("create.done", { name: product.name, number: product.number }), 4000);
        onClose();
        void navigate(productRoutes.detail(product.id));
      },
      onError: (error) => showSaveError(form, error, t("create.failed"), { number: t("errors.numberTaken") }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ProductFields scope={scope} form={form} autoFocus />
        <ProductPriceFields form={form} />
        <ProductTypeFields form={form} />
        <FormActions
          cancel={t("actions.cancel")}
          submit={t("create.submit")}
          onCancel={onClose}
          gap="xs"
          mt="xs"
          loading={create.isPending}
        />
      </Stack>
    </form>
  );
}
