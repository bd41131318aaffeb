import { parseAsArrayOf, parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";
import { useCallback } from "react";
import { useWiderThan } from "../../lib/breakpoints";
import { today } from "../../lib/dates";
import { parseAsIsoDate } from "../../lib/list-state";
import { type EntryKind, entryKinds } from "./kinds";
import { type CalendarView, calendarViews } from "./range";

/**
 * The calendar's view, day and kinds shown, kept in the address (?view=week&date=2026-11-30&kinds=task).
 * Without a view in the address: the month, and on a phone (below the sm breakpoint) the list, whose
 * titles fit its width.
 */
const parsers = {
  view: parseAsStringLiteral(calendarViews),
  date: parseAsIsoDate,
  kinds: parseAsArrayOf(parseAsStringLiteral(entryKinds)).withDefault([...entryKinds]),
};

export interface CalendarState {
  view: CalendarView;
  /** The day the view is about (today when the address has none). */
  date: string;
  kinds: EntryKind[];
}

export function useCalendarState() {
  // Not shallow: the router (and what reads its location) follows each change.
  const [state, setState] = useQueryStates(parsers, { shallow: false });
  const wide = useWiderThan("sm");
  const current: CalendarState = {
    view: state.view ?? (wide ? "month" : "list"),
    date: state.date ?? today(),
    kinds: state.kinds,
  };
  const set = useCallback(
    (change: Partial<CalendarState>) =>
      void setState({
        ...change,
        // In the calendar's own order, so that "all shown" equals the default and leaves the address.
        ...(change.kinds && { kinds: entryKinds.filter((kind) => change.kinds?.includes(kind)) }),
      }),
    [setState],
  );
  return [current, set] as const;
}

/**
 * The task editor (mounted by the layout) opens the task of ?task=<id>, or a new one for ?task=new&due=<date>.
 * Each opening is a step in the history, so Back closes it.
 */
export function useTaskEditorAddress() {
  const [, setTask] = useQueryStates({ task: parseAsString, due: parseAsIsoDate }, { history: "push", shallow: false });
  return {
    open: useCallback((id: string) => void setTask({ task: id, due: null }), [setTask]),
    create: useCallback((due: string) => void setTask({ task: "new", due }), [setTask]),
  };
}
