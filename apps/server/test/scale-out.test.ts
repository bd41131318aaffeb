import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SocketEvent } from "@app/contract";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { addMember, createCompany, createUser, PASSWORD } from "./fixtures";
import { createTestDb } from "./helpers";
import { needs } from "./needs";
import { s3Env } from "./s3";
import { startServer } from "./server-process";
import { connected, openSocket } from "./sockets";

const redisUrl = process.env.REDIS_URL;
async function signIn(url: string, email: string) {
  const response = await fetch(`${url}/api/authorize?appId=web`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return (await response.json()) as { token: string; userId: string };
}

// Fan-out between processes needs the real services: CI sets both (.ci/run).
describe("several server processes", needs({ DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: redisUrl }), () => {
  const children: ChildProcess[] = [];
  let ids: { companyId: string; sharer: { email: string }; recipient: { id: string; email: string } };
  let urls: string[];

  beforeAll(async () => {
    const database = await createTestDb();
    const company = await createCompany(database.db);
    const sharer = await createUser(database.db, { name: "Sharer" });
    const recipient = await createUser(database.db, { name: "Recipient" });
    await addMember(database.db, company.id, sharer.id, {
      permissions: ["PublicationCreate", "PublicationEdit", "PublicationShare", "SeeObjectsWithoutGroup"],
    });
    await addMember(database.db, company.id, recipient.id);
    await database.close();
    ids = { companyId: company.id, sharer, recipient };
    // Each process has a data directory of its own, as on separate hosts; files go to one S3 store.
    const servers = [0, 1].map(() =>
      startServer({
        DATABASE_URL: database.url ?? "",
        REDIS_URL: redisUrl ?? "",
        DATA_DIR: mkdtempSync(join(tmpdir(), "ws-host-")),
        ...s3Env(inject("s3Endpoint")),
      }),
    );
    children.push(...servers.map((s) => s.child));
    urls = await Promise.all(servers.map((s) => s.address));
  }, 60_000);

  afterAll(() => {
    for (const child of children) child.kill("SIGTERM");
  });

  it("delivers a notification caused through one process to a socket on the other", async () => {
    const [first, second] = urls as [string, string];
    const recipient = await signIn(second, ids.recipient.email);
    const socket = openSocket(second, recipient.token, recipient.userId);
    try {
      await connected(socket);
      const arrived = new Promise<{ data: { notification: { type: string; publication: { name: string } } } }>(
        (resolve) => socket.once(SocketEvent.Notification, resolve),
      );

      const sharer = await signIn(first, ids.sharer.email);
      const headers = { authorization: `Bearer ${sharer.token}`, "content-type": "application/json" };
      const created = await fetch(`${first}/api/companies/${ids.companyId}/publications`, {
        method: "POST",
        headers,
        body: JSON.stringify({ type: "note", name: "Across processes" }),
      });
      const object = (await created.json()) as { id: string };
      const shared = await fetch(`${first}/api/companies/${ids.companyId}/publications/${object.id}/shares`, {
        method: "POST",
        headers,
        body: JSON.stringify({ userId: recipient.userId }),
      });
      expect(shared.status).toBe(200);
      const payload = await arrived;
      expect(payload.data.notification).toMatchObject({
        type: "PUBLICATION_SHARED",
        publication: { name: "Across processes" },
      });
    } finally {
      socket.close();
    }
  });

  it("serves a file uploaded through one process from the other", async () => {
    const [first, second] = urls as [string, string];
    const sharer = await signIn(first, ids.sharer.email);
    const auth = { authorization: `Bearer ${sharer.token}` };
    const created = await fetch(`${first}/api/companies/${ids.companyId}/publications`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ type: "note", name: "File across hosts" }),
    });
    const object = (await created.json()) as { id: string };
    const form = new FormData();
    form.append("file", new Blob(["signed contract"], { type: "text/plain" }), "avtal.txt");
    const files = `/api/companies/${ids.companyId}/publications/${object.id}/files`;
    const uploaded = await fetch(`${first}${files}`, { method: "POST", headers: auth, body: form });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const downloaded = await fetch(`${second}${files}/${id}`, { headers: auth });
    expect(downloaded.status).toBe(200);
    expect(await downloaded.text()).toBe("signed contract");
  });
});
