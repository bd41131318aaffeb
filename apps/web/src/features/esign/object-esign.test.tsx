import { type EsignObjectRequest, latestEsignDeadline } from "@app/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Providers } from "../../app/providers";
import { createQueryClient } from "../../app/query-client";
import { SessionContext } from "../../lib/session";
import { server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { ObjectEsign, ObjectEsignDeadline } from ".";
import { esignCompany, esignRequest, share } from "./test-utils";

const publicationId = "88888888-8888-4888-8888-888888888888";
const pdf = "99999999-9999-4999-8999-000000000001";
const berit = { id: "55555555-5555-4555-8555-555555555555", name: "Berit Berg", email: "berit@demo.test" };
const file = (id: string, uploadName: string, contentType: string) => ({
  id,
  uploadName,
  size: 1000,
  contentType,
  uploadStatus: "COMPLETE",
  uploadProgress: 100,
  createdAt: "2026-11-01T10:00:00.000Z",
});

function renderObjectEsign(
  permissions: string[] = ["CertifyDocument"],
  status = 201,
  requests: EsignObjectRequest[] = [],
  Part = ObjectEsign,
) {
  const created: unknown[] = [];
  const asked: string[] = [];
  server.use(
    http.get("/api/users/:userId/permissions", () => {
      asked.push("permissions");
      return HttpResponse.json(permissions);
    }),
    http.get("/api/companies/:companyId/publications/:publicationId/files", () =>
      HttpResponse.json([
        file(pdf, "Avtal.pdf", "application/pdf"),
        file("99999999-9999-4999-8999-000000000002", "Bild.png", "image/png"),
      ]),
    ),
    http.get("/api/companies/:companyId/users", () =>
      HttpResponse.json([{ ...berit, type: "DEFAULT", features: { denyLoginOnWeb: false }, hasAvatar: false }]),
    ),
    http.get("/api/companies/:companyId/publications/:publicationId/e-signs", () => HttpResponse.json(requests)),
    http.post("/api/companies/:companyId/publications/:publicationId/e-signs", async ({ request }) => {
      created.push(await request.json());
      return status === 201
        ? HttpResponse.json(esignRequest(), { status })
        : HttpResponse.json({ code: "UNSUPPORTED_MEDIA_TYPE", message: "Only PDF." }, { status });
    }),
  );
  signIn();
  const session = { user, companies: [esignCompany], selectedCompany: esignCompany, selectCompany: () => {} };
  const page = (
    <SessionContext value={session}>
      <Part companyId={esignCompany.id} publicationId={publicationId} />
    </SessionContext>
  );
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <MemoryRouter>{page}</MemoryRouter>
    </Providers>,
  );
  return { created, asked };
}

