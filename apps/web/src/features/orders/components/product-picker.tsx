import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Scope } from "../api/keys";
import { type ProductRef, useProductSearch } from "../api/lookups";

type Picked = { id: string; number: string; name: string };

interface Props {
  scope: Scope;
  label: string;
  value: Picked | null;
  onChange: (product: ProductRef) => void;
}

/** A line's product among the company's active products, searched by number or name. */
export function ProductPicker({ scope, label, value, onChange }: Props) {
  const { t } = useTranslation("orders");
  const shown = (p: Picked) => `${p.number} ${p.name}`;
  const [search, setSearch] = useState(value ? shown(value) : "");
  const [q] = useDebouncedValue(search, 300);
  const [opened, setOpened] = useState(false);
  const found = useProductSearch(scope, value && search === shown(value) ? "" : q.trim(), opened);
  const rows = found.data ?? [];
  const data = rows.map((p) => ({ value: p.id, label: shown(p) }));
  if (value && !rows.some((p) => p.id === value.id)) data.unshift({ value: value.id, label: shown(value) });
  return (
    <Select
      label={label}
      placeholder={t("lines.productPlaceholder")}
      searchable
      required
      filter={({ options }) => options}
      data={data}
      value={value?.id ?? null}
      onDropdownOpen={() => setOpened(true)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? t("picker.searching") : t("picker.nothingFound")}
      onChange={(id) => {
        const row = rows.find((p) => p.id === id);
        if (row) onChange(row);
      }}
    />
  );
}
