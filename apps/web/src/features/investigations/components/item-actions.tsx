import { ActionIcon, Group } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";

/** Move up, move down and remove of one entry in an editor's list (their names say which entry). */
export function ItemActions({
  index,
  count,
  labels,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  labels: { up: string; down: string; remove: string };
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <Group gap={2} wrap="nowrap">
      {count > 1 && (
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={labels.up}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={labels.down}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
        </>
      )}
      <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={labels.remove}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
