import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One titled part of a settings page. */
export function Section({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h4" id={headingId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
