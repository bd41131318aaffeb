import { type PriceListDetail, priceListCreateSchema } from "@app/contract";
import { Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormActions } from "../../../components/form-actions";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { productRoutes, type Scope } from "../api/keys";
import { useSavePriceList } from "../api/price-lists";
import { fieldMessage, showSaveError } from "../form";
import { type ListDraft, listInput, PriceListTargetFields, toListDraft } from "./price-list-fields";

interface Props {
  scope: Scope;
  /** undefined: closed; null: a new list. */
  list: PriceListDetail | null | undefined;
  onClose: () => void;
}

/** A price list added or edited: name, validity, and whom it prices (a customer, a status, or the default). */
export function PriceListModal(props: Props) {
  const { t } = useTranslation("products");
  return (
    <Modal
      opened={props.list !== undefined}
      onClose={props.onClose}
      size="lg"
      title={props.list ? t("priceLists.editTitle") : t("priceLists.addTitle")}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      {props.list !== undefined && <PriceListForm {...props} list={props.list} />}
    </Modal>
  );
}

function PriceListForm({ scope, list, onClose }: Props & { list: PriceListDetail | null }) {
  const { t } = useTranslation("products");
  const navigate = useNavigate();
  const save = useSavePriceList(scope);
  const form = useContractForm<ListDraft>({
    schema: priceListCreateSchema,
    initialValues: toListDraft(list),
    toInput: listInput,
    validateInputOnBlur: true,
    message: fieldMessage(t),
  });
  const submit = form.onSubmit((draft) =>
    save.mutate(
      list
        ? { id: list.id, body: { ...listInput(draft), version: list.version } }
        : { id: null, body: listInput(draft) },
      {
        onSuccess: (saved) => {
          toast("success", t("priceLists.saved", { name: saved.name }), 3000);
          onClose();
          if (!list) void navigate(productRoutes.priceList(saved.id));
        },
        onError: (error) =>
          showSaveError(form, error, t("priceLists.failedSave"), {
            name: t("priceLists.nameTaken"),
            isDefault: t("priceLists.defaultTaken"),
          }),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t("priceLists.name")} required data-autofocus {...form.getInputProps("name")} />
        <Textarea label={t("priceLists.listDescription")} autosize minRows={2} {...form.getInputProps("description")} />
        <PriceListTargetFields scope={scope} form={form} />
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
