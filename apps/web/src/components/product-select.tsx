import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type ReactNode, useState } from "react";
import { type ProductPick, useProductSearch } from "../lib/product-search";
import type { Scope } from "../lib/query-keys";

type Picked = { id: string; number: string; name: string };

interface Props {
  scope: Scope;
  label: string;
  placeholder: string;
  /** Said while searching and when nothing matches, in the screen's words. */
  searching: string;
  nothingFound: string;
  value: Picked | null;
  onChange: (product: ProductPick) => void;
  error?: ReactNode;
  /** Focused when its modal opens. */
  autoFocus?: boolean;
}

/**
 * A catalogue product among the company's active ones, searched by number or name (300 ms after
 * typing stops, asked once the list opens), shown as "number name"; the one picked stays shown.
 */
export function ProductSelect({
  scope,
  label,
  placeholder,
  searching,
  nothingFound,
  value,
  onChange,
  error,
  autoFocus,
}: Props) {
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
      placeholder={placeholder}
      searchable
      required
      data-autofocus={autoFocus || undefined}
      error={error}
      filter={({ options }) => options}
      data={data}
      value={value?.id ?? null}
      onDropdownOpen={() => setOpened(true)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? searching : nothingFound}
      onChange={(id) => {
        const row = rows.find((p) => p.id === id);
        if (row) onChange(row);
      }}
    />
  );
}
