import { Button, CloseButton, Group, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";

interface Labels {
  label: string;
  placeholder: string;
  clear: string;
  search: string;
}

/**
 * A list's search: what is typed is searched for when the search button is pressed (or Enter).
 * Mount it afresh (by key) when the address's search changes, so it always shows the one searched.
 */
export function SearchForm({
  q,
  onSearch,
  labels,
}: {
  q: string | null;
  onSearch: (q: string | null) => void;
  labels: Labels;
}) {
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
        label={labels.label}
        placeholder={labels.placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        w={{ base: "100%", xs: 280 }}
        rightSection={
          text && (
            <CloseButton
              size="sm"
              aria-label={labels.clear}
              onClick={() => {
                setText("");
                if (q) onSearch(null);
              }}
            />
          )
        }
      />
      <Button type="submit" variant="default" leftSection={<IconSearch size={16} aria-hidden />}>
        {labels.search}
      </Button>
    </Group>
  );
}
