import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import yauzl from "yauzl";
import svGdpr from "../src/locales/sv/gdpr.json" with { type: "json" };
import svUsersAdmin from "../src/locales/sv/users-admin.json" with { type: "json" };
import { demo, expectNoSeriousA11yViolations, signIn } from "./support";

const g = svGdpr;
const ua = svUsersAdmin;

/** The entries of a ZIP by name, read with yauzl (the reading half of yazl, which the server writes them with). */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on("entry", (entry: yauzl.Entry) => {
        file.openReadStream(entry, (failure, stream) => {
          if (failure || !stream) return reject(failure);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on("end", () => resolve(entries));
      file.on("error", reject);
      file.readEntry();
    });
  });
}

async function openUser(page: Page, name: string) {
  await page.goto("/settings/users");
  await page.getByRole("searchbox", { name: ua.list.search }).fill(name);
  await page.getByRole("table", { name: ua.list.tableLabel }).getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test.describe("GDPR", () => {
  test("the administrator exports a member's data and the ZIP holds it, readable in their language", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, demo.admin.email);
    await expect(page.getByRole("heading", { level: 2, name: demo.companies.bygg })).toBeVisible();
    await openUser(page, demo.blocked.name);

    const section = page.getByRole("region", { name: g.export.memberTitle });
    const button = section.getByRole("button", { name: g.export.memberButton });
    const downloading = page.waitForEvent("download");
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^gdpr-export-Berit-Blockerad-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(section.getByText(g.export.done)).toBeVisible();
    await expect(button).toBeEnabled();

    const path = await download.path();
    const entries = await unzip(readFileSync(path));
    const data = JSON.parse(entries.get("data.json")?.toString("utf8") ?? "{}");
    expect(data.profile).toMatchObject({ name: demo.blocked.name, email: demo.blocked.email, language: "se" });
    expect(data.company.name).toBe(demo.companies.bygg);
    const html = entries.get("index.html")?.toString("utf8") ?? "";
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain(`Personuppgifter om ${demo.blocked.name}`);
    const everything = [...entries.values()].map((entry) => entry.toString("utf8")).join("\n");
    expect(everything).not.toContain(demo.admin.email);
  });

  test("the register of processing lists the categories under the company's name and passes axe", async ({ page }) => {
    // Sign-in, the settings and axe over twelve sections: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await signIn(page, demo.admin.email);
    await expect(page.getByRole("heading", { level: 2, name: demo.companies.bygg })).toBeVisible();
    await page.goto("/settings");
    await page.getByRole("link", { name: new RegExp(`^${g.register.navTitle}`) }).click();
    await expect(page).toHaveURL("/settings/gdpr");
    await expect(page.getByRole("heading", { level: 1, name: g.register.title })).toBeVisible();
    await expect(page.getByRole("main").getByText(demo.companies.bygg, { exact: true })).toBeVisible();
    const audit = page.getByRole("region", { name: g.register.categories.audit.title });
    await expect(audit.getByText(g.register.categories.audit.retention)).toBeVisible();
    const customers = page.getByRole("region", { name: g.register.categories.customers.title });
    await expect(customers.getByText(g.register.categories.customers.retention)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(12);
    await expectNoSeriousA11yViolations(page);
  });
});
