import { describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import type { RepeatDraft } from "./draft";
import { describeRepeat } from "./repeat-text";

const rule = (overrides: Partial<RepeatDraft>): RepeatDraft => ({
  freq: "WEEKLY",
  interval: 1,
  byWeekday: [],
  end: "never",
  until: null,
  count: 10,
  ...overrides,
});

const say = (language: "en" | "sv", repeat: RepeatDraft) =>
  describeRepeat(repeat, i18n.getFixedT(language, "tasks"), language);

describe("the repeat rule in words", () => {
  it("says it in English", () => {
    expect(say("en", rule({ freq: "NONE" }))).toBeNull();
    expect(say("en", rule({ freq: "DAILY" }))).toBe("Every day.");
    expect(say("en", rule({ interval: 2, byWeekday: ["FR", "MO"], end: "count", count: 6 }))).toBe(
      "Every 2 weeks on Monday and Friday, 6 times.",
    );
    expect(say("en", rule({ freq: "MONTHLY", interval: 3, end: "until", until: "2026-12-31" }))).toBe(
      "Every 3 months, until 2026-12-31.",
    );
    expect(say("en", rule({ freq: "YEARLY", end: "count", count: 1 }))).toBe("Every year, once.");
  });

  it("says it in Swedish, with Swedish ordinals", () => {
    expect(say("sv", rule({ freq: "DAILY" }))).toBe("Varje dag.");
    expect(say("sv", rule({ interval: 2, byWeekday: ["MO", "WE", "FR"], end: "count", count: 6 }))).toBe(
      "Var 2:a vecka på måndag, onsdag och fredag, 6 gånger.",
    );
    expect(say("sv", rule({ freq: "MONTHLY", interval: 3, end: "until", until: "2026-12-31" }))).toBe(
      "Var 3:e månad, till och med 2026-12-31.",
    );
    expect(say("sv", rule({ freq: "YEARLY", interval: 21 }))).toBe("Vart 21:a år.");
  });
});
