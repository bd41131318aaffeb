import { type ComponentType, isValidElement, lazy, type ReactNode, Suspense } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { Placeholders } from "../components/placeholders";
import { type Namespace, preloadTexts, withTexts } from "../lib/i18n";

/**
 * A screen whose code loads when it is first opened (route-level code splitting): `load` imports
 * its module (the route file itself, not a feature's index, which the first screen may import),
 * `name` picks the export, `namespaces` are the areas of texts its module's parts use beyond the
 * first screens' (`FIRST_SCREEN_NAMESPACES`): they load with the code, in the language shown, so the
 * screen shows its texts at once (`app/texts.test.ts` checks the list). Meanwhile it shows
 * placeholders.
 *
 * Each screen waits in a Suspense boundary of its own: opening another screen unmounts the one left
 * at once, with its effects and timers. Under a boundary shared by all screens, React would keep the
 * screen left mounted (hidden) while the next one's code loads, and a search it was still waiting to
 * put in the address (nuqs, after a pause in typing) would then bring the user back to it.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  namespaces: readonly Namespace[] = [],
) {
  const Screen = lazy<ComponentType<P>>(
    withTexts(() => load().then((module) => ({ default: module[name] })), namespaces),
  );
  function Page(props: P) {
    return (
      <PageSuspense>
        <Screen {...props} />
      </PageSuspense>
    );
  }
  // `preload`: the code, and the texts in the language shown now. Should the signed-in user's own language
  // differ, the screen loads its texts in that one when it renders.
  return Object.assign(Page, { preload: () => Promise.all([preloadTexts(namespaces), load()]) });
}

/**
 * Starts loading the code of the screens the address opens (the lazy pages in the matching routes'
 * elements) before anything renders, alongside the language's texts: on a first visit the shell and
 * the page then load together instead of one after the other.
 */
export function preloadScreens(routes: RouteObject[], location: string) {
  for (const preload of (matchRoutes(routes, location) ?? []).flatMap(({ route }) => lazyScreens(route.element))) {
    preload();
  }
}

/** How long the pointer rests on a link before its screen's code loads: passing over a menu loads nothing. */
export const INTENT_DELAY_MS = 65;

/**
 * Starts loading the code of the screen a link of the app opens when the pointer rests on it, a
 * finger touches it or the keyboard focuses it, so that the click rarely waits for the code (every
 * link of the app, from one listener on the document). Each address is preloaded once.
 */
export function preloadOnIntent(routes: RouteObject[], root: Document | HTMLElement = document) {
  const done = new Set<string>();
  let pending: ReturnType<typeof setTimeout> | undefined;
  const preload = (target: EventTarget | null) => {
    const link = target instanceof Element ? target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (done.has(link.pathname)) return;
    done.add(link.pathname);
    preloadScreens(routes, link.pathname);
  };
  root.addEventListener("pointerover", (event) => {
    clearTimeout(pending);
    pending = setTimeout(() => preload(event.target), INTENT_DELAY_MS);
  });
  root.addEventListener("pointerout", () => clearTimeout(pending));
  root.addEventListener("touchstart", (event) => preload(event.target), { passive: true });
  root.addEventListener("focusin", (event) => preload(event.target));
}

/** The preloads of the lazy screens in an element and its children, outermost first. */
function lazyScreens(node: ReactNode): (() => void)[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const { preload } = node.type as { preload?: () => Promise<unknown> };
  const children = [node.props.children].flat().flatMap(lazyScreens);
  // A failure shows when the screen renders and loads again (its error page); here it is only early.
  return preload ? [() => void preload().catch(() => undefined), ...children] : children;
}

/** Where a lazy screen waits for its code: the busy placeholders of a list (a status region). */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Placeholders count={6} />}>{children}</Suspense>;
}
