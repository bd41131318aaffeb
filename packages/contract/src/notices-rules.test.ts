import { describe, expect, it } from "vitest";
import { coupleDates, daysUntil, dueColour, newNoticeDates, oneMonthBefore, withEndDate } from "./notices-rules";

describe("oneMonthBefore", () => {
  it("keeps the day, clamps to the month's end and crosses the year", () => {
    expect(oneMonthBefore("2026-06-15")).toBe("2026-05-15");
    expect(oneMonthBefore("2026-03-31")).toBe("2026-02-28");
    expect(oneMonthBefore("2024-03-30")).toBe("2024-02-29");
    expect(oneMonthBefore("2027-01-10")).toBe("2026-12-10");
  });
});

describe("date coupling", () => {
  it("sets the period to 1 month and the reminder one month before a new end date", () => {
    expect(withEndDate("2027-01-31")).toEqual({
      enddate: "2027-01-31",
      reminderAt: "2026-12-31",
      noticePeriod: "1 month",
    });
  });

  it("moves a reminder on or after the end date to one month before it", () => {
    const after = coupleDates({ enddate: "2027-05-01", reminderAt: "2027-06-01", noticePeriod: "2 weeks" });
    expect(after).toEqual({ enddate: "2027-05-01", reminderAt: "2027-04-01", noticePeriod: "1 month" });
    const same = coupleDates({ enddate: "2027-05-01", reminderAt: "2027-05-01", noticePeriod: "2 weeks" });
    expect(same.reminderAt).toBe("2027-04-01");
    const before = { enddate: "2027-05-01", reminderAt: "2027-04-20", noticePeriod: "2 weeks" };
    expect(coupleDates(before)).toEqual(before);
  });
});

describe("newNoticeDates", () => {
  it("gives an end date without a reminder date the default reminder; keeps an explicit none", () => {
    const defaulted = { enddate: "2027-01-31", reminderAt: "2026-12-31", noticePeriod: "1 month" };
    expect(newNoticeDates({ enddate: "2027-01-31" })).toEqual(defaulted);
    expect(newNoticeDates({ enddate: "2027-01-31", reminderAt: null })).toEqual({
      ...defaulted,
      reminderAt: null,
      noticePeriod: null,
    });
    expect(newNoticeDates({ enddate: "2027-01-31", reminderAt: "2027-02-01" })).toEqual(defaulted);
    expect(newNoticeDates({ enddate: null })).toEqual({ enddate: null, reminderAt: null, noticePeriod: null });
  });
});

describe("dueColour", () => {
  const today = "2026-11-22";
  const ahead = (days: number) => new Date(Date.UTC(2026, 10, 22 + days)).toISOString().slice(0, 10);

  it("colours at the spec's boundaries", () => {
    expect(dueColour(ahead(-3), today)).toBe("red");
    expect(dueColour(ahead(0), today)).toBe("red");
    expect(dueColour(ahead(1), today)).toBe("orange");
    expect(dueColour(ahead(7), today)).toBe("orange");
    expect(dueColour(ahead(8), today)).toBe("green");
    expect(dueColour(ahead(30), today)).toBe("green");
    expect(dueColour(ahead(31), today)).toBeNull();
    expect(dueColour(null, today)).toBeNull();
  });

  it("counts days across month and year ends", () => {
    expect(daysUntil("2027-01-01", "2026-12-31")).toBe(1);
    expect(daysUntil("2026-03-01", "2026-02-28")).toBe(1);
  });
});
