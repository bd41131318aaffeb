import type { Flow } from "@app/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Providers } from "../../app/providers";
import { createQueryClient } from "../../app/query-client";
import { SessionContext } from "../../lib/session";
import { nordic, server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { ObjectCertify } from ".";

const publicationId = "88888888-8888-4888-8888-888888888888";
const anna = { id: user.id, name: user.name, email: user.email };
const berit = { id: "55555555-5555-4555-8555-555555555555", name: "Berit Berg", email: "berit@demo.test" };
const cecilia = { id: "66666666-6666-4666-8666-666666666666", name: "Cecilia Ceder", email: "cecilia@demo.test" };

let n = 0;
/** A flow on the object asking one approver, as the API answers it; `steps` override the approvers' states. */
function flow(overrides: Partial<Flow> = {}): Flow {
  n += 1;
  return {
    id: `77777777-7777-4777-8777-${String(n).padStart(12, "0")}`,
    publication: { id: publicationId, name: "Policy" },
    type: "SINGLE",
    order: "sequential",
    status: "pending",
    objectVersion: 3,
    currentVersion: 3,
    requestedBy: { id: berit.id, name: berit.name },
    message: "",
    createdAt: "2026-05-02T09:00:00.000Z",
    decidedAt: null,
    cancelledBy: null,
    steps: [step(anna)],
    can: { decide: false, cancel: false, delete: false },
    ...overrides,
  };
}

function step(approver: { id: string; name: string; email: string }, overrides: Partial<Flow["steps"][number]> = {}) {
  return {
    id: `99999999-9999-4999-8999-${approver.id.slice(-12)}`,
    position: 1,
    approver,
    askedAt: "2026-05-02T09:00:00.000Z",
    decision: null,
    comment: "",
    decidedAt: null,
    ...overrides,
  };
}

/** The object's approval part with these flows and permissions; answers what was sent. */
function renderCertify(flows: Flow[], permissions: string[] = ["CertifyDocument"]) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const read: string[] = [];
  let current = flows;
  server.use(
    http.get("/api/users/:userId/permissions", () => {
      read.push("permissions");
      return HttpResponse.json(permissions);
    }),
    http.get("/api/companies/:companyId/users", () =>
      HttpResponse.json(
        [anna, berit, cecilia].map((m) => ({
          ...m,
          type: "DEFAULT",
          features: { denyLoginOnWeb: false },
          hasAvatar: false,
        })),
      ),
    ),
    http.get("/api/companies/:companyId/flow-verifies", ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      expect(query).toEqual({ publicationId, limit: "100" });
      read.push("flows");
      return HttpResponse.json(current);
    }),
    http.post("/api/companies/:companyId/flow-verifies", async ({ request }) => {
      const body = await request.json();
      sent.push({ method: "POST", url: request.url, body });
      current = [flow({ requestedBy: { id: anna.id, name: anna.name }, steps: [step(berit)] }), ...current];
      return HttpResponse.json(current[0], { status: 201 });
    }),
    http.put("/api/companies/:companyId/flow-verifies/:id", async ({ request, params }) => {
      const body = (await request.json()) as { decision?: string; comment?: string; status?: string };
      sent.push({ method: "PUT", url: request.url, body });
      current = current.map((f) =>
        f.id !== params.id
          ? f
          : body.status
            ? {
                ...f,
                status: "cancelled",
                cancelledBy: { id: anna.id, name: anna.name },
                decidedAt: "2026-05-04T10:00:00Z",
              }
            : {
                ...f,
                status: body.decision as Flow["status"],
                decidedAt: "2026-05-04T10:00:00Z",
                steps: f.steps.map((s) => ({
                  ...s,
                  decision: body.decision as "approved",
                  comment: body.comment ?? "",
                })),
                can: { decide: false, cancel: false, delete: false },
              },
      );
      return HttpResponse.json(current.find((f) => f.id === params.id));
    }),
  );
  signIn();
  const session = { user, companies: [nordic], selectedCompany: nordic, selectCompany: () => {} };
  const page = (
    <SessionContext value={session}>
      <ObjectCertify companyId={nordic.id} publicationId={publicationId} publicationName="Policy" version={3} />
    </SessionContext>
  );
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <MemoryRouter>{page}</MemoryRouter>
    </Providers>,
  );
  return { sent, read };
}

const section = () => screen.findByRole("region", { name: "Approval" });

