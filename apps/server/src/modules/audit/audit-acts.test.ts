import { type AuditEvent, allFeatures, ESIGN_CONSENT_VERSION, type EsignRequest } from "@app/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { created, createEsign, createObject, uploadFile } from "../../../test/factories";
import { createCompany } from "../../../test/fixtures";
import { createTestApp, lastMessage, type TestApp } from "../../../test/helpers";
import { editor, newMember } from "../../../test/objects";
import { samplePdf } from "../../../test/pdf";

/**
 * The events the web's sentences read as one act (features/audit/sentences.ts, fold.ts): what the
 * trigger records for an upload and for an outside signer's signature, which the screen names
 * "uploaded the file … (size)" and "<signer> signed …" by these fields alone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function world() {
  const company = await createCompany(t.deps.db, { enabledFeatures: allFeatures });
  const requester = await newMember(t, company.id, [...editor, "CertifyDocument", "AuditLogs"]);
  const base = `/api/companies/${company.id}`;
  const auditOf = async (query: string) => {
    const answer = await t.api.as(requester).get(`${base}/audit?${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.json().items as AuditEvent[];
  };
  return { companyId: company.id, requester, base, auditOf };
}

describe("the events of acts", () => {
  it("an upload is a row made uploading, then its size and uploaded state by the same person", async () => {
    const w = await world();
    const object = await createObject(t, w.requester, w.companyId, { name: "Lease" });
    const pdf = samplePdf("Lease");
    const file = created(
      await uploadFile(
        t,
        w.requester,
        `${w.base}/publications/${object.id}/files`,
        "Lease.pdf",
        "application/pdf",
        pdf,
      ),
    );
    const events = await w.auditOf(`entityId=${file.id}`);
    expect(events.map((e) => [e.action, e.kind, e.actorUserId, e.objectId, e.label])).toEqual([
      ["update", "publication_files", w.requester.user.id, object.id, "Lease.pdf"],
      ["create", "publication_files", w.requester.user.id, object.id, "Lease.pdf"],
    ]);
    expect(events[0]?.changes).toEqual({ size: [0, pdf.length], upload_status: ["INPROGRESS", "COMPLETE"] });
    expect(events[1]?.changes).toMatchObject({ upload_status: [null, "INPROGRESS"] });
  });

  it("an outside signer's signature changes their own row, with no actor, from their address, labelled with their name", async () => {
    const w = await world();
    const object = await createObject(t, w.requester, w.companyId, { type: "esign", name: "Lease" });
    const file = created(
      await uploadFile(
        t,
        w.requester,
        `${w.base}/publications/${object.id}/files`,
        "Lease.pdf",
        "application/pdf",
        samplePdf("Lease"),
      ),
    );
    const email = `olle-${Date.now()}@example.test`;
    const request = (await createEsign(t, w.requester, w.companyId, object.id, {
      fileId: file.id,
      signers: [{ name: "Olle Outside", email }],
      deadline: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    })) as EsignRequest;
    const signerId = request.signers[0]?.id;

    const token = (await lastMessage(t.deps, email))?.body.match(/\/e-sign\/[^/]+\/([A-Za-z0-9_-]+)/)?.[1];
    const link = `/api/e-sign/${w.companyId}/${token}`;
    const olle = t.api.anonymous();
    const from = { remoteAddress: "198.51.100.9" };
    expect((await olle.post(`${link}/code`, undefined, from)).statusCode).toBe(200);
    const code = (await lastMessage(t.deps, email))?.subject?.match(/(\d{6})$/)?.[1];
    const verified = await olle.post(`${link}/verify`, { code }, from);
    expect(verified.statusCode).toBe(200);
    const cookie = String(verified.headers["set-cookie"]).split(";")[0] ?? "";
    const signature = { signature: { kind: "typed", name: "Olle Outside" }, consentVersion: ESIGN_CONSENT_VERSION };
    const signed = await olle.post(`${link}/sign`, signature, { ...from, headers: { cookie } });
    expect(signed.statusCode, signed.body).toBe(200);

    const [last] = await w.auditOf(`entityId=${signerId}`);
    expect(last).toMatchObject({
      action: "update",
      kind: "esign_signers",
      actorUserId: null,
      ip: "198.51.100.9",
      label: "Olle Outside",
    });
    expect(last?.changes?.status).toEqual(["asked", "signed"]);
  });
});
