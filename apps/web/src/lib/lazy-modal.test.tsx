import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyModal } from "./lazy-modal";

function Dialog({ opened, label }: { opened: boolean; label: string }) {
  return <div role="dialog" aria-label={label} data-opened={opened} />;
}

describe("lazyModal", () => {
  it("loads and renders nothing until it first opens, then stays mounted when it closes", async () => {
    const load = vi.fn(async () => Dialog);
    const LazyDialog = lazyModal(load);
    const { rerender } = render(<LazyDialog opened={false} label="Invite" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();

    rerender(<LazyDialog opened label="Invite" />);
    expect(await screen.findByRole("dialog", { name: "Invite" })).toHaveAttribute("data-opened", "true");
    rerender(<LazyDialog opened={false} label="Invite" />);
    expect(screen.getByRole("dialog", { name: "Invite" })).toHaveAttribute("data-opened", "false");
  });

  it("asks for its code when preloaded, before any opening", () => {
    const load = vi.fn(async () => Dialog);
    lazyModal(load).preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tells an opening by the given test where the modal has no opened prop", async () => {
    function Decision({ decision }: { decision: "approved" | null }) {
      return <div role="dialog" aria-label={decision ?? "closed"} />;
    }
    const LazyDecision = lazyModal(
      async () => Decision,
      (props) => props.decision !== null,
    );
    const { rerender } = render(<LazyDecision decision={null} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    rerender(<LazyDecision decision="approved" />);
    expect(await screen.findByRole("dialog", { name: "approved" })).toBeInTheDocument();
    rerender(<LazyDecision decision={null} />);
    expect(screen.getByRole("dialog", { name: "closed" })).toBeInTheDocument();
  });
});
