/**
 * A date alone ("2024-02-29") is that day on the local calendar: Date reads it as midnight in UTC, the
 * day before west of Greenwich. Anything else is read as Date reads it (an API's instant, a Date).
 */
function toDate(value: Date | string | number): Date | null {
  const day = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** The one date format of the app (YYYY-MM-DD, the contract's DATE_FORMAT); empty for a missing or invalid date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = value === null || value === undefined || value === "" ? null : toDate(value);
  return date ? `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : "";
}

/** A moment as YYYY-MM-DD HH:mm in local time; empty for a missing or invalid one. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = value === null || value === undefined || value === "" ? null : toDate(value);
  return date ? `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : "";
}
