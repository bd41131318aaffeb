import { ESIGN_CONSENT_VERSION, type EsignLink } from "@app/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { server } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { esignCompany, pdfResponse, stubPhoneWidth } from "./test-utils";

// pdf.js draws nothing in jsdom: the viewer's react-pdf is the test stand-in (the same in every e-sign test file).
vi.mock("react-pdf", () => import("./react-pdf-fake"));

const path = `/e-sign/${esignCompany.id}/secret-token`;

const link = (overrides: Partial<EsignLink> = {}): EsignLink => ({
  company: { name: "Nordisk Handel AB" },
  requester: { name: "Rita Requester", email: "rita@demo.test" },
  document: { name: "Avtal.pdf", sha256: "ab".repeat(32) },
  deadline: "2026-12-24",
  message: "Please sign before Christmas",
  status: "active",
  endReason: null,
  signer: { name: "Olle Extern", email: "olle@example.com", role: "signer", status: "asked" },
  verified: false,
  consentVersion: ESIGN_CONSENT_VERSION,
  ...overrides,
});

/**
 * The link's endpoints as the server keeps them: a code, then signing, change what GET answers; the document
 * is refused until the code is confirmed. `documents` counts the reads of the document.
 */
function mockLink(
  start: EsignLink | null,
  codeAnswer: { status: number; code?: string } = { status: 200 },
  documents: string[] = [],
) {
  let current = start;
  const posted: { action: string; body: unknown }[] = [];
  server.use(
    http.get("/api/e-sign/:companyId/:token", () =>
      current ? HttpResponse.json(current) : HttpResponse.json({ code: "NOT_FOUND", message: "" }, { status: 404 }),
    ),
    http.get("/api/e-sign/:companyId/:token/document", () => {
      documents.push(current?.verified ? "pdf" : "refused");
      return current?.verified
        ? pdfResponse(2)
        : HttpResponse.json({ code: "ESIGN_CODE_REQUIRED", message: "" }, { status: 403 });
    }),
    http.post("/api/e-sign/:companyId/:token/:action", async ({ params, request }) => {
      const action = String(params.action);
      posted.push({ action, body: await request.json() });
      if (action === "verify" && codeAnswer.status !== 200) {
        return HttpResponse.json({ code: codeAnswer.code, message: "" }, { status: codeAnswer.status });
      }
      if (current && action === "verify") current = { ...current, verified: true };
      if (current && action === "sign") current = { ...current, signer: { ...current.signer, status: "signed" } };
      return HttpResponse.json({ ok: true });
    }),
  );
  renderApp(path);
  return posted;
}

