import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";

type LazyModal<P> = ((props: P) => ReactNode) & { preload: () => void };

/**
 * A modal whose code loads on demand, not with its screen. It renders from its first opening on (so it
 * stays mounted and closes with its transition), never before; `preload` asks for its code as soon as
 * the user shows the intent to open it (the pointer or the focus on its button, rows selected).
 * A modal without an `opened` prop must say what opens it (`isOpened`).
 */
export function lazyModal<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): LazyModal<P>;
export function lazyModal<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpened: (props: P) => boolean,
): LazyModal<P>;
export function lazyModal<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpened: (props: P) => boolean = (props) => (props as { opened?: boolean }).opened === true,
): LazyModal<P> {
  const Modal = lazy(() => load().then((component) => ({ default: component })));
  function LazyModal(props: P) {
    const opened = isOpened(props);
    const [shown, setShown] = useState(opened);
    if (opened && !shown) setShown(true);
    if (!shown && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyModal, { preload: () => void load() });
}
