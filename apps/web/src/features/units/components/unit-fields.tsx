import type { UnitStatus } from "@app/contract";
import { MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { MemberSelect } from "../../../components/member-select";
import type { Scope } from "../api/keys";
import { useUnitCategories } from "../api/unit-categories";
import { DESCRIPTION_MAX, NAME_MAX, type UnitDraft } from "../unit-draft";

/**
 * A unit's own fields, in the new unit's modal and on the unit page: name, description, status
 * (only `statuses` are offered), categories and manager.
 */
export function UnitFields({
  scope,
  form,
  statuses,
  known = [],
  resets = 0,
}: {
  scope: Scope;
  form: UseFormReturnType<UnitDraft>;
  statuses: readonly UnitStatus[];
  /** Categories the unit has, named even when the company's list could not be read. */
  known?: { id: string; name: string }[];
  /** Counts the times the form's values were set from outside (a save, the latest version). */
  resets?: number;
}) {
  const { t } = useTranslation("units");
  const categories = useUnitCategories(scope);
  const listed = categories.data ?? [];
  const options = [...listed, ...known.filter((k) => !listed.some((c) => c.id === k.id))];
  return (
    <Stack gap="sm">
      <TextInput
        label={t("fields.name")}
        required
        maxLength={NAME_MAX}
        data-autofocus
        {...form.getInputProps("name")}
      />
      <Textarea
        label={t("fields.description")}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={DESCRIPTION_MAX}
        {...form.getInputProps("description")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t("fields.status")}
          allowDeselect={false}
          data={statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          {...form.getInputProps("status")}
        />
        <MemberSelect
          // The box keeps the name it was mounted with: values set from outside mount it again.
          key={resets}
          scope={scope}
          label={t("fields.manager")}
          value={form.values.manager}
          onChange={(manager) => form.setFieldValue("manager", manager && { id: manager.id, name: manager.name })}
          clearLabel={t("form.clearManager")}
        />
      </SimpleGrid>
      <MultiSelect
        label={t("fields.categories")}
        placeholder={options.length ? t("form.chooseCategories") : undefined}
        description={options.length ? undefined : t("form.noCategories")}
        searchable
        clearable
        clearButtonProps={{ "aria-label": t("form.clearCategories") }}
        nothingFoundMessage={t("form.noCategoryFound")}
        data={options.map((c) => ({ value: c.id, label: c.name }))}
        {...form.getInputProps("categoryIds")}
      />
    </Stack>
  );
}
