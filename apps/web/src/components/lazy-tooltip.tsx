import { Tooltip, type TooltipProps } from "@mantine/core";
import { cloneElement, type PointerEvent, type ReactElement, useState } from "react";

type Hovered = { onPointerEnter?: (event: PointerEvent<Element>) => void };

/**
 * Mantine's Tooltip from the first time the pointer comes over its element: until then the element alone.
 * Each Tooltip runs floating-ui's hooks and renders a portal whether shown or not, which a list paid for on
 * every row (docs/benchmarks.md, "Tooltips in a list's rows"). Mantine's tooltips open on hover only, so
 * nothing is lost: the next movement of the pointer opens it.
 */
export function LazyTooltip({
  children,
  ...props
}: Omit<TooltipProps, "children"> & { children: ReactElement<Hovered> }) {
  const [armed, setArmed] = useState(false);
  if (armed) return <Tooltip {...props}>{children}</Tooltip>;
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<Element>) => {
      children.props.onPointerEnter?.(event);
      setArmed(true);
    },
  });
}
