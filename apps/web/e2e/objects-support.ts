import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import enPublications from "../src/locales/en/publications.json" with { type: "json" };
import svActivities from "../src/locales/sv/activities.json" with { type: "json" };
import svCommon from "../src/locales/sv/common.json" with { type: "json" };
import svLayout from "../src/locales/sv/layout.json" with { type: "json" };
import svPublications from "../src/locales/sv/publications.json" with { type: "json" };

/** The Swedish texts (the demo users' language) and, for reference, the English ones. */
export const sv = { publications: svPublications, activities: svActivities, layout: svLayout, common: svCommon };
export const en = { publications: enPublications };

export const PASSWORD = "demo1234";
export const ADMIN = "admin@demo.test";
export const GUEST = "user@demo.test";
export const NORDIC = "Nordisk Handel AB";

/** Fills {{name}} placeholders the way i18next does. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name] ?? ""));

export interface Session {
  token: string;
  userId: string;
}

export const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** Signs in through the API (the login screen has its own tests). */
export async function apiSignIn(request: APIRequestContext, email: string): Promise<Session> {
  const answer = await request.post("/api/authorize?appId=web", { data: { email, password: PASSWORD } });
  expect(answer.ok(), `sign-in of ${email}`).toBe(true);
  const body = await answer.json();
  return { token: body.token, userId: body.userId };
}

/** A page signed in as the user, with the session stored as the login screen stores it. */
export async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await apiSignIn(page.request, email);
  await page.goto("/login");
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("userId", s.userId);
  }, session);
  return { context, page, session };
}

export async function companyId(request: APIRequestContext, session: Session, name = NORDIC): Promise<string> {
  const companies: { id: string; name: string }[] = await (
    await request.get("/api/companies", { headers: auth(session) })
  ).json();
  const found = companies.find((c) => c.name === name);
  if (!found) throw new Error(`no company ${name}`);
  return found.id;
}

export interface ObjectRef {
  id: string;
  name: string;
  companyId: string;
}

export async function createObject(
  request: APIRequestContext,
  session: Session,
  company: string,
  name: string,
  type = "card",
): Promise<ObjectRef> {
  const answer = await request.post(`/api/companies/${company}/publications`, {
    headers: auth(session),
    data: { type, name, description: "E2E", body: "<p>E2E body</p>" },
  });
  expect(answer.status()).toBe(201);
  const created = await answer.json();
  return { id: created.id, name: created.name, companyId: company };
}

export async function findObject(request: APIRequestContext, session: Session, company: string, name: string) {
  const list: { id: string; name: string }[] = await (
    await request.get(`/api/companies/${company}/publications?limit=1000&q=${encodeURIComponent(name)}`, {
      headers: auth(session),
    })
  ).json();
  const found = list.find((p) => p.name === name);
  if (!found) throw new Error(`no object ${name}`);
  return { id: found.id, name: found.name, companyId: company };
}

export const objectPath = (object: ObjectRef) => `/companies/${object.companyId}/publications/${object.id}`;

/** Fails on serious or critical axe violations of the page as it is. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Toasts come and go (and fade while axe measures); they are checked where they are the subject.
  const results = await new AxeBuilder({ page }).exclude(".mantine-Notifications-root").analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
  expect(serious, "serious or critical axe violations").toEqual([]);
}
