import { ActionIcon, Group } from "@mantine/core";
import { IconPencil, IconTrash, type TablerIcon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { LazyTooltip } from "./lazy-tooltip";

/** The buttons at the end of a row, side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {children}
    </Group>
  );
}

interface RowActionProps {
  /** The accessible name, which says what and on which row ("Delete the file a.pdf"). */
  label: string;
  onClick: () => void;
  loading?: boolean;
  /** Shows the label on hover too. */
  tooltip?: boolean;
}

/** One icon button of a row. */
export function RowAction({
  icon: Icon,
  color = "gray",
  label,
  onClick,
  loading,
  tooltip,
}: RowActionProps & { icon: TablerIcon; color?: string }) {
  const button = (
    <ActionIcon variant="subtle" color={color} aria-label={label} loading={loading} onClick={onClick}>
      <Icon size={16} aria-hidden />
    </ActionIcon>
  );
  return tooltip ? <LazyTooltip label={label}>{button}</LazyTooltip> : button;
}

export function EditAction(props: RowActionProps) {
  return <RowAction icon={IconPencil} {...props} />;
}

export function DeleteAction(props: RowActionProps) {
  return <RowAction icon={IconTrash} color="red" {...props} />;
}
