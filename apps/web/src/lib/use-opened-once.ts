import { useState } from "react";

/**
 * Whether a part loaded on demand (a lazy modal) is to be rendered: from its first opening on, so that
 * it stays mounted and closes with its transition; never before, so its code loads only when needed.
 */
export function useOpenedOnce(opened: boolean) {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
