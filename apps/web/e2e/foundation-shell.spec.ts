import { expect, test } from "@playwright/test";
import svUnits from "../src/locales/sv/units.json" with { type: "json" };
import { demo, en, expectNoSeriousA11yViolations, resetLanguage, signIn, storedSession, sv, t } from "./support";

test.describe("language", () => {
  test("English from the user menu switches at once, is kept on the user, and Swedish comes back", async ({
    page,
    browser,
    request,
  }) => {
    await signIn(page, demo.admin.email);
    const session = await storedSession(page);
    try {
      await expect(page.getByRole("heading", { level: 2, name: sv.companies.list.title })).toBeVisible();
      await page.getByRole("button", { name: t(sv.layout.userMenu.open, { name: demo.admin.name }) }).click();
      await page.getByRole("menuitem", { name: "English" }).click();

      const englishPage = async (target = page) => {
        await expect(target.getByRole("heading", { level: 2, name: en.companies.list.title })).toBeVisible();
        await expect(target.getByRole("combobox", { name: en.layout.switcher.label })).toBeVisible();
        const menu = target.getByRole("navigation", { name: en.layout.menu.label });
        await expect(menu.getByRole("link", { name: en.layout.menu.reminders })).toBeVisible();
        await expect(target.locator("html")).toHaveAttribute("lang", "en");
      };
      await englishPage();
      await expect(page.getByRole("heading", { name: sv.companies.list.title })).toHaveCount(0);

      await page.reload();
      await englishPage();

      // Stored on the user, not only in this browser: a sign-in elsewhere is in English too.
      const elsewhere = await browser.newContext();
      try {
        const other = await elsewhere.newPage();
        await other.goto("/login");
        await expect(other.getByRole("heading", { name: sv.auth.login.title })).toBeVisible();
        await signIn(other, demo.admin.email);
        await englishPage(other);
      } finally {
        await elsewhere.close();
      }

      await page.getByRole("button", { name: t(en.layout.userMenu.open, { name: demo.admin.name }) }).click();
      await page.getByRole("menuitem", { name: "Svenska" }).click();
      await expect(page.getByRole("heading", { level: 2, name: sv.companies.list.title })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "sv");
      await page.reload();
      await expect(page.getByRole("heading", { level: 2, name: sv.companies.list.title })).toBeVisible();
    } finally {
      // Whatever happened above, the demo user is left in Swedish for the tests after this one.
      if (session.token && session.userId) {
        expect(await resetLanguage(request, { token: session.token, userId: session.userId })).toBe(200);
      }
    }
  });
});

test.describe("screens' code", () => {
  test("a menu link's screen starts loading while the pointer rests on it, before the click", async ({ page }) => {
    await signIn(page, demo.admin.email);
    const units = page
      .getByRole("navigation", { name: sv.layout.menu.label })
      .getByRole("link", { name: sv.layout.menu.units, exact: true });
    const code = page.waitForRequest(/\/assets\/unit-list-page-[^/]+\.js$/);
    await units.hover();
    await code;
    await units.click();
    await expect(page).toHaveURL("/list/units");
    await expect(page.getByRole("heading", { level: 1, name: svUnits.title })).toBeVisible();
  });
});

test.describe("first visit", () => {
  test("a signed-in screen asks for what its first render waits for before the screens' code", async ({
    browser,
    page,
  }) => {
    await signIn(page, demo.admin.email);
    // The same session in a browser without the app's files: no service worker, no cache.
    const context = await browser.newContext({
      storageState: await page.context().storageState(),
      serviceWorkers: "block",
    });
    const fresh = await context.newPage();
    const asked: string[] = [];
    fresh.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await fresh.goto("/list/reminder");
    await expect(fresh.getByRole("heading", { level: 1, name: sv.layout.menu.reminders })).toBeVisible();

    const first = (path: RegExp) => asked.findIndex((asked) => path.test(asked));
    const screenCode = first(/\/assets\/reminder-list-page-[^/]+\.js$/);
    expect(screenCode).toBeGreaterThan(-1);
    // The start language's texts, the session's reads, and the banner's and the menu's.
    for (const before of [
      /\/assets\/sv-[^/]+\.js$/,
      /^\/api\/users\/[^/]+$/,
      /^\/api\/companies$/,
      /^\/api\/notices$/,
      /^\/api\/companies\/[^/]+\/company-notices$/,
      /^\/api\/users\/[^/]+\/permissions$/,
    ]) {
      expect(first(before), String(before)).toBeGreaterThan(-1);
      expect(first(before), String(before)).toBeLessThan(screenCode);
    }
    await context.close();
  });
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the signed-in shell works at 390×844: the burger opens the side menu and it navigates", async ({ page }) => {
    await signIn(page, demo.admin.email);
    await expect(page.getByRole("heading", { level: 2, name: demo.companies.bygg })).toBeVisible();
    const burger = page.getByRole("button", { name: sv.layout.header.toggleMenu });
    await expect(burger).toHaveCount(1);
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    const reminders = page
      .getByRole("navigation", { name: sv.layout.menu.label })
      .getByRole("link", { name: sv.layout.menu.reminders });
    // The closed menu is out of sight and out of the tab order.
    await expect(reminders).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    await burger.click();
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await expect(reminders).toBeInViewport();
    await reminders.click();

    await expect(page).toHaveURL("/list/reminder");
    await expect(page.getByRole("heading", { level: 1, name: sv.layout.menu.reminders })).toBeVisible();
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await expect(reminders).toBeHidden();

    // Nothing sticks out sideways at phone width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
