import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { LineDraft } from "../template-draft";
import { ItemActions } from "./item-actions";

interface Props {
  label: string;
  hint?: string;
  lines: LineDraft[];
  /** The error of each line by its index (the contract's path of it). */
  errors: (index: number) => string | undefined;
  /** The field name and the row actions of line `n` (1-based). */
  labels: (n: number) => { field: string; up: string; down: string; remove: string };
  add: string;
  max: number;
  maxLength: number;
  onChange: (index: number, text: string) => void;
  onAdd: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** An ordered list of short texts (a question's choices, the default checklist), each with its own field. */
export function LinesEditor(props: Props) {
  const { lines } = props;
  return (
    <Stack gap={6} role="group" aria-label={props.label}>
      <Text size="sm" fw={500}>
        {props.label}
      </Text>
      {props.hint && (
        <Text size="xs" c="dimmed">
          {props.hint}
        </Text>
      )}
      {lines.map((line, index) => {
        const labels = props.labels(index + 1);
        return (
          <Group key={line.key} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={labels.field}
              flex={1}
              value={line.text}
              maxLength={props.maxLength}
              error={props.errors(index)}
              onChange={(event) => props.onChange(index, event.currentTarget.value)}
            />
            <ItemActions
              index={index}
              count={lines.length}
              labels={labels}
              onMove={(to) => props.onMove(index, to)}
              onRemove={() => props.onRemove(index)}
            />
          </Group>
        );
      })}
      <Group>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={lines.length >= props.max}
          onClick={props.onAdd}
        >
          {props.add}
        </Button>
      </Group>
    </Stack>
  );
}
