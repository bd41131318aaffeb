import { describe, expect, it } from "vitest";
import { skillStatus, skillValidUntil } from "./skills";
import { mayMoveUnit } from "./units";

describe("a person's skill colour", () => {
  const today = "2026-11-25";
  it("is red once the valid-until day has passed, orange from that day up to 30 days ahead, green beyond", () => {
    expect(skillStatus("2026-11-24", today)).toBe("expired");
    expect(skillStatus("2026-11-25", today)).toBe("expiring");
    expect(skillStatus("2026-12-25", today)).toBe("expiring");
    expect(skillStatus("2026-12-26", today)).toBe("valid");
  });
  it("is green when the skill does not expire", () => {
    expect(skillStatus(null, today)).toBe("valid");
  });
});

describe("the valid-until date a skill gives", () => {
  it("adds the skill's months to the achieved day, clamped to the month's last day", () => {
    expect(skillValidUntil("2026-01-15", 12)).toBe("2027-01-15");
    expect(skillValidUntil("2026-01-31", 1)).toBe("2026-02-28");
    expect(skillValidUntil("2026-11-30", 3)).toBe("2027-02-28");
    expect(skillValidUntil("2026-03-01", null)).toBeNull();
  });
});

describe("unit status transitions", () => {
  it("lets a plan be activated or dropped, an active unit be inactivated and again activated, never back to a plan", () => {
    expect(mayMoveUnit("PLAN", "ACTIVATED")).toBe(true);
    expect(mayMoveUnit("PLAN", "INACTIVATED")).toBe(true);
    expect(mayMoveUnit("ACTIVATED", "INACTIVATED")).toBe(true);
    expect(mayMoveUnit("INACTIVATED", "ACTIVATED")).toBe(true);
    expect(mayMoveUnit("ACTIVATED", "PLAN")).toBe(false);
    expect(mayMoveUnit("INACTIVATED", "PLAN")).toBe(false);
  });
});
