import { DEFAULT_THEME, MantineProvider, MultiSelect, Select } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { INITIALS_COLOURS } from "../components/user-avatar";
import { contrast } from "../lib/colors";
import { userEvent } from "../test/user-event";
import { cssVariablesResolver, theme } from "./theme";

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

describe("theme defaults", () => {
  // Mantine keeps a closed select's options in the page by default; each such dropdown is positioned
  // when the page renders (a forced style recalculation and a second render per select), which made a
  // list with filters block the browser for longer on its first render (docs/benchmarks.md).
  it("renders a select's options only while it is open", async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Select label="Category" data={["Lease", "Service"]} />
        <MultiSelect label="Assignees" data={["Anna", "Berit"]} />
      </MantineProvider>,
    );
    expect(screen.queryAllByRole("listbox", { hidden: true })).toHaveLength(0);
    expect(screen.queryAllByRole("option", { hidden: true })).toHaveLength(0);

    await userEvent.click(screen.getByRole("combobox", { name: "Category" }));
    expect(await screen.findByRole("option", { name: "Service" })).toBeVisible();
  });
});
