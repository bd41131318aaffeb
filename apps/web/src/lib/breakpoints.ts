import { DEFAULT_THEME, type MantineBreakpoint } from "@mantine/core";
import { useState, useSyncExternalStore } from "react";

/**
 * Whether the screen is at least as wide as Mantine's breakpoint (as its `visibleFrom`), known at the first
 * render (a phone never renders the wide layout first) and kept up to date as the window changes.
 */
export function useWiderThan(breakpoint: MantineBreakpoint) {
  // Made once: asking the browser anew on every render costs, and a new subscribe function subscribes again.
  const [store] = useState(() => {
    const query = window.matchMedia(`(min-width: ${DEFAULT_THEME.breakpoints[breakpoint]})`);
    return {
      subscribe: (changed: () => void) => {
        query.addEventListener("change", changed);
        return () => query.removeEventListener("change", changed);
      },
      matches: () => query.matches,
    };
  });
  return useSyncExternalStore(store.subscribe, store.matches);
}

/** Which of Mantine's breakpoints the screen reaches, for parts that hide several things by width. */
export function useBreakpoints(): Record<MantineBreakpoint, boolean> {
  return {
    xs: useWiderThan("xs"),
    sm: useWiderThan("sm"),
    md: useWiderThan("md"),
    lg: useWiderThan("lg"),
    xl: useWiderThan("xl"),
  };
}
