import type { EsignVerification } from "@app/contract";
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server } from "../../test/server";
import { userEvent } from "../../test/user-event";

const sealed: EsignVerification = {
  valid: true,
  sha256: "cd".repeat(32),
  request: {
    id: "77777777-7777-4777-8777-000000000001",
    company: { name: "Nordisk Handel AB" },
    document: { name: "Hyresavtal.pdf", sha256: "ab".repeat(32) },
    completedAt: "2026-11-20T10:15:00.000Z",
    signers: [
      { name: "Anna Admin", signedAt: "2026-11-19T09:00:00.000Z" },
      { name: "Olle Utomstående", signedAt: "2026-11-20T10:15:00.000Z" },
    ],
  },
};

/** The verification endpoint: records what it was sent and answers `answer` (or fails with `status`). */
function mockVerify(answer: EsignVerification, status = 200) {
  const sent: { type: string | null; bytes: string }[] = [];
  server.use(
    http.post("/api/e-sign/verify", async ({ request }) => {
      sent.push({ type: request.headers.get("content-type"), bytes: await request.text() });
      if (status !== 200) return HttpResponse.json({ code: "PAYLOAD_TOO_LARGE", message: "" }, { status });
      return HttpResponse.json(answer);
    }),
  );
  return sent;
}

const pick = async (name: string, bytes = "%PDF-1.7 sealed") => {
  renderApp("/e-sign/verify");
  await screen.findByRole("heading", { name: "Verify a signed document" });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  await userEvent.upload(input, new File([bytes], name, { type: "application/pdf" }));
};

describe("verifying a signed document, without an account", () => {
  it("sends the PDF's bytes and names the request, company, signers and hashes of a sealed document", async () => {
    const sent = mockVerify(sealed);
    await pick("Hyresavtal (signed).pdf");
    expect(await screen.findByText("Hyresavtal (signed).pdf is a sealed document")).toBeInTheDocument();
    expect(sent).toEqual([{ type: "application/pdf", bytes: "%PDF-1.7 sealed" }]);
    expect(screen.getByText(/"Hyresavtal.pdf" was signed through Nordisk Handel AB/)).toBeInTheDocument();
    expect(screen.getByText(/Anna Admin, 2026-11-19/)).toBeInTheDocument();
    expect(screen.getByText(/Olle Utomstående, 2026-11-20/)).toBeInTheDocument();
    expect(screen.getByText(sealed.request?.id ?? "")).toBeInTheDocument();
    expect(screen.getByText("ab".repeat(32))).toBeInTheDocument();
    expect(screen.getByText("cd".repeat(32))).toBeInTheDocument();
  });

  it("says a changed or unknown file is not recognised, with its hash", async () => {
    mockVerify({ valid: false, sha256: "ef".repeat(32), request: null });
    await pick("Hyresavtal edited.pdf");
    expect(await screen.findByText("Hyresavtal edited.pdf is not recognised")).toBeInTheDocument();
    expect(screen.getByText(/changed after it was sealed/)).toBeInTheDocument();
    expect(screen.getByText("ef".repeat(32))).toBeInTheDocument();
  });

  it("says so when the file is too large to check", async () => {
    mockVerify(sealed, 413);
    await pick("huge.pdf");
    expect(await screen.findByRole("alert")).toHaveTextContent("The file is too large.");
  });
});
