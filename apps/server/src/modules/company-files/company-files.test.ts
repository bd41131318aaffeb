import { ErrorCode } from "@app/contract";
import { describe, expect, it } from "vitest";
import { boundary, uploadFile } from "../../../test/factories";
import { appWithTwoCompanies } from "../../../test/fixtures";
import { newMember } from "../../../test/objects";

const { t, fx } = appWithTwoCompanies(["CompanyInfoEdit"], { UPLOAD_LIMIT_MB: "3" });

const PNG = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(40, 1)]);
const JPEG = Buffer.concat([Buffer.from("ffd8ffe000104a464946", "hex"), Buffer.alloc(40, 2)]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([40, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(32, 3),
]);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

const base = (companyId: string) => `/api/companies/${companyId}`;

describe("logo and PDF logo", () => {
  it("has none at first, stores one of each kind, serves it safely and replaces it", async () => {
    const logo = `${base(fx.a.company.id)}/logo`;
    expect((await t.api.as(fx.a).get(logo)).statusCode).toBe(404);
    expect((await t.api.as(fx.a).get(`${logo}?type=pdf`)).statusCode).toBe(404);

    const uploaded = await uploadFile(t, fx.a, logo, "logo.png", "image/png", PNG);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({ uploadName: "logo.png", contentType: "image/png", size: PNG.length });
    // The declared type is not trusted: the bytes decide.
    const pdfLogo = await uploadFile(t, fx.a, `${logo}?type=pdf`, "print.png", "image/png", JPEG);
    expect(pdfLogo.json().contentType).toBe("image/jpeg");

    const served = await t.api.as(fx.a).get(logo);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toBe("private, no-cache");
    const etag = served.headers.etag as string;
    expect(etag).toBe(`"${uploaded.json().id}"`);
    const again = await t.api.as(fx.a).get(logo, { headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    const pdf = await t.api.as(fx.a).get(`${logo}?type=pdf`);
    expect(pdf.headers["content-type"]).toBe("image/jpeg");
    expect(pdf.rawPayload.equals(JPEG)).toBe(true);

    // Any member sees the logo (a guest too); replacing keeps one of each kind.
    const guest = await newMember(t, fx.a.company.id, [], "GUEST");
    expect((await t.api.as(guest).get(logo)).statusCode).toBe(200);
    const replaced = await uploadFile(t, fx.a, logo, "logo.webp", "image/webp", WEBP);
    expect(replaced.statusCode).toBe(201);
    const now = await t.api.as(fx.a).get(logo);
    expect(now.headers["content-type"]).toBe("image/webp");
    expect(now.headers.etag).not.toBe(etag);

    const removed = await t.api.as(fx.a).delete(logo);
    expect(removed.statusCode).toBe(200);
    expect((await t.api.as(fx.a).get(logo)).statusCode).toBe(404);
    expect((await t.api.as(fx.a).delete(logo)).statusCode).toBe(404);
    // The PDF logo stays.
    expect((await t.api.as(fx.a).get(`${logo}?type=pdf`)).statusCode).toBe(200);
  });

  it("accepts only PNG, JPEG and WebP (never SVG), at most 2 MB, and a known type", async () => {
    const logo = `${base(fx.a.company.id)}/logo`;
    for (const [name, type, content] of [
      ["logo.svg", "image/svg+xml", SVG],
      ["logo.png", "image/png", SVG],
      ["logo.gif", "image/gif", "GIF89a......"],
      ["logo.html", "text/html", "<html></html>"],
      ["empty.png", "image/png", ""],
    ] as const) {
      const response = await uploadFile(t, fx.a, logo, name, type, content);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toMatchObject({ code: ErrorCode.UnsupportedMediaType, field: "file" });
    }
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await uploadFile(t, fx.a, logo, "big.png", "image/png", big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: ErrorCode.PayloadTooLarge, field: "file" });
    expect(tooBig.json().message).toContain("2 MB");
    const badType = await uploadFile(t, fx.a, `${logo}?type=banner`, "logo.png", "image/png", PNG);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().field).toBe("type");
    const noFile = await t.api
      .as(fx.a)
      .post(logo, `--${boundary}--\r\n`, { headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
    expect(noFile.statusCode).toBe(400);
    const json = await t.api.as(fx.a).post(logo, { a: 1 });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect((await t.api.as(fx.a).get(logo)).statusCode).toBe(404);
  });

  it("needs CompanyInfoEdit to change, membership to read, and a session", async () => {
    const logo = `${base(fx.a.company.id)}/logo`;
    const reader = await newMember(t, fx.a.company.id, ["CategoriesAndStatuses"]);
    expect((await uploadFile(t, reader, logo, "logo.png", "image/png", PNG)).statusCode).toBe(403);
    await uploadFile(t, fx.a, logo, "logo.png", "image/png", PNG);
    expect((await t.api.as(reader).delete(logo)).statusCode).toBe(403);
    expect((await t.api.as(reader).get(logo)).statusCode).toBe(200);
    // Another company's logo: the user is not a member there.
    const theirs = `${base(fx.b.company.id)}/logo`;
    expect((await uploadFile(t, fx.a, theirs, "logo.png", "image/png", PNG)).statusCode).toBe(403);
    expect((await t.api.as(fx.a).get(theirs)).statusCode).toBe(403);
    expect((await t.api.as(fx.a).delete(theirs)).statusCode).toBe(403);
    expect((await t.api.anonymous().get(logo)).statusCode).toBe(401);
    expect((await uploadFile(t, null, logo, "logo.png", "image/png", PNG)).statusCode).toBe(401);
    expect((await t.api.anonymous().delete(logo)).statusCode).toBe(401);
    // B has no logo: A's is not theirs.
    expect((await t.api.as(fx.b).get(theirs)).statusCode).toBe(404);
  });
});

describe("broken uploads", () => {
  it("answers 400 (never 5xx) to a body that breaks off, is not multipart or carries no file", async () => {
    const part = (content: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n${content}`;
    for (const url of [`${base(fx.a.company.id)}/logo`, `${base(fx.a.company.id)}/files`]) {
      for (const payload of [
        part("x\r\n"),
        part("\x89PNG\r\n\x1a\n"),
        `--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--${boundary}--\r\n`,
        "garbage",
      ]) {
        const response = await t.api
          .as(fx.a)
          .post(url, payload, { headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
        expect(response.statusCode, `${url} ${payload}`).toBe(400);
        expect(response.json()).toMatchObject({ code: ErrorCode.Validation, field: "file" });
      }
      const json = await t.api.as(fx.a).post(url, { file: "x" });
      expect(json.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(json.statusCode, url).toBeLessThan(500);
    }
    expect((await t.api.as(fx.a).get(`${base(fx.a.company.id)}/files`)).json()).toEqual([]);
  });
});

describe("company files", () => {
  it("uploads, lists newest first with who added them, pages, downloads as an attachment and deletes", async () => {
    const files = `${base(fx.a.company.id)}/files`;
    expect((await t.api.as(fx.a).get(files)).json()).toEqual([]);
    const first = await uploadFile(t, fx.a, files, "avtal å.pdf", "application/pdf", "%PDF-1.4 test");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      uploadName: "avtal å.pdf",
      size: 13,
      contentType: "application/pdf",
      createdBy: { id: fx.a.user.id, name: "Alpha AB User" },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await uploadFile(t, fx.a, files, "page.html", "text/html", "<script>alert(1)</script>");
    const list = await t.api.as(fx.a).get(files);
    expect(list.json().map((f: { uploadName: string }) => f.uploadName)).toEqual(["page.html", "avtal å.pdf"]);
    const page = await t.api.as(fx.a).get(`${files}?limit=1&offset=1`);
    expect(page.json().map((f: { id: string }) => f.id)).toEqual([first.json().id]);
    expect((await t.api.as(fx.a).get(`${files}?limit=0`)).statusCode).toBe(400);
    expect((await t.api.as(fx.a).get(`${files}?offset=-1`)).statusCode).toBe(400);

    const download = await t.api.as(fx.a).get(`${files}/${first.json().id}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("%PDF-1.4 test");
    expect(download.headers["content-disposition"]).toContain("attachment;");
    expect(download.headers["content-disposition"]).toContain("filename*=UTF-8''avtal%20%C3%A5.pdf");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    const html = await t.api.as(fx.a).get(`${files}/${second.json().id}`);
    expect(html.headers["content-type"]).toBe("application/octet-stream");
    expect(html.headers["content-security-policy"]).toContain("sandbox");

    // A member without the permission reads and downloads; a guest does neither.
    const reader = await newMember(t, fx.a.company.id, []);
    expect((await t.api.as(reader).get(files)).json()).toHaveLength(2);
    const guest = await newMember(t, fx.a.company.id, [], "GUEST");
    expect((await t.api.as(guest).get(files)).statusCode).toBe(403);
    expect((await t.api.as(guest).get(`${files}/${first.json().id}`)).statusCode).toBe(403);

    const removed = await t.api.as(fx.a).delete(`${files}/${second.json().id}`);
    expect(removed.statusCode).toBe(200);
    expect((await t.api.as(fx.a).get(`${files}/${second.json().id}`)).statusCode).toBe(404);
    expect((await t.api.as(fx.a).get(files)).json()).toHaveLength(1);
  });

  it("answers 413 past UPLOAD_LIMIT_MB and keeps nothing, and 400 without a file", async () => {
    const files = `${base(fx.b.company.id)}/files`;
    const tooBig = await uploadFile(
      t,
      fx.b.token,
      files,
      "big.bin",
      "application/octet-stream",
      Buffer.alloc(3 * 1024 * 1024 + 10),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: ErrorCode.PayloadTooLarge, field: "file" });
    expect(tooBig.json().message).toContain("3 MB");
    expect((await t.api.as(fx.b).get(files)).json()).toEqual([]);
    const none = await t.api
      .as(fx.b)
      .post(files, `--${boundary}--\r\n`, { headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
    expect(none.statusCode).toBe(400);
  });

  it("needs CompanyInfoEdit to write, answers 404 for another company's file and 401 without a session", async () => {
    const mine = `${base(fx.a.company.id)}/files`;
    const theirs = await uploadFile(t, fx.b, `${base(fx.b.company.id)}/files`, "b-secret.txt", "text/plain", "B only");
    const theirId = theirs.json().id;
    expect((await t.api.as(fx.a).get(`${mine}/${theirId}`)).statusCode).toBe(404);
    const del = await t.api.as(fx.a).delete(`${mine}/${theirId}`);
    expect(del.statusCode).toBe(404);
    expect((await t.api.as(fx.a).get(mine)).body).not.toContain("b-secret");
    expect((await t.api.as(fx.b).get(`${base(fx.b.company.id)}/files/${theirId}`)).body).toBe("B only");
    expect((await t.api.as(fx.a).get(`${base(fx.b.company.id)}/files`)).statusCode).toBe(403);

    const reader = await newMember(t, fx.a.company.id, ["CategoriesAndStatuses"]);
    expect((await uploadFile(t, reader, mine, "x.txt", "text/plain", "x")).statusCode).toBe(403);
    const [file] = (await t.api.as(fx.a).get(mine)).json();
    const refused = await t.api.as(reader).delete(`${mine}/${file.id}`);
    expect(refused.statusCode).toBe(403);
    expect((await t.api.as(fx.a).get(`${mine}/not-a-uuid`)).statusCode).toBe(400);

    expect((await t.api.anonymous().get(mine)).statusCode).toBe(401);
    expect((await uploadFile(t, null, mine, "x.txt", "text/plain", "x")).statusCode).toBe(401);
    expect((await t.api.anonymous().get(`${mine}/${file.id}`)).statusCode).toBe(401);
    expect((await t.api.anonymous().delete(`${mine}/${file.id}`)).statusCode).toBe(401);
  });
});
