import { ErrorCode } from "@app/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoCompanies } from "../../../test/fixtures";
import { bearer, createTestApp, type TestApp } from "../../../test/helpers";
import { newMember } from "../../../test/objects";

let t: TestApp;
let fx: Awaited<ReturnType<typeof twoCompanies>>;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_MB: "3" });
  fx = await twoCompanies(t.app, t.deps.db, ["CompanyInfoEdit"]);
});
afterAll(() => t.close());

const boundary = "----company-files";
function multipart(name: string, type: string, content: Buffer | string) {
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

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
const send = (token: string | null, url: string, name: string, type: string, content: Buffer | string) => {
  const body = multipart(name, type, content);
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...(token ? bearer(token) : {}), "content-type": body.type },
    payload: body.payload,
  });
};

describe("logo and PDF logo", () => {
  it("has none at first, stores one of each kind, serves it safely and replaces it", async () => {
    const logo = `${base(fx.a.company.id)}/logo`;
    expect((await t.app.inject({ url: logo, headers: bearer(fx.a.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${logo}?type=pdf`, headers: bearer(fx.a.token) })).statusCode).toBe(404);

    const uploaded = await send(fx.a.token, logo, "logo.png", "image/png", PNG);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({ uploadName: "logo.png", contentType: "image/png", size: PNG.length });
    // The declared type is not trusted: the bytes decide.
    const pdfLogo = await send(fx.a.token, `${logo}?type=pdf`, "print.png", "image/png", JPEG);
    expect(pdfLogo.json().contentType).toBe("image/jpeg");

    const served = await t.app.inject({ url: logo, headers: bearer(fx.a.token) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toBe("private, no-cache");
    const etag = served.headers.etag as string;
    expect(etag).toBe(`"${uploaded.json().id}"`);
    const again = await t.app.inject({ url: logo, headers: { ...bearer(fx.a.token), "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    const pdf = await t.app.inject({ url: `${logo}?type=pdf`, headers: bearer(fx.a.token) });
    expect(pdf.headers["content-type"]).toBe("image/jpeg");
    expect(pdf.rawPayload.equals(JPEG)).toBe(true);

    // Any member sees the logo (a guest too); replacing keeps one of each kind.
    const guest = await newMember(t.app, t.deps.db, fx.a.company.id, [], "GUEST");
    expect((await t.app.inject({ url: logo, headers: bearer(guest.token) })).statusCode).toBe(200);
    const replaced = await send(fx.a.token, logo, "logo.webp", "image/webp", WEBP);
    expect(replaced.statusCode).toBe(201);
    const now = await t.app.inject({ url: logo, headers: bearer(fx.a.token) });
    expect(now.headers["content-type"]).toBe("image/webp");
    expect(now.headers.etag).not.toBe(etag);

    const removed = await t.app.inject({ method: "DELETE", url: logo, headers: bearer(fx.a.token) });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ url: logo, headers: bearer(fx.a.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: logo, headers: bearer(fx.a.token) })).statusCode).toBe(404);
    // The PDF logo stays.
    expect((await t.app.inject({ url: `${logo}?type=pdf`, headers: bearer(fx.a.token) })).statusCode).toBe(200);
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
      const response = await send(fx.a.token, logo, name, type, content);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toMatchObject({ code: ErrorCode.UnsupportedMediaType, field: "file" });
    }
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await send(fx.a.token, logo, "big.png", "image/png", big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: ErrorCode.PayloadTooLarge, field: "file" });
    expect(tooBig.json().message).toContain("2 MB");
    const badType = await send(fx.a.token, `${logo}?type=banner`, "logo.png", "image/png", PNG);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().field).toBe("type");
    const noFile = await t.app.inject({
      method: "POST",
      url: logo,
      headers: { ...bearer(fx.a.token), "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
    const json = await t.app.inject({ method: "POST", url: logo, headers: bearer(fx.a.token), payload: { a: 1 } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect((await t.app.inject({ url: logo, headers: bearer(fx.a.token) })).statusCode).toBe(404);
  });

  it("needs CompanyInfoEdit to change, membership to read, and a session", async () => {
    const logo = `${base(fx.a.company.id)}/logo`;
    const reader = await newMember(t.app, t.deps.db, fx.a.company.id, ["CategoriesAndStatuses"]);
    expect((await send(reader.token, logo, "logo.png", "image/png", PNG)).statusCode).toBe(403);
    await send(fx.a.token, logo, "logo.png", "image/png", PNG);
    expect((await t.app.inject({ method: "DELETE", url: logo, headers: bearer(reader.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: logo, headers: bearer(reader.token) })).statusCode).toBe(200);
    // Another company's logo: the user is not a member there.
    const theirs = `${base(fx.b.company.id)}/logo`;
    expect((await send(fx.a.token, theirs, "logo.png", "image/png", PNG)).statusCode).toBe(403);
    expect((await t.app.inject({ url: theirs, headers: bearer(fx.a.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: theirs, headers: bearer(fx.a.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: logo })).statusCode).toBe(401);
    expect((await send(null, logo, "logo.png", "image/png", PNG)).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: logo })).statusCode).toBe(401);
    // B has no logo: A's is not theirs.
    expect((await t.app.inject({ url: theirs, headers: bearer(fx.b.token) })).statusCode).toBe(404);
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
        const response = await t.app.inject({
          method: "POST",
          url,
          headers: { ...bearer(fx.a.token), "content-type": `multipart/form-data; boundary=${boundary}` },
          payload,
        });
        expect(response.statusCode, `${url} ${payload}`).toBe(400);
        expect(response.json()).toMatchObject({ code: ErrorCode.Validation, field: "file" });
      }
      const json = await t.app.inject({ method: "POST", url, headers: bearer(fx.a.token), payload: { file: "x" } });
      expect(json.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(json.statusCode, url).toBeLessThan(500);
    }
    expect((await t.app.inject({ url: `${base(fx.a.company.id)}/files`, headers: bearer(fx.a.token) })).json()).toEqual(
      [],
    );
  });
});

describe("company files", () => {
  it("uploads, lists newest first with who added them, pages, downloads as an attachment and deletes", async () => {
    const files = `${base(fx.a.company.id)}/files`;
    expect((await t.app.inject({ url: files, headers: bearer(fx.a.token) })).json()).toEqual([]);
    const first = await send(fx.a.token, files, "avtal å.pdf", "application/pdf", "%PDF-1.4 test");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      uploadName: "avtal å.pdf",
      size: 13,
      contentType: "application/pdf",
      createdBy: { id: fx.a.user.id, name: "Alpha AB User" },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await send(fx.a.token, files, "page.html", "text/html", "<script>alert(1)</script>");
    const list = await t.app.inject({ url: files, headers: bearer(fx.a.token) });
    expect(list.json().map((f: { uploadName: string }) => f.uploadName)).toEqual(["page.html", "avtal å.pdf"]);
    const page = await t.app.inject({ url: `${files}?limit=1&offset=1`, headers: bearer(fx.a.token) });
    expect(page.json().map((f: { id: string }) => f.id)).toEqual([first.json().id]);
    expect((await t.app.inject({ url: `${files}?limit=0`, headers: bearer(fx.a.token) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${files}?offset=-1`, headers: bearer(fx.a.token) })).statusCode).toBe(400);

    const download = await t.app.inject({ url: `${files}/${first.json().id}`, headers: bearer(fx.a.token) });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("%PDF-1.4 test");
    expect(download.headers["content-disposition"]).toContain("attachment;");
    expect(download.headers["content-disposition"]).toContain("filename*=UTF-8''avtal%20%C3%A5.pdf");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    const html = await t.app.inject({ url: `${files}/${second.json().id}`, headers: bearer(fx.a.token) });
    expect(html.headers["content-type"]).toBe("application/octet-stream");
    expect(html.headers["content-security-policy"]).toContain("sandbox");

    // A member without the permission reads and downloads; a guest does neither.
    const reader = await newMember(t.app, t.deps.db, fx.a.company.id, []);
    expect((await t.app.inject({ url: files, headers: bearer(reader.token) })).json()).toHaveLength(2);
    const guest = await newMember(t.app, t.deps.db, fx.a.company.id, [], "GUEST");
    expect((await t.app.inject({ url: files, headers: bearer(guest.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${files}/${first.json().id}`, headers: bearer(guest.token) })).statusCode).toBe(
      403,
    );

    const removed = await t.app.inject({
      method: "DELETE",
      url: `${files}/${second.json().id}`,
      headers: bearer(fx.a.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ url: `${files}/${second.json().id}`, headers: bearer(fx.a.token) })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: files, headers: bearer(fx.a.token) })).json()).toHaveLength(1);
  });

  it("answers 413 past UPLOAD_LIMIT_MB and keeps nothing, and 400 without a file", async () => {
    const files = `${base(fx.b.company.id)}/files`;
    const tooBig = await send(
      fx.b.token,
      files,
      "big.bin",
      "application/octet-stream",
      Buffer.alloc(3 * 1024 * 1024 + 10),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: ErrorCode.PayloadTooLarge, field: "file" });
    expect(tooBig.json().message).toContain("3 MB");
    expect((await t.app.inject({ url: files, headers: bearer(fx.b.token) })).json()).toEqual([]);
    const none = await t.app.inject({
      method: "POST",
      url: files,
      headers: { ...bearer(fx.b.token), "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    });
    expect(none.statusCode).toBe(400);
  });

  it("needs CompanyInfoEdit to write, answers 404 for another company's file and 401 without a session", async () => {
    const mine = `${base(fx.a.company.id)}/files`;
    const theirs = await send(fx.b.token, `${base(fx.b.company.id)}/files`, "b-secret.txt", "text/plain", "B only");
    const theirId = theirs.json().id;
    expect((await t.app.inject({ url: `${mine}/${theirId}`, headers: bearer(fx.a.token) })).statusCode).toBe(404);
    const del = await t.app.inject({ method: "DELETE", url: `${mine}/${theirId}`, headers: bearer(fx.a.token) });
    expect(del.statusCode).toBe(404);
    expect((await t.app.inject({ url: mine, headers: bearer(fx.a.token) })).body).not.toContain("b-secret");
    expect(
      (await t.app.inject({ url: `${base(fx.b.company.id)}/files/${theirId}`, headers: bearer(fx.b.token) })).body,
    ).toBe("B only");
    expect(
      (await t.app.inject({ url: `${base(fx.b.company.id)}/files`, headers: bearer(fx.a.token) })).statusCode,
    ).toBe(403);

    const reader = await newMember(t.app, t.deps.db, fx.a.company.id, ["CategoriesAndStatuses"]);
    expect((await send(reader.token, mine, "x.txt", "text/plain", "x")).statusCode).toBe(403);
    const [file] = (await t.app.inject({ url: mine, headers: bearer(fx.a.token) })).json();
    const refused = await t.app.inject({ method: "DELETE", url: `${mine}/${file.id}`, headers: bearer(reader.token) });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: `${mine}/not-a-uuid`, headers: bearer(fx.a.token) })).statusCode).toBe(400);

    expect((await t.app.inject({ url: mine })).statusCode).toBe(401);
    expect((await send(null, mine, "x.txt", "text/plain", "x")).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${mine}/${file.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: `${mine}/${file.id}` })).statusCode).toBe(401);
  });
});
