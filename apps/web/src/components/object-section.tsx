import { Group, Paper, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

/** One part of the object page: a titled card (heading level 2) with optional actions. */
export function ObjectSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="md" radius="sm">
      <Group justify="space-between" mb="sm" gap="xs" wrap="wrap">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