describe("request signatures on an object", () => {
  it("sends a PDF of the object to a member and an outside person, in order, with deadline and message", async () => {
    const { created } = renderObjectEsign();
    await userEvent.click(await screen.findByRole("button", { name: "Request signatures" }));
    const dialog = await screen.findByRole("dialog", { name: "Request signatures" });
    await userEvent.click(within(dialog).getByRole("combobox", { name: "PDF file" }));
    expect(screen.queryByRole("option", { name: "Bild.png" })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole("option", { name: "Avtal.pdf" }));
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Add a member" }));
    await userEvent.click(await screen.findByRole("option", { name: "Berit Berg (berit@demo.test)" }));
    await fill(within(dialog).getByRole("textbox", { name: "Outside person's name" }), "Olle Extern");
    await fill(within(dialog).getByRole("textbox", { name: "Email" }), "olle@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    const list = within(dialog).getByRole("list", { name: "Signers" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining("1. Berit Berg (berit@demo.test)"),
      expect.stringContaining("2. Olle Extern (olle@example.com)"),
    ]);
    expect(within(dialog).queryByRole("combobox", { name: "Language of Berit Berg" })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Role of Olle Extern" }));
    await userEvent.click(await screen.findByRole("option", { name: "Approver" }));
    await userEvent.click(within(dialog).getByRole("radio", { name: "One after another" }));
    await fill(within(dialog).getByRole("textbox", { name: "Deadline" }), "2026-12-24");
    await fill(within(dialog).getByRole("textbox", { name: "Message" }), "Please sign");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      fileId: pdf,
      signers: [
        { userId: berit.id, role: "signer" },
        { name: "Olle Extern", email: "olle@example.com", role: "approver", language: "se" },
      ],
      order: "sequential",
      deadline: "2026-12-24",
      message: "Please sign",
    });
    expect(await screen.findByText("The request was sent.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("mails an outside person in the language chosen for them: the company's, Swedish, unless changed", async () => {
    const { created } = renderObjectEsign();
    await userEvent.click(await screen.findByRole("button", { name: "Request signatures" }));
    const dialog = await screen.findByRole("dialog", { name: "Request signatures" });
    await userEvent.click(within(dialog).getByRole("combobox", { name: "PDF file" }));
    await userEvent.click(await screen.findByRole("option", { name: "Avtal.pdf" }));
    await fill(within(dialog).getByRole("textbox", { name: "Outside person's name" }), "Emma English");
    await fill(within(dialog).getByRole("textbox", { name: "Email" }), "emma@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    const language = within(dialog).getByRole("combobox", { name: "Language of Emma English" });
    expect(language).toHaveValue("Svenska");
    await userEvent.click(language);
    await userEvent.click(await screen.findByRole("option", { name: "English" }));
    expect(language).toHaveValue("English");
    await fill(within(dialog).getByRole("textbox", { name: "Deadline" }), "2026-12-24");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      signers: [{ name: "Emma English", email: "emma@example.com", role: "signer", language: "en" }],
    });
  });

  it("says so when the server refuses the file (not a PDF, damaged or encrypted), and stays open", async () => {
    renderObjectEsign(["CertifyDocument"], 415);
    await userEvent.click(await screen.findByRole("button", { name: "Request signatures" }));
    const dialog = await screen.findByRole("dialog", { name: "Request signatures" });
    await userEvent.click(within(dialog).getByRole("combobox", { name: "PDF file" }));
    await userEvent.click(await screen.findByRole("option", { name: "Avtal.pdf" }));
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Add a member" }));
    await userEvent.click(await screen.findByRole("option", { name: "Berit Berg (berit@demo.test)" }));
    await fill(within(dialog).getByRole("textbox", { name: "Deadline" }), "2026-12-24");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await screen.findByText(
        "The file cannot be signed: it must be a PDF that opens without a password. Save the document as PDF again and choose it.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Request signatures" })).toBeInTheDocument();
  });

  it("asks for the file, a signer and the deadline before sending anything", async () => {
    const { created } = renderObjectEsign();
    await userEvent.click(await screen.findByRole("button", { name: "Request signatures" }));
    const dialog = await screen.findByRole("dialog", { name: "Request signatures" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Choose a PDF file of the object.")).toBeInTheDocument();
    expect(within(dialog).getByText("Add at least one person who signs or approves.")).toBeInTheDocument();
    expect(within(dialog).getByText("Choose a deadline.")).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it("takes no deadline more than a year ahead", async () => {
    const { created } = renderObjectEsign();
    await userEvent.click(await screen.findByRole("button", { name: "Request signatures" }));
    const dialog = await screen.findByRole("dialog", { name: "Request signatures" });
    await userEvent.click(within(dialog).getByRole("combobox", { name: "PDF file" }));
    await userEvent.click(await screen.findByRole("option", { name: "Avtal.pdf" }));
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Add a member" }));
    await userEvent.click(await screen.findByRole("option", { name: "Berit Berg (berit@demo.test)" }));
    const latest = latestEsignDeadline();
    expect(within(dialog).getByText(`At most a year ahead: ${latest} at the latest.`)).toBeInTheDocument();
    const deadline = within(dialog).getByRole("textbox", { name: "Deadline" });
    await fill(deadline, "9999-12-31");
    await userEvent.tab();
    expect(deadline).toHaveValue("");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Choose a deadline.")).toBeInTheDocument();
    expect(created).toHaveLength(0);
    await fill(deadline, latest);
    await userEvent.tab();
    expect(deadline).toHaveValue(latest);
  });

  it("is not there without CertifyDocument", async () => {
    const { asked } = renderObjectEsign([]);
    await waitFor(() => expect(asked).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Request signatures" })).not.toBeInTheDocument());
  });
});

describe("the object's signing requests", () => {
  const signer = (id: string, name: string, status: "asked" | "signed" | "declined" | "waiting") => ({
    id,
    position: 1,
    role: "signer" as const,
    userId: null,
    name,
    email: "signer@demo.test",
    status,
    askedAt: null,
    signedAt: null,
    declinedAt: null,
    declineReason: null,
    method: null,
  });
  const objectRequest = (overrides: Partial<EsignObjectRequest>): EsignObjectRequest => ({
    ...share({ publication: { id: publicationId, name: "Hyresavtal" } }),
    endReason: null,
    document: { name: "Avtal.pdf" },
    signers: [],
    ...overrides,
  });

  it("lists them for a member without CertifyDocument, with status, deadline and each signer's state", async () => {
    const active = objectRequest({
      deadline: "2026-12-24",
      signers: [
        signer("66666666-6666-4666-8666-000000000001", "Berit Berg", "signed"),
        signer("66666666-6666-4666-8666-000000000002", "Olle Extern", "asked"),
      ],
    });
    const cancelled = objectRequest({
      status: "inactive",
      endReason: "cancelled",
      document: { name: "Bilaga.pdf" },
      signers: [signer("66666666-6666-4666-8666-000000000003", "Carl Ek", "waiting")],
    });
    renderObjectEsign([], 201, [active, cancelled]);
    const table = await screen.findByRole("table", { name: "E-sign" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    const [first, second] = rows.slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("link", { name: "Avtal.pdf" })).toHaveAttribute(
      "href",
      `/companies/${esignCompany.id}/e-signs/${active.id}`,
    );
    expect(first).toHaveTextContent("Active");
    expect(first).toHaveTextContent("2026-12-24");
    expect(first).toHaveTextContent("Berit Berg: Signed");
    expect(first).toHaveTextContent("Olle Extern: Asked");
    expect(within(second).getByRole("link", { name: "Bilaga.pdf" })).toHaveAttribute(
      "href",
      `/companies/${esignCompany.id}/e-signs/${cancelled.id}`,
    );
    expect(second).toHaveTextContent("Cancelled");
    expect(second).toHaveTextContent("Carl Ek: Waiting for their turn");
    expect(screen.queryByRole("button", { name: "Request signatures" })).not.toBeInTheDocument();
  });

  it("puts the nearest deadline of the active requests among the object's dates, opening that request", async () => {
    const later = objectRequest({ deadline: "2027-01-15" });
    const nearest = objectRequest({ deadline: "2026-12-10" });
    const ended = objectRequest({ deadline: "2026-11-30", status: "inactive", endReason: "expired" });
    renderObjectEsign([], 201, [later, nearest, ended], ObjectEsignDeadline);
    expect(await screen.findByText("Signing deadline")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "2026-12-10" })).toHaveAttribute(
      "href",
      `/companies/${esignCompany.id}/e-signs/${nearest.id}`,
    );
  });

  it("shows no signing deadline when no request of the object is active", async () => {
    const complete = objectRequest({ status: "complete", deadline: "2026-12-10" });
    const Both = (props: { companyId: string; publicationId: string }) => (
      <>
        <ObjectEsignDeadline {...props} />
        <ObjectEsign {...props} />
      </>
    );
    renderObjectEsign([], 201, [complete], Both);
    expect(await screen.findByRole("link", { name: "Avtal.pdf" })).toBeInTheDocument();
    expect(screen.queryByText("Signing deadline")).not.toBeInTheDocument();
  });

  it("says so when the member sees no request of the object", async () => {
    renderObjectEsign();
    expect(await screen.findByText("No signing requests on this object that you may see.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Request signatures" })).toBeInTheDocument();
  });
});
