import { type ProductCategory, productCategoryCreateSchema } from "@app/contract";
import { Modal, NumberInput, Select, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useSaveCategory } from "../api/categories";
import type { Scope } from "../api/keys";
import { fieldMessage, showSaveError } from "../form";

type CategoryDraft = { name: string; parentId: string | null; position: number | "" };

const categoryInput = ({ position, ...draft }: CategoryDraft) => ({
  ...draft,
  ...(position === "" ? {} : { position }),
});

interface Props {
  scope: Scope;
  /** undefined: closed; null: a new category. */
  category: ProductCategory | null | undefined;
  categories: ProductCategory[];
  onClose: () => void;
}

/** A category added or edited: name, the top-level category it is under (or none) and its order. */
export function CategoryModal(props: Props) {
  const { t } = useTranslation("products");
  return (
    <Modal
      opened={props.category !== undefined}
      onClose={props.onClose}
      title={props.category ? t("categories.editTitle") : t("categories.addTitle")}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      {props.category !== undefined && <CategoryForm {...props} category={props.category} />}
    </Modal>
  );
}

function CategoryForm({ scope, category, categories, onClose }: Props & { category: ProductCategory | null }) {
  const { t } = useTranslation("products");
  const save = useSaveCategory(scope);
  const hasChildren = category !== null && categories.some((c) => c.parentId === category.id);
  const parents = categories.filter((c) => c.parentId === null && c.id !== category?.id);
  const form = useContractForm({
    schema: productCategoryCreateSchema,
    initialValues: {
      name: category?.name ?? "",
      parentId: category?.parentId ?? null,
      // A new category goes last among its siblings unless an order is typed.
      position: category?.position ?? "",
    } as CategoryDraft,
    toInput: categoryInput,
    validateInputOnBlur: true,
    message: (field) => (field === "name" ? t("errors.categoryName") : fieldMessage(t)(field)),
  });
  const submit = form.onSubmit((draft) => {
    const body = categoryInput(draft);
    save.mutate(category ? { id: category.id, body } : { id: null, body }, {
      onSuccess: (saved) => {
        toast("success", t("categories.saved", { name: saved.name }), 3000);
        onClose();
      },
      onError: (error) => showSaveError(form, error, t("categories.failedSave"), { name: t("categories.nameTaken") }),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t("categories.name")} required data-autofocus {...form.getInputProps("name")} />
        <Select
          label={t("categories.parent")}
          placeholder={t("categories.topLevel")}
          description={hasChildren ? t("categories.hasChildren") : undefined}
          disabled={hasChildren}
          clearable
          data={parents.map((c) => ({ value: c.id, label: c.name }))}
          {...form.getInputProps("parentId")}
        />
        <NumberInput
          label={t("categories.position")}
          min={0}
          allowDecimal={false}
          {...form.getInputProps("position")}
        />
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
