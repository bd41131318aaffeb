import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { apiSignIn, auth, demo, type Session } from "./support";

/**
 * A page signed in as the admin with Nordisk Handel AB selected, stored as the app stores a
 * session and a chosen company (the login and the switcher have their own tests).
 */
export async function adminInNordic(browser: Browser, viewport = { width: 1440, height: 900 }) {
  // The app's service worker is not under test here: every request goes to the server.
  const context = await browser.newContext({ viewport, serviceWorkers: "block" });
  const page = await context.newPage();
  const session = await apiSignIn(page.request);
  const companies: { id: string; name: string }[] = await (
    await page.request.get("/api/companies?limit=10000", { headers: auth(session) })
  ).json();
  const company = companies.find((c) => c.name === demo.companies.nordic);
  if (!company) throw new Error(`${demo.companies.nordic} is not in the demo data`);
  await page.goto("/login");
  await page.evaluate(
    ({ s, c }) => {
      localStorage.setItem("token", s.token);
      localStorage.setItem("userId", s.userId);
      localStorage.setItem("selectedCompanyObj", JSON.stringify({ userId: s.userId, company: c }));
    },
    { s: session, c: company },
  );
  // With a stored session the login page sends the user on to the start page.
  await page.goto("/login");
  await expect(page).toHaveURL("/");
  return { context, page, session, companyId: company.id };
}

export interface DemoNotice {
  id: string;
  title: string;
  description: string;
  enddate: string | null;
  reminderAt: string | null;
  noticePeriod: string | null;
  status: boolean;
  tag: string;
  manager: { id: string } | null;
  assignees: { id: string }[];
  companyCategory: { id: string } | null;
}

/** Every reminder of the company, read through the API. */
export async function allNotices(request: APIRequestContext, session: Session, companyId: string) {
  const answer = await request.get(`/api/companies/${companyId}/notices?all=true&limit=1000`, {
    headers: auth(session),
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as DemoNotice[];
}

const comparable = (n: DemoNotice) =>
  JSON.stringify([
    n.title,
    n.description,
    n.enddate,
    n.reminderAt,
    n.noticePeriod,
    n.status,
    n.tag,
    n.manager?.id,
    n.assignees.map((a) => a.id),
    n.companyCategory?.id,
  ]);

/** Puts changed reminders back as they were read (so later specs find the demo data as seeded). */
export async function restoreNotices(
  request: APIRequestContext,
  session: Session,
  companyId: string,
  notices: DemoNotice[],
) {
  const now = new Map((await allNotices(request, session, companyId)).map((n) => [n.id, comparable(n)]));
  for (const n of notices.filter((n) => now.get(n.id) !== comparable(n))) {
    const body = {
      title: n.title,
      description: n.description,
      enddate: n.enddate,
      reminderAt: n.reminderAt,
      noticePeriod: n.noticePeriod,
      status: false,
      tag: n.tag,
      managerId: n.manager?.id ?? null,
      assigneeIds: n.assignees.map((a) => a.id),
      categoryId: n.companyCategory?.id ?? null,
    };
    // A completed reminder is first reopened as it is, then saved as it was.
    await request.put(`/api/companies/${companyId}/notices/${n.id}`, { headers: auth(session), data: body });
    if (n.status) {
      await request.put(`/api/companies/${companyId}/notices/${n.id}`, {
        headers: auth(session),
        data: { ...body, status: true },
      });
    }
  }
}

/** A date `days` from today as YYYY-MM-DD (UTC, as the demo data is seeded). */
export const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The table row of a reminder, found by its name link. */
export const row = (page: Page, title: string) =>
  page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) });
