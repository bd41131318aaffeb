import { type CustomerDetail, customerSchema, customerUpdateSchema, type Language } from "@app/contract";
import { Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { StaleAlert } from "../../../components/stale-alert";
import { staleCurrent } from "../../../lib/api-client";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { customerKeys, type Scope } from "../api/keys";
import { useUpdateCustomer } from "../api/update-customer";
import { type CustomerDraft, draftInput, fieldMessage, showSaveError } from "../form";
import { CustomerFields } from "./customer-fields";
import { CustomerMoreFields } from "./customer-more-fields";

export interface EditDraft extends CustomerDraft {
  homepage: string;
  gln: string;
  paymentTermsDays: number;
  invoiceEmail: string;
  language: Language;
  notes: string;
  tags: string[];
  responsible: { id: string; name: string } | null;
}

const toDraft = (c: CustomerDetail): EditDraft => ({
  kind: c.kind,
  name: c.name,
  number: c.number,
  orgNumber: c.orgNumber ?? "",
  personalNumber: c.personalNumber ?? "",
  vatNumber: c.vatNumber ?? "",
  email: c.email ?? "",
  phone: c.phone ?? "",
  homepage: c.homepage ?? "",
  gln: c.gln ?? "",
  paymentTermsDays: c.paymentTermsDays,
  invoiceEmail: c.invoiceEmail ?? "",
  language: c.language,
  notes: c.notes,
  tags: c.tags,
  responsible: c.responsible,
});

const toInput = ({ responsible, ...draft }: EditDraft, version: number) => ({
  ...draftInput(draft),
  responsibleId: responsible?.id ?? null,
  version,
});

/** The details' edit in place: an optimistic save on the version read (a stale save says so and offers the latest). */
export function CustomerEditForm({
  scope,
  customer,
  onDone,
}: {
  scope: Scope;
  customer: CustomerDetail;
  onDone: () => void;
}) {
  const { t } = useTranslation("customers");
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(customer.version);
  const [stale, setStale] = useState(false);
  const update = useUpdateCustomer(scope, customer.id);
  const form = useContractForm<EditDraft>({
    schema: customerUpdateSchema,
    initialValues: toDraft(customer),
    toInput: (draft) => toInput(draft, version),
    validateInputOnBlur: true,
    message: fieldMessage(t),
  });
  const submit = form.onSubmit((draft) =>
    update.mutate(toInput(draft, version), {
      onSuccess: () => {
        toast("success", t("details.saved"), 3000);
        onDone();
      },
      onError: (error) => {
        if (staleCurrent(error, customerSchema)) return setStale(true);
        showSaveError(form, error, t("details.failed"), {
          number: t("errors.numberTaken"),
          email: t("errors.emailTaken"),
        });
      },
    }),
  );
  const loadLatest = async () => {
    await queryClient.invalidateQueries({ queryKey: customerKeys.detail(scope, customer.id) });
    const latest = queryClient.getQueryData<CustomerDetail>(customerKeys.detail(scope, customer.id));
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
        <CustomerFields form={form} />
        <CustomerMoreFields scope={scope} form={form} />
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
