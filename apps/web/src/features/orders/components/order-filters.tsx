import { orderStatuses } from "@app/contract";
import { Box, Group, Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FoldingFilters } from "../../../components/folding-filters";
import { IsoDateInput } from "../../../components/iso-date-input";
import { MemberSelect } from "../../../components/member-select";
import type { Scope } from "../api/keys";
import { filterCount, type OrderListState } from "../list-state";
import { CustomerPicker, type Ref } from "./customer-picker";

type Change = Partial<Pick<OrderListState, "status" | "customer" | "responsible" | "from" | "to">>;

interface Props {
  scope: Scope;
  state: OrderListState;
  /** The names of the customer and responsible picked (the address holds their ids). */
  names: { customer: Ref | null; responsible: Ref | null };
  onChange: (change: Change, names?: Partial<Props["names"]>) => void;
}

/** The list's filters (status, customer, responsible, order dates); folded behind a button on a phone. */
export function OrderFilters({ scope, state, names, onChange }: Props) {
  const { t } = useTranslation("orders");
  return (
    <FoldingFilters formId="order-filters" label={t("filters.title")} count={filterCount(state)}>
      <Group id="order-filters" gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t("filters.status")}
          placeholder={t("filters.anyStatus")}
          clearable
          data={orderStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={state.status}
          onChange={(status) => onChange({ status: status as OrderListState["status"] })}
          w={{ base: "100%", xs: 170 }}
        />
        <CustomerPicker
          scope={scope}
          label={t("filters.customer")}
          placeholder={t("filters.anyCustomer")}
          value={names.customer}
          onChange={(customer) => onChange({ customer: customer?.id ?? null }, { customer })}
          w={{ base: "100%", xs: 220 }}
        />
        <Box w={{ base: "100%", xs: 220 }}>
          <MemberSelect
            scope={scope}
            label={t("filters.responsible")}
            value={names.responsible}
            clearLabel={t("filters.clearResponsible")}
            onChange={(user) =>
              onChange({ responsible: user?.id ?? null }, { responsible: user && { id: user.id, name: user.name } })
            }
          />
        </Box>
        <Box w={{ base: "100%", xs: 160 }}>
          <IsoDateInput label={t("filters.from")} value={state.from} onChange={(from) => onChange({ from })} />
        </Box>
        <Box w={{ base: "100%", xs: 160 }}>
          <IsoDateInput label={t("filters.to")} value={state.to} onChange={(to) => onChange({ to })} />
        </Box>
      </Group>
    </FoldingFilters>
  );
}
