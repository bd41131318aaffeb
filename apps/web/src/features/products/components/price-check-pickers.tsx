import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCustomerSearch } from "../api/customers";
import { useProductSearch } from "../api/get-products";
import type { Scope } from "../api/keys";

type Ref = { id: string; name: string };

interface Props {
  scope: Scope;
  value: Ref | null;
  onChange: (value: Ref | null) => void;
  label?: string;
}

/** One active product, searched by number or name. */
export function ProductPicker({ scope, value, onChange, label }: Props) {
  const { t } = useTranslation("products");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 300);
  // Asked once the picker is first opened (a page showing the panel reads nothing until then).
  const [opened, setOpened] = useState(false);
  const found = useProductSearch(scope, value && search === value.name ? "" : q, undefined, opened);
  const rows = found.data ?? [];
  const data = rows.map((p) => ({ value: p.id, label: `${p.number} ${p.name}` }));
  if (value && !rows.some((p) => p.id === value.id)) data.unshift({ value: value.id, label: value.name });
  return (
    <Select
      label={label ?? t("priceCheck.product")}
      placeholder={t("priceCheck.productPlaceholder")}
      searchable
      clearable
      filter={({ options }) => options}
      data={data}
      value={value?.id ?? null}
      onDropdownOpen={() => setOpened(true)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t("priceCheck.nothingFound")}
      onChange={(id) => {
        const row = rows.find((p) => p.id === id);
        onChange(row ? { id: row.id, name: row.name } : null);
      }}
    />
  );
}

/** One customer, searched by name or number; none prices for no customer (the default list). */
export function CustomerPicker({ scope, value, onChange, label }: Props) {
  const { t } = useTranslation("products");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 300);
  // Asked once the picker is first opened (a page showing the panel reads nothing until then).
  const [opened, setOpened] = useState(false);
  const found = useCustomerSearch(scope, value && search === value.name ? "" : q, opened);
  const rows = found.data ?? [];
  const data = rows.map((c) => ({ value: c.id, label: c.name }));
  if (value && !rows.some((c) => c.id === value.id)) data.unshift({ value: value.id, label: value.name });
  return (
    <Select
      label={label ?? t("priceCheck.customer")}
      placeholder={t("priceCheck.noCustomer")}
      searchable
      clearable
      filter={({ options }) => options}
      data={data}
      value={value?.id ?? null}
      onDropdownOpen={() => setOpened(true)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t("priceCheck.nothingFound")}
      onChange={(id) => {
        const row = rows.find((c) => c.id === id);
        onChange(row ? { id: row.id, name: row.name } : null);
      }}
    />
  );
}
