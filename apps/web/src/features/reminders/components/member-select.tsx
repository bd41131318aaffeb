import { MEMBER_SEARCH_DEBOUNCE_MS } from "@app/contract";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Scope } from "../api/keys";
import { useMemberSearch } from "../api/search-members";
import type { UserRef } from "./member-search";

interface Props {
  scope: Scope;
  label: string;
  value: UserRef | null;
  onChange: (user: UserRef | null) => void;
  disabled?: boolean;
  clearable?: boolean;
}

/** One member (the manager), found by a search that asks the server 300 ms after typing stops. */
export function MemberSelect({ scope, label, value, onChange, disabled, clearable = true }: Props) {
  const { t } = useTranslation("reminders");
  const [search, setSearch] = useState(value?.name ?? "");
  const [open, setOpen] = useState(false);
  const [debounced] = useDebouncedValue(search, MEMBER_SEARCH_DEBOUNCE_MS);
  // The chosen name in the box is not a search: then show the first members.
  const q = value && debounced === value.name ? "" : debounced.trim();
  const members = useMemberSearch(scope, { q }, open && !disabled);
  const found = members.data ?? [];
  const users: UserRef[] = value && !found.some((m) => m.id === value.id) ? [value, ...found] : found;

  return (
    <Select
      label={label}
      searchable
      clearable={clearable}
      disabled={disabled}
      value={value?.id ?? null}
      data={users.map((u) => ({ value: u.id, label: u.name }))}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => {
        setOpen(false);
        setSearch(value?.name ?? "");
      }}
      nothingFoundMessage={members.isFetching ? t("members.searching") : t("members.nothingFound")}
      placeholder={t("members.search")}
      clearButtonProps={{ "aria-label": t("detail.clearManager") }}
      onChange={(id) => {
        const user = id ? (users.find((u) => u.id === id) ?? null) : null;
        if ((user?.id ?? null) === (value?.id ?? null)) return;
        setSearch(user?.name ?? "");
        onChange(user && { id: user.id, name: user.name, email: user.email });
      }}
    />
  );
}
