import { render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Providers } from "../app/providers";
import { createQueryClient } from "../app/query-client";
import { applyLanguage } from "../lib/i18n";
import { userEvent } from "../test/user-event";
import { IsoDateInput } from "./iso-date-input";

function Field() {
  const [value, setValue] = useState<string | null>("2026-11-25");
  return <IsoDateInput label="End date" value={value} onChange={setValue} />;
}

describe("a date field", () => {
  it("names the calendar's buttons, so a screen reader can page through months", async () => {
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <Field />
      </Providers>,
    );
    await userEvent.click(screen.getByRole("textbox", { name: "End date" }));
    await userEvent.click(await screen.findByRole("button", { name: "Next month" }));
    expect(screen.getByRole("button", { name: "Previous month" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Choose a month" }));
    expect(await screen.findByRole("button", { name: "Next year" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Choose a year" }));
    expect(await screen.findByRole("button", { name: "Next decade" })).toBeInTheDocument();
  });

  it("marks Swedish public holidays in the picker like Sundays, named", async () => {
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <Field />
      </Providers>,
    );
    await userEvent.click(screen.getByRole("textbox", { name: "End date" }));
    await userEvent.click(await screen.findByRole("button", { name: "Next month" }));
    const christmas = await screen.findByTitle("Christmas Day");
    expect(christmas).toHaveTextContent("25");
    expect(christmas).toHaveAttribute("data-weekend");
    expect(screen.getByTitle("Christmas Eve")).toHaveTextContent("24");
  });

  it("names the months and days in the language shown: Swedish, weeks from Monday", async () => {
    applyLanguage("se");
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <Field />
      </Providers>,
    );
    await userEvent.click(screen.getByRole("textbox", { name: "End date" }));
    expect(await screen.findByText("november 2026")).toBeInTheDocument();
    const weekdays = screen.getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(weekdays.slice(0, 2)).toEqual(["må", "ti"]);
  });
});
