import { MEMBER_SEARCH_DEBOUNCE_MS } from "@app/contract";
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

interface Props<T extends { id: string }> {
  label: string;
  placeholder: string;
  /** The search (a query hook): asked 300 ms after the last key press, while the list is open. */
  useSearch: (q: string, enabled: boolean) => UseQueryResult<T[]>;
  /** The option's main text. */
  optionLabel: (item: T) => string;
  /** A dimmed line after it (an email, a group). */
  optionDetail?: (item: T) => ReactNode;
  /** Offered but not choosable (already there). */
  isDisabled?: (item: T) => boolean;
  onPick: (item: T) => void;
  disabled?: boolean;
}

/** A search box whose results open under it; choosing one (mouse or keyboard) hands it to `onPick`. */
export function SearchPicker<T extends { id: string }>({
  label,
  placeholder,
  useSearch,
  optionLabel,
  optionDetail,
  isDisabled = () => false,
  onPick,
  disabled,
}: Props<T>) {
  const { t } = useTranslation("portals");
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, MEMBER_SEARCH_DEBOUNCE_MS);
  const open = combobox.dropdownOpened;
  const results = useSearch(debounced.trim(), open && !disabled);
  const items = results.data ?? [];

  const pick = (id: string) => {
    const item = items.find((i) => i.id === id);
    if (!item || isDisabled(item)) return;
    onPick(item);
    setSearch("");
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal>
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={search}
          disabled={disabled}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={results.isFetching && open ? <Loader size={14} /> : null}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={disabled}>
        <Combobox.Options aria-label={label} mah={320} style={{ overflowY: "auto" }}>
          {items.length > 0 ? (
            items.map((item) => (
              <Combobox.Option value={item.id} key={item.id} disabled={isDisabled(item)}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" truncate>
                    {optionLabel(item)}
                  </Text>
                  {optionDetail && (
                    <Text size="xs" c="dimmed" truncate>
                      {optionDetail(item)}
                    </Text>
                  )}
                </Group>
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>{results.isFetching ? t("detail.searching") : t("detail.nothingFound")}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
