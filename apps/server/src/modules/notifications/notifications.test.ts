import { SocketEvent } from "@app/contract";
import { and, eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNotice, createObject, createTask } from "../../../test/factories";
import { addMember, appWithTwoCompanies, createGroup, createUser, signIn } from "../../../test/fixtures";
import { editor, newMember, publicationsUrl } from "../../../test/objects";
import { connected, openSocket } from "../../../test/sockets";
import { withTenant } from "../../db/client";
import { notifications, outbox } from "../../db/schema";
import { deliverTasksDue } from "../../jobs/task-due";
import { insertNotifications } from "./notifications.queries";

const { t, fx } = appWithTwoCompanies([...editor, "DocumentReminders", "Tasks"]);
let base: string;
beforeAll(async () => {
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
});

const sockets: Socket[] = [];
afterAll(() => {
  for (const s of sockets) s.close();
});

function connect(token: string, userId: string) {
  const socket = openSocket(base, token, userId);
  sockets.push(socket);
  return socket;
}

const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

async function share(companyId: string, token: string, body: Record<string, string>) {
  const object = await createObject(t, token, companyId, { name: `Shared ${Object.values(body)[0]?.slice(0, 4)}` });
  const response = await t.api.as(token).post(publicationsUrl(companyId, `/${object.id}/shares`), body);
  expect(response.statusCode).toBe(200);
  return object;
}

describe("notifications", () => {
  it("notifies a user an object is shared with: who, what, which company; not the sharer", async () => {
    const colleague = await newMember(t, fx.a.company.id, editor);
    const object = await share(fx.a.company.id, fx.a.token, { userId: colleague.user.id });
    const list = await t.api.as(colleague).get(`/api/companies/${fx.a.company.id}/notifications?limit=51&offset=0`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      unView: 1,
      notifications: [
        {
          viewed: false,
          companyId: fx.a.company.id,
          data: {
            notification: {
              type: "PUBLICATION_SHARED",
              sourceUser: { id: fx.a.user.id, name: fx.a.user.name },
              publication: { id: object.id, name: object.name, type: "note" },
              company: { name: "Alpha AB" },
            },
          },
        },
      ],
    });
    const own = await t.api.as(fx.a).get(`/api/users/${fx.a.user.id}/notifications`);
    expect(own.json()).toEqual({ notifications: [], unView: 0 });
  });

  it("notifies every member of a group an object is shared with", async () => {
    const one = await newMember(t, fx.a.company.id, []);
    const two = await newMember(t, fx.a.company.id, []);
    const group = await createGroup(t.deps.db, fx.a.company.id, "Team", [one.user.id, two.user.id, fx.a.user.id]);
    await share(fx.a.company.id, fx.a.token, { groupId: group.id });
    for (const member of [one, two]) {
      const list = await t.api.as(member).get(`/api/users/${member.user.id}/notifications`);
      expect(list.json().unView).toBe(1);
    }
  });

  it("notifies a new manager and new assignees of a reminder", async () => {
    const manager = await newMember(t, fx.a.company.id, editor);
    const assignee = await newMember(t, fx.a.company.id, editor);
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Reminded" });
    await createNotice(t, fx.a, fx.a.company.id, {
      publicationId: object.id,
      title: "Call the landlord",
      managerId: manager.user.id,
      assigneeIds: [assignee.user.id],
    });
    const types = async (member: { user: { id: string }; token: string }) =>
      (await t.api.as(member).get(`/api/users/${member.user.id}/notifications`))
        .json()
        .notifications.map((n: { data: { notification: { type: string; text: string } } }) => [
          n.data.notification.type,
          n.data.notification.text,
        ]);
    expect(await types(manager)).toEqual([["NOTICE_MANAGER", "Call the landlord"]]);
    expect(await types(assignee)).toEqual([["NOTICE_ASSIGNEE", "Call the landlord"]]);
  });

  it("marks one and then all as read", async () => {
    const colleague = await newMember(t, fx.a.company.id, editor);
    await share(fx.a.company.id, fx.a.token, { userId: colleague.user.id });
    await share(fx.a.company.id, fx.a.token, { userId: colleague.user.id });
    const url = `/api/users/${colleague.user.id}/notifications`;
    const first = (await t.api.as(colleague).get(url)).json();
    expect(first.unView).toBe(2);
    const one = await t.api
      .as(colleague)
      .put(`/api/companies/${fx.a.company.id}/notifications/${first.notifications[0].id}`);
    expect(one.statusCode).toBe(200);
    expect((await t.api.as(colleague).get(url)).json().unView).toBe(1);
    await t.api.as(colleague).put(url);
    const after = (await t.api.as(colleague).get(url)).json();
    expect(after.unView).toBe(0);
    expect(after.notifications.every((n: { viewed: boolean }) => n.viewed)).toBe(true);
  });

  it("keeps users and companies apart: 404 for another's notification or user id, 403 and 401", async () => {
    const colleague = await newMember(t, fx.a.company.id, editor);
    await share(fx.a.company.id, fx.a.token, { userId: colleague.user.id });
    const theirs = (await t.api.as(colleague).get(`/api/users/${colleague.user.id}/notifications`)).json()
      .notifications[0];
    const cross = await t.api.as(fx.a).put(`/api/companies/${fx.a.company.id}/notifications/${theirs.id}`);
    expect(cross.statusCode).toBe(404);
    expect((await t.api.as(fx.a).get(`/api/users/${colleague.user.id}/notifications`)).statusCode).toBe(404);
    expect((await t.api.as(fx.a).put(`/api/users/${colleague.user.id}/notifications`)).statusCode).toBe(404);
    expect((await t.api.as(fx.b).get(`/api/companies/${fx.a.company.id}/notifications`)).statusCode).toBe(403);
    expect((await t.api.anonymous().get(`/api/companies/${fx.a.company.id}/notifications`)).statusCode).toBe(401);
    const still = (await t.api.as(colleague).get(`/api/users/${colleague.user.id}/notifications`)).json();
    expect(still.unView).toBe(1);
  });

  it("stores and emits nothing for a recipient who is not a member of the company when it is sent", async () => {
    const member = await newMember(t, fx.a.company.id, editor);
    const sent = await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
      insertNotifications(tx, fx.a.company.id, [member.user.id, fx.b.user.id], {
        type: "NOTICE_ASSIGNEE",
        sourceUser: null,
        company: { name: fx.a.company.name },
        publication: { id: fx.a.company.id, name: "Object", type: "note" },
        text: "Members only",
      }),
    );
    expect(sent.map((n) => n.userId)).toEqual([member.user.id]);
  });
});

