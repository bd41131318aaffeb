import { uploadFileSchema } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { UploadAborted, uploadFile } from "../../lib/upload";
import { renderApp } from "../../test/render-app";
import { bygg, server, signIn } from "../../test/server";
import { userEvent } from "../../test/user-event";
import { objectsCompany, publication } from "./test-data";

/** A stand-in XMLHttpRequest the test drives by hand: progress, answer, failure. */
class FakeXhr {
  static last: FakeXhr[] = [];
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const stored = {
  id: "eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee",
  uploadName: "plan.pdf",
  size: 2048,
  contentType: "application/pdf",
  uploadStatus: "COMPLETE",
  uploadProgress: 100,
  createdAt: "2026-01-01T00:00:00.000Z",
};

beforeEach(() => {
  FakeXhr.last = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const current = () => FakeXhr.last.at(-1) as FakeXhr;

describe("uploadFile (XMLHttpRequest)", () => {
  it("sends the file as multipart field 'file' with the token, reports progress and resolves with the stored file", async () => {
    signIn();
    const percents: number[] = [];
    const handle = uploadFile("/companies/c/publications/p/files", new File(["x"], "plan.pdf"), uploadFileSchema, (p) =>
      percents.push(p),
    );
    const xhr = current();
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/companies/c/publications/p/files");
    expect(xhr.headers.Authorization).toBe("Bearer test-token");
    expect(xhr.body?.get("file")).toMatchObject({ name: "plan.pdf" });
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.answer(201, stored);
    await expect(handle.done).resolves.toMatchObject({ uploadName: "plan.pdf", uploadStatus: "COMPLETE" });
    expect(percents).toEqual([25, 99, 100]);
  });

  it("rejects with the server's error (413 and its message)", async () => {
    const handle = uploadFile("/x", new File(["x"], "big.bin"), uploadFileSchema, () => {});
    current().answer(413, { code: "PAYLOAD_TOO_LARGE", message: "The file is larger than the limit of 100 MB." });
    const error = await handle.done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: "The file is larger than the limit of 100 MB." });
  });

  it("stops the transfer on abort", async () => {
    const handle = uploadFile("/x", new File(["x"], "a.bin"), uploadFileSchema, () => {});
    handle.abort();
    expect(current().aborted).toBe(true);
    await expect(handle.done).rejects.toBeInstanceOf(UploadAborted);
  });
});

describe("upload progress list", () => {
  const object = publication({ type: "card" });
  const api = `/api/companies/${objectsCompany.id}/publications/${object.id}`;

  async function openObject() {
    server.use(
      http.get("/api/companies", () => HttpResponse.json([bygg, objectsCompany])),
      http.get(api, () => HttpResponse.json(object)),
      http.get(`${api}/:part`, () => HttpResponse.json([])),
    );
    signIn();
    const view = renderApp(`/companies/${objectsCompany.id}/publications/${object.id}`);
    await screen.findByRole("heading", { level: 1, name: object.name });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    return { ...view, input };
  }

  it("shows each file's name, status and percent until it is complete", async () => {
    const { input } = await openObject();
    await userEvent.upload(input, new File(["hello"], "plan.pdf", { type: "application/pdf" }));
    const list = await screen.findByRole("list", { name: "Uploads" });
    const row = within(list).getByRole("listitem", { name: "plan.pdf" });
    expect(within(row).getByText("Uploading")).toBeInTheDocument();
    expect(within(row).getByText("0%")).toBeInTheDocument();
    current().progress(40, 100);
    expect(await within(row).findByText("40%")).toBeInTheDocument();
    current().answer(201, stored);
    expect(await within(row).findByText("Done")).toBeInTheDocument();
    expect(within(row).getByText("100%")).toBeInTheDocument();
    expect(await screen.findByText("plan.pdf was uploaded.")).toBeInTheDocument();
  });

  it("queues several files: 3 travel at once, the others wait as Queued and start as places free", async () => {
    const { input } = await openObject();
    const names = ["a.pdf", "b.pdf", "c.pdf", "d.pdf", "e.pdf"];
    await userEvent.upload(
      input,
      names.map((name) => new File(["x"], name)),
    );
    const list = await screen.findByRole("list", { name: "Uploads" });
    const status = (name: string) => within(within(list).getByRole("listitem", { name })).getByTestId("upload-status");
    expect(FakeXhr.last).toHaveLength(3);
    expect(names.map((name) => status(name).textContent)).toEqual([
      "Uploading",
      "Uploading",
      "Uploading",
      "Queued",
      "Queued",
    ]);
    // A queued file taken off the list is never sent.
    await userEvent.click(within(list).getByRole("button", { name: "Remove e.pdf from the list" }));
    expect(within(list).queryByRole("listitem", { name: "e.pdf" })).not.toBeInTheDocument();

    FakeXhr.last[0]?.answer(201, { ...stored, uploadName: "a.pdf" });
    await waitFor(() => expect(status("d.pdf")).toHaveTextContent("Uploading"));
    expect(FakeXhr.last).toHaveLength(4);
    expect(FakeXhr.last[3]?.body?.get("file")).toMatchObject({ name: "d.pdf" });
    for (const xhr of FakeXhr.last.slice(1)) xhr.answer(201, stored);
    await waitFor(() => expect(status("d.pdf")).toHaveTextContent("Done"));
    expect(FakeXhr.last).toHaveLength(4);
  });

  it("abort stops the transfer and takes the file off the list", async () => {
    const { input } = await openObject();
    await userEvent.upload(input, new File(["hello"], "big.iso"));
    const list = await screen.findByRole("list", { name: "Uploads" });
    current().progress(10, 100);
    await userEvent.click(within(list).getByRole("button", { name: "Abort the upload of big.iso" }));
    expect(current().aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "big.iso" })).not.toBeInTheDocument());
  });

  it("marks a failed upload ERROR and says Could not upload", async () => {
    const { input } = await openObject();
    await userEvent.upload(input, new File(["hello"], "broken.txt"));
    const row = await screen.findByRole("listitem", { name: "broken.txt" });
    current().answer(500, { code: "INTERNAL", message: "Boom" });
    expect(await within(row).findByText("Failed")).toBeInTheDocument();
    expect(await screen.findAllByText("Could not upload")).not.toHaveLength(0);
  });

  it("says a file is too large in the language shown, not in the server's words", async () => {
    const { input } = await openObject();
    await userEvent.upload(input, new File(["hello"], "huge.bin"));
    const row = await screen.findByRole("listitem", { name: "huge.bin" });
    current().answer(413, { code: "PAYLOAD_TOO_LARGE", message: "The file is larger than the limit of 100 MB." });
    expect(await within(row).findByText("The file is too large.")).toBeInTheDocument();
    expect(screen.queryByText("The file is larger than the limit of 100 MB.")).not.toBeInTheDocument();
  });
});

describe("deleting a file", () => {
  it("says why when the server keeps a file a signing request needs", async () => {
    const object = publication({ type: "card" });
    const api = `/api/companies/${objectsCompany.id}/publications/${object.id}`;
    server.use(
      http.get("/api/companies", () => HttpResponse.json([bygg, objectsCompany])),
      http.get(api, () => HttpResponse.json(object)),
      http.get(`${api}/files`, () => HttpResponse.json([stored])),
      http.get(`/api/companies/${objectsCompany.id}/groups`, () => HttpResponse.json([])),
      http.get(`${api}/:part`, () => HttpResponse.json([])),
      http.delete(`${api}/files/:fileId`, () =>
        HttpResponse.json({ code: "FILE_IN_USE", message: "The file is part of a signing request." }, { status: 409 }),
      ),
    );
    signIn();
    renderApp(`/companies/${objectsCompany.id}/publications/${object.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Delete plan.pdf" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText("The file is part of a signing request, so it cannot be deleted."),
    ).toBeInTheDocument();
  });
});
