import { mayMoveUnit, type Unit, unitInputSchema, unitSchema, unitStatuses } from "@app/contract";
import { Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../components/form-actions";
import { ObjectSection } from "../../../components/object-section";
import { StaleAlert } from "../../../components/stale-alert";
import { staleCurrent } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { useContractForm } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import type { Scope } from "../api/keys";
import { storeUnit, toUnitInput, useUpdateUnit } from "../api/save-unit";
import { draftToInput, toDraft, type UnitDraft, unitMessage } from "../unit-draft";
import { UnitFields } from "./unit-fields";

/**
 * The unit's own fields. The status offers the saved one and the moves allowed from it; a save
 * sends the whole unit (its required skills as loaded) with the version read, and a save refused
 * as stale offers the latest version.
 */
export function UnitEditForm({ scope, unit }: { scope: Scope; unit: Unit }) {
  const { t } = useTranslation("units");
  const queryClient = useQueryClient();
  const update = useUpdateUnit(scope, unit.id);
  const [stale, setStale] = useState<Unit | null>(null);
  const [resets, setResets] = useState(0);
  const form = useContractForm<UnitDraft>({
    schema: unitInputSchema,
    initialValues: toDraft(unit),
    toInput: draftToInput,
    message: unitMessage(t),
  });
  const statuses = unitStatuses.filter((status) => mayMoveUnit(unit.status, status));

  const startFrom = (saved: Unit) => {
    form.setValues(toDraft(saved));
    form.resetDirty(toDraft(saved));
    setResets((n) => n + 1);
  };

  const submit = form.onSubmit((draft) =>
    update.mutate(
      { ...toUnitInput(unit), ...draftToInput(draft) },
      {
        onSuccess: (saved) => {
          setStale(null);
          startFrom(saved);
          toast("success", t("toast.saved"), 5000);
        },
        onError: (error) => {
          const current = staleCurrent(error, unitSchema);
          if (current) setStale(current);
          else
            toast(
              "failure",
              errorText(error, t("toast.saveFailed"), { status: t("errors.transition"), name: t("errors.nameTaken") }),
              5000,
            );
        },
      },
    ),
  );

  const loadLatest = () => {
    if (!stale) return;
    storeUnit(queryClient, scope, stale);
    startFrom(stale);
    setStale(null);
  };

  return (
    <ObjectSection title={t("detail.details")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {stale && <StaleAlert changedBy={undefined} hint={t("detail.staleHint")} onLoadLatest={loadLatest} />}
          <UnitFields scope={scope} form={form} statuses={statuses} known={unit.categories} resets={resets} />
          <FormActions
            cancel={t("detail.undo")}
            submit={t("actions.save")}
            onCancel={() => startFrom(unit)}
            gap="xs"
            loading={update.isPending}
          />
        </Stack>
      </form>
    </ObjectSection>
  );
}
