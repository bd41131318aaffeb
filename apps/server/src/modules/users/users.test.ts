import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, twoCompanies } from "../../../test/fixtures";
import { bearer, createTestApp, type TestApp } from "../../../test/helpers";

let t: TestApp;
let fx: Awaited<ReturnType<typeof twoCompanies>>;
beforeAll(async () => {
  t = await createTestApp();
  fx = await twoCompanies(t.app, t.deps.db, ["DocumentReminders", "CertifyDocument"]);
});
afterAll(() => t.close());

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

describe("GET /users/:userId", () => {
  it("answers the current user with the language, Swedish by default", async () => {
    const response = await t.app.inject({ url: `/api/users/${fx.a.user.id}`, headers: bearer(fx.a.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: fx.a.user.id,
      name: fx.a.user.name,
      email: fx.a.user.email,
      language: "se",
      phone: null,
      hasAvatar: false,
    });
  });

  it("answers 404 for another user's id and 401 without a token", async () => {
    const other = await t.app.inject({ url: `/api/users/${fx.b.user.id}`, headers: bearer(fx.a.token) });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(fx.b.user.email);
    expect((await t.app.inject({ url: `/api/users/${fx.a.user.id}` })).statusCode).toBe(401);
  });
});

describe("PUT /users/:userId/language", () => {
  it("stores the language on the user", async () => {
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/users/${fx.a.user.id}/language`,
      headers: bearer(fx.a.token),
      payload: { language: "en" },
    });
    expect(put.statusCode).toBe(200);
    const me = await t.app.inject({ url: `/api/users/${fx.a.user.id}`, headers: bearer(fx.a.token) });
    expect(me.json().language).toBe("en");
  });

  it("rejects a language the product does not have, and another user's id", async () => {
    const bad = await t.app.inject({
      method: "PUT",
      url: `/api/users/${fx.a.user.id}/language`,
      headers: bearer(fx.a.token),
      payload: { language: "sv" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("language");
    const other = await t.app.inject({
      method: "PUT",
      url: `/api/users/${fx.b.user.id}/language`,
      headers: bearer(fx.a.token),
      payload: { language: "en" },
    });
    expect(other.statusCode).toBe(404);
    const b = await t.app.inject({ url: `/api/users/${fx.b.user.id}`, headers: bearer(fx.b.token) });
    expect(b.json().language).toBe("se");
  });
});

describe("GET /users/:userId/permissions", () => {
  it("answers the permissions in the chosen company", async () => {
    const response = await t.app.inject({
      url: `/api/users/${fx.a.user.id}/permissions?companyId=${fx.a.company.id}`,
      headers: bearer(fx.a.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().sort()).toEqual(["CertifyDocument", "DocumentReminders"]);
  });

  it("answers 403 for a company the user is not in and 401 without a token", async () => {
    const other = await t.app.inject({
      url: `/api/users/${fx.a.user.id}/permissions?companyId=${fx.b.company.id}`,
      headers: bearer(fx.a.token),
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      url: `/api/users/${fx.a.user.id}/permissions?companyId=${fx.a.company.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("avatars", () => {
  it("answers 404 until an image is uploaded, then the image as sent", async () => {
    const url = `/api/users/${fx.a.user.id}/avatar`;
    expect((await t.app.inject({ url, headers: bearer(fx.a.token) })).statusCode).toBe(404);
    const put = await t.app.inject({
      method: "PUT",
      url,
      headers: { ...bearer(fx.a.token), "content-type": "image/png" },
      payload: png,
    });
    expect(put.statusCode).toBe(200);
    const me = await t.app.inject({ url: `/api/users/${fx.a.user.id}`, headers: bearer(fx.a.token) });
    expect(me.json().hasAvatar).toBe(true);
    const get = await t.app.inject({ url: `${url}?decache=1`, headers: bearer(fx.a.token) });
    expect(get.statusCode).toBe(200);
    expect(get.headers["content-type"]).toBe("image/png");
    expect(get.headers["x-content-type-options"]).toBe("nosniff");
    expect(get.rawPayload.equals(png)).toBe(true);
  });

  it("shows a colleague's avatar but not that of a user in another company", async () => {
    const url = `/api/users/${fx.a.user.id}/avatar`;
    expect((await t.app.inject({ url, headers: bearer(fx.b.token) })).statusCode).toBe(404);
    await addMember(t.deps.db, fx.a.company.id, fx.b.user.id);
    expect((await t.app.inject({ url, headers: bearer(fx.b.token) })).statusCode).toBe(200);
  });

  it("refuses other content types and other users' avatars", async () => {
    const html = await t.app.inject({
      method: "PUT",
      url: `/api/users/${fx.a.user.id}/avatar`,
      headers: { ...bearer(fx.a.token), "content-type": "text/html" },
      payload: "<script>alert(1)</script>",
    });
    expect(html.statusCode).toBe(415);
    const other = await t.app.inject({
      method: "PUT",
      url: `/api/users/${fx.b.user.id}/avatar`,
      headers: { ...bearer(fx.a.token), "content-type": "image/png" },
      payload: png,
    });
    expect(other.statusCode).toBe(404);
  });
});
