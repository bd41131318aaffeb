import type { CSSProperties, ReactNode } from "react";
import { InShell } from "./centered-page";
import classes from "./shell-frame.module.css";

/**
 * react-remove-scroll's class (Mantine's modals lock the page's scrolling with it): a fixed element with it
 * keeps its place when the page's scroll bar goes away.
 */
const KEEP_PLACE_WHEN_SCROLL_LOCKED = "right-scroll-bar-position";

/**
 * The signed-in layout's frame: a fixed header 56 px high, the side menu under it (240 px; below Mantine's sm
 * breakpoint as wide as the screen, shown only when opened) and the page. Mantine's AppShell in a few lines of
 * CSS: AppShell computes its sizes in JavaScript and brings resizing and scroll locking, all of it on the first
 * screen.
 */
export function ShellFrame({
  header,
  navbar,
  navbarLabel,
  mobileOpened,
  desktopOpened,
  busyLabel,
  children,
}: {
  /** A `ShellHeader`. */
  header: ReactNode;
  navbar: ReactNode;
  navbarLabel?: string;
  mobileOpened: boolean;
  desktopOpened: boolean;
  /** While the page is a placeholder: its name for assistive technology. */
  busyLabel?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={classes.root}
      data-mobile-opened={mobileOpened || undefined}
      data-desktop-collapsed={!desktopOpened || undefined}
    >
      {header}
      <nav className={classes.navbar} aria-label={navbarLabel}>
        {navbar}
      </nav>
      <main className={classes.main} aria-busy={busyLabel ? true : undefined} aria-label={busyLabel}>
        <InShell value>{children}</InShell>
      </main>
    </div>
  );
}

/** The frame's header, fixed at the top. */
export function ShellHeader({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return (
    <header className={`${classes.header} ${KEEP_PLACE_WHEN_SCROLL_LOCKED}`} style={style}>
      {children}
    </header>
  );
}
