import type { AddressBookItem } from "@app/contract";
import { EmptyState, Stack } from "@mantine/core";
import { IconNotebook } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { EntryCard } from "./entry-card";

interface Props {
  rows: AddressBookItem[];
  /** Whether a search or filter applies (the empty state then says nothing matched). */
  filtered: boolean;
  selected: Set<string>;
  /** Whether own entries may be edited and deleted (CustomerEdit). */
  editor: boolean;
  onSelect: (id: string, selected: boolean) => void;
  onEdit: (item: AddressBookItem) => void;
  onDelete: (item: AddressBookItem) => void;
}

/** The page's entries as cards, or what to do when there are none. */
export function EntryList({ rows, filtered, selected, editor, onSelect, onEdit, onDelete }: Props) {
  const { t } = useTranslation("addressBook");
  if (rows.length === 0)
    return (
      <EmptyState
        icon={<IconNotebook aria-hidden />}
        title={filtered ? t("noMatch") : t("empty")}
        description={filtered ? t("noMatchHint") : t("emptyHint")}
      />
    );
  return (
    <Stack component="ul" gap="xs" aria-label={t("list")} style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {rows.map((item) => (
        <EntryCard
          key={item.id}
          item={item}
          selected={selected.has(item.id)}
          onSelect={(on) => onSelect(item.id, on)}
          onEdit={editor && item.source === "own" ? () => onEdit(item) : undefined}
          onDelete={editor && item.source === "own" ? () => onDelete(item) : undefined}
        />
      ))}
    </Stack>
  );
}
