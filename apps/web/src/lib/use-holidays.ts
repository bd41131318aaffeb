import { useEffect, useState } from "react";
import type { Holiday } from "./holidays";

/**
 * Swedish public holidays in a range; their rules load in a chunk of their own, after what shows
 * them, and only once `enabled` (a date picker asks when it first opens).
 */
export function useSwedishHolidays({ from, to }: { from: string; to: string }, language: "sv" | "en", enabled = true) {
  const [holidays, setHolidays] = useState<Holiday[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void import("./holidays").then(({ swedishHolidays }) => {
      if (current) setHolidays(swedishHolidays({ from, to }, language));
    });
    return () => {
      current = false;
    };
  }, [from, to, language, enabled]);
  return holidays;
}
