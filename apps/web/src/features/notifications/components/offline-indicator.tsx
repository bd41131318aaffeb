import { lazy, Suspense } from "react";
import { useRealtimeStatus } from "../../../lib/realtime";

// The badge with its tooltip (Mantine's Tooltip and its positioning) loads after the first screen, while
// the connection is still up: it does not wait for the network once the connection is down.
const OfflineBadge = lazy(() => import("./offline-badge").then((module) => ({ default: module.OfflineBadge })));

/**
 * A quiet grey badge while the live connection is down (not while it first connects), announced when it
 * appears.
 */
export function OfflineIndicator() {
  const status = useRealtimeStatus();
  return (
    <div role="status">
      <Suspense fallback={null}>
        <OfflineBadge offline={status === "offline"} />
      </Suspense>
    </div>
  );
}
