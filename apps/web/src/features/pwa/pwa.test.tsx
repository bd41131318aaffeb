import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { Providers } from "../../app/providers";
import { createQueryClient } from "../../app/query-client";
import { userEvent } from "../../test/user-event";
import { type ServiceWorkerState, useServiceWorkerToasts } from "./update-toasts";

function Harness(props: ServiceWorkerState) {
  useServiceWorkerToasts(props);
  return null;
}

const renderToasts = (state: Partial<ServiceWorkerState>) => {
  const props = { needRefresh: false, offlineReady: false, update: vi.fn(), dismiss: vi.fn(), ...state };
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <Harness {...props} />
    </Providers>,
  );
  return props;
};

describe("service worker messages", () => {
  it("offers a reload when a new version is available", async () => {
    const { update, dismiss } = renderToasts({ needRefresh: true });
    expect(await screen.findByText("A new version is available")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(update).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(dismiss).toHaveBeenCalled());
  });

  it("says when the app is cached for offline use", async () => {
    renderToasts({ offlineReady: true });
    expect(await screen.findByText("Ready to open offline")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reload" })).not.toBeInTheDocument();
  });

  it.each([
    [["sv-SE", "en-US"], "En ny version finns"],
    [["en-GB", "sv"], "A new version is available"],
    [["de-DE", "fi"], "En ny version finns"],
  ])("speaks the browser's language %j on the first visit, before any choice", async (languages, title) => {
    localStorage.clear();
    vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    // The app starting afresh: the i18n module reads the language as it loads, main.tsx loads its texts.
    vi.resetModules();
    const { loadStartLanguage } = await import("../../lib/i18n");
    await loadStartLanguage();
    renderToasts({ needRefresh: true });
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it("says nothing otherwise", () => {
    renderToasts({});
    expect(screen.queryByText("A new version is available")).not.toBeInTheDocument();
    expect(screen.queryByText("Ready to open offline")).not.toBeInTheDocument();
  });
});
