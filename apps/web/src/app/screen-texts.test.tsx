import { act, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { applyLanguage, i18n } from "../lib/i18n";
import { addAllTexts, keepFirstScreenTexts } from "../test/texts";
import { userEvent } from "../test/user-event";
import { lazyPage } from "./lazy-page";
import { Providers } from "./providers";
import { createQueryClient } from "./query-client";

// As in an app just started: only the first screens' texts are loaded. The screen is made afresh in
// each test (a lazy component keeps what it loaded once, and the test files share one module cache);
// app/texts.test.ts checks that the router names each screen's areas as this one does.
const verifyPage = () => lazyPage(() => import("../features/esign/routes/verify-page"), "VerifyPage", ["esign"]);

function renderScreen(Screen: ComponentType) {
  return render(
    <Providers queryClient={createQueryClient()} env="test">
      <MemoryRouter>
        <Screen />
      </MemoryRouter>
    </Providers>,
  );
}

const heading = (name: string) => screen.findByRole("heading", { name, level: 1 });

describe("a screen's texts load with it", () => {
  afterEach(() => addAllTexts());

  it("shows the texts of its area, not their keys, when only the first screens' texts were loaded", async () => {
    keepFirstScreenTexts();
    expect(i18n.hasResourceBundle("en", "esign")).toBe(false);

    renderScreen(verifyPage());

    expect(await heading("Verify a signed document")).toBeVisible();
    expect(screen.getByRole("button", { name: "Choose a PDF" })).toBeVisible();
    expect(screen.queryByText(/^verify\./)).toBeNull();
    // The Swedish texts stay unloaded until Swedish is chosen.
    expect(i18n.hasResourceBundle("sv", "esign")).toBe(false);
  });

  it("loads the screen's areas in the new language before it switches to it", async () => {
    keepFirstScreenTexts();
    renderScreen(verifyPage());
    await heading("Verify a signed document");
    const loadedWhenSwitched: boolean[] = [];
    const record = () => loadedWhenSwitched.push(i18n.hasResourceBundle("sv", "esign"));
    i18n.on("languageChanged", record);

    try {
      await userEvent.click(screen.getByRole("radio", { name: "Svenska" }));

      expect(await heading("Kontrollera ett signerat dokument")).toBeVisible();
      expect(screen.getByRole("button", { name: "Välj en PDF" })).toBeVisible();
      expect(screen.queryByText(/^verify\./)).toBeNull();
      expect(loadedWhenSwitched).toEqual([true]);
    } finally {
      i18n.off("languageChanged", record);
    }
  });

  it("stays in the language last chosen when an earlier choice's texts arrive later", async () => {
    keepFirstScreenTexts();
    renderScreen(verifyPage());
    await heading("Verify a signed document");

    act(() => {
      applyLanguage("se"); // Swedish texts of the screen still to load
      applyLanguage("en"); // back at once: English is loaded
    });
    await waitFor(() => expect(i18n.hasResourceBundle("sv", "esign")).toBe(true));

    expect(i18n.language).toBe("en");
    expect(await heading("Verify a signed document")).toBeVisible();
  });
});
