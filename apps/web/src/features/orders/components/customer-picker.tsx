import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Scope } from "../api/keys";
import { useCustomerSearch } from "../api/lookups";

export type Ref = { id: string; name: string };

interface Props {
  scope: Scope;
  label: string;
  value: Ref | null;
  onChange: (value: Ref | null) => void;
  placeholder?: string;
  required?: boolean;
  error?: ReactNode;
  w?: object;
}

/** One customer, searched by name or number 300 ms after typing stops. */
export function CustomerPicker({ scope, label, value, onChange, placeholder, required, error, w }: Props) {
  const { t } = useTranslation("orders");
  const [search, setSearch] = useState(value?.name ?? "");
  const [q] = useDebouncedValue(search, 300);
  // Asked once the picker is first opened.
  const [opened, setOpened] = useState(false);
  const found = useCustomerSearch(scope, value && search === value.name ? "" : q.trim(), opened);
  const rows = found.data ?? [];
  const data = rows.map((c) => ({ value: c.id, label: `${c.number} ${c.name}` }));
  if (value && !rows.some((c) => c.id === value.id)) data.unshift({ value: value.id, label: value.name });
  return (
    <Select
      label={label}
      placeholder={placeholder}
      required={required}
      error={error}
      searchable
      clearable={!required}
      filter={({ options }) => options}
      data={data}
      value={value?.id ?? null}
      onDropdownOpen={() => setOpened(true)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? t("picker.searching") : t("picker.nothingFound")}
      clearButtonProps={{ "aria-label": t("picker.clear", { label }) }}
      w={w}
      onChange={(id) => {
        const row = rows.find((c) => c.id === id);
        onChange(row ? { id: row.id, name: row.name } : null);
      }}
    />
  );
}
