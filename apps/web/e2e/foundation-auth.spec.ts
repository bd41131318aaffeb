import { expect, test } from "@playwright/test";
import {
  bearer,
  countRequests,
  demo,
  en,
  expectNoSeriousA11yViolations,
  pattern,
  signIn,
  storedSession,
  submitLogin,
  sv,
  t,
  watchSmsCodes,
} from "./support";

test.describe("sign-in", () => {
  test("opening the app's address without a session shows the sign-in page", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL("/login?redirect=%2F");
    await expect(page.getByRole("heading", { name: sv.auth.login.title })).toBeVisible();
  });

  test("a user without a code step signs in and lands on the start page of a company", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: sv.auth.login.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await signIn(page, demo.admin.email);

    await expect(page.getByRole("heading", { level: 1, name: sv.companies.start.title })).toBeVisible();
    await expect(
      page.getByText(pattern(sv.companies.start.welcome, { name: demo.admin.name, date: "\\d{4}-\\d{2}-\\d{2}" })),
    ).toBeVisible();
    // Companies are sorted by name in Swedish order: Byggbolaget comes first and is selected.
    await expect(page.getByRole("heading", { level: 2, name: demo.companies.bygg })).toBeVisible();
    await expect(page.getByRole("combobox", { name: sv.layout.switcher.label })).toHaveValue(demo.companies.bygg);
    await expect(
      page.getByRole("button", { name: t(sv.layout.userMenu.open, { name: demo.admin.name }) }),
    ).toBeVisible();
    const menu = page.getByRole("navigation", { name: sv.layout.menu.label });
    await expect(menu.getByRole("link", { name: sv.layout.menu.reminders })).toBeVisible();
    const token = await storedSession(page);
    expect(token.token).toBeTruthy();
    expect(token.userId).toBeTruthy();

    await expectNoSeriousA11yViolations(page);
  });

  test("a company with SMS codes asks for the code, survives a reload and rejects a wrong code", async ({ page }) => {
    const codes = watchSmsCodes();
    await submitLogin(page, demo.sms.email);

    const codeStep = page.getByRole("heading", { name: sv.auth.code.title });
    const sentTo = page.getByText(pattern(sv.auth.code.sentBySms, { destination: "\\*{4,}4567" }));
    await expect(codeStep).toBeVisible();
    await expect(sentTo).toBeVisible();
    await expect(page.getByText(demo.sms.phone)).toHaveCount(0);
    await expect(page).toHaveURL("/login");
    const code = await codes.next();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(codeStep).toBeVisible();
    await expect(sentTo).toBeVisible();

    const firstDigit = page.getByLabel(t(sv.auth.code.digit, { position: 1, total: 6 }));
    const wrong = [...code].map((digit) => String((Number(digit) + 1) % 10)).join("");
    await firstDigit.click();
    await page.keyboard.type(wrong);
    await expect(page.getByText(sv.auth.errors.smsCodeIncorrect, { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/login");
    await expect(codeStep).toBeVisible();
    await expect(firstDigit).toHaveValue("");
    await expect(firstDigit).toBeFocused();

    await page.keyboard.type(code);
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 2, name: demo.companies.bank })).toBeVisible();
    expect((await storedSession(page)).token).toBeTruthy();
    expect(await page.evaluate(() => sessionStorage.getItem("loginCodeStep"))).toBeNull();
  });

  test("a wrong password shows the 1103 message in both languages and stores no session", async ({ page }) => {
    await submitLogin(page, demo.admin.email, "wrong-password");
    await expect(page.getByText(sv.auth.errors.invalidCredentials, { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { name: sv.auth.login.title })).toBeVisible();
    expect((await storedSession(page)).token).toBeNull();

    // The login page's own language switch: the same failure in English (the spec's text).
    await page.getByText("English", { exact: true }).click();
    await expect(page.getByRole("heading", { name: en.auth.login.title })).toBeVisible();
    await page.getByRole("textbox", { name: en.auth.login.password, exact: true }).fill("still-wrong");
    await page.getByRole("button", { name: en.auth.login.submit }).click();
    await expect(page.getByText("Invalid username or password.", { exact: true })).toBeVisible();
    expect((await storedSession(page)).token).toBeNull();
  });

  test("the login form checks its fields before sending anything", async ({ page }) => {
    await page.goto("/login");
    const calls = countRequests(page, "/api/authorize");
    const email = page.getByRole("textbox", { name: sv.auth.login.email, exact: true });
    const password = page.getByRole("textbox", { name: sv.auth.login.password, exact: true });

    await page.getByRole("button", { name: sv.auth.login.submit }).click();
    await expect(page.getByText(sv.auth.validation.emailRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(sv.auth.validation.passwordRequired, { exact: true })).toBeVisible();
    // Each error belongs to its field, so a screen reader reads it with the field.
    await expect(email).toHaveAccessibleDescription(sv.auth.validation.emailRequired);
    await expect(password).toHaveAccessibleDescription(sv.auth.validation.passwordRequired);

    await email.fill("inte-en-adress");
    await page.getByRole("button", { name: sv.auth.login.submit }).click();
    await expect(page.getByText(sv.auth.validation.emailInvalid, { exact: true })).toBeVisible();
    await expect(page.getByText(sv.auth.validation.passwordRequired, { exact: true })).toBeVisible();

    await expect(page).toHaveURL("/login");
    expect(calls).toEqual([]);
  });
});

