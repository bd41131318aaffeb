import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createGroup, twoCompanies } from "../../../test/fixtures";
import { bearer, createTestApp, type TestApp } from "../../../test/helpers";
import { createObject, editor, newMember, publicationsUrl } from "../../../test/objects";

let t: TestApp;
let fx: Awaited<ReturnType<typeof twoCompanies>>;
beforeAll(async () => {
  t = await createTestApp();
  fx = await twoCompanies(t.app, t.deps.db, editor);
});
afterAll(() => t.close());

const shares = (companyId: string, publicationId: string, rest = "") =>
  publicationsUrl(companyId, `/${publicationId}/shares${rest}`);

describe("sharing", () => {
  it("shares an object with a guest, who then sees it read-only, and unshares it", async () => {
    const guest = await newMember(t.app, t.deps.db, fx.a.company.id, [], "GUEST");
    const object = await createObject(t.app, fx.a.token, fx.a.company.id, { name: "Offer" });
    await createObject(t.app, fx.a.token, fx.a.company.id, { name: "Internal" });
    const shared = await t.app.inject({
      method: "POST",
      url: shares(fx.a.company.id, object.id),
      headers: bearer(fx.a.token),
      payload: { userId: guest.user.id },
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject([{ user: { id: guest.user.id }, group: null }]);

    const list = await t.app.inject({ url: publicationsUrl(fx.a.company.id), headers: bearer(guest.token) });
    expect(list.json().map((p: { name: string }) => p.name)).toEqual(["Offer"]);
    const page = await t.app.inject({
      url: publicationsUrl(fx.a.company.id, `/${object.id}`),
      headers: bearer(guest.token),
    });
    expect(page.json().can).toEqual({ edit: false, archive: false, share: false, unlock: false });
    const save = await t.app.inject({
      method: "PUT",
      url: publicationsUrl(fx.a.company.id, `/${object.id}`),
      headers: bearer(guest.token),
      payload: { name: "Changed by guest" },
    });
    expect(save.statusCode).toBe(403);

    const shareId = shared.json()[0].id;
    const removed = await t.app.inject({
      method: "DELETE",
      url: shares(fx.a.company.id, object.id, `/${shareId}`),
      headers: bearer(fx.a.token),
    });
    expect(removed.statusCode).toBe(200);
    const after = await t.app.inject({
      url: publicationsUrl(fx.a.company.id, `/${object.id}`),
      headers: bearer(guest.token),
    });
    expect(after.statusCode).toBe(404);
  });

  it("shares with a group: its members see the object", async () => {
    const member = await newMember(t.app, t.deps.db, fx.a.company.id, []);
    const group = await createGroup(t.deps.db, fx.a.company.id, "Sales", [member.user.id]);
    const object = await createObject(t.app, fx.a.token, fx.a.company.id, { name: "Price list" });
    const before = await t.app.inject({
      url: publicationsUrl(fx.a.company.id, `/${object.id}`),
      headers: bearer(member.token),
    });
    expect(before.statusCode).toBe(404);
    await t.app.inject({
      method: "POST",
      url: shares(fx.a.company.id, object.id),
      headers: bearer(fx.a.token),
      payload: { groupId: group.id },
    });
    const after = await t.app.inject({
      url: publicationsUrl(fx.a.company.id, `/${object.id}`),
      headers: bearer(member.token),
    });
    expect(after.statusCode).toBe(200);
  });

  it("refuses users and groups of another company, both or neither, and sharers without the permission", async () => {
    const object = await createObject(t.app, fx.a.token, fx.a.company.id, { name: "Guarded" });
    const groupOfB = await createGroup(t.deps.db, fx.b.company.id, "B team");
    const cases: [Record<string, unknown>, number][] = [
      [{ userId: fx.b.user.id }, 400],
      [{ groupId: groupOfB.id }, 400],
      [{}, 400],
      [{ userId: fx.a.user.id, groupId: groupOfB.id }, 400],
    ];
    for (const [payload, status] of cases) {
      const response = await t.app.inject({
        method: "POST",
        url: shares(fx.a.company.id, object.id),
        headers: bearer(fx.a.token),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    }
    const reader = await newMember(t.app, t.deps.db, fx.a.company.id, ["SeeObjectsWithoutGroup"]);
    const refused = await t.app.inject({
      method: "POST",
      url: shares(fx.a.company.id, object.id),
      headers: bearer(reader.token),
      payload: { userId: reader.user.id },
    });
    expect(refused.statusCode).toBe(403);
    const list = await t.app.inject({ url: shares(fx.a.company.id, object.id), headers: bearer(fx.a.token) });
    expect(list.json()).toEqual([]);
  });

  it("answers 404 for another company's object and 401 without a token", async () => {
    const theirs = await createObject(t.app, fx.b.token, fx.b.company.id, { name: "B" });
    const get = await t.app.inject({ url: shares(fx.a.company.id, theirs.id), headers: bearer(fx.a.token) });
    expect(get.statusCode).toBe(404);
    const post = await t.app.inject({
      method: "POST",
      url: shares(fx.a.company.id, theirs.id),
      headers: bearer(fx.a.token),
      payload: { userId: fx.a.user.id },
    });
    expect(post.statusCode).toBe(404);
    expect((await t.app.inject({ url: shares(fx.b.company.id, theirs.id) })).statusCode).toBe(401);
  });
});

describe("GET /publication-collabrations", () => {
  it("lists objects shared with the user in every company they belong to, and nothing else", async () => {
    await addMember(t.deps.db, fx.b.company.id, fx.a.user.id, { type: "GUEST" });
    const sharedFromB = await createObject(t.app, fx.b.token, fx.b.company.id, { name: "Joint venture" });
    await createObject(t.app, fx.b.token, fx.b.company.id, { name: "B internal" });
    await t.app.inject({
      method: "POST",
      url: shares(fx.b.company.id, sharedFromB.id),
      headers: bearer(fx.b.token),
      payload: { userId: fx.a.user.id },
    });
    const response = await t.app.inject({ url: "/api/publication-collabrations", headers: bearer(fx.a.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([
      { id: sharedFromB.id, name: "Joint venture", company: { id: fx.b.company.id, name: "Beta AB" } },
    ]);
    const forB = await t.app.inject({ url: "/api/publication-collabrations", headers: bearer(fx.b.token) });
    expect(forB.json()).toEqual([]);
    expect((await t.app.inject({ url: "/api/publication-collabrations" })).statusCode).toBe(401);
  });
});