describe("the realtime socket", () => {
  it("delivers a notification and read state to every tab of the user", async () => {
    const colleague = await newMember(t, fx.a.company.id, editor);
    const tabs = [connect(colleague.token, colleague.user.id), connect(colleague.token, colleague.user.id)];
    await Promise.all(tabs.map(connected));
    const arrived = tabs.map((tab) =>
      next<{ data: { notification: { type: string } } }>(tab, SocketEvent.Notification),
    );
    await share(fx.a.company.id, fx.a.token, { userId: colleague.user.id });
    for (const payload of await Promise.all(arrived)) expect(payload.data.notification.type).toBe("PUBLICATION_SHARED");

    const read = tabs.map((tab) => next<{ ids?: string[] }>(tab, SocketEvent.ReadNotification));
    await t.api.as(colleague).put(`/api/users/${colleague.user.id}/notifications`);
    for (const event of await Promise.all(read)) expect(event).toEqual({});
  });

  it("brings a member blocked from a company's web none of its notifications, on the socket or by mail", async () => {
    const blocked = await createUser(t.deps.db, { name: "Blocked Berit" });
    await addMember(t.deps.db, fx.a.company.id, blocked.id, { denyLoginOnWeb: true, permissions: editor });
    await addMember(t.deps.db, fx.b.company.id, blocked.id, { permissions: editor });
    const open = await newMember(t, fx.a.company.id, editor);
    const token = await signIn(t.app, blocked.email);
    const socket = connect(token, blocked.id);
    await connected(socket);
    const pushed: { companyId: string; data: { notification: { type: string } } }[] = [];
    socket.on(SocketEvent.Notification, (payload) => pushed.push(payload));

    // In the company that blocks them: a share, a reminder, a task (assigned, then due).
    await share(fx.a.company.id, fx.a.token, { userId: blocked.id });
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Blocked's object" });
    await createNotice(t, fx.a, fx.a.company.id, {
      publicationId: object.id,
      title: "Blocked reminder",
      assigneeIds: [blocked.id],
    });
    await createTask(t, fx.a, fx.a.company.id, {
      title: "Blocked task",
      dueDate: "2020-01-01",
      memberIds: [blocked.id, open.user.id],
    });
    expect(await deliverTasksDue(t.deps)).toBeGreaterThan(0);

    // In a company that lets them in: the one notification they get, after all the others were sent.
    const arrived = next<{ companyId: string }>(socket, SocketEvent.Notification);
    await share(fx.b.company.id, fx.b.token, { userId: blocked.id });
    expect((await arrived).companyId).toBe(fx.b.company.id);
    expect(pushed.map((n) => [n.companyId, n.data.notification.type])).toEqual([
      [fx.b.company.id, "PUBLICATION_SHARED"],
    ]);
    const stored = await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
      tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.companyId, fx.a.company.id), eq(notifications.userId, blocked.id))),
    );
    expect(stored).toEqual([]);
    const mailed = async (to: string) =>
      (await t.deps.db.select().from(outbox).where(eq(outbox.recipient, to))).map((m) => m.subject);
    expect(await mailed(blocked.email)).toEqual([]);
    expect(await mailed(open.user.email)).toEqual(["Ny uppgift: Blocked task", "Uppgift att göra: Blocked task"]);
  });

  it("refuses a socket without a token, with a bad token, or with another user's id", async () => {
    await expect(connected(connect("", fx.a.user.id))).rejects.toThrow("unauthorized");
    await expect(connected(connect("x".repeat(43), fx.a.user.id))).rejects.toThrow("unauthorized");
    await expect(connected(connect(fx.a.token, fx.b.user.id))).rejects.toThrow("unauthorized");
  });

  it("disconnects the socket when its session ends", async () => {
    const member = await newMember(t, fx.a.company.id, []);
    const socket = connect(member.token, member.user.id);
    await connected(socket);
    const closed = next<string>(socket, "disconnect");
    await t.api.as(member).post("/api/logout");
    expect(await closed).toBe("io server disconnect");
  });
});
