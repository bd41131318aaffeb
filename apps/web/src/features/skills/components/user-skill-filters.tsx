import type { Skill, UnitListItem } from "@app/contract";
import { Select, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MemberSelect } from "../../../components/member-select";
import type { UserSkillPage } from "../api/get-user-skills";
import type { Scope } from "../api/keys";
import { heldStatuses } from "../list-state";

type Filters = Omit<UserSkillPage, "page">;

/**
 * The skills list's filters: person (with Skills: one sees everyone's), skill, unit (with
 * CompanyUnits) and status; each change is kept in the address.
 */
export function UserSkillFilters({
  scope,
  state,
  person,
  skills,
  units,
  onChange,
}: {
  scope: Scope;
  state: Filters;
  /** The person filtered by, named; undefined: no person filter (one sees only one's own). */
  person: { id: string; name: string } | null | undefined;
  skills: Skill[];
  /** The units to filter by; undefined without CompanyUnits. */
  units: UnitListItem[] | undefined;
  onChange: (change: Partial<Filters>) => void;
}) {
  const { t } = useTranslation("skills");
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {person !== undefined && (
        <MemberSelect
          key={`${person?.id}-${person?.name}`}
          scope={scope}
          label={t("filters.person")}
          value={person}
          clearLabel={t("filters.clearPerson")}
          onChange={(user) => onChange({ userId: user?.id ?? null })}
        />
      )}
      <Select
        label={t("filters.skill")}
        placeholder={t("filters.anySkill")}
        searchable
        clearable
        clearButtonProps={{ "aria-label": t("filters.clearSkill") }}
        nothingFoundMessage={t("filters.noSkill")}
        data={skills.map((skill) => ({ value: skill.id, label: skill.name }))}
        value={state.skillId}
        onChange={(skillId) => onChange({ skillId })}
      />
      {units !== undefined && (
        <Select
          label={t("filters.unit")}
          placeholder={t("filters.anyUnit")}
          searchable
          clearable
          clearButtonProps={{ "aria-label": t("filters.clearUnit") }}
          nothingFoundMessage={t("filters.noUnit")}
          data={units.map((unit) => ({ value: unit.id, label: unit.name }))}
          value={state.unitId}
          onChange={(unitId) => onChange({ unitId })}
        />
      )}
      <Select
        label={t("filters.status")}
        placeholder={t("filters.anyStatus")}
        clearable
        clearButtonProps={{ "aria-label": t("filters.clearStatus") }}
        data={heldStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        value={state.status}
        onChange={(status) => onChange({ status: status as Filters["status"] })}
      />
    </SimpleGrid>
  );
}
