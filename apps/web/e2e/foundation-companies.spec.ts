import { expect, type Page, test } from "@playwright/test";
import { demo, en, signIn, sv, t } from "./support";

const menu = sv.layout.menu;
/**
 * Anna Admin has every permission in both companies, so the menus differ by the companies' features
 * (seed.ts): Nordisk Handel has everything, Byggbolaget no investigations or e-sign.
 */
const inBoth = [
  menu.home,
  menu.reminders,
  menu.watchedDocuments,
  menu.reminderList,
  menu.units,
  menu.knowledgeUnits,
  menu.skillsList,
];
const onlyWithAllFeatures = [menu.investigations, menu.esign];

const sideMenu = (page: Page) => page.getByRole("navigation", { name: menu.label });
/** The start page's list of the user's companies. */
const companyList = (page: Page, title: string) => page.getByRole("region", { name: title });

test.describe("choosing a company", () => {
  test("picking on the start page and switching in the header change the company and its menu", async ({ page }) => {
    await signIn(page, demo.admin.email);
    const switcher = page.getByRole("combobox", { name: sv.layout.switcher.label });
    const selected = (name: string) => page.getByRole("heading", { level: 2, name });
    await expect(selected(demo.companies.bygg)).toBeVisible();

    // The start page's list.
    await companyList(page, sv.companies.list.title).getByRole("button", { name: demo.companies.nordic }).click();
    await expect(page).toHaveURL("/");
    await expect(selected(demo.companies.nordic)).toBeVisible();
    await expect(switcher).toHaveValue(demo.companies.nordic);
    await expect(page.getByRole("banner")).toHaveCSS("background-color", "rgb(28, 61, 90)");
    for (const item of [...inBoth, ...onlyWithAllFeatures]) {
      await expect(sideMenu(page).getByRole("link", { name: item, exact: true })).toBeVisible();
    }

    // The header's switcher, by searching.
    await switcher.click();
    await switcher.fill("Bygg");
    await expect(page.getByRole("option")).toHaveText([demo.companies.bygg]);
    await page.getByRole("option", { name: demo.companies.bygg }).click();
    await expect(switcher).toHaveValue(demo.companies.bygg);
    await expect(selected(demo.companies.bygg)).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCSS("background-color", "rgb(90, 61, 28)");
    for (const item of onlyWithAllFeatures) {
      await expect(sideMenu(page).getByRole("link", { name: item, exact: true })).toHaveCount(0);
    }
    for (const item of inBoth) {
      await expect(sideMenu(page).getByRole("link", { name: item, exact: true })).toBeVisible();
    }

    // The choice is kept over a reload.
    await page.reload();
    await expect(selected(demo.companies.bygg)).toBeVisible();
    await expect(switcher).toHaveValue(demo.companies.bygg);
  });

  test("a user blocked from the web in a company gets the forbidden page and keeps the company they had", async ({
    page,
  }) => {
    await signIn(page, demo.blocked.email);
    await expect(page.getByRole("heading", { level: 2, name: demo.companies.bygg })).toBeVisible();

    await companyList(page, sv.companies.list.title).getByRole("button", { name: demo.companies.nordic }).click();
    await expect(page).toHaveURL("/403");
    await expect(page.getByRole("heading", { name: sv.errors.forbidden.title })).toBeVisible();
    await expect(page.getByText(sv.errors.forbidden.message, { exact: true })).toBeVisible();

    await page.getByRole("link", { name: sv.errors.backToStart }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 2, name: demo.companies.bygg })).toBeVisible();
  });

  test("a guest's company opens the guest publications page (in the guest's own language)", async ({ page }) => {
    // Gustav Gäst's stored language is English: the signed-in screens switch to it.
    await signIn(page, demo.guest.email);
    await expect(page.getByRole("heading", { level: 1, name: en.companies.start.title })).toBeVisible();
    const list = companyList(page, en.companies.list.title);
    await expect(list.getByText(en.companies.type.GUEST, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: en.companies.start.openGuest })).toBeVisible();

    await list.getByRole("button", { name: demo.companies.nordic }).click();
    await expect(page).toHaveURL(/^[^?]*\/guest\/[0-9a-f-]{36}\/publications$/);
    await expect(page.getByRole("heading", { level: 1, name: en.publications.guest.title })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText(demo.companies.nordic, { exact: true })).toBeVisible();
    // The demo shares objects with the guest: the list shows them (a header row and at least one object).
    await expect(main.getByRole("table").getByRole("row").nth(1)).toBeVisible();
    await expect(
      page.getByRole("button", { name: t(en.layout.userMenu.open, { name: demo.guest.name }) }),
    ).toBeVisible();
  });
});
