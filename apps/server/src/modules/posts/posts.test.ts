import { SocketEvent } from "@app/contract";
import { describe, expect, it } from "vitest";
import { createObject } from "../../../test/factories";
import { appWithTwoCompanies } from "../../../test/fixtures";
import { editor, newMember, publicationsUrl } from "../../../test/objects";
import { connected, openSocket } from "../../../test/sockets";

const { t, fx } = appWithTwoCompanies(editor);

const post = (companyId: string, token: string, publicationId: string, payload: Record<string, unknown>) =>
  t.api.as(token).post(publicationsUrl(companyId, `/${publicationId}/posts`), payload);

describe("messages", () => {
  it("posts in a message object, notifies the recipients at once and lists the latest for them", async () => {
    const reader = await newMember(t, fx.a.company.id, ["SeeObjectsWithoutGroup"]);
    const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const socket = openSocket(base, reader.token, reader.user.id);
    try {
      await connected(socket);
      const message = await new Promise<{ body: string }>((resolve) => {
        socket.once(SocketEvent.OrderMessage, resolve);
        void (async () => {
          const thread = await createObject(t, fx.a, fx.a.company.id, {
            type: "message",
            name: "Board news",
          });
          const created = await post(fx.a.company.id, fx.a.token, thread.id, {
            body: "Meeting at 10",
            recipientIds: [reader.user.id],
          });
          expect(created.statusCode).toBe(201);
          expect(created.json()).toMatchObject({
            body: "Meeting at 10",
            author: { id: fx.a.user.id },
            publication: { id: thread.id, name: "Board news" },
            recipients: [{ id: reader.user.id }],
          });
        })();
      });
      expect(message.body).toBe("Meeting at 10");
    } finally {
      socket.close();
    }
    const latest = await t.api.as(reader).get(`/api/companies/${fx.a.company.id}/posts?me=true&limit=7`);
    expect(latest.json().map((p: { body: string }) => p.body)).toEqual(["Meeting at 10"]);
    const notes = await t.api.as(reader).get(`/api/users/${reader.user.id}/notifications`);
    expect(notes.json().notifications[0].data.notification).toMatchObject({
      type: "MESSAGE",
      message: { title: "Board news" },
    });
    const authorsInbox = await t.api.as(fx.a).get(`/api/companies/${fx.a.company.id}/posts?me=true`);
    expect(authorsInbox.json()).toEqual([]);
  });

  it("posts only in message objects, to members of the company, with a body", async () => {
    const note = await createObject(t, fx.a, fx.a.company.id, { name: "Not a message" });
    const thread = await createObject(t, fx.a, fx.a.company.id, { type: "message", name: "Thread" });
    expect(
      (await post(fx.a.company.id, fx.a.token, note.id, { body: "x", recipientIds: [fx.a.user.id] })).statusCode,
    ).toBe(404);
    expect(
      (await post(fx.a.company.id, fx.a.token, thread.id, { body: "x", recipientIds: [fx.b.user.id] })).statusCode,
    ).toBe(400);
    expect(
      (await post(fx.a.company.id, fx.a.token, thread.id, { body: "", recipientIds: [fx.a.user.id] })).statusCode,
    ).toBe(400);
    expect((await post(fx.a.company.id, fx.a.token, thread.id, { body: "x", recipientIds: [] })).statusCode).toBe(400);
    const listed = await t.api.as(fx.a).get(publicationsUrl(fx.a.company.id, `/${thread.id}/posts`));
    expect(listed.json()).toEqual([]);
  });

  it("answers 404 for another company's thread, 403 for their company and 401 without a token", async () => {
    const theirs = await createObject(t, fx.b, fx.b.company.id, { type: "message", name: "B thread" });
    await post(fx.b.company.id, fx.b.token, theirs.id, { body: "B only", recipientIds: [fx.b.user.id] });
    expect(
      (await post(fx.a.company.id, fx.a.token, theirs.id, { body: "x", recipientIds: [fx.a.user.id] })).statusCode,
    ).toBe(404);
    expect((await t.api.as(fx.a).get(publicationsUrl(fx.a.company.id, `/${theirs.id}/posts`))).statusCode).toBe(404);
    expect((await t.api.as(fx.a).get(`/api/companies/${fx.b.company.id}/posts`)).statusCode).toBe(403);
    const mine = await t.api.as(fx.a).get(`/api/companies/${fx.a.company.id}/posts`);
    expect(mine.body).not.toContain("B only");
    expect((await t.api.anonymous().get(`/api/companies/${fx.a.company.id}/posts`)).statusCode).toBe(401);
  });
});
