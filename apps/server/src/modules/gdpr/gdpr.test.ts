import { allPermissions, type Permission } from "@app/contract";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import {
  created,
  createNotice,
  createObject,
  createSkill,
  createTask,
  createUserSkill,
  uploadFile,
} from "../../../test/factories";
import { addMember, appWithTwoCompanies, createUser, signIn } from "../../../test/fixtures";
import { withTenant } from "../../db/client";
import { auditEvents } from "../../db/schema";

const admin: Permission[] = allPermissions.filter((p) => p !== "CompanyCreate");
const { t, fx } = appWithTwoCompanies(admin);

/** The entries of a ZIP, by name (read with yauzl, the reading half of the library that writes them). */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on("entry", (entry: yauzl.Entry) => {
        file.openReadStream(entry, (failure, stream) => {
          if (failure || !stream) return reject(failure);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on("end", () => resolve(entries));
      file.on("error", reject);
      file.readEntry();
    });
  });
}

const PDF = Buffer.from("%PDF-1.4\n% Tove's forklift certificate\n%%EOF\n");
const url = (companyId: string, userId: string) => `/api/companies/${companyId}/users/${userId}/gdpr-export`;

let tove: { user: { id: string; name: string; email: string }; token: string };
let olle: { user: { id: string; name: string; email: string; phone: string | null }; token: string };

beforeAll(async () => {
  const companyId = fx.a.company.id;
  const make = async (name: string, email: string, phone: string) => {
    const user = await createUser(t.deps.db, { name, email, phone });
    await addMember(t.deps.db, companyId, user.id, { permissions: ["SeeObjectsWithoutGroup"] });
    return { user, token: await signIn(t.app, user.email) };
  };
  tove = await make("Tove Target", "tove.target@example.test", "+46701110001");
  olle = await make("Olle Otherperson", "olle.other@example.test", "+46709990009");
  const base = `/api/companies/${companyId}`;

  // What the administrator (another person) makes about Tove: a reminder she manages, a task, a skill with
  // its certificate, a tag. Olle shares the reminder and the task.
  const object = await createObject(t, fx.a, companyId, { name: "Lease contract" });
  await createNotice(t, fx.a, companyId, {
    publicationId: object.id,
    title: "Renew the lease",
    managerId: tove.user.id,
    assigneeIds: [olle.user.id],
  });
  await createTask(t, fx.a, companyId, {
    title: "Inspect the warehouse",
    memberIds: [tove.user.id, olle.user.id],
    publicationId: object.id,
  });
  const skill = await createSkill(t, fx.a, companyId, { name: "Forklift", validityMonths: 24 });
  const record = await createUserSkill(t, fx.a, companyId, {
    userId: tove.user.id,
    skillId: skill.id,
    achievedOn: "2026-01-15",
  });
  const upload = await uploadFile(
    t,
    fx.a,
    `${base}/user-skills/${record.id}/certificate`,
    "forklift.pdf",
    "application/pdf",
    PDF,
  );
  expect(upload.statusCode, upload.body).toBeLessThan(300);
  const tag = await t.api
    .as(fx.a)
    .post(`/api/users/${tove.user.id}/tags?companyId=${companyId}`, { name: "Night shift" });
  expect(tag.statusCode, tag.body).toBeLessThan(300);

  // What Tove writes herself; Olle comments too.
  created(
    await t.api
      .as(tove)
      .post(`${base}/publications/${object.id}/comments`, { body: "Signed copy is in the <b>archive</b>" }),
  );
  created(await t.api.as(olle).post(`${base}/publications/${object.id}/comments`, { body: "Olle's own remark" }));
  const picture = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();
  const avatar = await t.api
    .as(tove)
    .put(`/api/users/${tove.user.id}/avatar`, picture, { headers: { "content-type": "image/png" } });
  expect(avatar.statusCode, avatar.body).toBe(200);
});