describe("an outside signer's link", () => {
  beforeEach(() => stubPhoneWidth());
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the emailed code, then lets them read, consent and sign by typing their name", async () => {
    const documents: string[] = [];
    const posted = mockLink(link(), { status: 200 }, documents);
    expect(await screen.findByRole("heading", { name: "Avtal.pdf" })).toBeInTheDocument();
    expect(screen.getByText("Rita Requester at Nordisk Handel AB asks you to sign")).toBeInTheDocument();
    expect(screen.getByText("Please sign before Christmas")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Email me a code" }));
    expect(await screen.findByText(/We emailed a six-digit code to olle@example.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("textbox", { name: "Digit 1 of the code" }));
    await userEvent.paste("123456");
    expect(screen.queryByRole("region", { name: "Document" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    // Once the code is confirmed: the document page by page, at the phone's width, with its download.
    const document = await screen.findByRole("region", { name: "Document" });
    expect(await within(document).findByText("PDF page 1")).toBeInTheDocument();
    expect(within(document).getByText("Page 1 of 2")).toBeInTheDocument();
    expect(within(document).getByText("PDF page 2")).toBeInTheDocument();
    expect(within(document).getByText("Page 2 of 2")).toBeInTheDocument();
    expect(
      within(document)
        .getAllByTestId("pdf-page")
        .map((page) => page.dataset.width),
    ).toEqual(["356", "356"]);
    expect(within(document).getByRole("button", { name: "Download the document" })).toBeInTheDocument();
    // Asked for only once it could be read.
    expect(documents).toEqual(["pdf"]);
    await userEvent.click(screen.getByRole("checkbox", { name: /I have read the document/ }));
    await userEvent.click(screen.getByRole("button", { name: "Sign" }));
    expect(await screen.findByRole("heading", { name: "You have signed" })).toBeInTheDocument();
    expect(posted).toEqual([
      { action: "code", body: {} },
      { action: "verify", body: { code: "123456" } },
      {
        action: "sign",
        body: { signature: { kind: "typed", name: "Olle Extern" }, consentVersion: ESIGN_CONSENT_VERSION },
      },
    ]);
  });

  it("says when the document cannot be read, and keeps its download", async () => {
    mockLink(link({ verified: true }));
    server.use(
      http.get("/api/e-sign/:companyId/:token/document", () =>
        HttpResponse.json({ code: "INTERNAL", message: "" }, { status: 500 }),
      ),
    );
    const document = await screen.findByRole("region", { name: "Document" });
    expect(
      await within(document).findByText("The document cannot be shown here. Download it to read it."),
    ).toBeInTheDocument();
    expect(within(document).getByRole("button", { name: "Download the document" })).toBeInTheDocument();
    // The page stays: the signer can still sign.
    expect(screen.getByRole("button", { name: "Sign" })).toBeInTheDocument();
  });

  it("says when the code is wrong, used or expired", async () => {
    mockLink(link(), { status: 400, code: "ESIGN_CODE_INVALID" });
    await userEvent.click(await screen.findByRole("button", { name: "Email me a code" }));
    await userEvent.click(await screen.findByRole("textbox", { name: "Digit 1 of the code" }));
    await userEvent.paste("000000");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("The code is wrong, used or expired. Ask for a new code.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign" })).not.toBeInTheDocument();
  });

  it("says when no more codes can be sent today or at all, and when one was sent a minute ago", async () => {
    mockLink(link());
    const answers = [
      { code: "ESIGN_CODE_DAY_LIMIT", text: /You have been sent 5 codes in the last 24 hours/ },
      { code: "ESIGN_CODE_LIMIT", text: /No more codes can be sent for this link/ },
      { code: "RATE_LIMITED", text: /Wait a minute before you ask for a new code/ },
    ];
    for (const { code, text } of answers) {
      server.use(
        http.post("/api/e-sign/:companyId/:token/code", () =>
          HttpResponse.json({ code, message: "" }, { status: 429 }),
        ),
      );
      await userEvent.click(await screen.findByRole("button", { name: "Email me a code" }));
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole("textbox", { name: "Digit 1 of the code" })).not.toBeInTheDocument();
  });

  it("lets a verified signer decline with a reason", async () => {
    const posted = mockLink(link({ verified: true }));
    await userEvent.click(await screen.findByRole("button", { name: "Decline" }));
    await fill(screen.getByRole("textbox", { name: "Why do you decline?" }), "Not my company");
    await userEvent.click(screen.getByRole("button", { name: "Decline to sign" }));
    await waitFor(() => expect(posted).toEqual([{ action: "decline", body: { reason: "Not my company" } }]));
  });

  it.each([
    [null, "This link does not work"],
    [link({ status: "inactive", endReason: "expired" }), "The deadline has passed"],
    [link({ status: "inactive", endReason: "cancelled" }), "The request was cancelled"],
    [link({ status: "inactive", endReason: "declined" }), "The request has ended"],
    [link({ status: "complete" }), "The document is signed"],
    [link({ signer: { ...link().signer, status: "declined" } }), "You declined to sign"],
  ])("says clearly when the link has ended (%#)", async (answer, title) => {
    mockLink(answer);
    expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Email me a code" })).not.toBeInTheDocument();
  });
});
