import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "../test/user-event";
import { CrashBoundary } from "./crash-boundary";
import { Providers } from "./providers";
import { createQueryClient } from "./query-client";

function Broken(): never {
  throw new Error("a bug in a screen");
}

function renderAt(path: string) {
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <MemoryRouter initialEntries={[path]}>
        <CrashBoundary>
          <Routes>
            <Route path="/" element={<h1>Start</h1>} />
            <Route path="/broken" element={<Broken />} />
          </Routes>
        </CrashBoundary>
      </MemoryRouter>
    </Providers>,
  );
}

describe("a screen that crashes", () => {
  it("shows the error page instead of a blank app, and the next address shows its screen", async () => {
    // React reports the caught error on the console; the page is what the user sees.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderAt("/broken");
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeVisible();

    await userEvent.click(screen.getByRole("link", { name: "Back to start" }));
    expect(await screen.findByRole("heading", { name: "Start" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
  });

  it("leaves a screen that works alone", async () => {
    renderAt("/");
    expect(await screen.findByRole("heading", { name: "Start" })).toBeVisible();
  });
});