describe("GDPR export", () => {
  it("answers a ZIP of the person's rows with its exact length and a safe name, in their language", async () => {
    const response = await t.api.as(fx.a).get(url(fx.a.company.id, tove.user.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="gdpr-export-Tove-Target-\d{4}-\d{2}-\d{2}\.zip"/,
    );

    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      "avatar.webp",
      "certificates/1-forklift.pdf",
      "data.json",
      "index.html",
    ]);
    expect((await sharp(entries.get("avatar.webp")).metadata()).format).toBe("webp");
    expect(entries.get("certificates/1-forklift.pdf")).toEqual(PDF);

    const data = JSON.parse(entries.get("data.json")?.toString("utf8") ?? "{}");
    expect(data.profile).toMatchObject({
      name: "Tove Target",
      email: "tove.target@example.test",
      phone: "+46701110001",
      language: "se",
    });
    expect(data.membership.type).toBe("DEFAULT");
    expect(data.permissions).toEqual(["SeeObjectsWithoutGroup"]);
    expect(data.tags).toEqual(["Night shift"]);
    expect(data.reminders).toEqual([
      expect.objectContaining({ title: "Renew the lease", object: "Lease contract", manager: true, assignee: false }),
    ]);
    expect(data.tasks).toEqual([
      expect.objectContaining({ title: "Inspect the warehouse", member: true, creator: false, otherMembers: 1 }),
    ]);
    expect(data.comments.map((c: { body: string }) => c.body)).toEqual(["Signed copy is in the <b>archive</b>"]);
    expect(data.skills).toEqual([
      expect.objectContaining({
        skill: "Forklift",
        achievedOn: "2026-01-15",
        recordedBy: "anotherMember",
        certificate: expect.objectContaining({ name: "forklift.pdf", file: "certificates/1-forklift.pdf" }),
      }),
    ]);
    // Events about her (her membership, her skill record, her tag) and by her (her comment).
    const about = data.auditEvents.filter((e: { aboutYou: boolean }) => e.aboutYou);
    expect(about.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(["company_users", "user_skills", "user_tags"]),
    );
    expect(about.find((e: { kind: string }) => e.kind === "user_skills").actor).toBe("anotherMember");
    expect(data.auditEvents.filter((e: { byYou: boolean }) => e.byYou).map((e: { kind: string }) => e.kind)).toContain(
      "publication_comments",
    );

    const html = entries.get("index.html")?.toString("utf8") ?? "";
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain("Personuppgifter om Tove Target");
    expect(html).toContain("Renew the lease");
    expect(html).toContain("Signed copy is in the &lt;b&gt;archive&lt;/b&gt;");
    expect(html).not.toContain("<b>archive");
  });

  it("names no other person anywhere in the archive", async () => {
    const response = await t.api.as(fx.a).get(url(fx.a.company.id, tove.user.id));
    const entries = await unzip(response.rawPayload);
    const everything = [
      response.rawPayload.toString("utf8"),
      ...[...entries.values()].map((b) => b.toString("utf8")),
    ].join("\n");
    expect(everything).toContain("Tove Target");
    for (const other of [
      fx.a.user.name,
      fx.a.user.email,
      olle.user.name,
      olle.user.email,
      "+46709990009",
      "Olle's own remark",
    ]) {
      expect(everything, other).not.toContain(other);
    }
  });

  it("writes the summary in English for a person whose language is English", async () => {
    const put = await t.api.as(olle).put(`/api/users/${olle.user.id}/language`, { language: "en" });
    expect(put.statusCode, put.body).toBeLessThan(300);
    const response = await t.api.as(olle).get(url(fx.a.company.id, olle.user.id));
    expect(response.statusCode, response.body).toBe(200);
    const html = (await unzip(response.rawPayload)).get("index.html")?.toString("utf8") ?? "";
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Personal data about Olle Otherperson");
  });

  it("lets a member export themself without the GDPR permission, and records each export without personal data", async () => {
    const response = await t.api.as(tove).get(url(fx.a.company.id, tove.user.id));
    expect(response.statusCode, response.body).toBe(200);
    const events = await withTenant(t.deps.db, { companyIds: [fx.a.company.id] }, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.companyId, fx.a.company.id),
            eq(auditEvents.action, "export"),
            eq(auditEvents.subjectUserId, tove.user.id),
          ),
        ),
    );
    expect(events.map((e) => e.actorUserId).sort()).toEqual([fx.a.user.id, fx.a.user.id, tove.user.id].sort());
    for (const event of events) {
      expect(event).toMatchObject({ kind: "gdpr", entityId: tove.user.id, changes: null, label: null });
    }
  });

  it("refuses: no token 401, a member without GDPR for someone else 403, another company's member 404", async () => {
    expect((await t.api.anonymous().get(url(fx.a.company.id, tove.user.id))).statusCode).toBe(401);
    const refused = await t.api.as(olle).get(url(fx.a.company.id, tove.user.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("FORBIDDEN");
    const elsewhere = await t.api.as(fx.a).get(url(fx.a.company.id, fx.b.user.id));
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain(fx.b.user.name);
    // Another company's id: the guard refuses a company one is not a member of.
    expect((await t.api.as(fx.a).get(url(fx.b.company.id, fx.b.user.id))).statusCode).toBe(403);
  });
});
