import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Scope } from "../api/keys";
import { type CatalogueRef, useCatalogueSearch } from "../api/unit-products";

interface Props {
  scope: Scope;
  value: CatalogueRef | null;
  onChange: (product: CatalogueRef) => void;
  error?: React.ReactNode;
}

/** The catalogue product a unit product links, searched by number or name among the company's active ones. */
export function CataloguePicker({ scope, value, onChange, error }: Props) {
  const { t } = useTranslation("units");
  const shown = (p: CatalogueRef) => `${p.number} ${p.name}`;
  const [search, setSearch] = useState(value ? shown(value) : "");
  const [q] = useDebouncedValue(search, 300);
  const [opened, setOpened] = useState(false);
  const found = useCatalogueSearch(scope, value && search === shown(value) ? "" : q.trim(), opened);
  const rows = found.data ?? [];
  const data = rows.map((p) => ({ value: p.id, label: shown(p) }));
  if (value && !rows.some((p) => p.id === value.id)) data.unshift({ value: value.id, label: shown(value) });
  return (
    <Select
      label={t("products.product")}
      placeholder={t("products.productPlaceholder")}
      searchable
      required
      data-autofocus
      error={error}
      filter={({ options }) => options}
      data={data}
      value={value?.id ?? null}
      onDropdownOpen={() => setOpened(true)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? t("products.searching") : t("products.nothingFound")}
      onChange={(id) => {
        const row = rows.find((p) => p.id === id);
        if (row) onChange(row);
      }}
    />
  );
}
