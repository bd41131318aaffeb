import Holidays from "date-holidays";

const sweden = new Holidays("SE");

export interface Holiday {
  date: string;
  name: string;
}

/**
 * Swedish public holidays, and the eves most workplaces close on (midsummer, Christmas and New
 * Year's eves: "bank" days), of the years a range touches, named in the language given.
 */
export function swedishHolidays(range: { from: string; to: string }, language: "sv" | "en"): Holiday[] {
  const first = Number(range.from.slice(0, 4));
  const years = Array.from({ length: Number(range.to.slice(0, 4)) - first + 1 }, (_, index) => first + index);
  return years
    .flatMap((year) => sweden.getHolidays(year, language))
    .filter((holiday) => holiday.type === "public" || holiday.type === "bank")
    .map((holiday) => ({
      date: holiday.date.slice(0, 10),
      name: holiday.name.charAt(0).toUpperCase() + holiday.name.slice(1),
    }))
    .filter((holiday) => holiday.date >= range.from && holiday.date <= range.to);
}
