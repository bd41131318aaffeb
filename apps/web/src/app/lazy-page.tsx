import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
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
  return lazy(withTexts(() => load().then((module) => ({ default: module[name] })), namespaces));
}

/** Where a lazy screen waits for its code: the busy placeholders of a list (a status region). */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Placeholders count={6} />}>{children}</Suspense>;
}
