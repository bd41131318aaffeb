import { ESIGN_CONSENT_VERSION, type EsignRequest } from "@app/contract";
import { act, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { io } from "socket.io-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeSocket } from "../../test/fake-socket";
import { renderApp } from "../../test/render-app";
import { bygg, server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { esignCompany, esignRequest, pdfResponse, stubPhoneWidth } from "./test-utils";

// pdf.js draws nothing in jsdom: the viewer's react-pdf is the test stand-in (the same in every e-sign test file).
vi.mock("react-pdf", () => import("./react-pdf-fake"));

const anna = {
  id: "66666666-6666-4666-8666-000000000001",
  position: 1,
  role: "signer" as const,
  userId: user.id,
  name: user.name,
  email: user.email,
  status: "asked" as const,
  askedAt: "2026-11-02T10:00:00.000Z",
  signedAt: null,
  declinedAt: null,
  declineReason: null,
  method: null,
};
const olle = {
  ...anna,
  id: "66666666-6666-4666-8666-000000000002",
  position: 2,
  role: "approver" as const,
  userId: null,
  name: "Olle Extern",
  email: "olle@example.com",
  status: "signed" as const,
  signedAt: "2026-11-03T09:30:00.000Z",
  method: "email_code" as const,
};
const created = {
  id: "66666666-6666-4666-8666-000000000010",
  type: "created" as const,
  at: "2026-11-02T10:00:00.000Z",
  signerId: null,
  actor: { name: "Rita Requester", email: "rita@demo.test" },
  ip: "192.0.2.1",
  userAgent: null,
};

/** The request's endpoints; its document is a PDF of three pages unless `pdf` answers otherwise. */
function mockRequest(
  request: EsignRequest,
  permissions: string[] = [],
  pdf: () => Response | Promise<Response> = () => pdfResponse(3),
  companies = [esignCompany],
) {
  const posted: { action: string; body: unknown }[] = [];
  let current = request;
  server.use(
    http.get("/api/companies/:companyId/e-signs/:esignId/document", pdf),
    http.get("/api/companies", () => HttpResponse.json(companies)),
    http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
    http.get("/api/companies/:companyId/e-signs/:esignId", () => HttpResponse.json(current)),
    http.post("/api/companies/:companyId/e-signs/:esignId/:action", async ({ params, request: req }) => {
      const body = await req.json();
      posted.push({ action: String(params.action), body });
      if (params.action === "sign" && request.order === "sequential") {
        return HttpResponse.json({ code: "ESIGN_NOT_YOUR_TURN", message: "Not yet." }, { status: 409 });
      }
      const ended = { cancel: "cancelled", decline: "declined" }[String(params.action)];
      if (ended) current = { ...request, status: "inactive", endReason: ended as "cancelled" | "declined" };
      return HttpResponse.json(current);
    }),
  );
  signIn();
  renderApp(`/companies/${esignCompany.id}/e-signs/${request.id}`);
  return posted;
}

describe("an e-sign request", () => {
  beforeEach(() => stubPhoneWidth());
  afterEach(() => vi.unstubAllGlobals());

  it("shows its status, each signer's state and the audit trail", async () => {
    mockRequest(esignRequest({ signers: [anna, olle], events: [created], sharedBy: { email: "rita@demo.test" } }));
    expect(await screen.findByRole("heading", { name: "Avtal.pdf" })).toBeInTheDocument();
    expect(screen.getByText("Active")).toBeInTheDocument();
    const signers = screen.getByRole("table", { name: "Signers" });
    expect(within(signers).getByText("Anna Admin (admin@demo.test)")).toBeInTheDocument();
    expect(within(signers).getByText("Asked")).toBeInTheDocument();
    expect(within(signers).getByText("Approver")).toBeInTheDocument();
    expect(within(signers).getByText(/^Signed 2026-11-03/)).toBeInTheDocument();
    const trail = screen.getByRole("table", { name: "Audit trail" });
    expect(within(trail).getByText("Created")).toBeInTheDocument();
    expect(within(trail).getByText("Rita Requester")).toBeInTheDocument();
    expect(within(trail).getByText("192.0.2.1")).toBeInTheDocument();
    // Neither the requester nor with Esign: no remind or cancel.
    expect(screen.queryByRole("button", { name: "Remind" })).not.toBeInTheDocument();
  });

  it("makes the request's company the selected one, as a mailed link opens it from another company", async () => {
    localStorage.setItem("selectedCompanyObj", JSON.stringify({ userId: user.id, company: bygg }));
    mockRequest(esignRequest({ signers: [anna] }), [], undefined, [bygg, esignCompany]);
    expect(await screen.findByRole("heading", { name: "Avtal.pdf" })).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem("selectedCompanyObj") ?? "{}").company.id).toBe(esignCompany.id),
    );
  });

  it("shows the document page by page above the sign panel", async () => {
    mockRequest(esignRequest({ signers: [anna] }));
    const document = await screen.findByRole("region", { name: "Document" });
    expect(await within(document).findByText("Page 3 of 3")).toBeInTheDocument();
    expect(
      within(document)
        .getAllByTestId("pdf-page")
        .map((page) => page.textContent),
    ).toEqual(["PDF page 1", "PDF page 2", "PDF page 3"]);
    const sign = screen.getByRole("region", { name: "Your signature" });
    expect(document.compareDocumentPosition(sign) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says while the document loads, and says it cannot be shown when it is no PDF (the download stays)", async () => {
    let send: (response: Response) => void = () => {};
    const answer = new Promise<Response>((resolve) => {
      send = resolve;
    });
    mockRequest(esignRequest({ signers: [anna] }), [], () => answer);
    const document = await screen.findByRole("region", { name: "Document" });
    expect(within(document).getByLabelText("Loading the document")).toHaveAttribute("aria-busy", "true");
    send(new HttpResponse("<html>not a PDF</html>", { headers: { "Content-Type": "application/pdf" } }));
    expect(
      await within(document).findByText("The document cannot be shown here. Download it to read it."),
    ).toBeInTheDocument();
    expect(within(document).queryByLabelText("Loading the document")).not.toBeInTheDocument();
    expect(within(document).getByRole("button", { name: "Download the document" })).toBeInTheDocument();
  });

  it("says why the document cannot be shown when the server refuses it as changed since it was sent", async () => {
    mockRequest(esignRequest({ signers: [anna] }), [], () =>
      HttpResponse.json({ code: "ESIGN_DOCUMENT_CHANGED", message: "" }, { status: 409 }),
    );
    const document = await screen.findByRole("region", { name: "Document" });
    expect(await within(document).findByText(/The document changed after it was sent/)).toBeInTheDocument();
  });

  it("lets the requester remind, and cancel after confirming", async () => {
    const posted = mockRequest(esignRequest({ signers: [olle], sharedBy: { email: user.email } }));
    await userEvent.click(await screen.findByRole("button", { name: "Remind" }));
    await waitFor(() => expect(posted.map((p) => p.action)).toEqual(["remind"]));
    expect(await screen.findByText("Those who have not signed were reminded.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cancel the request" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel the request?" });
    expect(posted).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel the request" }));
    await waitFor(() => expect(posted.map((p) => p.action)).toEqual(["remind", "cancel"]));
    expect(await screen.findByText("The request was cancelled.")).toBeInTheDocument();
    expect(await screen.findByText("Cancelled")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remind" })).not.toBeInTheDocument();
  });

  it("offers the signed PDF once complete", async () => {
    mockRequest(
      esignRequest({
        status: "complete",
        sealed: {
          fileId: "99999999-9999-4999-8999-000000000009",
          sha256: "cd".repeat(32),
          name: "Avtal (signerad).pdf",
        },
        signers: [{ ...anna, status: "signed", signedAt: "2026-11-03T09:00:00.000Z" }],
      }),
    );
    expect(await screen.findByRole("button", { name: "Download the signed PDF" })).toBeInTheDocument();
    expect(screen.getByText("Complete")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign" })).not.toBeInTheDocument();
  });

  it("lets the member asked sign with a typed name after the consent text", async () => {
    const posted = mockRequest(esignRequest({ signers: [anna] }));
    const sign = await screen.findByRole("button", { name: "Sign" });
    expect(sign).toBeDisabled();
    const name = screen.getByRole("textbox", { name: "Your name as signature" });
    expect(name).toHaveValue("Anna Admin");
    await userEvent.clear(name);
    await fill(name, "Anna A. Admin");
    await userEvent.click(
      screen.getByRole("checkbox", { name: /I have read the document and I sign it electronically/ }),
    );
    await userEvent.click(sign);
    await waitFor(() =>
      expect(posted).toEqual([
        {
          action: "sign",
          body: { signature: { kind: "typed", name: "Anna A. Admin" }, consentVersion: ESIGN_CONSENT_VERSION },
        },
      ]),
    );
    expect(await screen.findByText("You signed the document.")).toBeInTheDocument();
  });

  it("says when it is not the member's turn yet", async () => {
    mockRequest(esignRequest({ order: "sequential", signers: [anna] }));
    await userEvent.click(await screen.findByRole("checkbox", { name: /I have read the document/ }));
    await userEvent.click(screen.getByRole("button", { name: "Sign" }));
    expect(await screen.findByText(/It is not your turn yet/)).toBeInTheDocument();
  });

  it("reads the request again when a notification about it arrives (someone signed elsewhere)", async () => {
    const socket = fakeSocket();
    vi.mocked(io).mockImplementation(() => socket as never);
    const request = esignRequest({
      signers: [{ ...olle, status: "asked", signedAt: null }],
      sharedBy: { email: user.email },
    });
    mockRequest(request);
    expect(await screen.findByText("Active")).toBeInTheDocument();
    await waitFor(() => expect(socket.listenerCount("notification")).toBeGreaterThan(0));
    const signedAt = "2026-11-04T08:00:00.000Z";
    server.use(
      http.get("/api/companies/:companyId/e-signs/:esignId", () =>
        HttpResponse.json({ ...request, status: "complete", signers: [{ ...olle, signedAt }] }),
      ),
    );
    const pushed = (companyId: string, esignId: string) => ({
      id: "66666666-6666-4666-8666-000000000099",
      companyId,
      viewed: false,
      createdAt: signedAt,
      data: {
        notification: {
          type: "ESIGN_COMPLETED",
          sourceUser: null,
          sourceName: esignCompany.name,
          publication: { ...request.publication, type: "card" },
          company: { name: esignCompany.name },
          esign: { id: esignId },
          text: request.document.name,
        },
      },
    });
    act(() => socket.serverSends("notification", pushed(esignCompany.id, request.id)));
    expect(await screen.findByText("Complete")).toBeInTheDocument();
    expect(within(screen.getByRole("table", { name: "Signers" })).getByText(/^Signed 2026-11-04/)).toBeInTheDocument();
  });

  it("lets the member asked decline with a reason", async () => {
    const posted = mockRequest(esignRequest({ signers: [anna] }));
    await userEvent.click(await screen.findByRole("button", { name: "Decline" }));
    const confirm = screen.getByRole("button", { name: "Decline to sign" });
    expect(confirm).toBeDisabled();
    await fill(screen.getByRole("textbox", { name: "Why do you decline?" }), "Wrong amount");
    await userEvent.click(confirm);
    await waitFor(() => expect(posted).toEqual([{ action: "decline", body: { reason: "Wrong amount" } }]));
    expect(await screen.findByText("You declined to sign.")).toBeInTheDocument();
  });
});
