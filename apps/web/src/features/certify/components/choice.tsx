import { SegmentedControl, type SegmentedControlProps, Stack, Text } from "@mantine/core";
import { useId } from "react";

/** A labelled choice of a few values (who approves, in which order). */
export function Choice({ label, ...props }: SegmentedControlProps & { label: string }) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} {...props} />
    </Stack>
  );
}
