import { ActionIcon } from "@mantine/core";
import { type ReactNode, type RefObject, Suspense, useId, useRef } from "react";

/** What a header dropdown needs of the button that opens it (`HeaderPopoverDropdown`, `DropdownAnchor`). */
export interface HeaderAnchor {
  /** The button: the dropdown is placed under it, and a click on it is not a click outside. */
  target: RefObject<HTMLElement | null>;
  /** The dropdown's id is `${id}-dropdown`; the button's is `id`. */
  id: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** The button's half of a header dropdown: its id, ref and ARIA state, and the anchor for the dropdown. */
export function useHeaderAnchor(popup: "dialog" | "menu", opened: boolean, onChange: (opened: boolean) => void) {
  const id = useId();
  const target = useRef<HTMLButtonElement>(null);
  const anchor: HeaderAnchor = { target, id, opened, onChange };
  const buttonProps = {
    ref: target,
    id,
    "aria-haspopup": popup,
    "aria-expanded": opened,
    "aria-controls": opened ? `${id}-dropdown` : undefined,
  } as const;
  return { anchor, buttonProps };
}

/**
 * A round header button that opens a dropdown (the bell, the latest messages). The button is here; the
 * dropdown (`children`, a lazy part that renders `HeaderPopoverDropdown`) loads after the first screen
 * with Mantine's Popover, its positioning and focus trap, so the first screen does not load them.
 * `button` is the icon with its marker.
 */
export function HeaderPopover({
  opened,
  onChange,
  label,
  color,
  onToggle,
  button,
  children,
}: {
  opened: boolean;
  onChange: (opened: boolean) => void;
  label: string;
  color?: string;
  onToggle: () => void;
  button: ReactNode;
  children: (anchor: HeaderAnchor) => ReactNode;
}) {
  const { anchor, buttonProps } = useHeaderAnchor("dialog", opened, onChange);
  return (
    <>
      <ActionIcon
        {...buttonProps}
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
      <Suspense fallback={null}>{children(anchor)}</Suspense>
    </>
  );
}
