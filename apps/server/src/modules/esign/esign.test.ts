import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { crc32, deflateSync } from "node:zlib";
import {
  allFeatures,
  ErrorCode,
  ESIGN_CODE_TRIES,
  ESIGN_CODES_PER_DAY,
  ESIGN_CODES_TOTAL,
  ESIGN_CONSENT_VERSION,
  type EsignRequest,
  type Permission,
} from "@app/contract";
import { PDFDocument } from "@cantoo/pdf-lib";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RequestOptions } from "../../../test/client";
import { created, createEsign, createObject, uploadFile } from "../../../test/factories";
import { createCompany, createUser } from "../../../test/fixtures";
import { createTestApp, lastMessage, type TestApp } from "../../../test/helpers";
import { editor, newMember } from "../../../test/objects";
import { samplePdf } from "../../../test/pdf";
import { withTenant } from "../../db/client";
import {
  companyUsers,
  esignEvents,
  esignRequests,
  esignSealKeys,
  esignSigners,
  outbox,
  publicationFiles,
  users,
} from "../../db/schema";
import { expireRequests } from "../../jobs/esign-deadlines";
import { remindBeforeDeadline } from "../../jobs/esign-reminders";
import { newSealKey, signSealed } from "./esign.seal";
import { eventHash } from "./esign-trail.service";

