import { type UnitStatus, unitStatuses } from "@app/contract";
import { Button, CloseButton, Group, Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type Filters = { q: string | null; status: UnitStatus | null; categoryId: string | null };

/**
 * The unit list's filters: the name searched with the search button (or Enter), the status and the
 * category at once. Mounted afresh (by key) when the address's search changes.
 */
export function UnitFilters({
  filters,
  categories,
  onChange,
}: {
  filters: Filters;
  categories: { id: string; name: string }[];
  onChange: (change: Partial<Filters>) => void;
}) {
  const { t } = useTranslation("units");
  const [text, setText] = useState(filters.q ?? "");
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Group
        component="form"
        role="search"
        gap="xs"
        align="flex-end"
        wrap="nowrap"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: text.trim() || null });
        }}
      >
        <TextInput
          label={t("filters.name")}
          placeholder={t("filters.placeholder")}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={{ base: 180, xs: 240 }}
          rightSection={
            text && (
              <CloseButton
                size="sm"
                aria-label={t("filters.clear")}
                onClick={() => {
                  setText("");
                  if (filters.q) onChange({ q: null });
                }}
              />
            )
          }
        />
        <Button type="submit" variant="default" leftSection={<IconSearch size={16} aria-hidden />}>
          {t("filters.search")}
        </Button>
      </Group>
      <Select
        label={t("filters.status")}
        placeholder={t("filters.anyStatus")}
        clearable
        clearButtonProps={{ "aria-label": t("filters.clearStatus") }}
        data={unitStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        value={filters.status}
        onChange={(status) => onChange({ status: status as UnitStatus | null })}
        w={180}
      />
      {categories.length > 0 && (
        <Select
          label={t("filters.category")}
          placeholder={t("filters.anyCategory")}
          clearable
          searchable
          clearButtonProps={{ "aria-label": t("filters.clearCategory") }}
          data={categories.map((c) => ({ value: c.id, label: c.name }))}
          value={filters.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
          w={200}
        />
      )}
    </Group>
  );
}
