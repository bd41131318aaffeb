import type { ChecklistItem } from "@app/contract";
import { ActionIcon, Checkbox, Group, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime } from "../../../lib/dates";

interface Props {
  item: ChecklistItem;
  /** Today, YYYY-MM-DD: an open item due before it is overdue. */
  today: string;
  mayTick: boolean;
  canEdit: boolean;
  first: boolean;
  last: boolean;
  onTick: (done: boolean) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One item: its box (for editors and its assignee), who and when, and for editors move and remove. */
export function ChecklistItemRow({ item, today, mayTick, canEdit, first, last, onTick, onMove, onRemove }: Props) {
  const { t } = useTranslation("checklists");
  const overdue = !item.done && item.dueDate !== null && item.dueDate < today;
  const meta = [
    item.assignee && t("item.assignee", { name: item.assignee.name }),
    item.dueDate && t(overdue ? "item.overdue" : "item.due", { date: formatDate(item.dueDate) }),
    item.done && item.doneAt && t("item.doneBy", { name: item.doneBy?.name ?? "–", date: formatDateTime(item.doneAt) }),
  ].filter(Boolean);

  return (
    <Group component="li" justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Checkbox
        checked={item.done}
        disabled={!mayTick}
        onChange={(event) => onTick(event.currentTarget.checked)}
        label={<Text td={item.done ? "line-through" : undefined}>{item.text}</Text>}
        description={
          meta.length > 0 && (
            <Text span size="xs" c={overdue ? "red.8" : "dimmed"}>
              {meta.join(" · ")}
            </Text>
          )
        }
      />
      {canEdit && (
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={first}
            onClick={() => onMove(-1)}
            aria-label={t("item.up", { text: item.text })}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={last}
            onClick={() => onMove(1)}
            aria-label={t("item.down", { text: item.text })}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={t("item.remove", { text: item.text })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}
