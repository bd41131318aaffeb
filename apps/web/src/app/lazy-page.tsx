import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { Placeholders } from "../components/query-boundary";

/**
 * A screen whose code loads when it is first opened (route-level code splitting): `load` imports
 * its module (the route file itself, not a feature's index, which the first screen may import),
 * `name` picks the export. A `PageSuspense` above it shows placeholders meanwhile.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** Where a lazy screen waits for its code: the busy placeholders of a list (a status region). */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Placeholders count={6} />}>{children}</Suspense>;
}
