import { notifications } from "@mantine/notifications";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { Providers } from "../../app/providers";
import { createQueryClient } from "../../app/query-client";
import { signIn } from "../../test/server";
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

  it("says once to a signed-in person when the app is cached for offline use", async () => {
    signIn();
    renderToasts({ offlineReady: true });
    expect(await screen.findByText("Ready to open offline")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reload" })).not.toBeInTheDocument();
    cleanup();
    notifications.clean();
    renderToasts({ offlineReady: true, needRefresh: true });
    expect(await screen.findByText("A new version is available")).toBeInTheDocument();
    expect(screen.queryByText("Ready to open offline")).not.toBeInTheDocument();
  });

  it("does not say it over a page opened without an account", async () => {
    renderToasts({ offlineReady: true, needRefresh: true });
    expect(await screen.findByText("A new version is available")).toBeInTheDocument();
    expect(screen.queryByText("Ready to open offline")).not.toBeInTheDocument();
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
