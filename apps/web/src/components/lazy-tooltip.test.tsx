import { ActionIcon } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Providers } from "../app/providers";
import { createQueryClient } from "../app/query-client";
import { userEvent } from "../test/user-event";
import { LazyTooltip } from "./lazy-tooltip";

describe("a tooltip of a list's row", () => {
  it("is not in the page until the pointer comes, then shows its label over the same button", async () => {
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <LazyTooltip label="Edit the reminder">
          <ActionIcon aria-label="Edit">✎</ActionIcon>
        </LazyTooltip>
      </Providers>,
    );
    expect(screen.queryByText("Edit the reminder")).toBeNull();
    await userEvent.hover(screen.getByRole("button", { name: "Edit" }));
    await userEvent.hover(screen.getByRole("button", { name: "Edit" }));
    expect(await screen.findByText("Edit the reminder")).toBeVisible();
    await userEvent.unhover(screen.getByRole("button", { name: "Edit" }));
    await expect.poll(() => screen.queryByText("Edit the reminder")).toBeNull();
  });
});
