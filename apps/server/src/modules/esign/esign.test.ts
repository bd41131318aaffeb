import { createHash } from "node:crypto";
import { ErrorCode, type EsignRequest, type Permission } from "@app/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { created, createEsign, createObject, uploadFile } from "../../../test/factories";
import { allFeatures, createCompany, createUser } from "../../../test/fixtures";
import { createTestApp, lastMessage, type TestApp } from "../../../test/helpers";
import { editor, newMember } from "../../../test/objects";
import { samplePdf } from "../../../test/pdf";
import { withTenant } from "../../db/client";
import { esignEvents } from "../../db/schema";

const requesterRights: Permission[] = [...editor, "CertifyDocument"];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hex = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const outsider = () => `outside-${Math.random().toString(36).slice(2)}@example.test`;

/** A company of its own: a requester, two members to sign, and one who oversees all requests. */
async function world(features = allFeatures) {
  const company = await createCompany(t.deps.db, { enabledFeatures: features });
  const companyId = company.id;
  const requester = await newMember(t, companyId, requesterRights);
  const anna = await newMember(t, companyId, []);
  const bo = await newMember(t, companyId, ["CertifyDocument"]);
  const overseer = await newMember(t, companyId, ["CertifyDocument", "Esign"]);
  const base = `/api/companies/${companyId}`;
  /** An e-sign object with one PDF file; answers both. */
  const object = async (name = "Lease", pdf = samplePdf(name)) => {
    const publication = await createObject(t, requester, companyId, { type: "esign", name });
    const file = created(
      await uploadFile(
        t,
        requester,
        `${base}/publications/${publication.id}/files`,
        `${name}.pdf`,
        "application/pdf",
        pdf,
      ),
    );
    return { publication, file, pdf };
  };
  const request = async (body: Record<string, unknown> = {}, name = "Lease") => {
    const { publication, file } = await object(name);
    return createEsign(t, requester, companyId, publication.id, {
      fileId: file.id,
      signers: [{ userId: anna.user.id }],
      deadline: inDays(30),
      ...body,
    }) as Promise<EsignRequest>;
  };
  return { companyId, base, requester, anna, bo, overseer, object, request };
}

