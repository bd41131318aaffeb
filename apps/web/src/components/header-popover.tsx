import { ActionIcon, Box, Button, Divider, Group, Popover, ScrollArea, Skeleton, Stack, Text } from "@mantine/core";
import { type ReactNode, useId } from "react";

/**
 * A round header button that opens a titled, scrolling dropdown (the bell, the latest messages).
 * `button` is the icon with its marker; `status` stands at the right of the title.
 */
export function HeaderPopover({
  opened,
  onChange,
  width,
  label,
  color,
  onToggle,
  button,
  title,
  status,
  children,
}: {
  opened: boolean;
  onChange: (opened: boolean) => void;
  width: number;
  label: string;
  color?: string;
  onToggle: () => void;
  button: ReactNode;
  title: string;
  status?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width={`min(${width}px, calc(100vw - 16px))`}
      shadow="md"
      trapFocus
      returnFocus
      withinPortal={false}
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color={color ?? "gray"}
          size="lg"
          radius="xl"
          aria-label={label}
          onClick={onToggle}
          pos="relative"
          style={{ overflow: "visible" }}
        >
          {button}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-labelledby={titleId}>
        <Group justify="space-between" px="md" py="xs" wrap="nowrap">
          <Text id={titleId} fw={600} size="sm">
            {title}
          </Text>
          {status}
        </Group>
        <Divider />
        <ScrollArea.Autosize mah="min(480px, 70vh)" type="auto">
          <Box p={4}>{children}</Box>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

/** A header dropdown's list while it loads. */
export function HeaderPopoverLoading() {
  return (
    <Stack gap="xs" p="sm" aria-busy>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

/** A header dropdown's list that could not be read, with a retry. */
export function HeaderPopoverFailure({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Stack gap="xs" p="md" align="center">
      <Text size="sm" role="alert">
        {message}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Stack>
  );
}
