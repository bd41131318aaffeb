import { type ComponentType, isValidElement, lazy, type ReactNode, Suspense } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { Placeholders } from "../components/query-boundary";
import { type Namespace, withTexts } from "../lib/i18n";

/**
 * A screen whose code loads when it is first opened (route-level code splitting): `load` imports
 * its module (the route file itself, not a feature's index, which the first screen may import),
 * `name` picks the export, `namespaces` are the areas of texts its module's parts use beyond the
 * first screens' (`FIRST_SCREEN_NAMESPACES`): they load with the code, in the language shown, so the
 * screen shows its texts at once (`app/texts.test.ts` checks the list). A `PageSuspense` above it
 * shows placeholders meanwhile.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  namespaces: readonly Namespace[] = [],
) {
  // `preload`: the code only (the language shown may not be known yet); the texts come when it renders.
  return Object.assign(lazy(withTexts(() => load().then((module) => ({ default: module[name] })), namespaces)), {
    preload: load,
  });
}

/**
 * Starts loading the code of the screens the address opens (the lazy pages in the matching routes'
 * elements) before anything renders, alongside the language's texts: on a first visit the shell and
 * the page then load together instead of one after the other.
 */
export function preloadScreens(routes: RouteObject[], location: string) {
  for (const { route } of matchRoutes(routes, location) ?? []) preloadElement(route.element);
}

function preloadElement(node: ReactNode) {
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  // A failure shows when the screen renders and loads again (its error page); here it is only early.
  (node.type as { preload?: () => Promise<unknown> }).preload?.().catch(() => undefined);
  for (const child of [node.props.children].flat()) preloadElement(child);
}

/** Where a lazy screen waits for its code: the busy placeholders of a list (a status region). */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Placeholders count={6} />}>{children}</Suspense>;
}
