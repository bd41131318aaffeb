import { describe, expect, it } from "vitest";
import { createObject } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createGroup } from "../../../test/fixtures";
import { editor, newMember, publicationsUrl } from "../../../test/objects";

const { t, fx } = appWithTwoCompanies(editor);

const shares = (companyId: string, publicationId: string, rest = "") =>
  publicationsUrl(companyId, `/${publicationId}/shares${rest}`);

describe("sharing", () => {
  it("shares an object with a guest, who then sees it read-only, and unshares it", async () => {
    const guest = await newMember(t, fx.a.company.id, [], "GUEST");
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Offer" });
    await createObject(t, fx.a, fx.a.company.id, { name: "Internal" });
    const shared = await t.api.as(fx.a).post(shares(fx.a.company.id, object.id), { userId: guest.user.id });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject([{ user: { id: guest.user.id }, group: null }]);

    const list = await t.api.as(guest).get(publicationsUrl(fx.a.company.id));
    expect(list.json().map((p: { name: string }) => p.name)).toEqual(["Offer"]);
    const page = await t.api.as(guest).get(publicationsUrl(fx.a.company.id, `/${object.id}`));
    expect(page.json().can).toEqual({ edit: false, archive: false, share: false, unlock: false });
    const save = await t.api
      .as(guest)
      .put(publicationsUrl(fx.a.company.id, `/${object.id}`), { name: "Changed by guest" });
    expect(save.statusCode).toBe(403);

    const shareId = shared.json()[0].id;
    const removed = await t.api.as(fx.a).delete(shares(fx.a.company.id, object.id, `/${shareId}`));
    expect(removed.statusCode).toBe(200);
    const after = await t.api.as(guest).get(publicationsUrl(fx.a.company.id, `/${object.id}`));
    expect(after.statusCode).toBe(404);
  });

  it("shares with a group: its members see the object", async () => {
    const member = await newMember(t, fx.a.company.id, []);
    const group = await createGroup(t.deps.db, fx.a.company.id, "Sales", [member.user.id]);
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Price list" });
    const before = await t.api.as(member).get(publicationsUrl(fx.a.company.id, `/${object.id}`));
    expect(before.statusCode).toBe(404);
    await t.api.as(fx.a).post(shares(fx.a.company.id, object.id), { groupId: group.id });
    const after = await t.api.as(member).get(publicationsUrl(fx.a.company.id, `/${object.id}`));
    expect(after.statusCode).toBe(200);
  });

  it("refuses users and groups of another company, both or neither, and sharers without the permission", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Guarded" });
    const groupOfB = await createGroup(t.deps.db, fx.b.company.id, "B team");
    const cases: [Record<string, unknown>, number][] = [
      [{ userId: fx.b.user.id }, 400],
      [{ groupId: groupOfB.id }, 400],
      [{}, 400],
      [{ userId: fx.a.user.id, groupId: groupOfB.id }, 400],
    ];
    for (const [payload, status] of cases) {
      const response = await t.api.as(fx.a).post(shares(fx.a.company.id, object.id), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    }
    const reader = await newMember(t, fx.a.company.id, ["SeeObjectsWithoutGroup"]);
    const refused = await t.api.as(reader).post(shares(fx.a.company.id, object.id), { userId: reader.user.id });
    expect(refused.statusCode).toBe(403);
    const list = await t.api.as(fx.a).get(shares(fx.a.company.id, object.id));
    expect(list.json()).toEqual([]);
  });

  it("answers 404 for another company's object and 401 without a token", async () => {
    const theirs = await createObject(t, fx.b, fx.b.company.id, { name: "B" });
    const get = await t.api.as(fx.a).get(shares(fx.a.company.id, theirs.id));
    expect(get.statusCode).toBe(404);
    const post = await t.api.as(fx.a).post(shares(fx.a.company.id, theirs.id), { userId: fx.a.user.id });
    expect(post.statusCode).toBe(404);
    expect((await t.api.anonymous().get(shares(fx.b.company.id, theirs.id))).statusCode).toBe(401);
  });
});

describe("GET /publication-collabrations", () => {
  it("lists objects shared with the user in every company they belong to, and nothing else", async () => {
    await addMember(t.deps.db, fx.b.company.id, fx.a.user.id, { type: "GUEST" });
    const sharedFromB = await createObject(t, fx.b, fx.b.company.id, { name: "Joint venture" });
    await createObject(t, fx.b, fx.b.company.id, { name: "B internal" });
    await t.api.as(fx.b).post(shares(fx.b.company.id, sharedFromB.id), { userId: fx.a.user.id });
    const response = await t.api.as(fx.a).get("/api/publication-collabrations");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([
      { id: sharedFromB.id, name: "Joint venture", company: { id: fx.b.company.id, name: "Beta AB" } },
    ]);
    const forB = await t.api.as(fx.b).get("/api/publication-collabrations");
    expect(forB.json()).toEqual([]);
    expect((await t.api.anonymous().get("/api/publication-collabrations")).statusCode).toBe(401);
  });
});
