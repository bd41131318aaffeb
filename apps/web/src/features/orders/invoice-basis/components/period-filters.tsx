import type { InvoiceBasisDateBy } from "@app/contract";
import { Group, Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { IsoDateInput } from "../../../../components/iso-date-input";
import { type BasisPeriodState, useBasisPeriodState } from "../list-state";

/** The period of the basis: by order date or reported date, from and to (kept in the address). */
export function PeriodFilters({ state }: { state: BasisPeriodState }) {
  const { t } = useTranslation("invoiceBasis");
  const [, setState] = useBasisPeriodState();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label={t("period.label")}>
      <Select
        label={t("period.dateBy")}
        data={[
          { value: "orderDate", label: t("period.orderDate") },
          { value: "reportedDate", label: t("period.reportedDate") },
        ]}
        value={state.dateBy}
        allowDeselect={false}
        onChange={(value) => void setState({ dateBy: (value as InvoiceBasisDateBy | null) ?? "orderDate" })}
        w={200}
      />
      <IsoDateInput label={t("period.from")} value={state.from} onChange={(from) => void setState({ from })} w={170} />
      <IsoDateInput label={t("period.to")} value={state.to} onChange={(to) => void setState({ to })} w={170} />
    </Group>
  );
}
