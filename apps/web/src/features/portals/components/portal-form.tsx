import { groupNameSchema } from "@app/contract";
import { Alert, Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { IconInfoCircle, IconPlus } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { maxLengthOf, useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { useCustomers } from "../api/customers";
import type { Scope } from "../api/keys";
import type { PortalInput } from "../api/portals";
import { CustomerModal } from "./customer-modal";

/** With the customers feature a portal serves a customer; without it, it has none. */
const schemaFor = (customers: boolean) =>
  z.object({ name: groupNameSchema, customerId: customers ? z.uuid() : z.null() });

const PORTAL_NAME_MAX = maxLengthOf(schemaFor(true), "name");

/**
 * A portal's name and customer. The customer is chosen from the company's customers, or made on
 * the spot by those allowed to create customers. Without the customers feature the form says so
 * (the spec's no-customer-feature marker) and the portal gets no customer.
 */
export function PortalForm({
  scope,
  customersEnabled,
  canCreateCustomer,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  extraActions,
}: {
  scope: Scope;
  customersEnabled: boolean;
  canCreateCustomer: boolean;
  initial: PortalInput & { customerName?: string | null };
  submitLabel: string;
  /** Saves; an ApiError naming a field shows under it, any other failure is a toast. */
  onSubmit: (values: PortalInput) => Promise<unknown>;
  onCancel?: () => void;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation("portals");
  const customers = useCustomers(scope, customersEnabled);
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<{ value: string; label: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useContractForm<PortalInput>({
    schema: schemaFor(customersEnabled),
    initialValues: { name: initial.name, customerId: customersEnabled ? initial.customerId : null },
    message: (field, issue) => {
      if (field === "name")
        return issue.code === "too_big" ? t("form.nameTooLong", { max: PORTAL_NAME_MAX }) : t("form.nameRequired");
      return t("form.customerRequired");
    },
  });

  const options = (customers.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  // The portal's own customer, and one just made, stay shown while the list (re)loads.
  for (const known of [
    initial.customerId && initial.customerName ? { value: initial.customerId, label: initial.customerName } : null,
    made,
  ]) {
    if (known && !options.some((o) => o.value === known.value)) options.unshift(known);
  }

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await onSubmit({ name: values.name.trim(), customerId: values.customerId });
      form.resetDirty();
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in values) {
        form.setFieldError(error.field, errorText(error));
      } else {
        toast("failure", t("toast.saveFailed"), 5000);
      }
    } finally {
      setSaving(false);
    }
  });

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={560}>
          <TextInput
            label={t("fields.name")}
            description={t("form.nameHint")}
            required
            maxLength={PORTAL_NAME_MAX}
            {...form.getInputProps("name")}
          />
          {customersEnabled ? (
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <Select
                style={{ flex: 1 }}
                label={t("fields.customer")}
                required
                searchable
                data={options}
                placeholder={customers.isPending ? t("form.customersLoading") : t("form.customerPlaceholder")}
                nothingFoundMessage={t("form.customerSearchEmpty")}
                {...form.getInputProps("customerId")}
                error={form.errors.customerId ?? (customers.isError ? t("form.customersFailed") : undefined)}
              />
              {canCreateCustomer && (
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setCreating(true)}
                  mb={form.errors.customerId || customers.isError ? 22 : 0}
                >
                  {t("form.newCustomer")}
                </Button>
              )}
            </Group>
          ) : (
            <Alert color="gray" icon={<IconInfoCircle aria-hidden />} data-testid="no-customer-feature">
              {t("form.noCustomerFeature")}
            </Alert>
          )}
          <Group justify="space-between" mt="xs">
            <Group gap="xs">
              <Button type="submit" loading={saving}>
                {submitLabel}
              </Button>
              {onCancel && (
                <Button variant="default" onClick={onCancel}>
                  {t("form.cancel")}
                </Button>
              )}
            </Group>
            {extraActions}
          </Group>
        </Stack>
      </form>
      {/* Outside the portal's form: its submit must not submit the portal. */}
      <CustomerModal
        scope={scope}
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(customer) => {
          setMade({ value: customer.id, label: customer.name });
          form.setFieldValue("customerId", customer.id);
          form.clearFieldError("customerId");
        }}
      />
    </>
  );
}
