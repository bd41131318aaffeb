import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import svSkills from "../src/locales/sv/skills.json" with { type: "json" };
import svUnits from "../src/locales/sv/units.json" with { type: "json" };
import { apiSignIn, auth, demo, expectNoSeriousA11yViolations, pattern, t } from "./support";

const u = svUnits;
const s = svSkills;

/** Two of the crew of Byggbolaget (apps/server/src/db/seed-units.ts), with the demo password. */
const crew = [
  { name: "Johan Berg", email: "johan.berg@bygg.demo.test" },
  { name: "Elin Holm", email: "elin.holm@bygg.demo.test" },
] as const;
/** A demo skill of Byggbolaget that does not expire. */
const demoSkill = "Arbetsmiljöutbildning BAS-U";

/**
 * A page signed in as the admin with Byggbolaget selected, stored as the app stores a session and
 * a chosen company (the login and the switcher have their own tests).
 */
async function adminInBygg(browser: Browser, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ viewport, serviceWorkers: "block", acceptDownloads: true });
  const page = await context.newPage();
  const session = await apiSignIn(page.request);
  const companies: { id: string; name: string }[] = await (
    await page.request.get("/api/companies?limit=10000", { headers: auth(session) })
  ).json();
  const company = companies.find((c) => c.name === demo.companies.bygg);
  if (!company) throw new Error(`${demo.companies.bygg} is not in the demo data`);
  await page.goto("/login");
  await page.evaluate(
    ({ s, c }) => {
      localStorage.setItem("token", s.token);
      localStorage.setItem("userId", s.userId);
      localStorage.setItem("selectedCompanyObj", JSON.stringify({ userId: s.userId, company: c }));
    },
    { s: session, c: company },
  );
  await page.goto("/login");
  await expect(page).toHaveURL("/");
  return { context, page, session, companyId: company.id, refused: refusedCalls(page) };
}

/** The API calls the screens make from now on that the server refuses (4xx, 5xx): screens and server disagree. */
function refusedCalls(page: Page) {
  const refused: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/api/") && response.status() >= 400)
      refused.push(`${response.request().method()} ${url.pathname}${url.search} ${response.status()}`);
  });
  return refused;
}

/** A tiny but valid one-page PDF (its cross-reference offsets counted), written to a temporary file. */
function tinyPdf(name: string): string {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    "<< /Length 44 >>\nstream\nBT /F1 12 Tf 20 50 Td (Intyg) Tj ET\nendstream",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const path = join(tmpdir(), name);
  writeFileSync(path, body);
  return path;
}

