import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  // One server with one embedded database: tests run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // A test.only left in refuses the CI run instead of running that test alone.
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "../../../test-results",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1440, height: 900 },
    // A Swedish browser: before any choice the app speaks the browser's language (sv or en).
    locale: "sv-SE",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // No half-faded toasts or menus under axe's contrast check.
    contextOptions: { reducedMotion: "reduce" },
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
