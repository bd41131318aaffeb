import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import svUsersAdmin from "../src/locales/sv/users-admin.json" with { type: "json" };
import { demo, expectNoSeriousA11yViolations, signIn, sv, t } from "./support";

const ua = svUsersAdmin;
const menu = sv.layout.menu;

/** The invitation links the server has mailed to an address (oldest first), read from its log (the outbox). */
function invitationLinks(email: string): string[] {
  const logPath = process.env.E2E_SERVER_LOG;
  if (!logPath) throw new Error("E2E_SERVER_LOG is not set: run the tests through apps/web/e2e/run.mjs");
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const mails = new RegExp(`\\[outbox\\] email to ${escaped}: [^"]*?(/invitation/[0-9a-f-]{36}/[A-Za-z0-9_-]+)`, "g");
  return [...readFileSync(logPath, "utf8").matchAll(mails)].map((match) => match[1] ?? "");
}

const sideMenu = (page: Page) => page.getByRole("navigation", { name: menu.label });

/** A second person's browser: its own storage, so its own session. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  return { context, page: await context.newPage() };
}

async function openUser(page: Page, name: string) {
  await page.goto("/settings/users");
  await page.getByRole("searchbox", { name: ua.list.search }).fill(name);
  const table = page.getByRole("table", { name: ua.list.tableLabel });
  await table.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test.describe("users administration", () => {
  test("invite a user, who sets a password through the mailed link, signs in and lands in the company", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const email = `ivar-${Date.now()}@example.test`;
    await signIn(page, demo.admin.email);
    await expect(page.getByRole("heading", { level: 2, name: demo.companies.bygg })).toBeVisible();

    // From the settings to the users.
    await page.goto("/settings");
    await page.getByRole("link", { name: new RegExp(`^${ua.title}`) }).click();
    await expect(page).toHaveURL("/settings/users");
    await expect(page.getByRole("heading", { level: 1, name: ua.title })).toBeVisible();
    await expect(
      page.getByRole("table", { name: ua.list.tableLabel }).getByRole("link", { name: demo.admin.name, exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The invite form checks its input, then sends.
    await page.getByRole("button", { name: ua.invite.open }).click();
    const dialog = page.getByRole("dialog", { name: ua.invite.title });
    await dialog.getByRole("textbox", { name: ua.invite.email }).fill("not-an-email");
    await dialog.getByRole("button", { name: ua.invite.send }).click();
    await expect(dialog.getByText(ua.invite.emailInvalid)).toBeVisible();
    await expect(dialog.getByText(ua.invite.nameRequired)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("textbox", { name: ua.invite.email }).fill(email);
    await dialog.getByRole("textbox", { name: ua.invite.name }).fill("Ivar Inbjuden");
    await dialog.getByRole("radio", { name: ua.types.DEFAULT }).check();
    await dialog.getByRole("button", { name: ua.invite.send }).click();
    await expect(page.getByText(t(ua.invite.sent, { email }))).toBeVisible();
    const pending = page.getByRole("table", { name: ua.invitations.tableLabel });
    await expect(pending.getByRole("row", { name: new RegExp(email) })).toBeVisible();

    // The mail (in the outbox: no SMTP here) carries the link.
    await expect.poll(() => invitationLinks(email).length, { message: `an invitation mail to ${email}` }).toBe(1);
    const link = invitationLinks(email)[0] ?? "";

    // The invitee, in their own browser.
    const invitee = await otherBrowser(browser);
    await invitee.page.goto(link);
    await expect(
      invitee.page.getByRole("heading", {
        level: 1,
        name: t(sv.auth.invitation.title, { company: demo.companies.bygg }),
      }),
    ).toBeVisible();
    await expect(
      invitee.page.getByText(
        t(sv.auth.invitation.invitedBy, { inviter: demo.admin.name, company: demo.companies.bygg }),
      ),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(invitee.page);
    await invitee.page.getByLabel(sv.auth.invitation.password, { exact: false }).first().fill("ivars-password");
    await invitee.page.getByLabel(sv.auth.invitation.confirm, { exact: false }).first().fill("ivars-password");
    await invitee.page.getByRole("button", { name: sv.auth.invitation.create }).click();
    await expect(invitee.page).toHaveURL("/login");
    await expect(invitee.page.getByText(t(sv.auth.invitation.accepted, { email }))).toBeVisible();

    // They sign in with the new password and are in the company.
    await signIn(invitee.page, email, "ivars-password");
    await expect(invitee.page.getByRole("heading", { level: 2, name: demo.companies.bygg })).toBeVisible();
    await expect(sideMenu(invitee.page).getByRole("link", { name: menu.home, exact: true })).toBeVisible();

    // The link was used up.
    const used = await otherBrowser(browser);
    await used.page.goto(link);
    await expect(used.page.getByRole("heading", { level: 1, name: sv.auth.invitation.invalidTitle })).toBeVisible();
    await used.context.close();

    // The invitation is no longer pending; the administrator removes Ivar again (after confirming),
    // which ends Ivar's session at once: their browser goes back to the sign-in page.
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: ua.invitations.title })).toBeVisible();
    await expect(pending.getByText(email)).toHaveCount(0);
    await openUser(page, "Ivar Inbjuden");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: ua.detail.remove }).click();
    const confirm = page.getByRole("dialog", { name: ua.detail.removeTitle });
    await confirm.getByRole("button", { name: ua.detail.removeConfirm }).click();
    await expect(page).toHaveURL("/settings/users");
    await expect(page.getByText(t(ua.detail.removed, { name: "Ivar Inbjuden" }))).toBeVisible();
    await expect(invitee.page).toHaveURL(/\/login/, { timeout: 20_000 });
    await invitee.context.close();
  });

  test("changing a user's permissions changes their side menu", async ({ page, browser }) => {
    test.setTimeout(180_000);
    // Berit works in Byggbolaget (her first company) without the company activities.
    const berit = await otherBrowser(browser);
    await signIn(berit.page, demo.blocked.email);
    await expect(berit.page.getByRole("heading", { level: 2, name: demo.companies.bygg })).toBeVisible();
    const watched = sideMenu(berit.page).getByRole("link", { name: menu.watchedDocuments, exact: true });
    await expect(sideMenu(berit.page).getByRole("link", { name: menu.home, exact: true })).toBeVisible();
    await expect(watched).toHaveCount(0);

    await signIn(page, demo.admin.email);
    await openUser(page, demo.blocked.name);
    const activities = page.getByRole("checkbox", { name: /^Företagsaktiviteter/ });
    await expect(activities).not.toBeChecked();
    // Company creation is the platform's: shown, never editable.
    await expect(page.getByRole("checkbox", { name: "Skapa företag" })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    try {
      await activities.check();
      await page.getByRole("button", { name: ua.permissions.save }).click();
      await expect(page.getByText(ua.permissions.saved)).toBeVisible();
      // Her open browser hears of it at once (realtime) and shows the activities.
      await expect(watched).toBeVisible();
      await expect(sideMenu(berit.page).getByRole("link", { name: menu.reminderList, exact: true })).toBeVisible();
      await watched.click();
      await expect(berit.page).toHaveURL("/activities/watched");

      await activities.uncheck();
      await page.getByRole("button", { name: ua.permissions.save }).click();
      await expect(page.getByText(ua.permissions.saved).first()).toBeVisible();
      // The page she has open needs what she lost: it reloads at once and says she may not see it.
      await expect(berit.page).toHaveURL("/403");
      await berit.page.goto("/");
      await expect(sideMenu(berit.page).getByRole("link", { name: menu.home, exact: true })).toBeVisible();
      await expect(watched).toHaveCount(0);
    } finally {
      // Leave the demo data as it was, whatever happened above.
      const session = await page.evaluate(() => ({
        token: localStorage.getItem("token"),
        company: JSON.parse(localStorage.getItem("selectedCompanyObj") ?? "{}").company?.id as string,
      }));
      const userId = await berit.page.evaluate(() => localStorage.getItem("userId"));
      await page.request.put(`/api/users/${userId}/permissions?companyId=${session.company}`, {
        headers: { Authorization: `Bearer ${session.token}` },
        data: ["DocumentReminders"],
      });
      await berit.context.close();
    }
  });

  test("a phone shows the users and the permissions in one column", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demo.admin.email);
    await openUser(page, demo.blocked.name);
    await expect(page.getByRole("group", { name: "Grundfunktioner" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
