import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import enAuth from "../src/locales/en/auth.json" with { type: "json" };
import enCompanies from "../src/locales/en/companies.json" with { type: "json" };
import enErrors from "../src/locales/en/errors.json" with { type: "json" };
import enLayout from "../src/locales/en/layout.json" with { type: "json" };
import enProfile from "../src/locales/en/profile.json" with { type: "json" };
import enPublications from "../src/locales/en/publications.json" with { type: "json" };
import enReminders from "../src/locales/en/reminders.json" with { type: "json" };
import svActivities from "../src/locales/sv/activities.json" with { type: "json" };
import svAuth from "../src/locales/sv/auth.json" with { type: "json" };
import svCommon from "../src/locales/sv/common.json" with { type: "json" };
import svCompanies from "../src/locales/sv/companies.json" with { type: "json" };
import svErrors from "../src/locales/sv/errors.json" with { type: "json" };
import svLayout from "../src/locales/sv/layout.json" with { type: "json" };
import svProfile from "../src/locales/sv/profile.json" with { type: "json" };
import svPublications from "../src/locales/sv/publications.json" with { type: "json" };
import svReminders from "../src/locales/sv/reminders.json" with { type: "json" };

/** The texts a person sees, straight from the app's locale files (Swedish is the default). */
export const sv = {
  activities: svActivities,
  auth: svAuth,
  common: svCommon,
  companies: svCompanies,
  errors: svErrors,
  layout: svLayout,
  profile: svProfile,
  publications: svPublications,
  reminders: svReminders,
};
export const en = {
  auth: enAuth,
  companies: enCompanies,
  errors: enErrors,
  layout: enLayout,
  profile: enProfile,
  publications: enPublications,
  reminders: enReminders,
};

/** Fills {{name}} placeholders the way i18next does. */
export function t(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** A text as a regular expression's source that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A whole-text pattern for a template whose placeholders are matched by the given regular expressions. */
export function pattern(template: string, values: Record<string, string>): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_m, name: string) => values[name] ?? ".*")}$`);
}

/** The demo data of apps/server/src/db/seed.ts. */
export const demo = {
  password: "demo1234",
  admin: { email: "admin@demo.test", name: "Anna Admin" },
  sms: { email: "sms@demo.test", name: "Sven Sms", phone: "+46701234567" },
  guest: { email: "user@demo.test", name: "Gustav Gäst" },
  blocked: { email: "blocked@demo.test", name: "Berit Blockerad" },
  companies: { nordic: "Nordisk Handel AB", bygg: "Byggbolaget i Malmö AB", bank: "Säkra Banken AB" },
} as const;

/** Fills and sends the Swedish login form (the default language) without waiting for the outcome. */
export async function submitLogin(page: Page, email: string, password: string = demo.password) {
  if (!new URL(page.url(), "http://x").pathname.startsWith("/login")) await page.goto("/login");
  await page.getByRole("textbox", { name: sv.auth.login.email, exact: true }).fill(email);
  await page.getByRole("textbox", { name: sv.auth.login.password, exact: true }).fill(password);
  await page.getByRole("button", { name: sv.auth.login.submit }).click();
}

/** Signs in without a code step and waits for the signed-in start page. */
export async function signIn(page: Page, email: string, password: string = demo.password) {
  await submitLogin(page, email, password);
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** The stored session of the signed-in page (token and user id in local storage). */
export async function storedSession(page: Page) {
  return page.evaluate(() => ({ token: localStorage.getItem("token"), userId: localStorage.getItem("userId") }));
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface Session {
  token: string;
  userId: string;
}

export const auth = (session: Session) => bearer(session.token);

/** Signs in through the API (the login screen has its own tests). */
export async function apiSignIn(request: APIRequestContext, email: string = demo.admin.email): Promise<Session> {
  const answer = await request.post("/api/authorize?appId=web", { data: { email, password: demo.password } });
  expect(answer.ok(), `sign-in of ${email}`).toBe(true);
  const body = await answer.json();
  return { token: body.token, userId: body.userId };
}

/** Sets a user's language through the API (a safety net so a failed test leaves the demo data as it was). */
export async function resetLanguage(request: APIRequestContext, session: Session) {
  const answer = await request.put(`/api/users/${session.userId}/language`, {
    headers: bearer(session.token),
    data: { language: "se" },
  });
  return answer.status();
}

/** The server's log as it is now (run.mjs names it). */
function serverLog(): string {
  const logPath = process.env.E2E_SERVER_LOG;
  if (!logPath) throw new Error("E2E_SERVER_LOG is not set: run the tests through apps/web/e2e/run.mjs");
  return readFileSync(logPath, "utf8");
}

/** The mails the server has sent to an address (oldest first), read from its log (the outbox). */
export function mailsTo(email: string): string[] {
  const mails = new RegExp(`\\[outbox\\] email to ${escapeRegExp(email)}: ([^\\n]*)`, "g");
  return [...serverLog().matchAll(mails)].map((match) => match[1] ?? "");
}

/**
 * A new full member (type DEFAULT) of a company without any permission (so they see no object
 * without a group): invited through the API, the invitation accepted with the mailed link and the
 * demo password. The invitation screens have their own test.
 */
export async function newMember(
  request: APIRequestContext,
  inviter: Session,
  companyId: string,
  person: { name: string; email: string },
) {
  const invited = await request.post(`/api/companies/${companyId}/users/invite`, {
    headers: auth(inviter),
    data: { ...person, type: "DEFAULT" },
  });
  expect(invited.status(), `the invitation of ${person.email}`).toBe(201);
  // The mail links to the invitation's page, /invitation/{companyId}/{token}.
  const tokens = () =>
    mailsTo(person.email).flatMap((mail) => mail.match(/\/invitation\/[0-9a-f-]{36}\/([A-Za-z0-9_-]+)/)?.[1] ?? []);
  await expect.poll(() => tokens().length, { message: `an invitation mail to ${person.email}` }).toBe(1);
  const accepted = await request.post(`/api/invitations/${companyId}/${tokens()[0]}/accept`, {
    data: { name: person.name, password: demo.password },
  });
  expect(accepted.ok(), `${person.email} accepts the invitation`).toBe(true);
  return person;
}

/** The SMS codes the server has printed for a phone number (oldest first), read from its log. */
export function smsCodes(phone: string = demo.sms.phone): string[] {
  const log = serverLog();
  const escaped = phone.replace(/[+]/g, "\\+");
  // The text is the company's template in the user's language: the code is its first 6 digits.
  const lines = new RegExp(`\\[outbox\\] sms to ${escaped}: \\D*(\\d{6})\\b`, "g");
  return [...log.matchAll(lines)].map((match) => match[1] ?? "");
}

/**
 * Remembers how many codes the log holds now; `next()` waits for the first code sent after that.
 * Create it before the action that sends the code.
 */
export function watchSmsCodes(phone: string = demo.sms.phone) {
  const before = smsCodes(phone).length;
  return {
    async next(): Promise<string> {
      await expect
        .poll(() => smsCodes(phone).length, { message: `a new SMS code for ${phone} in the server log` })
        .toBeGreaterThan(before);
      return smsCodes(phone)[before] ?? "";
    },
  };
}

/** Runs axe on the page as it is (but what `exclude` selects) and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page, exclude?: string) {
  const builder = new AxeBuilder({ page });
  if (exclude) builder.exclude(exclude);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  expect(serious, "serious or critical axe violations").toEqual([]);
}

/** Counts the API calls to a path made by the page from now on. */
export function countRequests(page: Page, path: string) {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request.method());
  });
  return calls;
}