/** YYYY-MM-DD of the browser's today moved by `days`. */
function isoDay(days: number) {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Picks an option of a Mantine select (a combobox) by its label. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The matrix of a unit chosen on /list/units-kunskap. */
async function openMatrix(page: Page, unit: string) {
  await page.goto("/list/units-kunskap");
  await expect(page.getByRole("heading", { level: 1, name: s.matrix.title })).toBeVisible();
  await choose(page, page, s.matrix.unit, unit);
  await expect(page).toHaveURL(/[?&]unitId=/);
  const table = page.getByRole("table", { name: t(s.matrix.caption, { unit }) });
  await expect(table).toBeVisible();
  return table;
}

test.describe("units and the competence matrix", () => {
  test("a new unit with two members and two required skills shows a gap; recording it with a certificate turns it green", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const unitName = `Lag Syd ${stamp}`;
    const skillName = `Kranförare ${stamp}`;
    const certificate = tinyPdf(`intyg-${stamp}.pdf`);
    const { context, page, refused } = await adminInBygg(browser);
    try {
      // A fresh skill that nobody holds, made on /list/skills (valid 24 months).
      await page.goto("/list/skills");
      await expect(page.getByRole("heading", { level: 1, name: s.definitions.title })).toBeVisible();
      await page.getByRole("button", { name: s.definitions.new }).click();
      const skillDialog = page.getByRole("dialog", { name: s.definitions.createTitle });
      await skillDialog.getByRole("textbox", { name: s.fields.name }).fill(skillName);
      await skillDialog.getByRole("textbox", { name: s.fields.category }).fill("Maskiner");
      await skillDialog.getByRole("textbox", { name: s.fields.validityMonths }).fill("24");
      const skillCreated = page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname.endsWith("/skills"),
      );
      await skillDialog.getByRole("button", { name: s.definitions.create }).click();
      expect((await skillCreated).status()).toBe(201);
      await expect(skillDialog).toBeHidden();
      await expect(page.getByText(t(s.toast.skillCreated, { name: skillName }))).toBeVisible();

      // A new, active unit through the New unit modal; its page opens.
      await page.goto("/list/units");
      await expect(page.getByRole("heading", { level: 1, name: u.title })).toBeVisible();
      await page.getByRole("button", { name: u.create.open }).click();
      const create = page.getByRole("dialog", { name: u.create.title });
      await create.getByRole("textbox", { name: u.fields.name }).fill(unitName);
      await create.getByRole("textbox", { name: u.fields.description }).fill("Kranlyft vid Malmö C");
      await choose(page, create, u.fields.status, u.status.ACTIVATED);
      await create.getByRole("button", { name: u.create.submit }).click();
      await expect(create).toBeHidden();
      await expect(page).toHaveURL(/\/list\/units\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1, name: unitName })).toBeVisible();
      await expect(page.getByText(u.status.ACTIVATED, { exact: true }).first()).toBeVisible();

      // Two members by the member search.
      const members = page.getByRole("region", { name: u.members.title });
      for (const person of crew) {
        const added = page.waitForResponse(
          (r) => r.request().method() === "POST" && new URL(r.url()).pathname.endsWith("/users"),
        );
        await members.getByRole("combobox", { name: u.members.add }).fill(person.name);
        await page.getByRole("option", { name: `${person.name} (${person.email})` }).click();
        expect((await added).status()).toBe(201);
        await expect(members.getByRole("table", { name: u.members.title }).getByText(person.name)).toBeVisible();
      }
      await expect(members.getByText(t(u.members.summary_other, { count: 2, assigned: 2 }))).toBeVisible();

      // Two required skills: the fresh one and a demo one.
      const required = page.getByRole("region", { name: u.skills.title });
      const skillBox = required.getByRole("combobox", { name: u.skills.label });
      for (const name of [skillName, demoSkill]) {
        await skillBox.click();
        await skillBox.fill(name);
        await page.getByRole("option", { name, exact: true }).click();
      }
      await skillBox.press("Escape");
      const saved = page.waitForResponse((r) => r.request().method() === "PUT" && /\/units\/[^/]+$/.test(r.url()));
      await required.getByRole("button", { name: u.skills.save }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByText(u.skills.saved)).toBeVisible();
      await expect(required.getByRole("button", { name: u.skills.save })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);

      // The matrix shows the gap: Johan lacks the fresh skill.
      const [johan] = crew;
      const table = await openMatrix(page, unitName);
      await expect(table.getByRole("columnheader", { name: skillName })).toBeVisible();
      await expect(table.getByRole("columnheader", { name: demoSkill })).toBeVisible();
      await expect(table.getByRole("rowheader", { name: johan.name })).toBeVisible();
      const missing = table.getByRole("button", {
        name: t(s.matrix.record, { skill: skillName, person: johan.name, state: s.status.missing }),
      });
      await expect(missing).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The CSV export says so too, named as the server names it (the unit and the company's day).
      const today = (
        await page.getByText(pattern(s.matrix.today, { date: "\\d{4}-\\d{2}-\\d{2}" })).textContent()
      )?.match(/\d{4}-\d{2}-\d{2}/)?.[0];
      const exporting = page.waitForEvent("download");
      await page.getByRole("button", { name: s.matrix.exportCsv }).click();
      const csv = await exporting;
      expect(csv.suggestedFilename()).toBe(t(s.matrix.fileName, { unit: unitName, date: today ?? "", format: "csv" }));
      const johanLine = readFileSync(await csv.path(), "utf8")
        .split("\r\n")
        // Every field is quoted (RFC 4180): the line begins with the quoted name.
        .find((line) => line.startsWith(`"${johan.name}`));
      expect(johanLine, "Johan's line in the CSV").toContain("saknas");

      // The missing cell opens Record skill for Johan and the skill.
      await missing.click();
      const record = page.getByRole("dialog", { name: s.record.title });
      await expect(record.getByRole("combobox", { name: s.fields.person })).toHaveValue(johan.name);
      await expect(record.getByRole("combobox", { name: s.fields.skill })).toHaveValue(skillName);
      const achieved = isoDay(-10);
      const achievedBox = record.getByRole("textbox", { name: s.fields.achievedOn });
      await achievedBox.fill(achieved);
      await achievedBox.press("Tab");
      const validUntilBox = record.getByRole("textbox", { name: s.fields.validUntil });
      await expect(validUntilBox).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
      const validUntil = await validUntilBox.inputValue();
      expect(validUntil > achieved, "the valid-until date follows the skill's 24 months").toBe(true);
      const chooser = page.waitForEvent("filechooser");
      await record.getByRole("button", { name: s.fields.certificate }).click();
      await (await chooser).setFiles(certificate);
      await expect(record.getByText(basename(certificate))).toBeVisible();
      const recorded = page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname.endsWith("/user-skills"),
      );
      const uploaded = page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname.endsWith("/certificate"),
      );
      await record.getByRole("button", { name: s.record.submit }).click();
      expect((await recorded).status()).toBe(201);
      expect((await uploaded).status()).toBe(201);
      await expect(record).toBeHidden();
      await expect(page.getByText(t(s.toast.recorded, { skill: skillName, person: johan.name }))).toBeVisible();
      // Johan's cell in the fresh skill's column: green, its text valid with the date.
      const column = (await table.getByRole("columnheader").allTextContents()).indexOf(skillName);
      expect(column).toBeGreaterThan(0);
      const cell = table
        .getByRole("row", { name: new RegExp(`^${johan.name}`) })
        .getByRole("cell")
        .nth(column - 1);
      await expect(cell.getByText(t(s.matrix.cellText, { status: s.status.valid, date: validUntil }))).toBeAttached();
      await expect(cell.locator(".skill-status-valid")).toContainText(validUntil);
      await expect(missing).toHaveCount(0);

      // Johan's record on the skills list, with the certificate, which downloads as a PDF.
      await page.goto("/list/skills-list");
      await expect(page.getByRole("heading", { level: 1, name: s.list.title })).toBeVisible();
      const person = page.getByRole("combobox", { name: s.filters.person, exact: true });
      await person.click();
      await person.fill(johan.name);
      await page.getByRole("option", { name: johan.name, exact: true }).click();
      await expect(page).toHaveURL(/[?&]userId=[0-9a-f-]{36}/);
      const list = page.getByRole("table", { name: s.list.tableLabel });
      const entry = list.getByRole("row").filter({ hasText: skillName });
      await expect(entry).toHaveCount(1);
      await expect(entry.getByText(s.status.valid, { exact: true })).toBeVisible();
      await expect(entry.getByText(validUntil)).toBeVisible();
      const certificateName = basename(certificate);
      const downloading = page.waitForEvent("download");
      await entry.getByRole("button", { name: t(s.list.download, { name: certificateName }) }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(certificateName);
      const file = readFileSync(await download.path());
      expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(refused, "calls the server refused").toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("on a phone the matrix scrolls sideways inside its box, with the names in view, and the page does not", async ({
    browser,
  }) => {
    const { context, page, refused } = await adminInBygg(browser, { width: 390, height: 844 });
    try {
      // The demo unit with the most required skills (seed-units.ts).
      const table = await openMatrix(page, "Lag Väst – Hyllie");
      const scroller = page.getByRole("region", { name: s.matrix.scrollLabel });
      await expect(scroller).toBeVisible();
      const firstName = table.getByRole("rowheader").first();
      await expect(firstName).toBeInViewport();
      const sizes = await scroller.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
      expect(sizes.scroll, "the table is wider than its box").toBeGreaterThan(sizes.client);
      await scroller.evaluate((box) => box.scrollBy({ left: 400 }));
      await expect.poll(() => scroller.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
      await expect(firstName).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390 + 1);
      expect(refused, "calls the server refused").toEqual([]);
    } finally {
      await context.close();
    }
  });
});
