import { Tooltip, type TooltipProps } from "@mantine/core";
import { cloneElement, type PointerEvent, type ReactElement, type Ref, useEffect, useRef, useState } from "react";

type Child = ReactElement<{
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
}>;

/**
 * Mantine's Tooltip, rendered only while it shows: each Tooltip runs floating-ui's hooks and renders a portal
 * whether shown or not, which a list paid for on every row (docs/benchmarks.md, "Tooltips in a list's rows").
 * As Mantine's, it opens when a mouse rests on the element (after `openDelay`), not on a finger held on it, and
 * closes when the mouse leaves or on Escape. The element itself stays as it is: a tap or a click always reaches it.
 */
export function LazyTooltip({
  children,
  openDelay = 0,
  ...props
}: Omit<TooltipProps, "children" | "target" | "opened"> & { children: Child }) {
  const target = useRef<HTMLElement>(null);
  const [opened, setOpened] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!opened) return;
    const close = (event: KeyboardEvent) => event.key === "Escape" && setOpened(false);
    document.addEventListener("keydown", close);
    return () => document.removeEventListener("keydown", close);
  }, [opened]);

  const child = cloneElement(children, {
    ref: target,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      if (event.pointerType !== "mouse") return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOpened(true), openDelay);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event);
      clearTimeout(timer.current);
      setOpened(false);
    },
  });
  return (
    <>
      {child}
      {opened && <Tooltip {...props} target={target} opened />}
    </>
  );
}
