import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createObject } from "../../../test/factories";
import { appWithTwoCompanies } from "../../../test/fixtures";
import { editor, newMember, publicationsUrl } from "../../../test/objects";

const { t, fx } = appWithTwoCompanies([...editor, "CompanyActivities"]);

const comments = (companyId: string, publicationId: string, rest = "") =>
  publicationsUrl(companyId, `/${publicationId}/comments${rest}`);

describe("comments", () => {
  it("adds comments with author and time, newest last, and lists them in the company's activity", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Lease" });
    const colleague = await newMember(t, fx.a.company.id, editor);
    for (const [token, body] of [
      [fx.a.token, "First"],
      [colleague.token, "Second"],
    ] as const) {
      const response = await t.api.as(token).post(comments(fx.a.company.id, object.id), { body });
      expect(response.statusCode).toBe(201);
    }
    const list = (await t.api.as(fx.a).get(comments(fx.a.company.id, object.id))).json();
    expect(list.map((c: { body: string }) => c.body)).toEqual(["First", "Second"]);
    expect(list[0].author).toEqual({ id: fx.a.user.id, name: fx.a.user.name, hasAvatar: false });
    expect(Date.parse(list[0].createdAt)).not.toBeNaN();

    const activity = await t.api.as(fx.a).get(`/api/companies/${fx.a.company.id}/activities/comments`);
    expect(activity.json().map((c: { body: string }) => c.body)).toEqual(["Second", "First"]);
    expect(activity.json()[0].publication).toEqual({ id: object.id, name: "Lease", type: "note" });
  });

  it("says whether a comment's author has a picture, so the web asks only for those", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Pictures" });
    const colleague = await newMember(t, fx.a.company.id, editor);
    for (const token of [fx.a.token, colleague.token]) {
      expect((await t.api.as(token).post(comments(fx.a.company.id, object.id), { body: "Hi" })).statusCode).toBe(201);
    }
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const avatar = `/api/users/${colleague.user.id}/avatar`;
    const put = await t.api.as(colleague).put(avatar, png, { headers: { "content-type": "image/png" } });
    expect(put.statusCode).toBe(200);
    const read = async () =>
      (await t.api.as(fx.a).get(comments(fx.a.company.id, object.id)))
        .json()
        .map((c: { author: { id: string; hasAvatar: boolean } }) => [c.author.id, c.author.hasAvatar]);
    expect(await read()).toEqual([
      [fx.a.user.id, false],
      [colleague.user.id, true],
    ]);
    expect((await t.api.as(colleague).delete(avatar)).statusCode).toBe(200);
    expect(await read()).toEqual([
      [fx.a.user.id, false],
      [colleague.user.id, false],
    ]);
  });

  it("lets an author edit and delete their own comment only; an administrator may delete any", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Contract" });
    const other = await newMember(t, fx.a.company.id, editor);
    const admin = await newMember(t, fx.a.company.id, ["CompanyAccountAdmin"]);
    const created = (await t.api.as(fx.a).post(comments(fx.a.company.id, object.id), { body: "Mine" })).json();
    const path = comments(fx.a.company.id, object.id, `/${created.id}`);
    const edit = (token: string, body: string) => t.api.as(token).put(path, { body });
    expect((await edit(other.token, "Theirs")).statusCode).toBe(403);
    expect((await edit(fx.a.token, "")).statusCode).toBe(400);
    expect((await edit(fx.a.token, "Mine, edited")).json().body).toBe("Mine, edited");
    expect((await t.api.as(other).delete(path)).statusCode).toBe(403);
    expect((await t.api.as(admin).delete(path)).statusCode).toBe(200);
    const list = await t.api.as(fx.a).get(comments(fx.a.company.id, object.id));
    expect(list.json()).toEqual([]);
  });

  it("answers 404 for another company's object or comment and 401 without a token", async () => {
    const theirs = await createObject(t, fx.b, fx.b.company.id, { name: "B" });
    const theirComment = (await t.api.as(fx.b).post(comments(fx.b.company.id, theirs.id), { body: "B only" })).json();
    const mine = await createObject(t, fx.a, fx.a.company.id, { name: "A" });
    const cases = [
      t.api.as(fx.a).get(comments(fx.a.company.id, theirs.id)),
      t.api.as(fx.a).post(comments(fx.a.company.id, theirs.id), { body: "x" }),
      t.api.as(fx.a).put(comments(fx.a.company.id, mine.id, `/${theirComment.id}`), { body: "x" }),
      t.api.as(fx.a).delete(comments(fx.a.company.id, mine.id, `/${theirComment.id}`)),
    ];
    for (const response of await Promise.all(cases)) expect(response.statusCode).toBe(404);
    expect((await t.api.anonymous().get(comments(fx.a.company.id, mine.id))).statusCode).toBe(401);
    const still = await t.api.as(fx.b).get(comments(fx.b.company.id, theirs.id));
    expect(still.json().map((c: { body: string }) => c.body)).toEqual(["B only"]);
  });

  it("keeps the activity lists to members with CompanyActivities", async () => {
    const plain = await newMember(t, fx.a.company.id, editor);
    for (const list of ["comments", "watched", "shared-links"]) {
      const url = `/api/companies/${fx.a.company.id}/activities/${list}`;
      expect((await t.api.as(plain).get(url)).statusCode).toBe(403);
      expect((await t.api.as(fx.b).get(url)).statusCode).toBe(403);
      expect((await t.api.anonymous().get(url)).statusCode).toBe(401);
    }
  });
});
