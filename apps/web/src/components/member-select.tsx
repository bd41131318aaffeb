import { MEMBER_SEARCH_DEBOUNCE_MS } from "@app/contract";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { type UserRef, useMemberSearch } from "../lib/member-search";
import type { Scope } from "../lib/query-keys";

interface Props {
  scope: Scope;
  label: string;
  value: { id: string; name: string } | null;
  onChange: (user: UserRef | null) => void;
  /** The clear button's name ("Remove the manager"). */
  clearLabel: string;
  disabled?: boolean;
  clearable?: boolean;
  /** A problem with the choice, shown under the field (a form's message). */
  error?: ReactNode;
  required?: boolean;
}

/** One member (a manager, an assignee), found by a search that asks the server 300 ms after typing stops. */
export function MemberSelect({
  scope,
  label,
  value,
  onChange,
  clearLabel,
  disabled,
  clearable = true,
  error,
  required,
}: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.name ?? "");
  const [open, setOpen] = useState(false);
  const [debounced] = useDebouncedValue(search, MEMBER_SEARCH_DEBOUNCE_MS);
  // The chosen name in the box is not a search: then show the first members.
  const q = value && debounced === value.name ? "" : debounced.trim();
  const members = useMemberSearch(scope, { q }, open && !disabled);
  const found = members.data ?? [];
  const users: { id: string; name: string; email?: string }[] =
    value && !found.some((m) => m.id === value.id) ? [value, ...found] : found;

  return (
    <Select
      label={label}
      error={error}
      required={required}
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
      clearButtonProps={{ "aria-label": clearLabel }}
      onChange={(id) => {
        const user = id ? (users.find((u) => u.id === id) ?? null) : null;
        if ((user?.id ?? null) === (value?.id ?? null)) return;
        setSearch(user?.name ?? "");
        onChange(user && { id: user.id, name: user.name, email: user.email ?? "" });
      }}
    />
  );
}
