import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCustomers } from "../api/get-customers";
import type { Scope } from "../api/keys";

/**
 * Picks one of the company's customers in use (archived ones are not offered), searched on the
 * server as typed (300 ms): the object form's customer. `initial` names the customer chosen already,
 * so it shows before (and whatever) the search finds.
 */
export function CustomerSelect({
  scope,
  initial,
  value,
  onChange,
  required = false,
}: {
  scope: Scope;
  initial: { id: string; name: string } | null;
  value: string | null;
  onChange: (id: string | null) => void;
  /** Marked required (the form names a missing one under it). */
  required?: boolean;
}) {
  const { t } = useTranslation("customers");
  const [search, setSearch] = useState(initial?.name ?? "");
  const [q] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState(initial);
  // The chosen name shown in the box is no search: the list then offers every customer.
  const found = useCustomers(scope, { q: q && q !== chosen?.name ? q : undefined, sort: "name" }, 0);
  const rows = found.data?.rows ?? [];
  const data = [...(chosen && !rows.some((c) => c.id === chosen.id) ? [chosen] : []), ...rows].map((c) => ({
    value: c.id,
    label: c.name,
  }));
  return (
    <Select
      label={t("picker.label")}
      withAsterisk={required}
      placeholder={t("picker.placeholder")}
      aria-description={t("picker.search")}
      data={data}
      value={value}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? undefined : t("picker.nothing")}
      onChange={(id, option) => {
        setChosen(id && option ? { id, name: option.label } : null);
        onChange(id);
      }}
    />
  );
}
