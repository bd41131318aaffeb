import { useEffect, useState } from "react";
import type { Holiday } from "./holidays";

/** Swedish public holidays in a range; their rules load in a chunk of their own, after the grid. */
export function useSwedishHolidays({ from, to }: { from: string; to: string }, language: "sv" | "en") {
  const [holidays, setHolidays] = useState<Holiday[]>([]);
  useEffect(() => {
    let current = true;
    void import("./holidays").then(({ swedishHolidays }) => {
      if (current) setHolidays(swedishHolidays({ from, to }, language));
    });
    return () => {
      current = false;
    };
  }, [from, to, language]);
  return holidays;
}
