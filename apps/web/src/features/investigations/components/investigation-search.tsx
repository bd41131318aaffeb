import { Button, CloseButton, Group, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The list's name filter: what is typed is searched for when the search button is pressed (or Enter).
 * Mounted afresh (by key) when the address's search changes, so it always shows the one searched.
 */
export function InvestigationSearch({ q, onSearch }: { q: string | null; onSearch: (q: string | null) => void }) {
  const { t } = useTranslation("investigations");
  const [text, setText] = useState(q ?? "");
  return (
    <Group
      component="form"
      role="search"
      gap="xs"
      align="flex-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim() || null);
      }}
    >
      <TextInput
        label={t("filters.name")}
        placeholder={t("filters.placeholder")}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        w={260}
        rightSection={
          text && (
            <CloseButton
              size="sm"
              aria-label={t("filters.clear")}
              onClick={() => {
                setText("");
                if (q) onSearch(null);
              }}
            />
          )
        }
      />
      <Button type="submit" variant="default" leftSection={<IconSearch size={16} aria-hidden />}>
        {t("filters.search")}
      </Button>
    </Group>
  );
}
