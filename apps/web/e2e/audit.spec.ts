import { expect, test } from "@playwright/test";
import svAudit from "../src/locales/sv/audit.json" with { type: "json" };
import { adminInNordic, dayOffset } from "./reminders-support";
import { auth, demo, escapeRegExp, expectNoSeriousA11yViolations, t as fill, sv } from "./support";

const a = svAudit;
const r = sv.reminders;
// A page's first paint on the shared, busy machine may take longer than an assertion's 10 s.
const loaded = { timeout: 60_000 };

test.describe("audit log", () => {
  // Long flows on a shared, busy machine.
  test.describe.configure({ timeout: 240_000 });

  test("a reminder's new end date reads as a sentence in the log and in the object's history", async ({ browser }) => {
    const { context, page, session, companyId } = await adminInNordic(browser);
    const api = `/api/companies/${companyId}`;
    const headers = auth(session);
    // A reminder of its own on an object of its own: each repetition reads its own sentence.
    const title = `Hyresavtal ${Date.now().toString(36)}`;
    const objectAnswer = await page.request.post(`${api}/publications`, {
      headers,
      data: { type: "note", name: `Avtal för ${title}` },
    });
    expect(objectAnswer.ok()).toBe(true);
    const object: { id: string } = await objectAnswer.json();
    const before = dayOffset(200);
    const after = dayOffset(260);
    const noticeAnswer = await page.request.post(`${api}/notices`, {
      headers,
      data: { publicationId: object.id, title, enddate: before },
    });
    expect(noticeAnswer.ok()).toBe(true);
    const notice: { id: string } = await noticeAnswer.json();
    try {
      // The end date changed through the reminder's screen.
      await page.goto(`/list/reminder/${notice.id}`);
      const dialog = page.getByRole("dialog", { name: new RegExp(`^${r.detail.title}`) });
      await dialog.getByRole("button", { name: r.actions.edit }).click(loaded);
      const end = dialog.getByRole("textbox", { name: r.fields.enddate });
      await end.fill(after);
      await end.press("Tab");
      await dialog.getByRole("button", { name: r.actions.save }).click();
      await expect(page.getByText(r.toast.updated).first()).toBeVisible();

      // "Anna Admin ändrade slutdatum för påminnelsen ”…” från … till …" (and the reminder date it moved).
      const thing = fill(a.thing.labelled, { noun: a.nouns.notices.the, label: title });
      const said = fill(a.sentence.changed, {
        actor: demo.admin.name,
        field: a.fields.enddate,
        thing,
        before,
        after,
      });
      const sentence = new RegExp(`^${escapeRegExp(said)}`);

      await page.goto("/settings/audit");
      await expect(page.getByRole("heading", { level: 1, name: a.title })).toBeVisible(loaded);
      const event = page.getByRole("button", { name: sentence });
      await expect(event).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Opened, the event shows each changed field before → after.
      await event.click();
      const details = page.getByRole("region", { name: sentence });
      await expect(details.getByText(fill(a.details.change, { before, after }))).toBeVisible();

      await page.goto(`/companies/${companyId}/publications/${object.id}`);
      const history = page.getByRole("region", { name: a.history.title });
      await expect(history.getByRole("button", { name: sentence })).toBeVisible(loaded);
    } finally {
      await page.request.delete(`${api}/notices/${notice.id}`, { headers });
      await page.request.post(`${api}/publications/${object.id}/archive`, { headers });
      await context.close();
    }
  });
});
