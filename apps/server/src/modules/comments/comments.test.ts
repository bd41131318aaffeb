import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoCompanies } from "../../../test/fixtures";
import { bearer, createTestApp, type TestApp } from "../../../test/helpers";
import { createObject, editor, newMember, publicationsUrl } from "../../../test/objects";

let t: TestApp;
let fx: Awaited<ReturnType<typeof twoCompanies>>;
beforeAll(async () => {
  t = await createTestApp();
  fx = await twoCompanies(t.app, t.deps.db, [...editor, "CompanyActivities"]);
});
afterAll(() => t.close());

const comments = (companyId: string, publicationId: string, rest = "") =>
  publicationsUrl(companyId, `/${publicationId}/comments${rest}`);

describe("comments", () => {
  it("adds comments with author and time, newest last, and lists them in the company's activity", async () => {
    const object = await createObject(t.app, fx.a.token, fx.a.company.id, { name: "Lease" });
    const colleague = await newMember(t.app, t.deps.db, fx.a.company.id, editor);
    for (const [token, body] of [
      [fx.a.token, "First"],
      [colleague.token, "Second"],
    ] as const) {
      const response = await t.app.inject({
        method: "POST",
        url: comments(fx.a.company.id, object.id),
        headers: bearer(token),
        payload: { body },
      });
      expect(response.statusCode).toBe(201);
    }
    const list = (
      await t.app.inject({ url: comments(fx.a.company.id, object.id), headers: bearer(fx.a.token) })
    ).json();
    expect(list.map((c: { body: string }) => c.body)).toEqual(["First", "Second"]);
    expect(list[0].author).toEqual({ id: fx.a.user.id, name: fx.a.user.name });
    expect(Date.parse(list[0].createdAt)).not.toBeNaN();

    const activity = await t.app.inject({
      url: `/api/companies/${fx.a.company.id}/activities/comments`,
      headers: bearer(fx.a.token),
    });
    expect(activity.json().map((c: { body: string }) => c.body)).toEqual(["Second", "First"]);
    expect(activity.json()[0].publication).toEqual({ id: object.id, name: "Lease", type: "note" });
  });

  it("lets an author edit and delete their own comment only; an administrator may delete any", async () => {
    const object = await createObject(t.app, fx.a.token, fx.a.company.id, { name: "Contract" });
    const other = await newMember(t.app, t.deps.db, fx.a.company.id, editor);
    const admin = await newMember(t.app, t.deps.db, fx.a.company.id, ["CompanyAccountAdmin"]);
    const created = (
      await t.app.inject({
        method: "POST",
        url: comments(fx.a.company.id, object.id),
        headers: bearer(fx.a.token),
        payload: { body: "Mine" },
      })
    ).json();
    const path = comments(fx.a.company.id, object.id, `/${created.id}`);
    const edit = (token: string, body: string) =>
      t.app.inject({ method: "PUT", url: path, headers: bearer(token), payload: { body } });
    expect((await edit(other.token, "Theirs")).statusCode).toBe(403);
    expect((await edit(fx.a.token, "")).statusCode).toBe(400);
    expect((await edit(fx.a.token, "Mine, edited")).json().body).toBe("Mine, edited");
    expect((await t.app.inject({ method: "DELETE", url: path, headers: bearer(other.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: path, headers: bearer(admin.token) })).statusCode).toBe(200);
    const list = await t.app.inject({ url: comments(fx.a.company.id, object.id), headers: bearer(fx.a.token) });
    expect(list.json()).toEqual([]);
  });

  it("answers 404 for another company's object or comment and 401 without a token", async () => {
    const theirs = await createObject(t.app, fx.b.token, fx.b.company.id, { name: "B" });
    const theirComment = (
      await t.app.inject({
        method: "POST",
        url: comments(fx.b.company.id, theirs.id),
        headers: bearer(fx.b.token),
        payload: { body: "B only" },
      })
    ).json();
    const mine = await createObject(t.app, fx.a.token, fx.a.company.id, { name: "A" });
    const cases = [
      t.app.inject({ url: comments(fx.a.company.id, theirs.id), headers: bearer(fx.a.token) }),
      t.app.inject({
        method: "POST",
        url: comments(fx.a.company.id, theirs.id),
        headers: bearer(fx.a.token),
        payload: { body: "x" },
      }),
      t.app.inject({
        method: "PUT",
        url: comments(fx.a.company.id, mine.id, `/${theirComment.id}`),
        headers: bearer(fx.a.token),
        payload: { body: "x" },
      }),
      t.app.inject({
        method: "DELETE",
        url: comments(fx.a.company.id, mine.id, `/${theirComment.id}`),
        headers: bearer(fx.a.token),
      }),
    ];
    for (const response of await Promise.all(cases)) expect(response.statusCode).toBe(404);
    expect((await t.app.inject({ url: comments(fx.a.company.id, mine.id) })).statusCode).toBe(401);
    const still = await t.app.inject({ url: comments(fx.b.company.id, theirs.id), headers: bearer(fx.b.token) });
    expect(still.json().map((c: { body: string }) => c.body)).toEqual(["B only"]);
  });

  it("keeps the activity lists to members with CompanyActivities", async () => {
    const plain = await newMember(t.app, t.deps.db, fx.a.company.id, editor);
    for (const list of ["comments", "watched", "shared-links"]) {
      const url = `/api/companies/${fx.a.company.id}/activities/${list}`;
      expect((await t.app.inject({ url, headers: bearer(plain.token) })).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: bearer(fx.b.token) })).statusCode).toBe(403);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
