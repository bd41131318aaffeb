import { budningTypes, planningPeriods } from "@app/contract";
import { Group, SegmentedControl, Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Scope } from "../api/keys";
import { usePlanningAreas } from "../api/planning";
import type { PlanningState } from "../list-state";

interface Props {
  scope: Scope;
  state: PlanningState;
  onChange: (change: Partial<Pick<PlanningState, "period" | "type" | "area">>) => void;
}

/** The period (overdue, this month, next month), the budning type and the area of the planning list. */
export function PlanningFiltersBar({ scope, state, onChange }: Props) {
  const { t } = useTranslation("plants");
  const areas = usePlanningAreas(scope);
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <SegmentedControl
        aria-label={t("filters.period")}
        value={state.period}
        onChange={(period) => onChange({ period: period as PlanningState["period"] })}
        data={planningPeriods.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
      />
      <Select
        label={t("filters.type")}
        placeholder={t("filters.allTypes")}
        clearable
        value={state.type}
        onChange={(type) => onChange({ type: type as PlanningState["type"] })}
        data={budningTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        w={200}
      />
      <Select
        label={t("filters.area")}
        placeholder={t("filters.allAreas")}
        clearable
        searchable
        value={state.area}
        onChange={(area) => onChange({ area })}
        data={areas.data ?? []}
        w={200}
      />
    </Group>
  );
}
