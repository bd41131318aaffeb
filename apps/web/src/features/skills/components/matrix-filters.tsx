import type { UnitListItem, UnitMatrix } from "@app/contract";
import { Select, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The unit shown and the one skill column kept (all when none), both kept in the address. */
export function MatrixFilters({
  units,
  unitsLoading,
  unitId,
  skills,
  skillId,
  onChange,
}: {
  units: UnitListItem[];
  unitsLoading: boolean;
  unitId: string | null;
  /** The unit's required skills (none before a unit's matrix is read). */
  skills: UnitMatrix["skills"];
  skillId: string | null;
  onChange: (change: { unitId?: string | null; skillId?: string | null }) => void;
}) {
  const { t } = useTranslation("skills");
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={720}>
      <Select
        label={t("matrix.unit")}
        placeholder={unitsLoading ? t("matrix.unitsLoading") : t("matrix.chooseUnit")}
        searchable
        nothingFoundMessage={t("filters.noUnit")}
        data={units.map((unit) => ({ value: unit.id, label: unit.name }))}
        value={unitId}
        allowDeselect={false}
        onChange={(next) => onChange({ unitId: next, skillId: null })}
      />
      <Select
        label={t("matrix.skillColumns")}
        placeholder={t("matrix.allSkills")}
        searchable
        clearable
        clearButtonProps={{ "aria-label": t("matrix.clearSkill") }}
        nothingFoundMessage={t("filters.noSkill")}
        disabled={skills.length === 0}
        data={skills.map((skill) => ({ value: skill.id, label: skill.name }))}
        value={skillId}
        onChange={(next) => onChange({ skillId: next })}
      />
    </SimpleGrid>
  );
}