test.describe("password reset request", () => {
  test("sending an email says a link is on its way and returns to the login page", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: sv.auth.login.forgotPassword }).click();
    await expect(page).toHaveURL("/reset-password");
    await expect(page.getByRole("heading", { name: sv.auth.reset.title })).toBeVisible();

    await page.getByRole("textbox", { name: sv.auth.login.email, exact: true }).fill(demo.admin.email);
    await page.getByRole("button", { name: sv.auth.reset.submit }).click();

    await expect(page.getByText(sv.auth.reset.requestSent, { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { name: sv.auth.login.title })).toBeVisible();
  });

  test("an invalid or empty email shows a field error and sends nothing", async ({ page }) => {
    await page.goto("/reset-password");
    const calls = countRequests(page, "/api/users/forgot-password");
    const email = page.getByRole("textbox", { name: sv.auth.login.email, exact: true });

    await page.getByRole("button", { name: sv.auth.reset.submit }).click();
    await expect(page.getByText(sv.auth.validation.emailRequired, { exact: true })).toBeVisible();

    await email.fill("inte-en-adress");
    await page.getByRole("button", { name: sv.auth.reset.submit }).click();
    await expect(page.getByText(sv.auth.validation.emailInvalid, { exact: true })).toBeVisible();
    await expect(email).toHaveAccessibleDescription(sv.auth.validation.emailInvalid);

    await expect(page).toHaveURL("/reset-password");
    expect(calls).toEqual([]);
  });
});

test.describe("end of a session", () => {
  test("logging out returns to /login, and / then asks to sign in again", async ({ page, request }) => {
    await signIn(page, demo.admin.email);
    const session = await storedSession(page);

    await page.getByRole("button", { name: t(sv.layout.userMenu.open, { name: demo.admin.name }) }).click();
    await page.getByRole("menuitem", { name: sv.layout.userMenu.logout }).click();

    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { name: sv.auth.login.title })).toBeVisible();
    expect(await storedSession(page)).toEqual({ token: null, userId: null });

    await page.goto("/");
    await expect(page).toHaveURL(/\/login(\?redirect=%2F)?$/);
    await expect(page.getByRole("heading", { name: sv.auth.login.title })).toBeVisible();

    // The session really ended on the server too.
    const answer = await request.get(`/api/users/${session.userId}`, { headers: bearer(session.token ?? "") });
    expect(answer.status()).toBe(401);
  });

  test("a session ended elsewhere (401) logs the user out and signing in returns to where they were", async ({
    page,
    request,
  }) => {
    await signIn(page, demo.admin.email);
    const session = await storedSession(page);
    await page.getByRole("button", { name: t(sv.layout.userMenu.open, { name: demo.admin.name }) }).click();
    await page.getByRole("menuitem", { name: sv.layout.userMenu.profile }).click();
    const profilePath = `/profile/${session.userId}/detail`;
    await expect(page).toHaveURL(profilePath);
    await expect(page.getByRole("heading", { level: 1, name: sv.profile.title })).toBeVisible();

    const revoked = await request.post("/api/logout", { headers: bearer(session.token ?? "") });
    expect(revoked.status()).toBe(200);

    await page.reload();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(profilePath)}`);
    await expect(page.getByRole("heading", { name: sv.auth.login.title })).toBeVisible();
    expect(await storedSession(page)).toEqual({ token: null, userId: null });

    await submitLogin(page, demo.admin.email);
    await expect(page).toHaveURL(profilePath);
    await expect(page.getByRole("heading", { level: 1, name: sv.profile.title })).toBeVisible();
  });
});
