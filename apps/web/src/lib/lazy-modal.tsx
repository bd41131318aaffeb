import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A modal whose code loads on demand, not with its screen. It renders from its first opening on (so it
 * stays mounted and closes with its transition), never before; `preload` asks for its code as soon as
 * the user shows the intent to open it (the pointer or the focus on its button, rows selected).
 * `isOpened` tells an opening from the props where the modal has no `opened` prop.
 */
export function lazyModal<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpened: (props: P) => boolean = (props) => (props as { opened?: boolean }).opened === true,
) {
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
