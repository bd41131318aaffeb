import { afterEach, describe, expect, it, vi } from "vitest";
import { createObject } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createCompany } from "../../../test/fixtures";
import { editor, publicationsUrl } from "../../../test/objects";

const { t, fx } = appWithTwoCompanies([...editor, "CompanyActivities"]);

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

async function createLink(companyId: string, token: string, publicationId: string, expiresAt = tomorrow()) {
  return t.api.as(token).post(publicationsUrl(companyId, `/${publicationId}/shared-links`), { expiresAt });
}

describe("shared links", () => {
  it("opens one object read-only without an account until it is revoked", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, {
      name: "Public offer",
      body: "<p>Terms</p>",
    });
    const created = await createLink(fx.a.company.id, fx.a.token, object.id);
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link.path).toMatch(new RegExp(`^/shared/${fx.a.company.id}/[A-Za-z0-9_-]{43}$`));

    const open = await t.api.anonymous().get(`/api${link.path}`);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ name: "Public offer", body: "<p>Terms</p>", company: { name: "Alpha AB" } });
    expect(open.body).not.toContain(fx.a.company.id);

    const activity = await t.api.as(fx.a).get(`/api/companies/${fx.a.company.id}/activities/shared-links`);
    expect(activity.json().map((l: { id: string }) => l.id)).toContain(link.id);

    const revoke = await t.api.as(fx.a).delete(`/api/companies/${fx.a.company.id}/shared-links/${link.id}`);
    expect(revoke.statusCode).toBe(200);
    expect((await t.api.anonymous().get(`/api${link.path}`)).statusCode).toBe(404);
  });

  it("never shows an archived object, and refuses a wrong token or another company's id", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Soon archived" });
    const link = (await createLink(fx.a.company.id, fx.a.token, object.id)).json();
    const [, , , token] = link.path.split("/");
    expect((await t.api.anonymous().get(`/api/shared/${fx.b.company.id}/${token}`)).statusCode).toBe(404);
    expect((await t.api.anonymous().get(`/api/shared/${fx.a.company.id}/${"x".repeat(43)}`)).statusCode).toBe(404);
    await t.api.as(fx.a).post(publicationsUrl(fx.a.company.id, `/${object.id}/archive`));
    expect((await t.api.anonymous().get(`/api${link.path}`)).statusCode).toBe(404);
  });

  it("rejects a past or invalid expiry date", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Dated" });
    expect((await createLink(fx.a.company.id, fx.a.token, object.id, "2020-01-01")).statusCode).toBe(400);
    expect((await createLink(fx.a.company.id, fx.a.token, object.id, "tomorrow")).statusCode).toBe(400);
  });

  it("answers 404 for another company's object or link and 401 without a token", async () => {
    const theirs = await createObject(t, fx.b, fx.b.company.id, { name: "B" });
    const theirLink = (await createLink(fx.b.company.id, fx.b.token, theirs.id)).json();
    expect((await createLink(fx.a.company.id, fx.a.token, theirs.id)).statusCode).toBe(404);
    const revoke = await t.api.as(fx.a).delete(`/api/companies/${fx.a.company.id}/shared-links/${theirLink.id}`);
    expect(revoke.statusCode).toBe(404);
    expect((await t.api.anonymous().get(`/api${theirLink.path}`)).statusCode).toBe(200);
    const anonymous = await t.api
      .anonymous()
      .post(publicationsUrl(fx.b.company.id, `/${theirs.id}/shared-links`), { expiresAt: tomorrow() });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("a link's expiry day is the company's (its time zone)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("at 23:30 UTC on a December day, that day has passed in Stockholm but not in New York, where the link lasts to its midnight", async () => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2026-12-06T23:30:00Z"));
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Stockholm's" });
    expect((await createLink(fx.a.company.id, fx.a.token, object.id, "2026-12-06")).statusCode).toBe(400);
    const stockholm = await createLink(fx.a.company.id, fx.a.token, object.id, "2026-12-07");
    expect(stockholm.statusCode).toBe(201);
    expect(stockholm.json().expiresAt).toBe("2026-12-07T22:59:59.999Z");

    const newYork = await createCompany(t.deps.db, { timeZone: "America/New_York" });
    await addMember(t.deps.db, newYork.id, fx.a.user.id, { permissions: [...editor, "CompanyActivities"] });
    const theirs = await createObject(t, fx.a, newYork.id, { name: "New York's" });
    const created = await createLink(newYork.id, fx.a.token, theirs.id, "2026-12-06");
    expect(created.statusCode).toBe(201);
    expect(created.json().expiresAt).toBe("2026-12-07T04:59:59.999Z");
  });
});
