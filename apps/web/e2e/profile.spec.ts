import { expect, test } from "@playwright/test";
import { companyId, signedInPage } from "./objects-support";
import { apiSignIn, bearer, demo, newMember, sv } from "./support";

const p = sv.profile;

// 80 × 40 px: red on the left, blue on the right (the cropper keeps a centred square).
const picture = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAFAAAAAoCAYAAABpYH0BAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAmUlEQVRoge2TsQ3AQBCD2H9pZ4NreSkU9AjZDPYy+Ao3vgEFXAH9pa0LU8AXwVe48Q0o4AroL21dmAK+CL7CjW9AAVdAf2nrwhTwRfAVbnwDCrgC+ktbF6aAL4KvcOMbUMAV0F/aujAFfBF8hRvfgAKugP7S1oUp4IvgK9z4BhRwBfSXti5MAV8EX+HGN6CAK6C/tHVhfhnwA2Of6GmEXK1WAAAAAElFTkSuQmCC",
  "base64",
);

test("a member uploads and crops an avatar, sees it in the header, and a password change signs out the other browser", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  // A fresh member: the demo admin's password is used by the other specs.
  const admin = await apiSignIn((await browser.newContext()).request);
  const member = await newMember(
    (await browser.newContext()).request,
    admin,
    await companyId((await browser.newContext()).request, admin),
    { name: `Petra Profil-${stamp}`, email: `petra-${stamp}@example.test` },
  );
  const here = await signedInPage(browser, member.email);
  const elsewhere = await signedInPage(browser, member.email);
  try {
    const { page, session } = here;
    await page.goto(`/profile/${session.userId}/detail`);
    const header = page.getByRole("banner");
    // Initials (at most 3 letters) until there is a picture.
    await expect(header.getByText("PP", { exact: true })).toBeVisible();
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: p.avatar.upload }).click();
    await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: picture });
    const crop = page.getByRole("dialog", { name: p.avatar.cropTitle });
    await expect(crop).toBeVisible();
    // Zoom in a little with the keyboard, then save the square.
    await crop.getByRole("slider").focus();
    await page.keyboard.press("ArrowRight");
    await crop.getByRole("button", { name: p.avatar.save }).click();
    await expect(crop).toBeHidden();
    await expect(header.getByRole("img", { name: member.name })).toBeVisible();
    await expect(page.getByRole("button", { name: p.avatar.remove })).toBeVisible();
    const stored = await page.request.get(`/api/users/${session.userId}/avatar`, { headers: bearer(session.token) });
    expect(stored.headers()["content-type"]).toBe("image/webp");

    // The other browser is signed in, then the password changes here.
    await elsewhere.page.goto("/");
    await expect(elsewhere.page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByLabel(p.password.current).fill(demo.password);
    await page.getByLabel(p.password.new).fill(`a-new-secret-${stamp}`);
    await page.getByLabel(p.password.confirm).fill(`a-new-secret-${stamp}`);
    await page.getByRole("button", { name: p.password.submit }).click();
    await expect(page.getByText(p.password.done)).toBeVisible();

    await elsewhere.page.reload();
    await expect(elsewhere.page).toHaveURL(/\/login/);
    // This browser stays signed in.
    await page.reload();
    await expect(page.getByRole("button", { name: p.password.submit })).toBeVisible();
    await expect(header.getByRole("img", { name: member.name })).toBeVisible();

    // The admin's profile, from the member's side: name and the shared company only.
    await page.goto(`/profile/${admin.userId}/detail`);
    await expect(page.getByRole("heading", { level: 2, name: demo.admin.name })).toBeVisible();
    await expect(page.getByRole("list", { name: p.public.sharedCompanies })).toContainText(demo.companies.nordic);
    await expect(page.getByText(demo.admin.email)).toHaveCount(0);
  } finally {
    await here.context.close();
    await elsewhere.context.close();
  }
});