/** The text of a PDF as poppler's pdftotext reads it. */
const pdfText = async (path: string) => (await promisify(execFile)("pdftotext", [path, "-"])).stdout;

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
async function world(features = allFeatures, timeZone?: string) {
  const company = await createCompany(t.deps.db, { enabledFeatures: features, timeZone });
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
      esign: { id: body.id },
      sourceUser: { id: w.requester.user.id },
    });
    // Anna holds no right to see the object (it has no group); the bell and the mail lead her to the
    // request's page, which she reaches as a signer.
    expect((await lastMessage(t.deps, w.anna.user.email))?.body).toContain(
      `/companies/${w.companyId}/e-signs/${body.id}`,
    );
    expect((await t.api.as(w.anna).get(`${w.base}/publications/${publication.id}`)).statusCode).toBe(404);
    expect((await t.api.as(w.anna).get(`${w.base}/e-signs/${body.id}`)).json()).toMatchObject({ id: body.id });
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

  it("refuses a PDF that cannot be read, has no pages or is encrypted, with a clear message, before anyone is asked", async () => {
    const w = await world();
    const { publication } = await w.object();
    const url = `${w.base}/publications/${publication.id}/files`;
    const locked = await PDFDocument.load(samplePdf("Locked"));
    locked.encrypt({ userPassword: "", ownerPassword: "owner" });
    const cases: [string, Buffer, RegExp][] = [
      ["damaged.pdf", Buffer.from("%PDF-1.7\nnot a PDF after its first line\n"), /cannot be read/],
      ["cut.pdf", samplePdf("Cut short").subarray(0, 200), /no pages|cannot be read/],
      ["locked.pdf", Buffer.from(await locked.save()), /password or encryption/],
    ];
    for (const [name, bytes, message] of cases) {
      const file = created(await uploadFile(t, w.requester, url, name, "application/pdf", bytes));
      const response = await t.api.as(w.requester).post(`${w.base}/publications/${publication.id}/e-signs`, {
        fileId: file.id,
        signers: [{ userId: w.anna.user.id }],
        deadline: inDays(3),
      });
      expect(response.statusCode, name).toBe(415);
      expect(response.json(), name).toMatchObject({ code: ErrorCode.UnsupportedMediaType, field: "fileId" });
      expect(response.json().message, name).toMatch(message);
    }
    expect((await t.api.as(w.requester).get(`${w.base}/publications/${publication.id}/e-signs`)).json()).toEqual([]);
    expect(await lastMessage(t.deps, w.anna.user.email)).toBeUndefined();
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

  it("takes a deadline up to a year ahead and refuses a later one, 9999-12-31 too, with a clear message", async () => {
    const w = await world();
    const { publication, file } = await w.object();
    const url = `${w.base}/publications/${publication.id}/e-signs`;
    const base = { fileId: file.id, signers: [{ userId: w.anna.user.id }] };
    for (const deadline of ["9999-12-31", inDays(400)]) {
      const response = await t.api.as(w.requester).post(url, { ...base, deadline });
      expect(response.statusCode, deadline).toBe(400);
      expect(response.json(), deadline).toMatchObject({
        field: "deadline",
        message: expect.stringContaining("The deadline can be at most a year ahead."),
      });
    }
    expect((await t.api.as(w.requester).post(url, { ...base, deadline: inDays(365) })).statusCode).toBe(201);
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

describe("the object's requests", () => {
  it("lists the requests of the object the member may see, newest first, with each signer's state", async () => {
    const w = await world();
    const { publication, file } = await w.object("Office lease");
    const ask = async (userId: string) =>
      (await createEsign(t, w.requester, w.companyId, publication.id, {
        fileId: file.id,
        signers: [{ userId }],
        deadline: inDays(10),
      })) as EsignRequest;
    // Members who see objects without a group (the object has none).
    const signer = await newMember(t, w.companyId, ["SeeObjectsWithoutGroup"]);
    const other = await newMember(t, w.companyId, ["SeeObjectsWithoutGroup", "CertifyDocument"]);
    const overseer = await newMember(t, w.companyId, ["SeeObjectsWithoutGroup", "Esign"]);
    const asksSigner = await ask(signer.user.id);
    const asksBo = await ask(w.bo.user.id);
    await w.request({}, "Another object");
    const url = `${w.base}/publications/${publication.id}/e-signs`;
    const seen = async (who: { token: string }) =>
      (await t.api.as(who).get(url)).json().map((r: { id: string }) => r.id);
    expect(await seen(w.requester)).toEqual([asksBo.id, asksSigner.id]);
    expect(await seen(signer)).toEqual([asksSigner.id]);
    expect(await seen(other)).toEqual([]);
    expect(await seen(overseer)).toEqual([asksBo.id, asksSigner.id]);
    // Asked, but the object is not among those Bo sees.
    expect((await t.api.as(w.bo).get(url)).statusCode).toBe(404);
    expect((await t.api.as(signer).get(url)).json()).toEqual([
      {
        id: asksSigner.id,
        createdAt: asksSigner.createdAt,
        deadline: inDays(10),
        status: "active",
        publication: { id: publication.id, name: "Office lease" },
        sharedBy: { email: w.requester.user.email },
        endReason: null,
        document: { name: "Office lease.pdf" },
        signers: asksSigner.signers,
      },
    ]);
  });

  it("answers 404 for another company's object and 401 without a session", async () => {
    const a = await world();
    const b = await world();
    const request = await b.request();
    const foreign = `${a.base}/publications/${request.publication.id}/e-signs`;
    expect((await t.api.as(a.overseer).get(foreign)).statusCode).toBe(404);
    const own = `${b.base}/publications/${request.publication.id}/e-signs`;
    expect((await t.api.anonymous().get(own)).statusCode).toBe(401);
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
    const reminded = await t.api.as(w.overseer).post(`${w.base}/e-signs/${request.id}/remind`);
    expect(reminded.json().events.at(-1)).toMatchObject({ type: "reminded", actor: { email: w.overseer.user.email } });
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

/** The database's refusal of a statement, or "ran". */
const refusal = (statement: PromiseLike<unknown>) =>
  Promise.resolve(statement).then(
    () => "ran",
    (error: Error) => String(error.cause),
  );

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
    expect(await refusal(change)).toMatch(/permission denied for table esign_events$/);
    const remove = withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
      tx.delete(esignEvents).where(eq(esignEvents.requestId, request.id)),
    );
    expect(await refusal(remove)).toMatch(/permission denied for table esign_events$/);
    // Not even the owner, whom the privileges do not bind, changes a row.
    const byOwner = t.deps.db.update(esignEvents).set({ type: "signed" }).where(eq(esignEvents.requestId, request.id));
    expect(await refusal(byOwner)).toMatch(/esign_events is append-only$/);
  });
});

describe("the audit trail's chain", () => {
  const text256 = (text: string) => createHash("sha256").update(text).digest("hex");
  /** The hash as it was taken before migration 0028, which events without evidence still use. */
  const before0028 = (prev: string, e: typeof esignEvents.$inferSelect) =>
    text256(
      `${prev}\n${JSON.stringify([e.requestId, e.seq, e.type, e.signerId, e.actorName, e.actorEmail, e.ip, e.userAgent, e.at])}`,
    );

  it("pins each signature as stored, its consent version and the document's hash; the trail checks out from its rows", async () => {
    const w = await world();
    const email = outsider();
    const request = await w.request({ signers: [{ userId: w.anna.user.id }, { name: "Out", email }] });
    expect((await t.api.as(w.anna).post(`${w.base}/e-signs/${request.id}/sign`, drawn)).statusCode).toBe(200);
    const read = () =>
      withTenant(t.deps.db, { companyIds: [w.companyId] }, async (tx) => ({
        events: await tx
          .select()
          .from(esignEvents)
          .where(eq(esignEvents.requestId, request.id))
          .orderBy(esignEvents.seq),
        signers: await tx.select().from(esignSigners).where(eq(esignSigners.requestId, request.id)),
      }));
    const { events, signers } = await read();
    let prev = "0".repeat(64);
    for (const event of events) {
      expect(event.prevHash, event.type).toBe(prev);
      expect(eventHash(prev, event), event.type).toBe(event.hash);
      if (!event.evidence) expect(before0028(prev, event), event.type).toBe(event.hash);
      prev = event.hash;
    }
    const signed = events.find((e) => e.type === "signed");
    const anna = signers.find((s) => s.userId === w.anna.user.id);
    expect(signed?.evidence).toEqual({
      signatureSha256: text256(anna?.signature ?? ""),
      consentVersion: ESIGN_CONSENT_VERSION,
      documentSha256: request.document.sha256,
    });
    expect(events.filter((e) => e.evidence !== null).map((e) => e.type)).toEqual(["signed"]);

    // A signature changed afterwards no longer matches what the chain pins; the pin itself cannot change.
    await withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
      tx
        .update(esignSigners)
        .set({ signature: "Someone else" })
        .where(eq(esignSigners.id, anna?.id ?? "")),
    );
    const changed = (await read()).signers.find((s) => s.id === anna?.id);
    expect(text256(changed?.signature ?? "")).not.toBe(signed?.evidence?.signatureSha256);
    const rewrite = withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
      tx
        .update(esignEvents)
        .set({ evidence: null })
        .where(eq(esignEvents.id, signed?.id ?? "")),
    );
    expect(await refusal(rewrite)).toMatch(/permission denied for table esign_events$/);
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

const typed = (name: string) => ({ signature: { kind: "typed", name }, consentVersion: ESIGN_CONSENT_VERSION });
const drawn = {
  signature: {
    kind: "drawn",
    image:
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  },
  consentVersion: ESIGN_CONSENT_VERSION,
};

/**
 * A PNG made here, byte by byte: width × height pixels of one colour type (0 grey, 2 RGB, 6 RGBA)
 * at 8 bits (1 bit for grey, so huge images stay small), and any extra chunks before IEND. `rows`
 * replaces the image data (to send more or less than the header promises).
 */
function png(width: number, height: number, options: { type?: 0 | 2 | 6; rows?: Buffer; extra?: Buffer[] } = {}) {
  const type = options.type ?? 6;
  const chunk = (name: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(name, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(type === 0 ? 1 : 8, 8);
  header.writeUInt8(type, 9);
  const rowBytes = type === 0 ? Math.ceil(width / 8) : width * (type === 2 ? 3 : 4);
  const rows = options.rows ?? Buffer.alloc(height * (1 + rowBytes));
  if (!options.rows && type === 6) {
    // A line across the middle, opaque black, so the image is not all blank.
    const y = Math.floor(height / 2);
    for (let x = 0; x < width; x++) rows.writeUInt8(255, y * (1 + rowBytes) + 1 + x * 4 + 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    ...(options.extra ?? []).map((data) => chunk(data.subarray(0, 4).toString("latin1"), data.subarray(4))),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const drawnOf = (bytes: Buffer) => ({
  signature: { kind: "drawn", image: `data:image/png;base64,${bytes.toString("base64")}` },
  consentVersion: ESIGN_CONSENT_VERSION,
});

/**
 * The outside signer's side: the link mailed to them, and its calls from one browser, which keeps
 * the cookie the code's confirmation sets. A test sending many calls at once gives an address of its
 * own (the link's routes are rate limited per address).
 */
async function outsideSigner(companyId: string, email: string, remoteAddress?: string) {
  const mail = await lastMessage(t.deps, email);
  const token = mail?.body.match(/\/e-sign\/[^/]+\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no link mailed to ${email}`);
  return linkBrowser(email, token, `/api/e-sign/${companyId}/${token}`, remoteAddress);
}

function linkBrowser(email: string, token: string, url: string, remoteAddress?: string) {
  const api = t.api.anonymous();
  /** The browser's cookie for the link's path ("name=value"), once it confirmed a code. */
  let cookie: string | undefined;
  const from = (): RequestOptions => ({
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: cookie ? { cookie } : {},
  });
  return {
    token,
    url,
    cookie: () => cookie,
    open: () => api.get(url, from()),
    askCode: () => api.post(`${url}/code`, undefined, from()),
    /** The code of the newest mail. */
    code: async () => (await lastMessage(t.deps, email))?.subject?.match(/(\d{6})$/)?.[1] ?? "",
    verify: async (code: string) => {
      const response = await api.post(`${url}/verify`, { code }, from());
      const set = response.headers["set-cookie"];
      if (set) cookie = String(set).split(";")[0];
      return response;
    },
    document: () => api.get(`${url}/document`, from()),
    sign: (body: object = drawn) => api.post(`${url}/sign`, body, from()),
    decline: (reason: string) => api.post(`${url}/decline`, { reason }, from()),
    /** The same link opened in another browser: none of this one's cookies. */
    elsewhere: () => linkBrowser(email, token, url, remoteAddress),
  };
}

/** The mails sent to an address, oldest first. */
const mailsTo = (to: string) =>
  t.deps.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(outbox.createdAt);

/** Lets a code ask come sooner than the interval allows, as if time had passed. */
async function age(companyId: string, signerId: string, expiresAt: Date) {
  await withTenant(t.deps.db, { companyIds: [companyId] }, (tx) =>
    tx.update(esignSigners).set({ codeExpiresAt: expiresAt }).where(eq(esignSigners.id, signerId)),
  );
}

describe("signing", () => {
  it("goes one after another: member, outside person by code, member; then the request is complete", async () => {
    const w = await world();
    const email = outsider();
    const { publication, file, pdf } = await w.object("Service agreement");
    const created1 = await t.api.as(w.requester).post(`${w.base}/publications/${publication.id}/e-signs`, {
      fileId: file.id,
      order: "sequential",
      signers: [{ userId: w.anna.user.id }, { name: "Olle Outside", email }, { userId: w.bo.user.id }],
      deadline: inDays(10),
    });
    const request = created1.json() as EsignRequest;
    const url = `${w.base}/e-signs/${request.id}`;

    const early = await t.api.as(w.bo).post(`${url}/sign`, typed("Bo"));
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe(ErrorCode.EsignNotYourTurn);

    const first = await t.api.as(w.anna).post(`${url}/sign`, typed(w.anna.user.name), {
      headers: { "user-agent": "Phone/1" },
      remoteAddress: "198.51.100.7",
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as EsignRequest).signers.map((s) => s.status)).toEqual(["signed", "asked", "waiting"]);

    const olle = await outsideSigner(w.companyId, email);
    const view = await olle.open();
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      document: { name: "Service agreement.pdf", sha256: hex(pdf) },
      signer: { name: "Olle Outside", status: "asked" },
      status: "active",
      verified: false,
      consentVersion: ESIGN_CONSENT_VERSION,
    });
    expect((await olle.document()).json().code).toBe(ErrorCode.EsignCodeRequired);
    expect((await olle.sign()).statusCode).toBe(403);
    expect((await olle.askCode()).statusCode).toBe(200);
    expect((await olle.verify(await olle.code())).statusCode).toBe(200);
    expect((await olle.open()).json().verified).toBe(true);
    const document = await olle.document();
    expect(document.headers["content-type"]).toBe("application/pdf");
    expect(hex(document.rawPayload)).toBe(hex(pdf));
    expect((await olle.sign()).statusCode).toBe(200);

    const bell = (await t.api.as(w.bo).get(`${w.base}/notifications`)).json();
    expect(bell.notifications[0].data.notification).toMatchObject({ type: "ESIGN_SHARED" });
    const last = await t.api.as(w.bo).post(`${url}/sign`, typed("Bo"));
    expect(last.statusCode).toBe(200);
    const done = last.json() as EsignRequest;
    expect(done).toMatchObject({ status: "complete", endReason: null });
    expect(done.completedAt).not.toBeNull();
    expect(done.signers.map((s) => [s.status, s.method])).toEqual([
      ["signed", "session"],
      ["signed", "email_code"],
      ["signed", "session"],
    ]);
    expect(done.events.map((e) => e.type)).toEqual([
      "created",
      "sent",
      "signed",
      "sent",
      "opened",
      "code_sent",
      "code_verified",
      "signed",
      "sent",
      "signed",
      "completed",
    ]);
    expect(done.events[2]).toMatchObject({
      ip: "198.51.100.7",
      userAgent: "Phone/1",
      actor: { email: w.anna.user.email },
    });
    expect((await lastMessage(t.deps, w.requester.user.email))?.subject).toMatch(/Service agreement/);
    const told = (await t.api.as(w.requester).get(`${w.base}/notifications`)).json();
    const bellOf = told.notifications.map((n: { data: { notification: Record<string, unknown> } }) => {
      const { type, sourceUser, sourceName, text, esign } = n.data.notification;
      const who = (sourceUser as { id: string } | null)?.id ?? sourceName;
      return [type, who, text, (esign as { id: string }).id];
    });
    // Bo's signature and the completion share a transaction (and its time), so their order is not fixed.
    expect(bellOf).toHaveLength(4);
    expect(bellOf).toEqual(
      expect.arrayContaining([
        ["ESIGN_SIGNED", w.anna.user.id, "Service agreement.pdf", request.id],
        ["ESIGN_SIGNED", "Olle Outside", "Service agreement.pdf", request.id],
        ["ESIGN_SIGNED", w.bo.user.id, "Service agreement.pdf", request.id],
        ["ESIGN_COMPLETED", expect.any(String), "Service agreement.pdf", request.id],
      ]),
    );
    const after = await olle.open();
    expect(after.json()).toMatchObject({ status: "complete", signer: { status: "signed" } });
    expect((await olle.sign()).json().code).toBe(ErrorCode.EsignClosed);
  });

  it("asks everyone at once in parallel and completes when the last one signs, in any order", async () => {
    const w = await world();
    const email = outsider();
    const request = await w.request({ signers: [{ userId: w.anna.user.id }, { name: "Out", email }] });
    const olle = await outsideSigner(w.companyId, email);
    await olle.askCode();
    await olle.verify(await olle.code());
    expect((await olle.sign(typed("Out"))).statusCode).toBe(200);
    expect((await t.api.as(w.requester).get(`${w.base}/e-signs/${request.id}`)).json().status).toBe("active");
    const last = await t.api.as(w.anna).post(`${w.base}/e-signs/${request.id}/sign`, drawn);
    expect(last.json().status).toBe("complete");
  });

  it("keeps the code rules: wrong, reused, expired and out of tries are refused; a new code works", async () => {
    const w = await world();
    const email = outsider();
    const request = await w.request({ signers: [{ name: "Out", email }] });
    const signerId = request.signers[0]?.id ?? "";
    const olle = await outsideSigner(w.companyId, email);
    expect((await olle.verify("123456")).json().code).toBe(ErrorCode.EsignCodeInvalid);
    await olle.askCode();
    expect((await olle.askCode()).statusCode).toBe(429);
    const code = await olle.code();
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < ESIGN_CODE_TRIES; i++) {
      const response = await olle.verify(wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.EsignCodeInvalid, field: "code" });
    }
    expect((await olle.verify(code)).statusCode).toBe(400);

    await age(w.companyId, signerId, new Date(Date.now() + 8 * 60_000));
    expect((await olle.askCode()).statusCode).toBe(200);
    const second = await olle.code();
    await age(w.companyId, signerId, new Date(Date.now() - 1000));
    expect((await olle.verify(second)).statusCode).toBe(400);

    await olle.askCode();
    const third = await olle.code();
    expect((await olle.verify(third)).statusCode).toBe(200);
    expect((await olle.verify(third)).statusCode).toBe(400);
  });

  it("counts 30 wrong codes sent at once one by one: 5 are wrong, the rest find the code used up, and the right one is refused after", async () => {
    const w = await world();
    const email = outsider();
    const request = await w.request({ signers: [{ name: "Out", email }] });
    const olle = await outsideSigner(w.companyId, email, "198.51.100.31");
    expect((await olle.askCode()).statusCode).toBe(200);
    const code = await olle.code();
    const wrong = code === "000000" ? "000001" : "000000";
    const answers = await Promise.all(Array.from({ length: 30 }, () => olle.verify(wrong)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(30).fill(400));
    const messages = answers.map((r) => r.json().message as string);
    expect(messages.filter((m) => m === "The code is wrong.")).toHaveLength(ESIGN_CODE_TRIES);
    expect(messages.filter((m) => /expired or was used up/.test(m))).toHaveLength(30 - ESIGN_CODE_TRIES);
    const [stored] = await withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
      tx
        .select()
        .from(esignSigners)
        .where(eq(esignSigners.id, request.signers[0]?.id ?? "")),
    );
    expect(stored?.codeTries).toBe(ESIGN_CODE_TRIES);
    const right = await olle.verify(code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/expired or was used up/);
    expect((await olle.open()).json().verified).toBe(false);
  });

  it("takes one of two signatures sent at once through a link: one signed event, one mail to the requester", async () => {
    const w = await world();
    const email = outsider();
    const request = await w.request({ signers: [{ name: "Out", email }, { userId: w.anna.user.id }] });
    const olle = await outsideSigner(w.companyId, email, "198.51.100.32");
    await olle.askCode();
    expect((await olle.verify(await olle.code())).statusCode).toBe(200);
    const before = (await mailsTo(w.requester.user.email)).length;
    const answers = await Promise.all([olle.sign(typed("Out")), olle.sign(typed("Out"))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().code).toBe(ErrorCode.EsignSignerDone);
    const after = (await t.api.as(w.requester).get(`${w.base}/e-signs/${request.id}`)).json() as EsignRequest;
    expect(after.events.filter((e) => e.type === "signed")).toHaveLength(1);
    expect((await mailsTo(w.requester.user.email)).length - before).toBe(1);
  });

  it("mails one code of 10 asked for at once; the others answer 429", async () => {
    const w = await world();
    const email = outsider();
    await w.request({ signers: [{ name: "Out", email }] });
    const olle = await outsideSigner(w.companyId, email, "198.51.100.33");
    const answers = await Promise.all(Array.from({ length: 10 }, () => olle.askCode()));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(429)]);
    const codes = (await mailsTo(email)).filter((m) => /\d{6}$/.test(m.subject ?? ""));
    expect(codes).toHaveLength(1);
  });

  it("takes a drawn signature only as a PNG the seal can use, of at most 2000 × 1000 pixels, checked before it is stored", async () => {
    const w = await world();
    // Anna alone: her signature is the last one, so the seal is made in her request.
    const request = await w.request();
    const url = `${w.base}/e-signs/${request.id}/sign`;
    const refused: [string, Buffer][] = [
      ["junk bytes", Buffer.from("not an image at all, only text".repeat(20))],
      ["a PNG cut short", png(200, 100).subarray(0, 60)],
      ["12000 × 12000 pixels", png(12_000, 12_000, { type: 0 })],
      ["2001 pixels wide", png(2001, 100, { type: 0 })],
      ["1001 pixels high", png(100, 1001, { type: 0 })],
      ["image data far larger than its header says", png(100, 100, { type: 0, rows: Buffer.alloc(40_000_000) })],
      ["image data shorter than its header says", png(400, 400, { rows: Buffer.alloc(1000) })],
      ["an animation", png(10, 10, { extra: [Buffer.concat([Buffer.from("acTL"), Buffer.alloc(8)])] })],
      [
        "compressed text",
        png(10, 10, { extra: [Buffer.concat([Buffer.from("zTXtk\0\0"), deflateSync(Buffer.alloc(1000))])] }),
      ],
    ];
    for (const [what, bytes] of refused) {
      const response = await t.api.as(w.anna).post(url, drawnOf(bytes));
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toMatchObject({ code: ErrorCode.Validation, field: "signature" });
    }
    const unchanged = (await t.api.as(w.anna).get(`${w.base}/e-signs/${request.id}`)).json() as EsignRequest;
    expect(unchanged.signers[0]?.status).toBe("asked");
    expect(unchanged.events.some((e) => e.type === "signed")).toBe(false);
    // The largest the web's pad sends (drawn-signature.tsx caps it at 1600 × 800; a phone sends about 1200 × 540).
    const signed = await t.api.as(w.anna).post(url, drawnOf(png(1600, 800)));
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ status: "complete" });
  });

  it("refuses to sign a file that changed after sending", async () => {
    const w = await world();
    const { publication, file } = await w.object();
    const request = (await createEsign(t, w.requester, w.companyId, publication.id, {
      fileId: file.id,
      signers: [{ userId: w.anna.user.id }],
      deadline: inDays(3),
    })) as EsignRequest;
    const [stored] = await withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
      tx.select().from(publicationFiles).where(eq(publicationFiles.id, file.id)),
    );
    await t.deps.storage.write(stored?.storageKey ?? "", Readable.from([samplePdf("Changed terms")]));
    const response = await t.api.as(w.anna).post(`${w.base}/e-signs/${request.id}/sign`, typed("Anna"));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(ErrorCode.EsignDocumentChanged);
    expect((await t.api.as(w.anna).get(`${w.base}/e-signs/${request.id}`)).json().signers[0].status).toBe("asked");
  });

  it("ends the request when a signer declines, and the links stop working", async () => {
    const w = await world();
    const email = outsider();
    const request = await w.request({ signers: [{ userId: w.anna.user.id }, { name: "Out", email }] });
    const olle = await outsideSigner(w.companyId, email);
    const response = await t.api.as(w.anna).post(`${w.base}/e-signs/${request.id}/decline`, { reason: "Wrong price" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "inactive", endReason: "declined" });
    expect(response.json().signers[0]).toMatchObject({ status: "declined", declineReason: "Wrong price" });
    expect((await lastMessage(t.deps, w.requester.user.email))?.body).toContain("Wrong price");
    const told = (await t.api.as(w.requester).get(`${w.base}/notifications`)).json();
    expect(told.notifications[0].data.notification).toMatchObject({
      type: "ESIGN_DECLINED",
      sourceUser: { id: w.anna.user.id },
    });
    expect((await olle.open()).json()).toMatchObject({ status: "inactive", endReason: "declined" });
    expect((await olle.askCode()).json().code).toBe(ErrorCode.EsignClosed);
  });

  it("stops an outside link once the request is cancelled", async () => {
    const w = await world();
    const email = outsider();
    const request = await w.request({ signers: [{ name: "Out", email }] });
    const olle = await outsideSigner(w.companyId, email);
    await olle.askCode();
    await olle.verify(await olle.code());
    await t.api.as(w.requester).post(`${w.base}/e-signs/${request.id}/cancel`);
    expect((await olle.open()).json()).toMatchObject({ status: "inactive", endReason: "cancelled" });
    for (const call of [olle.document(), olle.sign(), olle.decline("No")]) {
      expect((await call).json().code).toBe(ErrorCode.EsignClosed);
    }
  });

  it("lets only the members asked sign, with the consent text of this version", async () => {
    const w = await world();
    const request = await w.request({
      signers: [{ userId: w.anna.user.id }, { userId: w.bo.user.id, role: "viewer" }],
    });
    const url = `${w.base}/e-signs/${request.id}`;
    expect((await t.api.as(w.overseer).post(`${url}/sign`, typed("O"))).statusCode).toBe(403);
    expect((await t.api.as(w.bo).post(`${url}/sign`, typed("Bo"))).statusCode).toBe(403);
    const stale = await t.api.as(w.anna).post(`${url}/sign`, { ...typed("Anna"), consentVersion: "2000-01-01" });
    expect(stale.json()).toMatchObject({ code: ErrorCode.Validation, field: "consentVersion" });
    const original = await t.api.as(w.anna).get(`${url}/document`);
    expect(original.headers["content-type"]).toBe("application/pdf");
  });

  it("never lets a link reach another company or another request", async () => {
    const a = await world();
    const b = await world();
    const email = outsider();
    await a.request({ signers: [{ name: "Out", email }] });
    const olle = await outsideSigner(a.companyId, email);
    const api = t.api.anonymous();
    expect((await api.get(`/api/e-sign/${b.companyId}/${olle.token}`)).statusCode).toBe(404);
    expect((await api.get(`/api/e-sign/${a.companyId}/${"x".repeat(43)}`)).statusCode).toBe(404);
    expect((await api.get(`/api/companies/${a.companyId}/e-signs-share`)).statusCode).toBe(401);
  });
});

describe("the signing link is not the signature (issue 43)", () => {
  /** Sets an outside signer's stored code counters, as if codes had been mailed before. */
  const counters = (companyId: string, signerId: string, values: Partial<typeof esignSigners.$inferInsert>) =>
    withTenant(t.deps.db, { companyIds: [companyId] }, (tx) =>
      tx.update(esignSigners).set(values).where(eq(esignSigners.id, signerId)),
    );
  const stored = async (companyId: string, signerId: string) => {
    const [row] = await withTenant(t.deps.db, { companyIds: [companyId] }, (tx) =>
      tx.select().from(esignSigners).where(eq(esignSigners.id, signerId)),
    );
    return row;
  };
  /** Lets the next code come at once (the previous one issued more than a minute ago). */
  const later = (companyId: string, signerId: string) => age(companyId, signerId, new Date(Date.now() + 8 * 60_000));

  it("trusts the code only in the browser that gave it: the same link elsewhere asks for a code of its own", async () => {
    const w = await world();
    const email = outsider();
    const request = await w.request({ signers: [{ name: "Out", email }] });
    const a = await outsideSigner(w.companyId, email, "198.51.100.40");
    await a.askCode();
    const verified = await a.verify(await a.code());
    expect(verified.statusCode).toBe(200);
    expect(String(verified.headers["set-cookie"])).toMatch(
      new RegExp(`^esign_proof=[A-Za-z0-9_-]{43}; Max-Age=1800; Path=${a.url}; HttpOnly; SameSite=Strict$`),
    );
    expect((await a.open()).json().verified).toBe(true);
    expect((await a.document()).statusCode).toBe(200);

    // The forwarded mail: the same link in another browser, and with a made-up cookie.
    const b = a.elsewhere();
    expect((await b.open()).json().verified).toBe(false);
    for (const call of [b.document(), b.sign(typed("Out")), b.decline("Not me")]) {
      const refused = await call;
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(ErrorCode.EsignCodeRequired);
    }
    const forged = await t.api
      .anonymous()
      .post(`${a.url}/sign`, typed("Out"), { headers: { cookie: `esign_proof=${"A".repeat(43)}` } });
    expect(forged.json().code).toBe(ErrorCode.EsignCodeRequired);

    // A new code in the other browser moves the trust there: one browser at a time.
    await later(w.companyId, request.signers[0]?.id ?? "");
    await b.askCode();
    expect((await b.verify(await b.code())).statusCode).toBe(200);
    expect(b.cookie()).not.toBe(a.cookie());
    expect((await a.sign(typed("Out"))).json().code).toBe(ErrorCode.EsignCodeRequired);
    expect((await b.sign(typed("Out"))).statusCode).toBe(200);
  });

  it(`mails at most ${ESIGN_CODES_PER_DAY} codes within 24 hours and ${ESIGN_CODES_TOTAL} in all, each refusal with its code`, async () => {
    const w = await world();
    const email = outsider();
    const request = await w.request({ signers: [{ name: "Out", email }] });
    const signerId = request.signers[0]?.id ?? "";
    const olle = await outsideSigner(w.companyId, email, "198.51.100.41");
    for (let i = 0; i < ESIGN_CODES_PER_DAY; i++) {
      expect((await olle.askCode()).statusCode).toBe(200);
      await later(w.companyId, signerId);
    }
    const sixth = await olle.askCode();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: ErrorCode.EsignCodeDayLimit,
      message: expect.stringMatching(/tomorrow/),
    });
    expect((await mailsTo(email)).filter((m) => /\d{6}$/.test(m.subject ?? ""))).toHaveLength(ESIGN_CODES_PER_DAY);

    // A day later the next code goes, and starts the new day's count.
    await counters(w.companyId, signerId, { codesDayFrom: new Date(Date.now() - 25 * 3_600_000) });
    expect((await olle.askCode()).statusCode).toBe(200);
    expect(await stored(w.companyId, signerId)).toMatchObject({ codesSent: ESIGN_CODES_PER_DAY + 1, codesInDay: 1 });

    await counters(w.companyId, signerId, { codesSent: ESIGN_CODES_TOTAL - 1 });
    await later(w.companyId, signerId);
    expect((await olle.askCode()).statusCode).toBe(200);
    await later(w.companyId, signerId);
    await counters(w.companyId, signerId, { codesDayFrom: null, codesInDay: 0 });
    const past = await olle.askCode();
    expect(past.statusCode).toBe(429);
    expect(past.json()).toMatchObject({ code: ErrorCode.EsignCodeLimit });
    expect(await stored(w.companyId, signerId)).toMatchObject({ codesSent: ESIGN_CODES_TOTAL });
  });

  it("counts codes asked for at once exactly: the day's last code goes once, and then the day is over", async () => {
    const w = await world();
    const email = outsider();
    const request = await w.request({ signers: [{ name: "Out", email }] });
    const signerId = request.signers[0]?.id ?? "";
    const olle = await outsideSigner(w.companyId, email, "198.51.100.42");
    await counters(w.companyId, signerId, {
      codesSent: 7,
      codesDayFrom: new Date(Date.now() - 3_600_000),
      codesInDay: ESIGN_CODES_PER_DAY - 1,
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => olle.askCode()));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(429)]);
    expect((await mailsTo(email)).filter((m) => /\d{6}$/.test(m.subject ?? ""))).toHaveLength(1);
    expect(await stored(w.companyId, signerId)).toMatchObject({ codesSent: 8, codesInDay: ESIGN_CODES_PER_DAY });
    await later(w.companyId, signerId);
    const again = await Promise.all(Array.from({ length: 5 }, () => olle.askCode()));
    expect(again.map((r) => r.json().code)).toEqual(Array(5).fill(ErrorCode.EsignCodeDayLimit));
    expect(await stored(w.companyId, signerId)).toMatchObject({ codesSent: 8, codesInDay: ESIGN_CODES_PER_DAY });
  });
});

describe("sealing, verification and the deadline", () => {
  it("seals the document when the last one signs: signatures placed, a certificate page, a file of the object the verification knows", async () => {
    const w = await world();
    const email = outsider();
    const { publication, file, pdf } = await w.object("Åsa's lease");
    const request = (await createEsign(t, w.requester, w.companyId, publication.id, {
      fileId: file.id,
      signers: [{ userId: w.anna.user.id }, { name: "Дмитрий Ελένη", email }],
      deadline: inDays(5),
      // The sealed file is named in the request's language (the Swedish default: the next describe).
      language: "en",
    })) as EsignRequest;
    await t.api.as(w.anna).post(`${w.base}/e-signs/${request.id}/sign`, typed("Anna Å"));
    const outside = await outsideSigner(w.companyId, email);
    await outside.askCode();
    await outside.verify(await outside.code());
    expect((await outside.sign(drawn)).statusCode).toBe(200);

    const done = (await t.api.as(w.requester).get(`${w.base}/e-signs/${request.id}`)).json() as EsignRequest;
    expect(done.status).toBe("complete");
    expect(done.sealed).not.toBeNull();
    const sealed = await t.api.as(w.requester).get(`${w.base}/e-signs/${request.id}/sealed`);
    expect(sealed.statusCode).toBe(200);
    expect(sealed.headers["content-type"]).toBe("application/pdf");
    expect(hex(sealed.rawPayload)).toBe(done.sealed?.sha256);
    const opened = await PDFDocument.load(sealed.rawPayload);
    expect(opened.getPageCount()).toBe((await PDFDocument.load(pdf)).getPageCount() + 1);
    expect(opened.getTitle()).toBe("Åsa's lease.pdf (signed)");
    expect(opened.getSubject()).toContain(hex(pdf));
    expect(opened.getKeywords()).toContain(request.id);

    // An independent tool (poppler's pdfsig) finds the company's PAdES seal valid over the whole file.
    const path = join(await mkdtemp(join(tmpdir(), "esign-")), "sealed.pdf");
    await writeFile(path, sealed.rawPayload);
    const { stdout } = await promisify(execFile)("pdfsig", [path]);
    expect(stdout).toContain("Signature Type: ETSI.CAdES.detached");
    expect(stdout).toContain("Total document signed");
    expect(stdout).toContain("Signature is Valid.");
    expect(stdout).toMatch(/Signer Certificate Common Name: .* e-sign seal/);
    // The certificate page speaks the request's language only.
    const certificate = await pdfText(path);
    expect(certificate).toContain("Signing certificate");
    expect(certificate).toContain("identified by email code, drawn signature");
    expect(certificate).not.toContain("Signeringsintyg");
    const keys = await withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
      tx.select().from(esignSealKeys).where(eq(esignSealKeys.companyId, w.companyId)),
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]?.p12).toMatch(/^v1:/);

    const files = (await t.api.as(w.requester).get(`${w.base}/publications/${publication.id}/files`)).json();
    expect(files.map((f: { id: string; uploadName: string }) => [f.id, f.uploadName])).toContainEqual([
      done.sealed?.fileId,
      "Åsa's lease (signed).pdf",
    ]);
    // Everyone involved is mailed the sealed PDF itself: the outside signer has no other way to it.
    for (const to of [email, w.anna.user.email, w.requester.user.email]) {
      const mails = await t.deps.db.select().from(outbox).where(eq(outbox.recipient, to));
      const withFile = mails.filter((m) => m.attachments.length > 0);
      expect(withFile).toHaveLength(1);
      const [mail] = withFile;
      expect(mail?.subject).toMatch(/Åsa's lease/);
      expect(mail?.body).toMatch(/attached|bifogas/);
      expect(mail?.attachments).toEqual([
        { name: "Åsa's lease (signed).pdf", contentType: "application/pdf", storageKey: expect.any(String) },
      ]);
      const stored = await t.deps.storage.read(mail?.attachments[0]?.storageKey ?? "");
      expect(hex(Buffer.concat(await stored.toArray()))).toBe(done.sealed?.sha256);
    }

    const verify = (bytes: Buffer) =>
      t.api.anonymous().post("/api/e-sign/verify", bytes, { headers: { "content-type": "application/pdf" } });
    const valid = await verify(sealed.rawPayload);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({
      valid: true,
      sha256: done.sealed?.sha256,
      request: {
        id: request.id,
        document: { name: "Åsa's lease.pdf", sha256: hex(pdf) },
        signers: [{ name: w.anna.user.name }, { name: "Дмитрий Ελένη" }],
      },
    });
    expect((await verify(pdf)).json()).toMatchObject({ valid: false, request: null });
    const tampered = Buffer.from(sealed.rawPayload);
    const at = tampered.length - 10;
    tampered.writeUInt8(tampered.readUInt8(at) ^ 1, at);
    expect((await verify(tampered)).json().valid).toBe(false);
    const json = await t.api.anonymous().post("/api/e-sign/verify", { sha256: done.sealed?.sha256 });
    expect(json.statusCode).toBe(415);
  });

  it("hashes a PDF to verify as it arrives: a large body by its hash, with or without a length; past UPLOAD_LIMIT_MB 413", async () => {
    const verify = (app: TestApp, body: Buffer | Readable, headers: Record<string, string> = {}) =>
      app.api.anonymous().post("/api/e-sign/verify", body, {
        headers: { "content-type": "application/pdf", ...headers },
        remoteAddress: "198.51.100.41",
      });
    /** The bytes in chunks of 64 kB, sent without a Content-Length (as a chunked upload is). */
    const chunked = (bytes: Buffer) =>
      Readable.from(
        (function* () {
          for (let at = 0; at < bytes.length; at += 65_536) yield bytes.subarray(at, at + 65_536);
        })(),
        { objectMode: false },
      );
    const large = Buffer.alloc(20 * 1024 * 1024);
    for (let at = 0; at < large.length; at += 4096) large.writeUInt32BE(at, at);
    for (const body of [large, chunked(large)]) {
      const answer = await verify(t, body);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ valid: false, sha256: hex(large), request: null });
    }

    const small = await createTestApp({ UPLOAD_LIMIT_MB: "1" });
    try {
      const limit = Buffer.alloc(1024 * 1024, 7);
      expect((await verify(small, limit)).json()).toMatchObject({ valid: false, sha256: hex(limit) });
      const over = Buffer.alloc(1024 * 1024 + 1, 7);
      for (const body of [over, chunked(over)]) {
        const refused = await verify(small, body);
        expect(refused.statusCode).toBe(413);
        expect(refused.json().code).toBe(ErrorCode.PayloadTooLarge);
      }
      // A declared length past the limit is refused before the body is read.
      let read = 0;
      const unread = new Readable({
        read() {
          read++;
          this.push(null);
        },
      });
      const declared = await verify(small, unread, { "content-length": String(2 * 1024 * 1024) });
      expect(declared.statusCode).toBe(413);
      expect(read).toBe(0);
    } finally {
      await small.close();
    }
  });

  it("asks the configured timestamp server and carries its token in the seal (PAdES B-T)", async () => {
    // A stand-in RFC 3161 server: it grants each request, answering a token that names the imprint.
    const imprints: string[] = [];
    const tsa = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const body = Buffer.concat(chunks);
        const sha256Oid = Buffer.from("608648016503040201", "hex");
        const at = body.indexOf(Buffer.from("0420", "hex"), body.indexOf(sha256Oid));
        const imprint = body.subarray(at + 2, at + 34);
        imprints.push(imprint.toString("hex"));
        const token = Buffer.concat([Buffer.from("302f06092a864886f70d010702a0220420", "hex"), imprint]);
        res.setHeader("content-type", "application/timestamp-reply");
        res.end(Buffer.concat([Buffer.from("3036", "hex"), Buffer.from("3003020100", "hex"), token]));
      });
    });
    await new Promise<void>((resolve) => tsa.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(tsa.address() as AddressInfo).port}/tsr`;
    try {
      const sealed = await signSealed(samplePdf("Timestamped"), newSealKey("Tid AB"), { reason: "test", tsaUrl: url });
      expect(imprints).toHaveLength(1);
      const contents =
        sealed
          .toString("latin1")
          .match(/\/Contents\s*<([0-9A-Fa-f]+)>/)?.[1]
          ?.toLowerCase() ?? "";
      expect(contents).toContain(`2a864886f70d010910020e`); // the id-aa-timeStampToken attribute
      expect(contents).toContain(`0420${imprints[0]}`);
      const path = join(await mkdtemp(join(tmpdir(), "esign-")), "timestamped.pdf");
      await writeFile(path, sealed);
      expect((await promisify(execFile)("pdfsig", [path])).stdout).toContain("Signature is Valid.");
    } finally {
      tsa.close();
    }
    // Once it is gone, sealing answers 503 and the signature can be given again later.
    await expect(
      signSealed(samplePdf("Untimed"), newSealKey("Tid AB"), { reason: "test", tsaUrl: url }),
    ).rejects.toMatchObject({ statusCode: 503, code: ErrorCode.Unavailable });
  });

  it("expires a request past its deadline exactly once with two processes, and tells the requester", async () => {
    const w = await world();
    const request = await w.request({}, "Late");
    const open = await w.request({ deadline: inDays(2) }, "Still open");
    await withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
      tx
        .update(esignRequests)
        .set({ deadline: inDays(-1) })
        .where(eq(esignRequests.id, request.id)),
    );
    const other = t.connectAgain();
    const counts = await Promise.all([expireRequests(t.deps), expireRequests({ ...t.deps, db: other.db })]);
    await other.close();
    expect(counts[0] + counts[1]).toBe(1);
    const expired = (await t.api.as(w.requester).get(`${w.base}/e-signs/${request.id}`)).json() as EsignRequest;
    expect(expired).toMatchObject({ status: "inactive", endReason: "expired" });
    expect(expired.events.filter((e) => e.type === "expired")).toHaveLength(1);
    expect((await lastMessage(t.deps, w.requester.user.email))?.subject).toMatch(/Late/);
    expect((await t.api.as(w.requester).get(`${w.base}/e-signs/${open.id}`)).json().status).toBe("active");
    expect(await expireRequests(t.deps)).toBe(0);
  });
});

describe("members who leave", () => {
  /** Ends a membership as any path would (docs/security.md: delivery checks membership when it sends). */
  const leave = (companyId: string, userId: string) =>
    withTenant(t.deps.db, { companyIds: [companyId] }, (tx) =>
      tx.delete(companyUsers).where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId))),
    );
  const count = async (to: string) => (await mailsTo(to)).length;
  const signOutside = async (companyId: string, email: string) => {
    const outside = await outsideSigner(companyId, email);
    await outside.askCode();
    await outside.verify(await outside.code());
    const signed = await outside.sign(typed("Out"));
    expect(signed.statusCode, signed.body).toBe(200);
  };

  it("a signer no longer in the company is not asked, reminded or mailed the sealed PDF; outside people still are", async () => {
    const w = await world();
    // Sequential: Anna comes after the outside signer, and has left by the time it is her turn.
    const first = outsider();
    const sequential = await w.request({
      order: "sequential",
      signers: [{ name: "Out", email: first }, { userId: w.anna.user.id }],
    });
    const annaMails = await count(w.anna.user.email);
    await leave(w.companyId, w.anna.user.id);
    await signOutside(w.companyId, first);
    expect(await count(w.anna.user.email)).toBe(annaMails);
    const asked = (await t.api.as(w.requester).get(`${w.base}/e-signs/${sequential.id}`)).json() as EsignRequest;
    expect(asked.signers.map((s) => s.status)).toEqual(["signed", "asked"]);
    expect(asked.events.filter((e) => e.type === "sent")).toHaveLength(1);

    // Parallel: Bo signs and leaves; the reminder and the sealed PDF go to the others only.
    const second = outsider();
    const parallel = await w.request(
      { signers: [{ userId: w.bo.user.id }, { name: "Out", email: second }] },
      "Parallel",
    );
    expect((await t.api.as(w.bo).post(`${w.base}/e-signs/${parallel.id}/sign`, typed("Bo"))).statusCode).toBe(200);
    await leave(w.companyId, w.bo.user.id);
    const boMails = await count(w.bo.user.email);
    const outsideMails = await count(second);
    expect((await t.api.as(w.requester).post(`${w.base}/e-signs/${parallel.id}/remind`)).statusCode).toBe(200);
    expect(await count(second)).toBe(outsideMails + 1);
    await signOutside(w.companyId, second);
    const done = (await t.api.as(w.requester).get(`${w.base}/e-signs/${parallel.id}`)).json() as EsignRequest;
    expect(done.status).toBe("complete");
    expect(await count(w.bo.user.email)).toBe(boMails);
    for (const to of [second, w.requester.user.email]) {
      expect(
        (await mailsTo(to)).filter((m) => m.attachments.length > 0),
        to,
      ).toHaveLength(1);
    }
  });

  it("a requester no longer in the company is mailed no signature, completion or expiry", async () => {
    const w = await world();
    const email = outsider();
    const signed = await w.request({ signers: [{ name: "Out", email }] });
    const expiring = await w.request({}, "Expiring");
    await leave(w.companyId, w.requester.user.id);
    const before = await count(w.requester.user.email);
    await signOutside(w.companyId, email);
    expect((await t.api.as(w.overseer).get(`${w.base}/e-signs/${signed.id}`)).json().status).toBe("complete");
    await withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
      tx
        .update(esignRequests)
        .set({ deadline: inDays(-1) })
        .where(eq(esignRequests.id, expiring.id)),
    );
    expect(await expireRequests(t.deps)).toBeGreaterThanOrEqual(1);
    expect((await t.api.as(w.overseer).get(`${w.base}/e-signs/${expiring.id}`)).json().endReason).toBe("expired");
    expect(await count(w.requester.user.email)).toBe(before);
  });
});

describe("files a request signs", () => {
  it("refuses to delete the file of an active request and the sealed PDF of any request; other files may go", async () => {
    const w = await world();
    const { publication, file } = await w.object("Lease");
    const files = `${w.base}/publications/${publication.id}/files`;
    const request = (await createEsign(t, w.requester, w.companyId, publication.id, {
      fileId: file.id,
      signers: [{ userId: w.anna.user.id }],
      deadline: inDays(3),
    })) as EsignRequest;
    const inUse = await t.api.as(w.requester).delete(`${files}/${file.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ code: ErrorCode.FileInUse, message: "The file is part of a signing request." });
    expect((await t.api.as(w.anna).post(`${w.base}/e-signs/${request.id}/sign`, typed("Anna"))).statusCode).toBe(200);

    const done = (await t.api.as(w.requester).get(`${w.base}/e-signs/${request.id}`)).json() as EsignRequest;
    expect(done.status).toBe("complete");
    const sealed = await t.api.as(w.requester).delete(`${files}/${done.sealed?.fileId}`);
    expect(sealed.statusCode).toBe(409);
    expect(sealed.json().code).toBe(ErrorCode.FileInUse);
    // The request is no longer active: its original may go (the request keeps its name and hash).
    expect((await t.api.as(w.requester).delete(`${files}/${file.id}`)).statusCode).toBe(200);
    expect((await t.api.as(w.requester).get(`${w.base}/e-signs/${request.id}/sealed`)).statusCode).toBe(200);

    // A cancelled request holds its file no more.
    const other = created(
      await uploadFile(t, w.requester, files, "Other.pdf", "application/pdf", samplePdf("Other")),
    ) as { id: string };
    const cancelled = (await createEsign(t, w.requester, w.companyId, publication.id, {
      fileId: other.id,
      signers: [{ userId: w.anna.user.id }],
      deadline: inDays(3),
    })) as EsignRequest;
    expect((await t.api.as(w.requester).delete(`${files}/${other.id}`)).statusCode).toBe(409);
    await t.api.as(w.requester).post(`${w.base}/e-signs/${cancelled.id}/cancel`);
    expect((await t.api.as(w.requester).delete(`${files}/${other.id}`)).statusCode).toBe(200);
  });
});

describe("a requester whose account is gone", () => {
  it("asks the next signer in the company's name, reminders still go out, and everyone gets the sealed PDF", async () => {
    const w = await world();
    const email = outsider();
    const request = await w.request({
      order: "sequential",
      signers: [{ name: "Out", email }, { userId: w.anna.user.id }],
    });
    // The account is deleted: the request keeps its requester's email, requested_by becomes null.
    await t.deps.db.delete(users).where(eq(users.id, w.requester.user.id));
    const company = (await t.api.as(w.overseer).get(`/api/companies/${w.companyId}`)).json().name as string;
    const outside = await outsideSigner(w.companyId, email);
    await outside.askCode();
    await outside.verify(await outside.code());
    expect((await outside.sign(typed("Out"))).statusCode).toBe(200);

    const url = `${w.base}/e-signs/${request.id}`;
    const asked = (await t.api.as(w.overseer).get(url)).json() as EsignRequest;
    expect(asked.signers.map((s) => s.status)).toEqual(["signed", "asked"]);
    const mail = await lastMessage(t.deps, w.anna.user.email);
    expect(mail?.subject).toContain(company);
    expect(mail?.body).toContain(`/companies/${w.companyId}/e-signs/${request.id}`);
    const bell = (await t.api.as(w.anna).get(`${w.base}/notifications`)).json();
    expect(bell.notifications[0].data.notification).toMatchObject({
      type: "ESIGN_SHARED",
      sourceUser: null,
      sourceName: company,
      esign: { id: request.id },
    });

    const before = (await mailsTo(w.anna.user.email)).length;
    expect((await t.api.as(w.overseer).post(`${url}/remind`)).statusCode).toBe(200);
    expect((await mailsTo(w.anna.user.email)).length).toBe(before + 1);

    const last = await t.api.as(w.anna).post(`${url}/sign`, typed("Anna"));
    expect(last.json().status).toBe("complete");
    for (const to of [email, w.anna.user.email]) {
      expect(
        (await mailsTo(to)).filter((m) => m.attachments.length > 0),
        to,
      ).toHaveLength(1);
    }
  });
});

describe("the deadline day in the company's time zone", () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  /**
   * Only Date is faked: the clock reads `at` (near the real time, so sessions stay valid) and runs on
   * from there (PGlite's now() reads it too, and the newest mail must be the newest).
   */
  const clockAt = (at: string) => {
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(at));
  };

  it("west of UTC: a request due today (Los Angeles) is created and signed while UTC is already on the next day", async () => {
    const w = await world(allFeatures, "America/Los_Angeles");
    const email = outsider();
    const utcDay = new Date().toISOString().slice(0, 10);
    // 03:00 UTC is the evening before in Los Angeles (UTC-7 or -8).
    clockAt(`${utcDay}T03:00:00Z`);
    const localDay = dayBefore(utcDay);
    const { publication, file } = await w.object();
    const response = await t.api.as(w.requester).post(`${w.base}/publications/${publication.id}/e-signs`, {
      fileId: file.id,
      signers: [{ userId: w.anna.user.id }, { name: "Out", email }],
      deadline: localDay,
    });
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json() as EsignRequest;
    const signed = await t.api.as(w.anna).post(`${w.base}/e-signs/${request.id}/sign`, typed("Anna"));
    expect(signed.statusCode, signed.body).toBe(200);
    const olle = await outsideSigner(w.companyId, email);
    expect((await olle.askCode()).statusCode).toBe(200);
    expect((await olle.verify(await olle.code())).statusCode).toBe(200);
    // The deadline job agrees: nothing of this company is past its deadline yet.
    await expireRequests(t.deps, new Date());
    expect((await t.api.as(w.requester).get(`${w.base}/e-signs/${request.id}`)).json().status).toBe("active");
  });

  it("east of UTC: a deadline past in Kiritimati (UTC+14) is refused while UTC is still on that day", async () => {
    const w = await world(allFeatures, "Pacific/Kiritimati");
    const email = outsider();
    const request = await w.request({ signers: [{ userId: w.anna.user.id }, { name: "Out", email }] });
    const olle = await outsideSigner(w.companyId, email);
    const utcDay = new Date().toISOString().slice(0, 10);
    await withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
      tx.update(esignRequests).set({ deadline: utcDay }).where(eq(esignRequests.id, request.id)),
    );
    // 11:00 UTC is 01:00 the next day in Kiritimati: the deadline (the UTC day) has passed there.
    clockAt(`${utcDay}T11:00:00Z`);
    const { publication, file } = await w.object("Late");
    const late = await t.api.as(w.requester).post(`${w.base}/publications/${publication.id}/e-signs`, {
      fileId: file.id,
      signers: [{ userId: w.anna.user.id }],
      deadline: utcDay,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().field).toBe("deadline");
    const signed = await t.api.as(w.anna).post(`${w.base}/e-signs/${request.id}/sign`, typed("Anna"));
    expect(signed.statusCode).toBe(409);
    expect(signed.json().code).toBe(ErrorCode.EsignClosed);
    expect((await olle.askCode()).json().code).toBe(ErrorCode.EsignClosed);
    // And the deadline job expires it now.
    expect(await expireRequests(t.deps, new Date())).toBeGreaterThanOrEqual(1);
    expect((await t.api.as(w.requester).get(`${w.base}/e-signs/${request.id}`)).json().endReason).toBe("expired");
  });
});

describe("the reminder before the deadline", () => {
  it("mails those who have not signed once, some days before the deadline, with two processes", async () => {
    const w = await world();
    const email = outsider();
    const due = await w.request({ deadline: inDays(1), signers: [{ userId: w.anna.user.id }, { name: "Out", email }] });
    const far = await w.request({ deadline: inDays(20) }, "Far");
    const fresh = await w.request({ deadline: inDays(1) }, "Fresh");
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await withTenant(t.deps.db, { companyIds: [w.companyId] }, (tx) =>
      tx
        .update(esignSigners)
        .set({ askedAt: twoDaysAgo })
        .where(inArray(esignSigners.requestId, [due.id, far.id])),
    );
    const other = t.connectAgain();
    const counts = await Promise.all([remindBeforeDeadline(t.deps), remindBeforeDeadline({ ...t.deps, db: other.db })]);
    await other.close();
    expect(counts[0] + counts[1]).toBe(1);
    expect(await remindBeforeDeadline(t.deps)).toBe(0);
    const read = async (id: string) =>
      (await t.api.as(w.requester).get(`${w.base}/e-signs/${id}`)).json() as EsignRequest;
    const reminded = (await read(due.id)).events.filter((e) => e.type === "reminded");
    expect(reminded.map((e) => [e.signerId, e.actor])).toEqual(due.signers.map((s) => [s.id, null]));
    expect((await lastMessage(t.deps, email))?.subject).toMatch(/^(Reminder|Påminnelse)/);
    for (const id of [far.id, fresh.id]) {
      expect((await read(id)).events.some((e) => e.type === "reminded")).toBe(false);
    }
  });
});

describe("the language of an outside signer's mails", () => {
  const setLanguage = async (member: Awaited<ReturnType<typeof newMember>>, language: "se" | "en") =>
    expect((await t.api.as(member).put(`/api/users/${member.user.id}/language`, { language })).statusCode).toBe(200);
  const subjects = async (to: string) => (await mailsTo(to)).map((m) => m.subject ?? "");

  it("mails the invitation, the reminder, the code and the sealed document in the language chosen for the signer, not the requester's", async () => {
    const w = await world();
    await setLanguage(w.requester, "se");
    const email = outsider();
    const request = await w.request({ signers: [{ name: "Emma English", email, language: "en" }] }, "Lease");
    expect(request.signers[0]?.language).toBe("en");
    expect(await subjects(email)).toEqual([expect.stringMatching(/ asks you to sign Lease\.pdf$/)]);
    expect((await t.api.as(w.requester).post(`${w.base}/e-signs/${request.id}/remind`)).statusCode).toBe(200);
    expect((await subjects(email))[1]).toBe("Reminder: please sign Lease.pdf");
    const emma = await outsideSigner(w.companyId, email);
    expect((await emma.askCode()).statusCode).toBe(200);
    expect((await subjects(email))[2]).toMatch(/^Your code to sign Lease\.pdf: \d{6}$/);
    expect((await emma.verify(await emma.code())).statusCode).toBe(200);
    expect((await emma.sign(typed("Emma English"))).statusCode).toBe(200);
    const [completed] = (await mailsTo(email)).filter((m) => m.attachments.length > 0);
    expect(completed?.subject).toBe("Everyone has signed Lease.pdf");
    // The request's language, the company's by default, names the sealed file: Swedish here.
    expect(completed?.attachments[0]?.name).toBe("Lease (signerad).pdf");
    // The requester is still mailed in their own language.
    expect((await subjects(w.requester.user.email)).at(-1)).toBe("Alla har signerat Lease.pdf");
  });

  it("mails an outside signer without a choice in the company's language, Swedish, though the requester's screen is English", async () => {
    const w = await world();
    await setLanguage(w.requester, "en");
    const email = outsider();
    const request = await w.request({ signers: [{ name: "Olle", email }] }, "Avtal");
    expect(request.signers[0]?.language).toBe("se");
    expect(await subjects(email)).toEqual([expect.stringMatching(/ ber dig signera Avtal\.pdf$/)]);
    const olle = await outsideSigner(w.companyId, email);
    await olle.askCode();
    expect((await subjects(email))[1]).toMatch(/^Din kod för att signera Avtal\.pdf: \d{6}$/);
    await olle.verify(await olle.code());
    expect((await olle.sign(typed("Olle"))).statusCode).toBe(200);
    const done = (await t.api.as(w.requester).get(`${w.base}/e-signs/${request.id}`)).json() as EsignRequest;
    const sealed = await t.api.as(w.requester).get(`${w.base}/e-signs/${request.id}/sealed`);
    expect(sealed.headers["content-disposition"]).toContain(encodeURIComponent("Avtal (signerad).pdf"));
    expect((await PDFDocument.load(sealed.rawPayload)).getTitle()).toBe("Avtal.pdf (signerad)");
    const path = join(await mkdtemp(join(tmpdir(), "esign-")), "sealed.pdf");
    await writeFile(path, sealed.rawPayload);
    const certificate = await pdfText(path);
    expect(certificate).toContain("Signeringsintyg");
    expect(certificate).toContain("identifierad med kod via e-post, skriven underskrift");
    expect(certificate).not.toContain("Signing certificate");
    const files = (await t.api.as(w.requester).get(`${w.base}/publications/${done.publication.id}/files`)).json();
    expect(files.map((f: { uploadName: string }) => f.uploadName)).toContain("Avtal (signerad).pdf");
    expect((await mailsTo(email)).filter((m) => m.attachments.length > 0).map((m) => m.subject)).toEqual([
      "Alla har signerat Avtal.pdf",
    ]);

    // A request in English: its outside people without a language of their own are mailed in it.
    const other = outsider();
    await w.request({ language: "en", signers: [{ name: "Kim", email: other }] }, "Contract");
    expect(await subjects(other)).toEqual([expect.stringMatching(/ asks you to sign Contract\.pdf$/)]);
  });
});
