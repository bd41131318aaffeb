import { type CompanyService, companyServiceCreateSchema } from "@app/contract";
import { Modal, Select, Stack, Switch, Textarea } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useSaveCompanyService } from "../api/company-services";
import { useProductSearch } from "../api/get-products";
import type { Scope } from "../api/keys";
import { fieldMessage, showSaveError } from "../form";

interface Props {
  scope: Scope;
  /** undefined: closed; null: a new service. */
  service: CompanyService | null | undefined;
  onClose: () => void;
}

/** A service offered: one of the company's service products, with the description portal members read. */
export function ServiceModal(props: Props) {
  const { t } = useTranslation("products");
  return (
    <Modal
      opened={props.service !== undefined}
      onClose={props.onClose}
      title={props.service ? t("services.editTitle") : t("services.addTitle")}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      {props.service !== undefined && <ServiceForm {...props} service={props.service} />}
    </Modal>
  );
}

function ServiceForm({ scope, service, onClose }: Props & { service: CompanyService | null }) {
  const { t } = useTranslation("products");
  const save = useSaveCompanyService(scope);
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 300);
  const products = useProductSearch(scope, q, "service");
  const form = useContractForm({
    schema: companyServiceCreateSchema,
    initialValues: {
      productId: service?.product.id ?? "",
      publicDescription: service?.publicDescription ?? "",
      published: service?.published ?? true,
    },
    validateInputOnBlur: true,
    message: (field) => (field === "productId" ? t("services.pickProduct") : fieldMessage(t)(field)),
  });
  const submit = form.onSubmit(({ productId, ...changes }) =>
    save.mutate(service ? { id: service.id, body: changes } : { id: null, body: { productId, ...changes } }, {
      onSuccess: (saved) => {
        toast("success", t("services.saved", { name: saved.product.name }), 3000);
        onClose();
      },
      onError: (error) => showSaveError(form, error, t("services.failedSave"), { productId: t("services.taken") }),
    }),
  );
  const options = service
    ? [{ value: service.product.id, label: service.product.name }]
    : (products.data ?? []).map((p) => ({ value: p.id, label: `${p.number} ${p.name}` }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t("services.product")}
          description={t("services.productHint")}
          required
          searchable
          disabled={service !== null}
          filter={({ options: all }) => all}
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={t("priceCheck.nothingFound")}
          data={options}
          {...form.getInputProps("productId")}
        />
        <Textarea
          label={t("services.publicDescription")}
          description={t("services.publicDescriptionHint")}
          autosize
          minRows={3}
          maxRows={10}
          data-autofocus
          {...form.getInputProps("publicDescription")}
        />
        <Switch label={t("services.publish")} {...form.getInputProps("published", { type: "checkbox" })} />
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
