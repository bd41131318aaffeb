import { type APIRequestContext, type Browser, expect } from "@playwright/test";
import { apiSignIn, auth, demo, type Session } from "./support";

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

export async function companyId(
  request: APIRequestContext,
  session: Session,
  name: string = demo.companies.nordic,
): Promise<string> {
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
