import { type DueColour, dueColour } from "@app/contract";
import { today } from "../../lib/dates";

export type DueClass = `reminder-due-${NonNullable<DueColour>}`;

/** The class of a reminder date: red when due or past, orange within 7 days, green up to 30, none after. */
export function dueClass(reminderAt: string | null, on: string = today()): DueClass | null {
  const colour = dueColour(reminderAt, on);
  return colour ? `reminder-due-${colour}` : null;
}
