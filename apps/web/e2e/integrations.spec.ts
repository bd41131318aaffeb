import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import enIntegrations from "../src/locales/en/integrations.json" with { type: "json" };
import svIntegrations from "../src/locales/sv/integrations.json" with { type: "json" };
import svSettings from "../src/locales/sv/settings.json" with { type: "json" };
import { bearer, demo, expectNoSeriousA11yViolations, signIn, storedSession, t } from "./support";

/** The admin's language is Swedish: the texts a person sees, from the app's locale files. */
const i = svIntegrations;
const m = i.mailTemplates;
const k = i.apiTokens;

interface OutboxLine {
  channel?: string;
  to?: string;
  subject?: string;
  msg?: string;
}

/** The mails the server has put in its outbox (no SMTP in the browser tests), read from its JSON log. */
function outboxMails(to: string): OutboxLine[] {
  const logPath = process.env.E2E_SERVER_LOG;
  if (!logPath) throw new Error("E2E_SERVER_LOG is not set: run the tests through apps/web/e2e/run.mjs");
  return readFileSync(logPath, "utf8")
    .split("\n")
    .filter((line) => line.includes("[outbox] email"))
    .map((line) => {
      try {
        return JSON.parse(line) as OutboxLine;
      } catch {
        return {};
      }
    })
    .filter((line) => line.channel === "email" && line.to === to);
}

async function companyId(request: APIRequestContext, token: string, name: string) {
  const companies: { id: string; name: string }[] = await (
    await request.get("/api/companies?limit=10000", { headers: bearer(token) })
  ).json();
  const company = companies.find((c) => c.name === name);
  if (!company) throw new Error(`${name} is not in the demo data`);
  return company.id;
}

/**
 * Axe on an open dialog only: the page behind it is covered by the overlay (which axe counts
 * against the contrast of the covered text). The page itself is checked with the dialog closed.
 */
async function expectAccessibleDialog(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(" ")) }));
  expect(serious, "serious or critical axe violations in the dialog").toEqual([]);
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