describe("creating a signing request", () => {
  it("sends a PDF of the object to members and an outside person, with the file's SHA-256 taken at sending", async () => {
    const w = await world();
    const { publication, file, pdf } = await w.object("Office lease");
    const email = outsider();
    const response = await t.api.as(w.requester).post(`${w.base}/publications/${publication.id}/e-signs`, {
      fileId: file.id,
      signers: [{ userId: w.anna.user.id }, { name: "Olle Outside", email }, { userId: w.bo.user.id, role: "viewer" }],
      deadline: inDays(14),
      message: "Please sign before Friday.",
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as EsignRequest;
    expect(body).toMatchObject({
      status: "active",
      deadline: inDays(14),
      publication: { id: publication.id, name: "Office lease" },
      sharedBy: { email: w.requester.user.email },
      order: "parallel",
      level: "simple",
      endReason: null,
      message: "Please sign before Friday.",
      document: { fileId: file.id, name: "Office lease.pdf", sha256: hex(pdf) },
    });
    expect(body.signers.map((s) => [s.position, s.name, s.role, s.status])).toEqual([
      [1, w.anna.user.name, "signer", "asked"],
      [2, "Olle Outside", "signer", "asked"],
      [3, w.bo.user.name, "viewer", "waiting"],
    ]);
    expect(body.events.map((e) => [e.type, e.actor?.email])).toEqual([
      ["created", w.requester.user.email],
      ["sent", w.requester.user.email],
      ["sent", w.requester.user.email],
    ]);
    const mail = await lastMessage(t.deps, email);
    expect(mail?.body).toContain(`/e-sign/${w.companyId}/`);
    expect(mail?.body).toContain("Please sign before Friday.");
    const bell = (await t.api.as(w.anna).get(`${w.base}/notifications`)).json();
    expect(bell.notifications[0].data.notification).toMatchObject({
      type: "ESIGN_SHARED",
      publication: { id: publication.id, name: "Office lease" },
      sourceUser: { id: w.requester.user.id },
    });
    expect((await lastMessage(t.deps, w.anna.user.email))?.body).toContain(`/publications/${publication.id}`);
  });

  it("asks only the first signer of a sequential request", async () => {
    const w = await world();
    const body = await w.request({
      order: "sequential",
      signers: [{ userId: w.bo.user.id }, { userId: w.anna.user.id }],
    });
    expect(body.signers.map((s) => s.status)).toEqual(["asked", "waiting"]);
    expect(body.events.filter((e) => e.type === "sent")).toHaveLength(1);
  });

  it("refuses anything but a PDF with a clear message", async () => {
    const w = await world();
    const { publication } = await w.object();
    const url = `${w.base}/publications/${publication.id}/files`;
    const word = created(await uploadFile(t, w.requester, url, "lease.docx", "application/msword", "not a pdf"));
    const disguised = created(await uploadFile(t, w.requester, url, "lease.pdf", "application/pdf", "PK not a pdf"));
    for (const file of [word, disguised]) {
      const response = await t.api.as(w.requester).post(`${w.base}/publications/${publication.id}/e-signs`, {
        fileId: file.id,
        signers: [{ userId: w.anna.user.id }],
        deadline: inDays(3),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: ErrorCode.UnsupportedMediaType, field: "fileId" });
      expect(response.json().message).toMatch(/Only PDF files can be signed/);
    }
  });

  it("refuses a past deadline, unknown members, a person twice and a file of another object", async () => {
    const w = await world();
    const { publication, file } = await w.object();
    const other = await w.object("Other");
    const url = `${w.base}/publications/${publication.id}/e-signs`;
    const base = { fileId: file.id, signers: [{ userId: w.anna.user.id }], deadline: inDays(3) };
    const stranger = await createUser(t.deps.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ deadline: "2020-01-01" }, "deadline"],
      [{ signers: [{ userId: stranger.id }] }, "signers"],
      [
        { signers: [{ userId: w.anna.user.id }, { name: "Anna again", email: w.anna.user.email.toUpperCase() }] },
        "signers",
      ],
      [{ fileId: other.file.id }, "fileId"],
      [{ signers: [{ userId: w.anna.user.id, role: "viewer" }] }, "signers"],
    ];
    for (const [change, field] of cases) {
      const response = await t.api.as(w.requester).post(url, { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().field, JSON.stringify(change)).toBe(field);
    }
  });

  it("needs CertifyDocument and the company's esign feature", async () => {
    const w = await world();
    const { publication, file } = await w.object();
    const body = { fileId: file.id, signers: [{ userId: w.bo.user.id }], deadline: inDays(3) };
    const editorOnly = await newMember(t, w.companyId, editor);
    expect((await t.api.as(editorOnly).post(`${w.base}/publications/${publication.id}/e-signs`, body)).statusCode).toBe(
      403,
    );
    expect((await t.api.as(editorOnly).get(`${w.base}/e-signs-share`)).statusCode).toBe(403);
    const off = await world({ ...allFeatures, esign: false });
    const offObject = await off.object();
    const refused = await t.api.as(off.requester).post(`${off.base}/publications/${offObject.publication.id}/e-signs`, {
      ...body,
      fileId: offObject.file.id,
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.api.as(off.requester).get(`${off.base}/e-signs-share`)).statusCode).toBe(403);
  });
});

describe("the e-sign list", () => {
  it("shows the spec's E-sign share, active by default, filtered by status and deadline", async () => {
    const w = await world();
    const soon = await w.request({ deadline: inDays(5) }, "Soon");
    const later = await w.request({ deadline: inDays(40) }, "Later");
    const cancelled = await w.request({}, "Cancelled");
    await t.api.as(w.requester).post(`${w.base}/e-signs/${cancelled.id}/cancel`);
    const list = (query = "") => t.api.as(w.requester).get(`${w.base}/e-signs-share${query}`);
    const active = (await list()).json();
    expect(active.map((s: { id: string }) => s.id)).toEqual([later.id, soon.id]);
    expect(active[1]).toEqual({
      id: soon.id,
      createdAt: soon.createdAt,
      deadline: inDays(5),
      status: "active",
      publication: soon.publication,
      sharedBy: { email: w.requester.user.email },
    });
    expect((await list("?status=inactive")).json().map((s: { id: string }) => s.id)).toEqual([cancelled.id]);
    expect((await list("?status=complete")).json()).toEqual([]);
    expect((await list(`?deadline=${inDays(10)}`)).json().map((s: { id: string }) => s.id)).toEqual([soon.id]);
    expect((await list("?status=done")).statusCode).toBe(400);
  });

  it("sorts by name, created date and deadline in both directions and pages by offset", async () => {
    const w = await world();
    const b = await w.request({ deadline: inDays(3) }, "Bravo");
    const a = await w.request({ deadline: inDays(9) }, "alpha");
    const c = await w.request({ deadline: inDays(6) }, "Charlie");
    const ids = async (query: string) =>
      (await t.api.as(w.requester).get(`${w.base}/e-signs-share?${query}`)).json().map((s: { id: string }) => s.id);
    expect(await ids("sort=name&direction=asc")).toEqual([a.id, b.id, c.id]);
    expect(await ids("sort=name&direction=desc")).toEqual([c.id, b.id, a.id]);
    expect(await ids("sort=created&direction=asc")).toEqual([b.id, a.id, c.id]);
    expect(await ids("sort=deadline&direction=asc")).toEqual([b.id, c.id, a.id]);
    expect(await ids("sort=deadline&direction=desc")).toEqual([a.id, c.id, b.id]);
    expect(await ids("sort=name&direction=asc&limit=2&offset=0")).toEqual([a.id, b.id]);
    expect(await ids("sort=name&direction=asc&limit=2&offset=2")).toEqual([c.id]);
    expect((await t.api.as(w.requester).get(`${w.base}/e-signs-share?limit=22`)).statusCode).toBe(400);
  });

  it("shows a member their own requests and those they are asked in; the e-sign permission shows all", async () => {
    const w = await world();
    const asksAnna = await w.request({}, "Anna's");
    const asksBo = await w.request({ signers: [{ userId: w.bo.user.id }] }, "Bo's");
    const other = await newMember(t, w.companyId, ["CertifyDocument"]);
    const seen = async (who: { token: string }) =>
      (await t.api.as(who).get(`${w.base}/e-signs-share?sort=name&direction=asc`))
        .json()
        .map((s: { id: string }) => s.id);
    expect(await seen(w.requester)).toEqual([asksAnna.id, asksBo.id]);
    expect(await seen(w.bo)).toEqual([asksBo.id]);
    expect(await seen(other)).toEqual([]);
    expect(await seen(w.overseer)).toEqual([asksAnna.id, asksBo.id]);
    expect((await t.api.as(other).get(`${w.base}/e-signs/${asksBo.id}`)).statusCode).toBe(404);
    expect((await t.api.as(w.bo).get(`${w.base}/e-signs/${asksBo.id}`)).json()).toEqual(asksBo);
  });
});

describe("reminding and cancelling", () => {
  it("reminds those asked who have not signed, with a new link for an outside person", async () => {
    const w = await world();
    const email = outsider();
    const request = await w.request({ signers: [{ userId: w.anna.user.id }, { name: "Outside", email }] });
    const first = (await lastMessage(t.deps, email))?.body;
    const response = await t.api.as(w.requester).post(`${w.base}/e-signs/${request.id}/remind`);
    expect(response.statusCode, response.body).toBe(200);
    const events = (response.json() as EsignRequest).events.filter((e) => e.type === "reminded");
    expect(events.map((e) => e.signerId)).toEqual(request.signers.map((s) => s.id));
    const second = await lastMessage(t.deps, email);
    expect(second?.subject).toMatch(/^(Reminder|Påminnelse)/);
    expect(second?.body).not.toEqual(first);
  });

  it("cancels an active request once; only the requester or the e-sign permission may", async () => {
    const w = await world();
    const request = await w.request({ signers: [{ userId: w.bo.user.id }] });
    expect((await t.api.as(w.bo).post(`${w.base}/e-signs/${request.id}/cancel`)).statusCode).toBe(403);
    expect((await t.api.as(w.bo).post(`${w.base}/e-signs/${request.id}/remind`)).statusCode).toBe(403);
    const response = await t.api.as(w.overseer).post(`${w.base}/e-signs/${request.id}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "inactive", endReason: "cancelled" });
    expect(response.json().events.at(-1)).toMatchObject({ type: "cancelled", actor: { email: w.overseer.user.email } });
    for (const action of ["cancel", "remind"]) {
      const again = await t.api.as(w.requester).post(`${w.base}/e-signs/${request.id}/${action}`);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe(ErrorCode.EsignClosed);
    }
  });
});

describe("the audit trail", () => {
  it("records the address and browser, chains each event to the one before, and cannot be changed", async () => {
    const w = await world();
    const { publication, file } = await w.object();
    const response = await t.api
      .as(w.requester)
      .post(
        `${w.base}/publications/${publication.id}/e-signs`,
        { fileId: file.id, signers: [{ userId: w.anna.user.id }], deadline: inDays(3) },
        { headers: { "user-agent": "TestBrowser/1.0" }, remoteAddress: "203.0.113.9" },
      );
    const request = response.json() as EsignRequest;
    expect(request.events[0]).toMatchObject({ ip: "203.0.113.9", userAgent: "TestBrowser/1.0" });
    await withTenant(t.deps.db, { companyIds: [w.companyId] }, async (tx) => {
      const rows = await tx
        .select()
        .from(esignEvents)
        .where(and(eq(esignEvents.companyId, w.companyId), eq(esignEvents.requestId, request.id)))
        .orderBy(esignEvents.seq);
      expect(rows.map((r) => r.seq)).toEqual([1, 2]);
      expect(rows[0]?.prevHash).toBe("0".repeat(64));
      expect(rows[1]?.prevHash).toBe(rows[0]?.hash);
    });
    const change = withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
      tx.update(esignEvents).set({ type: "signed" }).where(eq(esignEvents.requestId, request.id)),
    );
    await expect(change).rejects.toThrow();
    const remove = withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
      tx.delete(esignEvents).where(eq(esignEvents.requestId, request.id)),
    );
    await expect(remove).rejects.toThrow();
  });
});

describe("another company", () => {
  it("answers 404 for another company's request, object and file through one's own company", async () => {
    const a = await world();
    const b = await world();
    const request = await b.request();
    const { publication, file } = await b.object();
    expect((await t.api.as(a.overseer).get(`${a.base}/e-signs/${request.id}`)).statusCode).toBe(404);
    expect((await t.api.as(a.overseer).post(`${a.base}/e-signs/${request.id}/cancel`)).statusCode).toBe(404);
    const body = { fileId: file.id, signers: [{ userId: a.anna.user.id }], deadline: inDays(3) };
    const create = await t.api.as(a.requester).post(`${a.base}/publications/${publication.id}/e-signs`, body);
    expect(create.statusCode).toBe(404);
    const own = await a.object();
    const foreignFile = await t.api.as(a.requester).post(`${a.base}/publications/${own.publication.id}/e-signs`, body);
    expect(foreignFile.statusCode).toBe(400);
  });
});
