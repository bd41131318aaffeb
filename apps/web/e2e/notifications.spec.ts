import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import enCompanyNotices from "../src/locales/en/company-notices.json" with { type: "json" };
import enNotifications from "../src/locales/en/notifications.json" with { type: "json" };
import svCompanyNotices from "../src/locales/sv/company-notices.json" with { type: "json" };
import svMessages from "../src/locales/sv/messages.json" with { type: "json" };
import svNotifications from "../src/locales/sv/notifications.json" with { type: "json" };
import svSettings from "../src/locales/sv/settings.json" with { type: "json" };
import { watchSocket } from "./realtime-support";
import {
  bearer,
  demo,
  escapeRegExp,
  expectNoSeriousA11yViolations,
  resetLanguage,
  signIn,
  storedSession,
  sv,
  t,
} from "./support";

/** The header's texts in Swedish (the demo users' language). */
const n = svNotifications;
const cn = svCompanyNotices;
const systemNotice = "Välkommen till demoversionen. / Welcome to the demo.";
const companyNotices = ["Kontoret är stängt på fredag.", "Nya rutiner för avtalsarkivet gäller från måndag."];

interface Ref {
  id: string;
  name: string;
}

async function signedIn(page: Page) {
  const connected = watchSocket(page);
  await signIn(page, demo.admin.email);
  const session = await storedSession(page);
  if (!session.token || !session.userId) throw new Error("no stored session");
  await connected;
  return { token: session.token, userId: session.userId };
}

