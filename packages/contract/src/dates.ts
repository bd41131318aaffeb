/** One date format everywhere: YYYY-MM-DD. */
export const DATE_FORMAT = "YYYY-MM-DD";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** True when the text is a real calendar date in YYYY-MM-DD form. */
export function isIsoDate(text: string): boolean {
  if (!isoDate.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}
