import { Box, Group, Select, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SearchForm } from "../../../components/search-form";
import { useAddressBookTags } from "../api/get-tags";
import type { Scope } from "../api/keys";
import type { AddressBookListState } from "../list-state";
import { LetterIndex } from "./letter-index";

type Change = Partial<Pick<AddressBookListState, "q" | "tag" | "letter">>;

/** The search, the tag (one of those in use) and the first letter, as kept in the address. */
export function AddressBookFilters({
  scope,
  state,
  onChange,
}: {
  scope: Scope;
  state: AddressBookListState;
  onChange: (change: Change) => void;
}) {
  const { t } = useTranslation("addressBook");
  const tags = useAddressBookTags(scope).data ?? [];
  // A tag of the address that is no longer in use still shows as chosen.
  const offered = state.tag && !tags.includes(state.tag) ? [state.tag, ...tags] : tags;
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <Box flex={1} miw={240}>
          <SearchForm
            key={state.q ?? ""}
            q={state.q}
            onSearch={(q) => onChange({ q })}
            labels={{
              label: t("search"),
              placeholder: t("searchPlaceholder"),
              clear: t("searchClear"),
              search: t("searchSubmit"),
            }}
          />
        </Box>
        <Select
          label={t("tag")}
          placeholder={t("tagPlaceholder")}
          data={offered}
          value={state.tag}
          onChange={(value) => onChange({ tag: value })}
          searchable
          clearable
          nothingFoundMessage={t("tagNone")}
        />
      </Group>
      <LetterIndex letter={state.letter} onChange={(letter) => onChange({ letter })} />
    </Stack>
  );
}
