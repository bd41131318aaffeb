import { ActionIcon } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Providers } from "../app/providers";
import { createQueryClient } from "../app/query-client";
import { userEvent } from "../test/user-event";
import { LazyTooltip } from "./lazy-tooltip";

function Edit({ onClick = () => undefined }: { onClick?: () => void }) {
  return (
    <Providers queryClient={createQueryClient()} env="test">
      <LazyTooltip label="Edit the reminder">
        <ActionIcon aria-label="Edit" onClick={onClick}>
          ✎
        </ActionIcon>
      </LazyTooltip>
    </Providers>
  );
}

describe("a tooltip of a list's row", () => {
  it("is not in the page until a mouse rests on its element, and goes when it leaves or on Escape", async () => {
    render(<Edit />);
    const button = screen.getByRole("button", { name: "Edit" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    await userEvent.hover(button);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Edit the reminder");
    await userEvent.unhover(button);
    expect(screen.queryByRole("tooltip")).toBeNull();
    await userEvent.hover(button);
    await screen.findByRole("tooltip");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("leaves a tap or a click to its element", async () => {
    const clicked = vi.fn();
    render(<Edit onClick={clicked} />);
    await userEvent.pointer({ keys: "[TouchA]", target: screen.getByRole("button", { name: "Edit" }) });
    expect(clicked).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(clicked).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Edit the reminder");
  });
});
