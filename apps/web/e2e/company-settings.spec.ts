import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import svCompanySettings from "../src/locales/sv/company-settings.json" with { type: "json" };
import svReminders from "../src/locales/sv/reminders.json" with { type: "json" };
import svSettings from "../src/locales/sv/settings.json" with { type: "json" };
import { bearer, demo, expectNoSeriousA11yViolations, signIn, storedSession, sv } from "./support";

/**
 * Company settings in Byggbolaget i Malmö AB, the admin's first company (other specs assert Nordisk
 * Handel's header colour and reminders; every change here is put back at the end of its test).
 */
const cs = svCompanySettings;
const info = cs.information;

/** A 2×2 red PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

async function session(page: Page) {
  const { token, userId } = await storedSession(page);
  if (!token || !userId) throw new Error("not signed in");
  const headers = bearer(token);
  const companies: { id: string; name: string }[] = await (
    await page.request.get("/api/companies?limit=10000", { headers })
  ).json();
  const bygg = companies.find((c) => c.name === demo.companies.bygg);
  if (!bygg) throw new Error("Byggbolaget is not in the demo data");
  return { headers, companyId: bygg.id };
}

async function readInfo(request: APIRequestContext, headers: Record<string, string>, companyId: string) {
  const answer = await request.get(`/api/companies/${companyId}/info`, { headers });
  expect(answer.ok()).toBe(true);
  return answer.json();
}

const background = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe("company settings", () => {
  test.describe.configure({ timeout: 120_000 });

  test("edit the company information: invalid values keep what was typed, saved colours reach the header at once", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demo.admin.email);
    const { headers, companyId } = await session(page);
    const original = await readInfo(page.request, headers, companyId);
    try {
      await expect(page.getByRole("banner")).toHaveCSS("background-color", "rgb(90, 61, 28)");
      await page.goto("/settings");
      await expect(page.getByRole("heading", { level: 1, name: svSettings.title })).toBeVisible();
      await page.getByRole("link", { name: new RegExp(svSettings.information.title) }).click();
      await expect(page).toHaveURL("/settings/information");
      await expect(page.getByRole("heading", { level: 1, name: cs.title })).toBeVisible();
      const field = (label: string) => page.getByRole("textbox", { name: label, exact: true });
      await expect(field(info.fields.name)).toHaveValue(demo.companies.bygg);
      await expectNoSeriousA11yViolations(page);

      // Invalid VAT number and email: the messages show, nothing is sent, nothing typed is lost.
      const puts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "PUT" && request.url().endsWith(`/companies/${companyId}/info`)) puts.push("PUT");
      });
      await field(info.fields.city).fill("Lund");
      await field(info.fields.vatNumber).fill("556677-8899");
      await field(info.fields.adminEmail).fill("inte-en-adress");
      await page.getByRole("button", { name: info.save, exact: true }).click();
      await expect(page.getByText(info.errors.vatNumber)).toBeVisible();
      await expect(page.getByText(info.errors.email)).toBeVisible();
      await expect(field(info.fields.vatNumber)).toHaveAttribute("aria-invalid", "true");
      await expect(field(info.fields.vatNumber)).toHaveValue("556677-8899");
      await expect(field(info.fields.adminEmail)).toHaveValue("inte-en-adress");
      await expect(field(info.fields.city)).toHaveValue("Lund");
      await expect(page.getByText(info.unsaved)).toBeVisible();
      expect(puts).toEqual([]);
      await expectNoSeriousA11yViolations(page);

      // Corrected, with new colours: saved, and the header follows without a reload.
      await field(info.fields.vatNumber).fill("SE556677889901");
      await field(info.fields.adminEmail).fill("admin@bygg.example");
      await field(info.fields.colorHeaderBanner).fill("#2b8a3e");
      await field(info.fields.colorHeaderMenuButton).fill("#f8f9fa");
      await field(info.fields.colorSettings).fill("#ffd43b");
      // The open colour picker passes axe too.
      await expectNoSeriousA11yViolations(page);
      await field(info.fields.city).click();
      await expect(page.getByTestId("header-preview")).toHaveCSS("background-color", "rgb(43, 138, 62)");
      await page.getByRole("button", { name: info.save, exact: true }).click();
      await expect(page.getByText(info.saved).first()).toBeVisible();
      expect(puts).toEqual(["PUT"]);
      await expect(page.getByRole("banner")).toHaveCSS("background-color", "rgb(43, 138, 62)");
      expect(await background(page, "[data-testid=header-menu-button]")).toBe("rgb(248, 249, 250)");
      expect(await background(page, "[data-testid=header-settings-button]")).toBe("rgb(255, 212, 59)");
      // Readable marks: the settings button on yellow is dark.
      await expect(page.getByTestId("header-settings-button")).toHaveCSS("color", "rgb(0, 0, 0)");
      await expect(page.getByText(info.unsaved)).toHaveCount(0);

      // Stored: a reload shows the same, and the VAT number as entered.
      await page.reload();
      await expect(field(info.fields.city)).toHaveValue("Lund");
      await expect(field(info.fields.vatNumber)).toHaveValue("SE556677889901");
      await expect(page.getByRole("banner")).toHaveCSS("background-color", "rgb(43, 138, 62)");
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath("information-desktop.png"), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: test.info().outputPath("information-phone.png"), fullPage: true });
    } finally {
      const restored = await page.request.put(`/api/companies/${companyId}/info`, { headers, data: original });
      expect(restored.ok()).toBe(true);
    }
  });

  test("upload a logo, see its preview, and remove it after confirming", async ({ page }) => {
    await signIn(page, demo.admin.email);
    const { headers, companyId } = await session(page);
    try {
      await page.goto("/settings/information");
      const logo = page.getByRole("region", { name: cs.logo.title });
      await expect(logo.getByText(cs.logo.none).first()).toBeVisible();
      await logo.locator('input[type="file"][name="logo-logo"]').setInputFiles({
        name: "logga.png",
        mimeType: "image/png",
        buffer: PNG,
      });
      await expect(page.getByText(`Uppladdningen av ${cs.logo.logo.toLowerCase()} är klar.`)).toBeVisible();
      const preview = page.getByTestId("logo-preview-logo").getByRole("img");
      await expect(preview).toBeVisible();
      await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(2);
      await logo.screenshot({ path: test.info().outputPath("logo.png") });
      const served = await page.request.get(`/api/companies/${companyId}/logo`, { headers });
      expect(served.headers()["content-type"]).toBe("image/png");
      expect(served.headers()["x-content-type-options"]).toBe("nosniff");
      await expectNoSeriousA11yViolations(page);

      // An SVG is refused in the browser already.
      await logo.locator('input[type="file"][name="logo-pdf"]').setInputFiles({
        name: "logga.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      });
      await expect(page.getByText(cs.logo.rejected).first()).toBeVisible();

      await logo.getByRole("button", { name: `Ta bort ${cs.logo.logo.toLowerCase()}` }).click();
      const dialog = page.getByRole("dialog", { name: `Ta bort ${cs.logo.logo.toLowerCase()}?` });
      await dialog.getByRole("button", { name: cs.logo.remove }).click();
      await expect(logo.getByText(cs.logo.none).first()).toBeVisible();
      expect((await page.request.get(`/api/companies/${companyId}/logo`, { headers })).status()).toBe(404);
    } finally {
      await page.request.delete(`/api/companies/${companyId}/logo`, { headers });
    }
  });

  test("company files: upload with progress, download and delete", async ({ page }) => {
    await signIn(page, demo.admin.email);
    const { headers, companyId } = await session(page);
    const name = `Policy ${Date.now()}.txt`;
    try {
      await page.goto("/settings");
      await page.getByRole("link", { name: new RegExp(cs.cards.files.title) }).click();
      await expect(page).toHaveURL("/settings/files");
      await expect(page.getByRole("heading", { level: 1, name: cs.files.title })).toBeVisible();
      await page
        .locator('input[type="file"][name="file"]')
        .setInputFiles({ name, mimeType: "text/plain", buffer: Buffer.from("Företagets policy") });
      await expect(page.getByText(`${name} laddades upp.`)).toBeVisible();
      const table = page.getByRole("table", { name: cs.files.title });
      await expect(table.getByRole("button", { name: `Ladda ner ${name}` })).toBeVisible();
      await expect(table.getByRole("row", { name: new RegExp(demo.admin.name) }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath("files-desktop.png"), fullPage: true });

      const download = page.waitForEvent("download");
      await table.getByRole("button", { name: `Ladda ner ${name}` }).click();
      expect((await download).suggestedFilename()).toBe(name);

      await table.getByRole("button", { name: `Ta bort ${name}` }).click();
      await page
        .getByRole("dialog", { name: cs.files.deleteTitle })
        .getByRole("button", { name: cs.lists.confirmDelete })
        .click();
      await expect(page.getByText(`${name} togs bort.`)).toBeVisible();
      await expect(table.getByRole("button", { name: `Ladda ner ${name}` })).toHaveCount(0);
    } finally {
      const files: { id: string; uploadName: string }[] = await (
        await page.request.get(`/api/companies/${companyId}/files?limit=1000`, { headers })
      ).json();
      for (const file of files.filter((f) => f.uploadName === name)) {
        await page.request.delete(`/api/companies/${companyId}/files/${file.id}`, { headers });
      }
    }
  });

  test("a category created in the lists shows in the reminder list's category filter", async ({ page }) => {
    await signIn(page, demo.admin.email);
    const { headers, companyId } = await session(page);
    const name = `Bygglov ${Date.now()}`;
    try {
      await page.goto("/settings/lists");
      await expect(page.getByRole("heading", { level: 1, name: cs.lists.title })).toBeVisible();
      await expect(
        page.getByRole("tab", { name: cs.lists.tabs.categories, exact: true, selected: true }),
      ).toBeVisible();
      const table = page.getByRole("table", { name: cs.lists.tabs.categories });
      await expect(table.getByRole("row")).not.toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole("button", { name: cs.lists.create }).click();
      const dialog = page.getByRole("dialog", { name: `Ny post i ${cs.lists.tabs.categories}` });
      await dialog.getByRole("button", { name: cs.lists.save }).click();
      await expect(dialog.getByText(cs.lists.errors.nameRequired)).toBeVisible();
      await dialog.getByRole("textbox", { name: cs.lists.name }).fill(name);
      await dialog.getByRole("textbox", { name: cs.lists.color }).fill("#e8590c");
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole("button", { name: cs.lists.save }).click();
      await expect(page.getByText(`${name} lades till.`)).toBeVisible();
      await expect(table.getByRole("cell", { name, exact: true })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath("lists-desktop.png"), fullPage: true });

      // The reminder list offers it in its category filter.
      await page
        .getByRole("navigation", { name: sv.layout.menu.label })
        .getByRole("link", { name: sv.layout.menu.reminders, exact: true })
        .click();
      await expect(page).toHaveURL("/list/reminder");
      await page.getByRole("combobox", { name: svReminders.filters.category, exact: true }).click();
      await expect(page.getByRole("option", { name })).toBeVisible();
      await page.keyboard.press("Escape");

      // And a priority in its own tab, then both removed again through the screen.
      await page.goto("/settings/lists?list=priorities");
      await page.getByRole("button", { name: cs.lists.create }).click();
      await page.getByRole("dialog").getByRole("textbox", { name: cs.lists.name }).fill("Akut");
      await page.getByRole("dialog").getByRole("button", { name: cs.lists.save }).click();
      await expect(page.getByRole("table", { name: cs.lists.tabs.priorities }).getByText("Akut")).toBeVisible();
      await page.getByRole("button", { name: "Ta bort Akut" }).click();
      await page
        .getByRole("dialog", { name: cs.lists.deleteTitle })
        .getByRole("button", { name: cs.lists.confirmDelete })
        .click();
      await expect(page.getByRole("cell", { name: "Akut", exact: true })).toHaveCount(0);

      await page.getByRole("tab", { name: cs.lists.tabs.categories, exact: true }).click();
      await page.getByRole("button", { name: `Ta bort ${name}` }).click();
      await page
        .getByRole("dialog", { name: cs.lists.deleteTitle })
        .getByRole("button", { name: cs.lists.confirmDelete })
        .click();
      await expect(page.getByText(`${name} togs bort.`)).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: test.info().outputPath("lists-phone.png"), fullPage: true });
    } finally {
      for (const path of ["categories", "priorities"]) {
        const entries: { id: string; name: string }[] = await (
          await page.request.get(`/api/companies/${companyId}/${path}`, { headers })
        ).json();
        for (const entry of entries.filter((e) => e.name === name || e.name === "Akut")) {
          await page.request.delete(`/api/companies/${companyId}/${path}/${entry.id}`, { headers });
        }
      }
    }
  });
});