async function unreadCount(request: APIRequestContext, session: { token: string; userId: string }) {
  const answer = await request.get(`/api/users/${session.userId}/notifications?limit=51`, {
    headers: bearer(session.token),
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { unView: number }).unView;
}

const bellName = (count: number) =>
  count === 0 ? n.bell.label : t(count === 1 ? n.bell.labelUnread_one : n.bell.labelUnread_other, { count });

async function chooseCompany(page: Page, name: string) {
  await page.getByRole("combobox", { name: sv.layout.switcher.label }).click();
  await page.getByRole("option", { name }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
}

test.describe("notification bell", () => {
  test("shows the unread count and the list, and marks everything read 5 seconds after it opens", async ({
    page,
    request,
  }) => {
    const session = await signedIn(page);
    const unread = await unreadCount(request, session);
    expect(unread, "the demo data has unread notifications").toBeGreaterThan(0);

    const bell = page.getByRole("button", { name: bellName(unread), exact: true });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId("bell-count")).toHaveText(String(unread));

    await bell.click();
    const dropdown = page.getByRole("dialog", { name: n.bell.title });
    await expect(dropdown).toBeVisible();
    // Every kind of the demo data, as a sentence naming who, what, which object; the company under it.
    const who = "Berit Blockerad";
    const sentences = [
      new RegExp(`^${who} delade .+ med dig`),
      new RegExp(`^${who} skickade .+ till dig för e-signering`),
      /^Det är dags för påminnelsen ”Förläng serviceavtal 4” på /,
      new RegExp(`^${who} gjorde dig till ansvarig för påminnelsen ”Säg upp hyresavtal 1” på `),
      new RegExp(`^${who} tilldelade dig påminnelsen ”Förnya försäkring 2” på `),
      new RegExp(`^${who} skickade ett meddelande till dig i .+`),
    ];
    for (const sentence of sentences) await expect(dropdown.getByText(sentence).first()).toBeVisible();
    await expect(dropdown.getByText(demo.companies.nordic).first()).toBeVisible();
    await expect(dropdown.getByText(`${n.bell.unread}:`).first()).toBeAttached();
    await expectNoSeriousA11yViolations(page);

    // About 5 seconds after opening, all are read: the count goes, here and on the server.
    await expect(page.getByRole("button", { name: n.bell.label, exact: true })).toBeVisible({ timeout: 9000 });
    await expect(page.getByTestId("bell-count")).toHaveCount(0);
    await expect(dropdown.getByText(`${n.bell.unread}:`)).toHaveCount(0);
    expect(await unreadCount(request, session)).toBe(0);

    // Keyboard: Escape closes it and focus returns to the bell.
    await page.keyboard.press("Escape");
    await expect(dropdown).toBeHidden();
    await expect(page.getByRole("button", { name: n.bell.label, exact: true })).toBeFocused();
  });

  test("a notification caused by someone else arrives live; read state follows in another tab", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const admin = await signedIn(page);
    const headers = bearer(admin.token);
    const before = await unreadCount(request, admin);
    await expect(page.getByRole("button", { name: bellName(before), exact: true })).toBeVisible();

    // Berit works in Byggbolaget too: the admin shares an object with her, and she makes the admin
    // the manager of a new reminder on it (the one who acts is never notified, so it takes two).
    const companies = (await (await request.get("/api/companies?limit=100", { headers })).json()) as Ref[];
    const bygg = companies.find((c) => c.name === demo.companies.bygg);
    if (!bygg) throw new Error("no Byggbolaget in the demo data");
    const objects = (await (await request.get(`/api/companies/${bygg.id}/publications`, { headers })).json()) as Ref[];
    const object = objects[0];
    if (!object) throw new Error("no object in Byggbolaget");
    const members = (await (
      await request.get(`/api/companies/${bygg.id}/users?q=Berit&limit=10`, { headers })
    ).json()) as (Ref & { email: string })[];
    const berit = members.find((m) => m.email === demo.blocked.email);
    if (!berit) throw new Error("Berit is not a member of Byggbolaget");
    const shared = await request.post(`/api/companies/${bygg.id}/publications/${object.id}/shares`, {
      headers,
      data: { userId: berit.id },
    });
    expect(shared.ok()).toBe(true);

    const login = await request.post("/api/authorize?appId=web", {
      data: { email: demo.blocked.email, password: demo.password },
    });
    expect(login.ok()).toBe(true);
    const beritToken = ((await login.json()) as { token: string }).token;
    const title = `Ring revisorn ${Date.now()}`;
    const created = await request.post(`/api/companies/${bygg.id}/notices`, {
      headers: bearer(beritToken),
      data: { title, publicationId: object.id, managerId: admin.userId },
    });
    expect(created.status()).toBe(201);

    const sentence = t(n.sentence.NOTICE_MANAGER, { who: demo.blocked.name, text: title, object: object.name });
    await expect(page.getByText(t(n.inCompany, { sentence, company: demo.companies.bygg }))).toBeVisible();
    await expect(page.getByRole("button", { name: bellName(before + 1), exact: true })).toBeVisible();

    // The same user in another browser opens the bell: 5 s later both tabs show everything read.
    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await signedIn(other);
      await other.getByRole("button", { name: bellName(before + 1), exact: true }).click();
      await expect(other.getByRole("dialog", { name: n.bell.title }).getByText(sentence)).toBeVisible();
      await expect(other.getByRole("button", { name: n.bell.label, exact: true })).toBeVisible({ timeout: 9000 });
      await expect(page.getByRole("button", { name: n.bell.label, exact: true })).toBeVisible();
    } finally {
      await elsewhere.close();
    }

    // Opening it leads to the object in its company, which becomes the selected one.
    await page.getByRole("button", { name: n.bell.label, exact: true }).click();
    await page
      .getByRole("dialog", { name: n.bell.title })
      .getByRole("button", { name: new RegExp(title) })
      .click();
    await expect(page).toHaveURL(`/companies/${bygg.id}/publications/${object.id}`);
    await expect(page.getByRole("combobox", { name: sv.layout.switcher.label })).toHaveValue(demo.companies.bygg);
  });

  test("speaks the reader's language, Swedish and after a switch English, with each kind's own icon", async ({
    page,
    request,
  }) => {
    // The admin's profile language is Swedish; the reminder and the task were delivered in the seed.
    const session = await signedIn(page);
    const reminder = "Förläng serviceavtal 4";
    const task = "Ring revisorn om bokslutet";
    const kinds = [
      { kind: "NOTICE_DUE", icon: "tabler-icon-alarm", text: reminder },
      { kind: "TASK_DUE", icon: "tabler-icon-calendar-due", text: task },
    ];
    /** The bell's line of a kind, in the language's sentence, and its icon. */
    const expectLines = async (texts: typeof svNotifications, bellLabel: RegExp) => {
      await page.getByRole("button", { name: bellLabel }).click();
      const dropdown = page.getByRole("dialog", { name: texts.bell.title });
      await expect(dropdown).toBeVisible();
      for (const { kind, icon, text } of kinds) {
        const template = escapeRegExp(texts.sentence[kind as "NOTICE_DUE" | "TASK_DUE"]);
        const sentence = new RegExp(
          template.replace("\\{\\{text\\}\\}", escapeRegExp(text)).replace(/\\\{\\\{\w+\\\}\\\}/g, ".*"),
        );
        const line = dropdown.getByRole("button").filter({ hasText: sentence }).first();
        await expect(line).toBeVisible();
        const mark = line.locator("[data-kind]");
        await expect(mark).toHaveAttribute("data-kind", kind);
        await expect(mark.locator("svg")).toHaveClass(new RegExp(`(^| )${icon}( |$)`));
      }
      await page.keyboard.press("Escape");
      await expect(dropdown).toBeHidden();
    };
    try {
      await expectLines(svNotifications, new RegExp(`^${escapeRegExp(svNotifications.bell.label)}`));

      await page.getByRole("button", { name: t(sv.layout.userMenu.open, { name: demo.admin.name }) }).click();
      await page.getByRole("menuitem", { name: "English" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expectLines(enNotifications, new RegExp(`^${escapeRegExp(enNotifications.bell.label)}`));
    } finally {
      // Whatever happened above, the demo user is left in Swedish for the tests after this one.
      expect(await resetLanguage(request, session)).toBe(200);
    }
  });

  test("the latest messages open from the header", async ({ page }) => {
    await signedIn(page);
    await chooseCompany(page, demo.companies.nordic);
    await page.getByRole("button", { name: svMessages.latest.label, exact: true }).click();
    const dropdown = page.getByRole("dialog", { name: svMessages.latest.title });
    const message = dropdown.getByRole("link", { name: new RegExp(`^${demo.blocked.name} i `) });
    await expect(message).toContainText("Styrelsemötet flyttas till torsdag.");
    await message.click();
    await expect(page).toHaveURL(/\/companies\/[^/]+\/publications\/[^/]+$/);
  });

  test("the offline badge shows while the connection to the server is down", async ({ page }) => {
    await signedIn(page);
    const offline = page.getByText(n.offline.label);
    await expect(offline).toHaveCount(0);
    await page.context().setOffline(true);
    await expect(offline).toBeVisible();
    await offline.hover();
    await expect(page.getByRole("tooltip")).toHaveText(n.offline.description);
    await page.context().setOffline(false);
    // It tries again 5 seconds after the close.
    await expect(offline).toHaveCount(0, { timeout: 15_000 });
  });
});

test.describe("in English", () => {
  test("the guest (English) sees the bell, its empty state and the banner in English", async ({ page }) => {
    const connected = watchSocket(page);
    await signIn(page, demo.guest.email);
    await connected;
    await page.getByRole("button", { name: enNotifications.bell.label, exact: true }).click();
    const dropdown = page.getByRole("dialog", { name: enNotifications.bell.title });
    await expect(dropdown.getByText(enNotifications.bell.empty)).toBeVisible();
    await expect(page.getByRole("region", { name: enCompanyNotices.banner.label })).toContainText(systemNotice);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("notice banner", () => {
  test("shows the system's and the company's notices, advances every 8 s, stops on hover, closes for the session", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signedIn(page);
    await chooseCompany(page, demo.companies.nordic);
    const banner = page.getByRole("region", { name: cn.banner.label });
    const text = banner.getByTestId("notice-text");
    await expect(text).toHaveText(systemNotice);
    await expect(banner.getByText("1 / 3")).toBeVisible();

    // The next one after 8 seconds (not before 6).
    await page.waitForTimeout(6000);
    await expect(text).toHaveText(systemNotice);
    await expect(text).toHaveText(companyNotices[0] ?? "", { timeout: 3000 });

    // Hovered, it stands still.
    await banner.hover();
    await page.waitForTimeout(9000);
    await expect(text).toHaveText(companyNotices[0] ?? "");
    await page.mouse.move(700, 700);
    await expect(text).toHaveText(companyNotices[1] ?? "", { timeout: 10_000 });
    await expectNoSeriousA11yViolations(page);

    await banner.getByRole("button", { name: cn.banner.close }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("button", { name: /^Notiser/ })).toBeVisible();
    await expect(page.getByRole("region", { name: cn.banner.label })).toHaveCount(0);
  });

  test("an administrator schedules a notice in the settings, sees it in the banner and deletes it", async ({
    page,
  }) => {
    await signedIn(page);
    await chooseCompany(page, demo.companies.nordic);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: svSettings.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: new RegExp(svSettings.notices.title) }).click();
    await expect(page).toHaveURL("/settings/notices");
    await expect(page.getByRole("heading", { level: 1, name: cn.page.title })).toBeVisible();
    for (const notice of companyNotices)
      await expect(page.getByRole("cell", { name: notice, exact: true })).toBeVisible();

    const text = `Brandövning klockan tio ${Date.now()}`;
    await page.getByRole("button", { name: cn.page.create }).first().click();
    const dialog = page.getByRole("dialog", { name: cn.form.createTitle });
    await dialog.getByRole("button", { name: cn.form.save }).click();
    await expect(dialog.getByText(cn.form.textRequired)).toBeVisible();
    await dialog.getByRole("textbox", { name: cn.fields.text }).fill(text);
    await dialog.getByRole("button", { name: cn.form.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(cn.toast.created)).toBeVisible();
    await expect(page.getByRole("cell", { name: text, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // It is current, so the banner has it (after the others).
    await expect(page.getByRole("region", { name: cn.banner.label }).getByText(/^\d \/ 4$/)).toBeVisible();

    await page.getByRole("button", { name: t(cn.page.delete, { text }) }).click();
    const confirm = page.getByRole("dialog", { name: cn.delete.title });
    await confirm.getByRole("button", { name: cn.delete.confirm }).click();
    await expect(page.getByText(cn.toast.deleted)).toBeVisible();
    await expect(page.getByRole("cell", { name: text, exact: true })).toHaveCount(0);
    await expect(page.getByRole("region", { name: cn.banner.label }).getByText(/^\d \/ 3$/)).toBeVisible();
  });
});

test.describe("service worker", () => {
  test("is registered, says the app is cached for offline use, and never answers for the API", async ({ page }) => {
    // The worker caches the app's files one after the other (some 330): 5 to 20 seconds here, more while
    // other work shares the CPUs. The toast shows for 5 seconds once it is done, which may be while the
    // sign-in goes on.
    test.setTimeout(60_000);
    const offlineReady = page.getByText(n.serviceWorker.offlineTitle).waitFor({ timeout: 45_000 });
    await signedIn(page);
    const active = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(active).toMatch(/\/sw\.js$/);
    await offlineReady;

    // Reloaded under the worker: the page comes from its cache, the API from the server.
    const apiAnswer = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/api/users/"));
    const navigation = await page.reload();
    expect(navigation?.fromServiceWorker()).toBe(true);
    expect((await apiAnswer).fromServiceWorker()).toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole("button", { name: /^Notiser/ })).toBeVisible();

    // The API's own pages are not the app's: /docs and /health come from the server.
    const health = await page.goto("/health");
    expect(health?.fromServiceWorker()).toBe(false);
    expect(await health?.json()).toEqual({ status: "ok" });
  });
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the header widgets fit and stay reachable at 390×844", async ({ page }) => {
    await signedIn(page);
    await chooseCompany(page, demo.companies.nordic);
    const bell = page.getByRole("button", { name: /^Notiser/ });
    await expect(bell).toBeInViewport();
    await expect(page.getByRole("button", { name: svMessages.latest.label, exact: true })).toBeInViewport();
    const banner = page.getByRole("region", { name: cn.banner.label });
    await expect(banner.getByRole("button", { name: cn.banner.pause })).toBeInViewport();
    await bell.click();
    const dropdown = page.getByRole("dialog", { name: n.bell.title });
    await expect(dropdown).toBeInViewport();
    const box = await dropdown.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});