async function openArea(page: Page, title: string) {
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: svSettings.title })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(title) }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test.describe("mail templates and API tokens", () => {
  // The due-reminder job runs once a minute: the mail may take that long to appear.
  test.describe.configure({ timeout: 180_000 });

  test("an edited mail template is used for the due reminder that an API token creates; the token is revoked", async ({
    page,
  }) => {
    await signIn(page, demo.admin.email);
    const session = await storedSession(page);
    if (!session.token || !session.userId) throw new Error("no session stored");
    const admin = { token: session.token, userId: session.userId };
    // The admin's first company in Swedish order is the one the app selects.
    const bygg = await companyId(page.request, admin.token, demo.companies.bygg);
    const title = `E2E-påminnelse ${Date.now()}`;
    let noticeId: string | null = null;

    try {
      // --- The mail template: the reminder mail in Swedish, worded by the company. ---
      await openArea(page, m.title);
      const row = page.getByTestId("mail-REMINDER_DUE-se");
      await expect(row.getByText(m.default, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const mailName = m.types.REMINDER_DUE.title;
      const language = i.languages.se;
      await row.getByRole("button", { name: t(m.edit, { mail: mailName, language }) }).click();
      const editor = page.getByRole("dialog", { name: t(m.editor.title, { mail: mailName, language }) });
      await expect(editor.getByRole("textbox", { name: m.editor.subject })).toHaveValue("Påminnelse: {{title}}");
      await editor.getByRole("textbox", { name: m.editor.subject }).fill("Byggbolaget påminner: ");
      // A click on a placeholder puts it where the cursor is.
      await editor.getByRole("button", { name: /\{\{title\}\}/ }).click();
      await expect(editor.getByRole("textbox", { name: m.editor.subject })).toHaveValue(
        "Byggbolaget påminner: {{title}}",
      );
      await editor
        .getByRole("textbox", { name: m.editor.body })
        .fill("Hej {{name}}! Nu är det dags: {{title}} ({{objectName}}, {{date}}).");
      // The live preview fills in sample values.
      await expect(editor.getByTestId("mail-preview-subject")).toHaveText("Byggbolaget påminner: Förnya försäkringen");
      await expect(editor.getByTestId("mail-preview-body")).toHaveText(
        "Hej Erik Ek! Nu är det dags: Förnya försäkringen (Försäkringsbrev, 2025-01-31).",
      );
      await expectAccessibleDialog(page);
      await editor.getByRole("button", { name: m.editor.save }).click();
      await expect(page.getByText(m.toast.saved)).toBeVisible();
      await expect(editor).toBeHidden();
      await expect(row.getByText(m.own, { exact: true })).toBeVisible();
      await expect(row.getByText("Byggbolaget påminner: {{title}}")).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // --- An API token for an integration that handles reminders. ---
      await openArea(page, k.title);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: k.create }).first().click();
      const form = page.getByRole("dialog", { name: k.form.title });
      await form.getByRole("button", { name: k.form.submit }).click();
      await expect(form.getByText(k.form.nameRequired)).toBeVisible();
      await form.getByRole("textbox", { name: k.form.name }).fill("E2E-integration");
      await form.getByRole("checkbox", { name: "Dokumentpåminnelser", exact: true }).check();
      await expect(form.getByRole("checkbox", { name: "Skapa företag" })).toHaveCount(0);
      await expectAccessibleDialog(page);
      await form.getByRole("button", { name: k.form.submit }).click();

      const shown = page.getByRole("dialog", { name: k.created.title });
      await expect(shown.getByText(k.created.warning)).toBeVisible();
      const field = shown.getByRole("textbox", { name: t(k.created.label, { name: "E2E-integration" }) });
      const apiToken = await field.inputValue();
      expect(apiToken).toMatch(/^wsk_[A-Za-z0-9_-]{43}$/);
      await expectAccessibleDialog(page);
      await shown.getByRole("button", { name: k.created.done }).click();
      await expect(shown).toBeHidden();
      const tokenRow = page.getByRole("row", { name: /E2E-integration/ });
      await expect(tokenRow.getByTestId("last-used")).toHaveText(k.never);
      await expectNoSeriousA11yViolations(page);

      // --- The integration calls the API with the token: a reminder that is already due. ---
      const objects: { id: string }[] = await (
        await page.request.get(`/api/companies/${bygg}/publications`, { headers: bearer(apiToken) })
      ).json();
      const object = objects[0];
      if (!object) throw new Error("Byggbolaget has no objects in the demo data");
      const created = await page.request.post(`/api/companies/${bygg}/notices`, {
        headers: bearer(apiToken),
        data: { publicationId: object.id, title, reminderAt: yesterday() },
      });
      expect(created.status(), await created.text()).toBe(201);
      noticeId = (await created.json()).id;
      // It acts only in its company's routes: not as the admin's session.
      const profile = await page.request.get(`/api/users/${admin.userId}`, { headers: bearer(apiToken) });
      expect(profile.status()).toBe(403);
      // It was not given the right to change the company's information.
      const info = await page.request.put(`/api/companies/${bygg}/users/${admin.userId}`, {
        headers: bearer(apiToken),
        data: { name: demo.admin.name, email: demo.admin.email, type: "DEFAULT", features: { denyLoginOnWeb: false } },
      });
      expect(info.status()).toBe(403);

      // The reminder falls due: the admin (its manager, Swedish) is mailed with the company's wording.
      await expect
        .poll(() => outboxMails(demo.admin.email).find((mail) => mail.subject === `Byggbolaget påminner: ${title}`), {
          message: "the reminder mail in the server log",
          timeout: 120_000,
          intervals: [2_000],
        })
        .toBeTruthy();
      const mail = outboxMails(demo.admin.email).find((line) => line.subject === `Byggbolaget påminner: ${title}`);
      expect(mail?.msg).toContain(`Hej ${demo.admin.name}! Nu är det dags: ${title} (`);
      expect(mail?.msg).toContain(`, ${yesterday()}).`);

      // The token's use is recorded.
      await page.reload();
      await expect(tokenRow.getByTestId("last-used")).not.toHaveText(k.never);
      await expect(tokenRow.getByTestId("last-used")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

      // Revoked after confirming: the integration is refused from then on.
      await tokenRow.getByRole("button", { name: t(k.revoke, { name: "E2E-integration" }) }).click();
      const confirm = page.getByRole("dialog", { name: k.revokeConfirm.title });
      await expectAccessibleDialog(page);
      await confirm.getByRole("button", { name: k.revokeConfirm.confirm }).click();
      await expect(page.getByText(k.toast.revoked)).toBeVisible();
      await expect(page.getByRole("row", { name: /E2E-integration/ })).toHaveCount(0);
      const refused = await page.request.get(`/api/companies/${bygg}/publications`, { headers: bearer(apiToken) });
      expect(refused.status()).toBe(401);

      // Back to the default wording, after confirming.
      await openArea(page, m.title);
      await page
        .getByTestId("mail-REMINDER_DUE-se")
        .getByRole("button", { name: t(m.edit, { mail: mailName, language }) })
        .click();
      await page.getByRole("button", { name: m.editor.reset }).click();
      const reset = page.getByRole("dialog", { name: m.resetConfirm.title });
      await reset.getByRole("button", { name: m.resetConfirm.confirm }).click();
      await expect(page.getByText(m.toast.reset)).toBeVisible();
      await expect(page.getByTestId("mail-REMINDER_DUE-se").getByText(m.default, { exact: true })).toBeVisible();
    } finally {
      // Leave the demo data as it was for the other specs.
      if (noticeId) {
        await page.request.delete(`/api/companies/${bygg}/notices/${noticeId}`, { headers: bearer(admin.token) });
      }
      const own: { id: string }[] = await (
        await page.request.get(`/api/companies/mail-templates/?companyId=${bygg}`, { headers: bearer(admin.token) })
      ).json();
      for (const template of own) {
        await page.request.delete(`/api/companies/mail-templates/${template.id}/?companyId=${bygg}`, {
          headers: bearer(admin.token),
        });
      }
      const tokens: { id: string }[] = await (
        await page.request.get(`/api/companies/admin/tokens?companyId=${bygg}`, { headers: bearer(admin.token) })
      ).json();
      for (const token of tokens) {
        await page.request.delete(`/api/companies/admin/tokens/${token.id}?companyId=${bygg}`, {
          headers: bearer(admin.token),
        });
      }
    }
  });

  test("the screens in English on a phone, and closed to those who are not account administrators", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    const page = await context.newPage();
    try {
      await signIn(page, demo.admin.email);
      const session = await storedSession(page);
      await page.request.put(`/api/users/${session.userId}/language`, {
        headers: bearer(session.token ?? ""),
        data: { language: "en" },
      });
      const en = enIntegrations;
      await page.goto("/settings/mail-templates");
      await expect(page.getByRole("heading", { level: 1, name: en.mailTemplates.title })).toBeVisible();
      await expect(page.getByText(`${en.mailTemplates.types.LOGIN_CODE.title} · ${en.languages.en}`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto("/settings/api-tokens");
      await expect(page.getByRole("heading", { level: 1, name: en.apiTokens.title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    } finally {
      const session = await storedSession(page);
      if (session.token && session.userId) {
        await page.request.put(`/api/users/${session.userId}/language`, {
          headers: bearer(session.token),
          data: { language: "se" },
        });
      }
      await context.close();
    }

    // The blocked demo user is an ordinary member of Byggbolaget: no area cards, and 403 at the addresses.
    const other = await browser.newContext({ serviceWorkers: "block" });
    const member = await other.newPage();
    try {
      await signIn(member, demo.blocked.email);
      await member.goto("/settings");
      await expect(member.getByRole("heading", { level: 1, name: svSettings.title })).toBeVisible();
      await expect(member.getByRole("link", { name: new RegExp(m.title) })).toHaveCount(0);
      await member.goto("/settings/api-tokens");
      await expect(member).toHaveURL("/403");
    } finally {
      await other.close();
    }
  });
});
