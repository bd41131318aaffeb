import { type Plant, plantCreateSchema, plantSchema, plantUpdateSchema } from "@app/contract";
import { Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { StaleAlert } from "../../../components/stale-alert";
import { staleCurrent } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { useSavePlant } from "../api/save-plant";
import { type CustomerField, messageKey, type PlantValues, toCreate, toUpdate, toValues } from "../plant-values";
import { IntervalFields } from "./interval-fields";
import { PlantFields } from "./plant-fields";

const TOAST_MS = 6000;

interface Props {
  scope: Scope;
  opened: boolean;
  /** The plant edited; null for a new one. */
  plant: Plant | null;
  /** A new plant's customer when it is given (a customer's page); else it is picked with customerField. */
  customer?: { id: string; name: string };
  customerField?: CustomerField;
  onClose: () => void;
  onSaved?: (plant: Plant) => void;
}

/** Create or edit a plant: its type, what it is, address, area, location, notices' language and budning intervals. */
export function PlantFormModal(props: Props) {
  const { t } = useTranslation("plants");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.plant ? t("form.editTitle", { name: props.plant.name }) : t("form.createTitle")}
      size="lg"
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <PlantForm key={props.plant?.id ?? "new"} {...props} />
    </Modal>
  );
}

function PlantForm({ scope, plant, customer, customerField, onClose, onSaved }: Props) {
  const { t } = useTranslation("plants");
  const [version, setVersion] = useState(plant?.version ?? 0);
  const [stale, setStale] = useState<Plant | null>(null);
  const save = useSavePlant(scope, plant?.id ?? null);
  const form = useContractForm<PlantValues>({
    schema: plant ? plantUpdateSchema : plantCreateSchema,
    toInput: (values) => (plant ? toUpdate(values, version) : toCreate(values)),
    initialValues: toValues(plant, customer?.id ?? null),
    message: (field, issue) =>
      t(messageKey(field, issue.code === "too_big"), { max: "maximum" in issue ? issue.maximum : undefined }),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(plant ? toUpdate(values, version) : toCreate(values), {
      onSuccess: (saved) => {
        toast("success", t(plant ? "form.saved" : "form.created", { name: saved.name }), TOAST_MS);
        onSaved?.(saved);
        onClose();
      },
      onError: (error) => {
        const current = staleCurrent(error, plantSchema);
        if (current) setStale(current);
        else toast("failure", errorText(error, t("form.failed")), TOAST_MS);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {stale && (
          <StaleAlert
            changedBy={undefined}
            hint={t("form.staleHint")}
            onLoadLatest={() => {
              form.setValues(toValues(stale, null));
              setVersion(stale.version);
              setStale(null);
            }}
          />
        )}
        {!plant && (
          <TextInput
            label={t("fields.name")}
            required
            data-autofocus
            maxLength={maxLengthOf(plantCreateSchema, "name")}
            {...form.getInputProps("name")}
          />
        )}
        {plant || customer ? (
          <Text size="sm">{t("form.owner", { name: plant?.customer.name ?? customer?.name })}</Text>
        ) : (
          <div>
            {customerField?.({
              initial: null,
              value: form.values.customerId,
              onChange: (customerId) => form.setFieldValue("customerId", customerId),
              required: true,
            })}
            {form.errors.customerId && (
              <Text size="xs" c="red.8" role="alert" mt={4}>
                {form.errors.customerId}
              </Text>
            )}
          </div>
        )}
        <PlantFields form={form} />
        <IntervalFields form={form} />
        <FormActions
          cancel={t("form.cancel")}
          submit={plant ? t("form.save") : t("form.create")}
          onCancel={onClose}
          loading={save.isPending}
        />
      </Stack>
    </form>
  );
}
