import { type CompanyUser, MEMBER_SEARCH_DEBOUNCE_MS } from "@app/contract";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";

/** A member as a picker hands it over. */
export interface PickedMember {
  id: string;
  name: string;
  email: string;
}

interface Props {
  label: string;
  placeholder: string;
  /** Said when the search finds nobody (and while it searches, `searching`). */
  nothingFound: string;
  searching?: string;
  /** The feature's member search (a query hook): asked 300 ms after the last key press, while the list is open. */
  useSearch: (q: string, enabled: boolean) => UseQueryResult<CompanyUser[]>;
  /** Members left out of the options (already chosen, oneself). */
  excluded: string[];
  onAdd: (member: PickedMember) => void;
  error?: string;
}

/** Adds one member at a time: a searchable list of "name (email)"; choosing one hands it to `onAdd` and clears the box. */
export function MemberPicker({
  label,
  placeholder,
  nothingFound,
  searching,
  useSearch,
  excluded,
  onAdd,
  error,
}: Props) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, MEMBER_SEARCH_DEBOUNCE_MS);
  const [open, setOpen] = useState(false);
  const members = useSearch(debounced.trim(), open);
  const options = (members.data ?? []).filter((m) => !excluded.includes(m.id));

  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={null}
      filter={({ options: all }) => all}
      data={options.map((m) => ({ value: m.id, label: `${m.name} (${m.email})` }))}
      nothingFoundMessage={members.isFetching && searching ? searching : nothingFound}
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => setOpen(false)}
      error={error}
      onChange={(id) => {
        const member = options.find((m) => m.id === id);
        if (!member) return;
        onAdd({ id: member.id, name: member.name, email: member.email });
        setSearch("");
      }}
    />
  );
}
