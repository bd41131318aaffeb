import type { PriceListCreate, PriceListDetail } from "@app/contract";
import { Group, Radio, Select, SimpleGrid } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { IsoDateInput } from "../../../components/iso-date-input";
import { useCustomerStatuses } from "../api/customers";
import type { Scope } from "../api/keys";
import { CustomerPicker } from "./price-check-pickers";

type Ref = { id: string; name: string };

export interface ListDraft {
  name: string;
  description: string;
  validFrom: string | null;
  validTo: string | null;
  target: "default" | "status" | "customer";
  customer: Ref | null;
  customerStatusId: string | null;
}

export const toListDraft = (list: PriceListDetail | null): ListDraft => ({
  name: list?.name ?? "",
  description: list?.description ?? "",
  validFrom: list?.validFrom ?? null,
  validTo: list?.validTo ?? null,
  target: list?.isDefault ? "default" : list?.customerStatus ? "status" : "customer",
  customer: list?.customer ?? null,
  customerStatusId: list?.customerStatus?.id ?? null,
});

/** The draft as the contract reads it: exactly one of a customer, a status, or the default. */
export const listInput = (draft: ListDraft) =>
  ({
    name: draft.name,
    description: draft.description,
    validFrom: draft.validFrom,
    validTo: draft.validTo,
    isDefault: draft.target === "default",
    customerId: draft.target === "customer" ? (draft.customer?.id ?? null) : null,
    customerStatusId: draft.target === "status" ? draft.customerStatusId : null,
  }) satisfies PriceListCreate;

/** When a list is valid and whom it prices. */
export function PriceListTargetFields({ scope, form }: { scope: Scope; form: UseFormReturnType<ListDraft> }) {
  const { t } = useTranslation("products");
  const statuses = useCustomerStatuses(scope);
  const { target } = form.values;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <IsoDateInput
          label={t("priceLists.validFrom")}
          value={form.values.validFrom}
          onChange={(value) => form.setFieldValue("validFrom", value)}
          error={form.errors.validFrom}
        />
        <IsoDateInput
          label={t("priceLists.validTo")}
          value={form.values.validTo}
          onChange={(value) => form.setFieldValue("validTo", value)}
          error={form.errors.validTo}
        />
      </SimpleGrid>
      <Radio.Group label={t("priceLists.target")} {...form.getInputProps("target")} error={form.errors.customerId}>
        <Group gap="md" mt={4}>
          <Radio value="customer" label={t("priceLists.targetCustomer")} />
          <Radio value="status" label={t("priceLists.targetStatus")} />
          <Radio value="default" label={t("priceLists.targetDefault")} />
        </Group>
      </Radio.Group>
      {target === "customer" && (
        <CustomerPicker
          scope={scope}
          label={t("priceLists.customer")}
          value={form.values.customer}
          onChange={(customer) => form.setFieldValue("customer", customer)}
        />
      )}
      {target === "status" && (
        <Select
          label={t("priceLists.status")}
          data={(statuses.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          {...form.getInputProps("customerStatusId")}
        />
      )}
    </>
  );
}
