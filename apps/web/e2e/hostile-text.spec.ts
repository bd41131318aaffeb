import { expect, test } from "@playwright/test";
import { bearer, demo, signIn, storedSession } from "./support";

// Text that looks like HTML or SQL is stored and shown verbatim and runs nowhere.
const name = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> '; DROP TABLE publications; --`;

test("an object name with a script tag is shown as text and never runs", async ({ page, request }) => {
  await signIn(page, demo.admin.email);
  const session = await storedSession(page);
  const headers = bearer(session.token ?? "");
  const companies = await (await request.get("/api/companies?limit=10000", { headers })).json();
  const company = companies.find((c: { name: string }) => c.name === demo.companies.nordic);
  const created = await request.post(`/api/companies/${company.id}/publications`, {
    headers,
    data: { type: "note", name, description: name },
  });
  expect(created.status()).toBe(201);
  const object = await created.json();

  await page.goto(`/companies/${company.id}/publications/${object.id}`);
  await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator("img[src='x']").count()).toBe(0);

  await request.post(`/api/companies/${company.id}/publications/${object.id}/archive`, { headers });
});
