import { subscriptionStatuses } from "@app/contract";
import { Group, Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FoldingFilters } from "../../../components/folding-filters";
import type { CustomerField } from "../form";
import { filterCount, type SubscriptionListState } from "../list-state";

type Change = Partial<Pick<SubscriptionListState, "status" | "customer">>;

interface Props {
  state: SubscriptionListState;
  /** The customer's name when the address names one (read from the rows). */
  customerName: string | undefined;
  customerField: CustomerField;
  onChange: (change: Change) => void;
}

/** The list's filters (status, customer); folded behind a button on a phone. */
export function SubscriptionFilters({ state, customerName, customerField, onChange }: Props) {
  const { t } = useTranslation("orderSubscriptions");
  return (
    <FoldingFilters formId="subscription-filters" label={t("filters.title")} count={filterCount(state)}>
      <Group id="subscription-filters" gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t("filters.status")}
          placeholder={t("filters.anyStatus")}
          clearable
          data={subscriptionStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={state.status}
          onChange={(status) => onChange({ status: status as SubscriptionListState["status"] })}
          w={{ base: "100%", xs: 180 }}
        />
        <div style={{ minWidth: 220 }}>
          {customerField({
            initial: state.customer ? { id: state.customer, name: customerName ?? "" } : null,
            value: state.customer,
            onChange: (customer) => onChange({ customer }),
          })}
        </div>
      </Group>
    </FoldingFilters>
  );
}
