import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { usePermissions } from "../../../lib/permissions";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { unitOptionsQuery, useInvestigatorChanges } from "../api/manage-investigators";

/** With CompanyUnits: every member assigned to a unit becomes an investigator at once. */
export function AddUnitInvestigators({ scope, publicationId }: { scope: Scope; publicationId: string }) {
  const { t } = useTranslation("investigations");
  const { has } = usePermissions(scope.companyId);
  const units = useQuery(unitOptionsQuery(scope, has("CompanyUnits")));
  const { addUnit } = useInvestigatorChanges(scope, publicationId);
  // A fresh field after each addition.
  const [round, setRound] = useState(0);
  if (!has("CompanyUnits") || !units.data?.length) return null;

  const onChange = (unitId: string | null) => {
    const unit = units.data.find((u) => u.id === unitId);
    if (!unit) return;
    setRound((n) => n + 1);
    addUnit.mutate(unit.id, {
      onSuccess: (added) =>
        toast(
          "success",
          added.length
            ? t("investigators.unitAdded", { count: added.length, unit: unit.name })
            : t("investigators.unitNone", { unit: unit.name }),
          5000,
        ),
      onError: (error) => toast("failure", errorText(error, t("investigators.unitFailed")), 5000),
    });
  };

  return (
    <Select
      key={round}
      label={t("investigators.addUnit")}
      data={units.data.map((unit) => ({ value: unit.id, label: unit.name }))}
      value={null}
      onChange={onChange}
      searchable
      disabled={addUnit.isPending}
    />
  );
}