describe("the object's approval part", () => {
  it("asks several members to approve, all at once, with a message", async () => {
    const { sent } = renderCertify([]);
    expect(await within(await section()).findByText("Nobody has been asked to approve this object yet.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Ask for approval" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask for approval" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ask" }));
    expect(await within(dialog).findByText("Choose one person.")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.click(within(dialog).getByRole("radio", { name: "Several people" }));
    const picker = within(dialog).getByRole("combobox", { name: "Add an approver" });
    await userEvent.click(picker);
    // The current user is not offered: nobody approves what they asked for.
    expect(screen.queryByRole("option", { name: /Anna Admin/ })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole("option", { name: "Cecilia Ceder (cecilia@demo.test)" }));
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole("option", { name: "Berit Berg (berit@demo.test)" }));
    const chosen = within(dialog).getByRole("list", { name: "Approvers" });
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1. Cecilia Ceder (cecilia@demo.test)", "2. Berit Berg (berit@demo.test)"]);
    await userEvent.click(within(dialog).getByRole("radio", { name: "All at once" }));
    await fill(within(dialog).getByRole("textbox", { name: "Message" }), "Before Friday, please");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ask" }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      publicationId,
      type: "MULTI",
      order: "parallel",
      approverIds: [cecilia.id, berit.id],
      message: "Before Friday, please",
    });
    expect(await screen.findByText("Approval was asked.")).toBeInTheDocument();
    expect(await within(await section()).findByText("Waiting for Berit Berg")).toBeVisible();
  });

  it("lets the approver whose turn it is approve, and then says who approved it and when", async () => {
    const { sent } = renderCertify(
      [flow({ message: "Check §3", can: { decide: true, cancel: false, delete: false } })],
      [],
    );
    const part = await section();
    expect(await within(part).findByText("Waiting for Anna Admin")).toBeVisible();
    expect(within(part).getByText("Message: Check §3")).toBeVisible();
    expect(within(part).queryByRole("button", { name: "Ask for approval" })).not.toBeInTheDocument();
    await userEvent.click(within(part).getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve Policy" });
    await fill(within(dialog).getByRole("textbox", { name: "Comment" }), "Fine by me");
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve" }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ decision: "approved", comment: "Fine by me" });
    expect(await within(part).findByText("Approved by Anna Admin on 2026-05-04")).toBeVisible();
    const steps = within(part).getByRole("table", { name: "Approvers" });
    expect(within(steps).getByText("Fine by me")).toBeVisible();
    expect(within(part).queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });

  it("asks a rejecting approver why, and shows the rejection with the comment", async () => {
    const { sent } = renderCertify([flow({ can: { decide: true, cancel: false, delete: false } })], []);
    const part = await section();
    await userEvent.click(await within(part).findByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject Policy" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Say why you reject it.")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await fill(within(dialog).getByRole("textbox", { name: /Why do you reject it/ }), "Appendix 2 is missing");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ decision: "rejected", comment: "Appendix 2 is missing" });
    expect(await within(part).findByText("Rejected by Anna Admin: Appendix 2 is missing")).toBeVisible();
    expect(within(part).getByText("Rejected", { selector: ".mantine-Badge-label" })).toBeVisible();
  });

  it("says an approval is for an earlier version once the object changed, and that a waiting one can no longer be decided", async () => {
    const approved = step(anna, { decision: "approved", decidedAt: "2026-05-03T08:00:00Z" });
    renderCertify(
      [
        flow({ status: "outdated", objectVersion: 2, decidedAt: "2026-05-03T08:00:00Z", steps: [approved] }),
        flow({ status: "outdated", objectVersion: 1, type: "MULTI", steps: [step(berit), step(cecilia)] }),
      ],
      [],
    );
    const part = await section();
    expect(
      await within(part).findByText(
        "Approved for an earlier version: by Anna Admin on 2026-05-03. The object has changed since.",
      ),
    ).toBeVisible();
    expect(
      within(part).getByText(
        "The object changed while approval was asked, so this request can no longer be decided. Ask again.",
      ),
    ).toBeVisible();
    expect(within(part).getAllByText("Earlier version")).toHaveLength(2);
  });

  it("lets the requester cancel after confirming", async () => {
    const { sent } = renderCertify([flow({ can: { decide: false, cancel: true, delete: true } })]);
    const part = await section();
    await userEvent.click(await within(part).findByRole("button", { name: "Cancel the request" }));
    const confirm = await screen.findByRole("dialog", { name: "Cancel this approval request?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel the request" }));
    await waitFor(() => expect(sent.map((s) => s.body)).toEqual([{ status: "cancelled" }]));
    expect(await within(part).findByText("Cancelled by Anna Admin on 2026-05-04")).toBeVisible();
  });

  it("is hidden from a member without CertifyDocument while the object has no flow", async () => {
    const { read } = renderCertify([], []);
    // Both answers are in: no right to ask and nothing to show.
    await waitFor(() => expect(new Set(read)).toEqual(new Set(["permissions", "flows"])));
    expect(screen.queryByRole("region", { name: "Approval" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ask for approval" })).not.toBeInTheDocument();
  });
});
