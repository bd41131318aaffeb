import { MEMBER_SEARCH_DEBOUNCE_MS } from "@app/contract";
import { Combobox, Loader, Pill, PillsInput, Text, useCombobox } from "@mantine/core";
import { useDebouncedValue, useId } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type UserRef, useMemberSearch } from "../lib/member-search";
import type { Scope } from "../lib/query-keys";

export type { UserRef };

interface Props {
  scope: Scope;
  label: string;
  /** The chosen users, shown as removable chips. */
  value: UserRef[];
  onAdd: (user: UserRef) => void;
  onRemove: (user: UserRef) => void;
  /** False keeps a chip's remove control disabled (the last assignee), with `lockedHint` as its title. */
  canRemove?: (user: UserRef) => boolean;
  lockedHint?: string;
  /** Search guests too; otherwise full users (type DEFAULT) only. */
  allTypes?: boolean;
  disabled?: boolean;
  description?: string;
  error?: string;
}

/**
 * Members as removable chips with a search to add more: the search asks the server 300 ms after
 * the last key press, for at most 10 members.
 */
export function MemberMultiSelect({
  scope,
  label,
  value,
  onAdd,
  onRemove,
  canRemove = () => true,
  lockedHint,
  allTypes,
  disabled,
  description,
  error,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, MEMBER_SEARCH_DEBOUNCE_MS);
  const open = combobox.dropdownOpened;
  const members = useMemberSearch(scope, { q: debounced.trim(), allTypes }, open && !disabled);
  const chosen = new Set(value.map((u) => u.id));
  const options = (members.data ?? []).filter((m) => !chosen.has(m.id));

  const add = (userId: string) => {
    const user = options.find((m) => m.id === userId);
    if (!user) return;
    onAdd({ id: user.id, name: user.name, email: user.email });
    setSearch("");
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={add} withinPortal>
      <Combobox.DropdownTarget>
        <PillsInput
          id={id}
          label={label}
          description={description}
          error={error}
          disabled={disabled}
          onClick={() => combobox.openDropdown()}
          rightSection={members.isFetching && open ? <Loader size={14} /> : null}
        >
          <Pill.Group>
            {value.map((user) => {
              const removable = !disabled && canRemove(user);
              return (
                <Pill
                  key={user.id}
                  withRemoveButton={!disabled}
                  onRemove={() => removable && onRemove(user)}
                  removeButtonProps={{
                    "aria-label": t("members.remove", { name: user.name }),
                    "aria-hidden": false,
                    tabIndex: 0,
                    disabled: !removable,
                    title: removable ? undefined : lockedHint,
                  }}
                >
                  {user.name}
                </Pill>
              );
            })}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                id={id}
                value={search}
                placeholder={t("members.search")}
                disabled={disabled}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => {
                  combobox.closeDropdown();
                  setSearch("");
                }}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                }}
                onKeyDown={(event) => {
                  const last = value[value.length - 1];
                  if (event.key === "Backspace" && search === "" && last && !disabled && canRemove(last)) {
                    event.preventDefault();
                    onRemove(last);
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>

      <Combobox.Dropdown hidden={disabled}>
        <Combobox.Options aria-label={label}>
          {options.length > 0 ? (
            options.map((member) => (
              <Combobox.Option value={member.id} key={member.id}>
                {member.name}
                <Text span c="dimmed" fz="xs">
                  {" "}
                  · {member.email}
                </Text>
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>{members.isFetching ? t("members.searching") : t("members.nothingFound")}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
