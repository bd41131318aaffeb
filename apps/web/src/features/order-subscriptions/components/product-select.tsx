import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Scope } from "../api/keys";
import { useProductSearch } from "../api/pick-options";

interface Props {
  scope: Scope;
  label: string;
  value: { id: string; name: string } | null;
  onChange: (product: { id: string; name: string } | null) => void;
}

/** A line's product, searched on the server as typed (300 ms) once the list opens. */
export function ProductSelect({ scope, label, value, onChange }: Props) {
  const { t } = useTranslation("orderSubscriptions");
  const [search, setSearch] = useState(value?.name ?? "");
  const [open, setOpen] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const q = value && debounced === value.name ? "" : debounced;
  const found = useProductSearch(scope, q, open);
  const rows = (found.data ?? []).map((p) => ({ id: p.id, name: `${p.number} ${p.name}` }));
  const options = value && !rows.some((p) => p.id === value.id) ? [value, ...rows] : rows;
  return (
    <Select
      label={label}
      placeholder={t("lines.productPlaceholder")}
      searchable
      value={value?.id ?? null}
      data={options.map((p) => ({ value: p.id, label: p.name }))}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => setOpen(false)}
      nothingFoundMessage={found.isFetching ? undefined : t("lines.nothing")}
      onChange={(id) => {
        const product = options.find((p) => p.id === id) ?? null;
        setSearch(product?.name ?? "");
        onChange(product);
      }}
    />
  );
}
