import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { INITIALS_COLOURS } from "../components/user-avatar";
import { contrast } from "../lib/colors";
import { cssVariablesResolver } from "./theme";

const light: Record<string, string> = cssVariablesResolver(DEFAULT_THEME).light;

/** A colour variable as the browser sees it: the app's value, else Mantine's (a shade of the palette). */
function resolve(name: string, mantineShade: number): string {
  const [, color = ""] = /^--mantine-color-(\w+)-/.exec(name) ?? [];
  const value = light[name] ?? `var(--mantine-color-${color}-${mantineShade})`;
  const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  return shade ? (DEFAULT_THEME.colors[shade[1] ?? ""]?.[Number(shade[2])] ?? "") : value;
}

describe("theme colours", () => {
  // The light and subtle variants write their text in --mantine-color-{c}-light-color (Mantine:
  // shade 9) on --mantine-color-{c}-light (shade 1), on white (subtle), and on the hover (shade 2).
  it.each(["indigo", "red", "green", "orange"])("%s text of the light and subtle variants meets WCAG AA", (color) => {
    const text = resolve(`--mantine-color-${color}-light-color`, 9);
    for (const background of [
      resolve(`--mantine-color-${color}-light`, 1),
      resolve(`--mantine-color-${color}-light-hover`, 2),
      "#ffffff",
    ]) {
      expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("dimmed and error texts meet WCAG AA on white", () => {
    expect(contrast(resolve("--mantine-color-dimmed", 6), "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(resolve("--mantine-color-error", 6), "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it.each(INITIALS_COLOURS)("white initials on %s meet WCAG AA", (colour) => {
    const [name = "", shade = ""] = colour.split(".");
    expect(contrast("#ffffff", DEFAULT_THEME.colors[name]?.[Number(shade)] ?? "")).toBeGreaterThanOrEqual(4.5);
  });
});
