import { ErrorCode } from "@app/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { boundary, createObject, uploadFile } from "../../../test/factories";
import { appWithTwoCompanies } from "../../../test/fixtures";
import { editor, newMember, publicationsUrl } from "../../../test/objects";
import { publicationFiles } from "../../db/schema";

const { t, fx } = appWithTwoCompanies(editor, { UPLOAD_LIMIT_MB: "1" });

const files = (companyId: string, publicationId: string, rest = "") =>
  publicationsUrl(companyId, `/${publicationId}/files${rest}`);

const upload = (
  token: string,
  companyId: string,
  publicationId: string,
  name: string,
  type: string,
  content: Buffer | string,
) => uploadFile(t, token, files(companyId, publicationId), name, type, content);

describe("files", () => {
  it("uploads, lists, downloads as an attachment and deletes", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "With files" });
    const uploaded = await upload(
      fx.a.token,
      fx.a.company.id,
      object.id,
      "avtal å.pdf",
      "application/pdf",
      "%PDF-1.4 test",
    );
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({
      uploadName: "avtal å.pdf",
      size: 13,
      contentType: "application/pdf",
      uploadStatus: "COMPLETE",
      uploadProgress: 100,
    });
    const list = await t.api.as(fx.a).get(files(fx.a.company.id, object.id));
    expect(list.json().map((f: { uploadName: string }) => f.uploadName)).toEqual(["avtal å.pdf"]);

    const id = uploaded.json().id;
    const download = await t.api.as(fx.a).get(files(fx.a.company.id, object.id, `/${id}`));
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("%PDF-1.4 test");
    expect(download.headers["content-disposition"]).toContain("attachment;");
    expect(download.headers["content-disposition"]).toContain("filename*=UTF-8''avtal%20%C3%A5.pdf");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");

    const removed = await t.api.as(fx.a).delete(files(fx.a.company.id, object.id, `/${id}`));
    expect(removed.statusCode).toBe(200);
    const gone = await t.api.as(fx.a).get(files(fx.a.company.id, object.id, `/${id}`));
    expect(gone.statusCode).toBe(404);
  });

  it("never serves HTML or SVG as a page", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Risky" });
    for (const [name, type] of [
      ["x.html", "text/html"],
      ["x.svg", "image/svg+xml"],
    ] as const) {
      const id = (await upload(fx.a.token, fx.a.company.id, object.id, name, type, "<script>alert(1)</script>")).json()
        .id;
      const download = await t.api.as(fx.a).get(files(fx.a.company.id, object.id, `/${id}`));
      expect(download.headers["content-type"]).toBe("application/octet-stream");
      expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
      expect(download.headers["content-security-policy"]).toContain("sandbox");
    }
  });

  it("answers 413 with a clear message past the size limit and keeps nothing", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Big" });
    const response = await upload(
      fx.a.token,
      fx.a.company.id,
      object.id,
      "big.bin",
      "application/octet-stream",
      Buffer.alloc(1024 * 1024 + 10),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: ErrorCode.PayloadTooLarge,
      message: "The file is larger than the limit of 1 MB.",
      current: { limitBytes: 1024 * 1024 },
    });
    const rows = await t.deps.db.select().from(publicationFiles).where(eq(publicationFiles.publicationId, object.id));
    expect(rows.map((r) => r.uploadStatus)).toEqual(["ERROR"]);
    const list = await t.api.as(fx.a).get(files(fx.a.company.id, object.id));
    expect(list.json()[0].uploadStatus).toBe("ERROR");
  });

  it("answers 400, not 500, to a multipart body that breaks off, and keeps nothing", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Broken upload" });
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n`;
    // Ends before any part; ends inside the file (no closing boundary).
    for (const payload of [`--${boundary}\r\n`, `${head}abc\r\n`]) {
      const response = await t.api.as(fx.a).post(files(fx.a.company.id, object.id), payload, {
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.Validation, field: "file" });
    }
    const list = await t.api.as(fx.a).get(files(fx.a.company.id, object.id));
    expect(list.json().filter((f: { uploadStatus: string }) => f.uploadStatus === "COMPLETE")).toEqual([]);
  });

  it("needs the edit permission to upload or delete", async () => {
    const object = await createObject(t, fx.a, fx.a.company.id, { name: "Read only" });
    const reader = await newMember(t, fx.a.company.id, ["SeeObjectsWithoutGroup"]);
    expect((await upload(reader.token, fx.a.company.id, object.id, "a.txt", "text/plain", "a")).statusCode).toBe(403);
    const id = (await upload(fx.a.token, fx.a.company.id, object.id, "a.txt", "text/plain", "a")).json().id;
    const del = await t.api.as(reader).delete(files(fx.a.company.id, object.id, `/${id}`));
    expect(del.statusCode).toBe(403);
  });

  it("answers 404 for another company's object or file and 401 without a token", async () => {
    const theirs = await createObject(t, fx.b, fx.b.company.id, { name: "B" });
    const theirFile = (await upload(fx.b.token, fx.b.company.id, theirs.id, "b.txt", "text/plain", "B secret")).json();
    const mine = await createObject(t, fx.a, fx.a.company.id, { name: "A" });
    expect((await upload(fx.a.token, fx.a.company.id, theirs.id, "x.txt", "text/plain", "x")).statusCode).toBe(404);
    for (const url of [
      files(fx.a.company.id, theirs.id),
      files(fx.a.company.id, theirs.id, `/${theirFile.id}`),
      files(fx.a.company.id, mine.id, `/${theirFile.id}`),
    ]) {
      const response = await t.api.as(fx.a).get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain("B secret");
    }
    const del = await t.api.as(fx.a).delete(files(fx.a.company.id, mine.id, `/${theirFile.id}`));
    expect(del.statusCode).toBe(404);
    expect((await t.api.anonymous().get(files(fx.b.company.id, theirs.id, `/${theirFile.id}`))).statusCode).toBe(401);
    const still = await t.api.as(fx.b).get(files(fx.b.company.id, theirs.id, `/${theirFile.id}`));
    expect(still.body).toBe("B secret");
  });
});
