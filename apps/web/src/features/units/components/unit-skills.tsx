import { type Unit, unitSchema } from "@app/contract";
import { Button, Group, MultiSelect, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ObjectSection } from "../../../components/object-section";
import { StaleAlert } from "../../../components/stale-alert";
import { staleCurrent } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { toast } from "../../../lib/toast";
import { useSkillChoices } from "../api/get-skills";
import type { Scope } from "../api/keys";
import { storeUnit, toUnitInput, useUpdateUnit } from "../api/save-unit";

const ids = (unit: Unit) => unit.skills.map((skill) => skill.id);
const same = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The skills the unit's work requires (the company's skills, up to 1000), saved through the unit's
 * PUT (its skillIds) with the version read. Shown only with the skills feature.
 */
export function UnitSkills({ scope, unit }: { scope: Scope; unit: Unit }) {
  const { t } = useTranslation("units");
  const queryClient = useQueryClient();
  const skills = useSkillChoices(scope);
  const update = useUpdateUnit(scope, unit.id);
  const [chosen, setChosen] = useState(() => ids(unit));
  const [stale, setStale] = useState<Unit | null>(null);
  const listed = skills.data ?? [];
  const options = [...listed, ...unit.skills.filter((s) => !listed.some((l) => l.id === s.id))];
  const changed = !same(chosen, ids(unit));

  const save = () =>
    update.mutate(
      { ...toUnitInput(unit), skillIds: chosen },
      {
        onSuccess: (saved) => {
          setStale(null);
          setChosen(ids(saved));
          toast("success", t("skills.saved"), 5000);
        },
        onError: (error) => {
          const current = staleCurrent(error, unitSchema);
          if (current) setStale(current);
          else toast("failure", errorText(error, t("skills.saveFailed")), 5000);
        },
      },
    );

  const loadLatest = () => {
    if (!stale) return;
    storeUnit(queryClient, scope, stale);
    setChosen(ids(stale));
    setStale(null);
  };

  return (
    <ObjectSection title={t("skills.title")}>
      <Stack gap="sm">
        {stale && <StaleAlert changedBy={undefined} hint={t("skills.staleHint")} onLoadLatest={loadLatest} />}
        <MultiSelect
          label={t("skills.label")}
          description={skills.isError ? t("skills.failed") : t("skills.hint")}
          placeholder={options.length ? t("skills.choose") : undefined}
          searchable
          clearable
          clearButtonProps={{ "aria-label": t("skills.clear") }}
          nothingFoundMessage={skills.isPending ? t("skills.loading") : t("skills.nothingFound")}
          data={options.map((skill) => ({ value: skill.id, label: skill.name }))}
          value={chosen}
          onChange={setChosen}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" disabled={!changed} onClick={() => setChosen(ids(unit))}>
            {t("detail.undo")}
          </Button>
          <Button disabled={!changed} loading={update.isPending} onClick={save}>
            {t("skills.save")}
          </Button>
        </Group>
      </Stack>
    </ObjectSection>
  );
}
