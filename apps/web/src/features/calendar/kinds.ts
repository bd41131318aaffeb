import { type CalendarKind, calendarKinds, type DueColour, dueColour } from "@app/contract";

/** What the calendar shows: the calendar endpoint's kinds and the reminders of the notices paths. */
export const entryKinds = [...calendarKinds, "reminder"] as const;
export type EntryKind = CalendarKind | "reminder";

export interface Palette {
  background: string;
  border: string;
  /** Text on the background, at least WCAG AA (4.5:1). */
  text: string;
}

/** Each kind its own colour: a light tint, a strong border, dark text. */
export const kindPalette: Record<CalendarKind, Palette> = {
  task: { background: "#d0ebff", border: "#1c7ed6", text: "#0b3d6b" },
  esign: { background: "#e5dbff", border: "#7048e8", text: "#3b1f8c" },
  investigation: { background: "#c3fae8", border: "#0ca678", text: "#07533b" },
  skill: { background: "#ffdeeb", border: "#d6336c", text: "#7a1637" },
};

/**
 * Reminders follow the reminder list's colour rule (spec section 2, `dueColour` of the contract):
 * red when due or past, orange within 7 days, green up to 30 days; further ahead the neutral tint.
 */
const reminderPalette: Record<NonNullable<DueColour> | "none", Palette> = {
  red: { background: "#ffe3e3", border: "#e03131", text: "#a61e1e" },
  orange: { background: "#ffe8cc", border: "#f76707", text: "#7f3700" },
  green: { background: "#d3f9d8", border: "#2f9e44", text: "#1d5e2a" },
  none: { background: "#fff3bf", border: "#f08c00", text: "#5c3c00" },
};

export const reminderLegend = reminderPalette.none;

export function reminderColours(reminderAt: string, today: string): Palette {
  return reminderPalette[dueColour(reminderAt, today) ?? "none"];
}
