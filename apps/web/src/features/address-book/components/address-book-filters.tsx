import { Box, Group, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SearchForm } from "../../../components/search-form";
import type { AddressBookListState } from "../list-state";
import { LetterIndex } from "./letter-index";

type Change = Partial<Pick<AddressBookListState, "q" | "tag" | "letter">>;

/** The search, the tag and the first letter, as kept in the address. */
export function AddressBookFilters({
  state,
  onChange,
}: {
  state: AddressBookListState;
  onChange: (change: Change) => void;
}) {
  const { t } = useTranslation("addressBook");
  const commitTag = (value: string) => onChange({ tag: value.trim() || null });
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
        <TextInput
          key={state.tag ?? ""}
          label={t("tag")}
          placeholder={t("tagPlaceholder")}
          defaultValue={state.tag ?? ""}
          onBlur={(event) => commitTag(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") commitTag(event.currentTarget.value);
          }}
        />
      </Group>
      <LetterIndex letter={state.letter} onChange={(letter) => onChange({ letter })} />
    </Stack>
  );
}
