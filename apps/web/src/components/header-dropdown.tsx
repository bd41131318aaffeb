import { Box, Button, Divider, Group, Popover, ScrollArea, Skeleton, Stack, Text } from "@mantine/core";
import { type ReactNode, useEffect, useId, useLayoutEffect, useState } from "react";
import type { HeaderAnchor } from "./header-popover";

/**
 * The child of a `Popover.Target` or `Menu.Target` (with `refProp="anchorRef"`) that hands it the
 * header's own button: the dropdown's code loads after the button is on screen, and the button is not
 * replaced when it arrives (its focus and its place stay).
 */
export function DropdownAnchor({
  anchorRef,
  target,
}: {
  anchorRef?: (node: HTMLElement | null) => void;
  target: HeaderAnchor["target"];
}) {
  useLayoutEffect(() => {
    anchorRef?.(target.current);
    return () => anchorRef?.(null);
  }, [anchorRef, target]);
  return null;
}

/**
 * Whether a dropdown that arrived may show: not on its first render, so that it opens as an update
 * even when its button was clicked before its code arrived (Mantine notes which element had the focus
 * when a dropdown opens, to give it back when it closes, only on an update).
 */
export function useArrived(opened: boolean) {
  const [arrived, setArrived] = useState(false);
  useEffect(() => setArrived(true), []);
  return opened && arrived;
}

/** A header button's titled, scrolling dropdown (`HeaderPopover`); `status` stands at the right of the title. */
export function HeaderPopoverDropdown({
  anchor,
  width,
  title,
  status,
  children,
}: {
  anchor: HeaderAnchor;
  width: number;
  title: string;
  status?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Popover
      id={anchor.id}
      opened={useArrived(anchor.opened)}
      onChange={anchor.onChange}
      position="bottom-end"
      width={`min(${width}px, calc(100vw - 16px))`}
      shadow="md"
      trapFocus
      returnFocus
      withinPortal={false}
    >
      <Popover.Target refProp="anchorRef">
        <DropdownAnchor target={anchor.target} />
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
