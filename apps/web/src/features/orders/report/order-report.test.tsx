import type { OrderStatus, OrderReport as Report } from "@app/contract";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Providers } from "../../../app/providers";
import { createQueryClient } from "../../../app/query-client";
import { SessionContext } from "../../../lib/session";
import { server, signIn, user } from "../../../test/server";
import { DRAWN_SIGNATURE as SIGNATURE } from "../../../test/signature-pad";
import { fill, userEvent } from "../../../test/user-event";
import { orderId, ordersCompany } from "../test-utils";
import { OrderReport } from ".";

const id = orderId(1);
const base = `/api/companies/${ordersCompany.id}/orders/${id}/report`;
const lineId = "e0e0e0e0-e0e0-4e0e-8e0e-000000000001";

function report(overrides: Partial<Report> = {}): Report {
  return {
    orderId: id,
    orderStatus: "inProgress",
    lines: [
      {
        lineId,
        position: 0,
        description: "Sotning oljepanna",
        unitCode: "PCS",
        orderedQuantity: 2,
        deliveredQuantity: null,
        unitPriceOre: 45_000,
        netOre: 0,
      },
    ],
    extraLines: [],
    timeMinutes: null,
    photos: [],
    note: "",
    signature: null,
    language: "se",
    totals: { netOre: 0, vat: [], vatOre: 0, grossOre: 0 },
    complete: false,
    version: 0,
    updatedAt: null,
    ...overrides,
  };
}

/** The report part alone, as the order page composes it; the API answers `first` and records the writes. */
function renderReport(first: Report, props: { canReport?: boolean; status?: OrderStatus } = {}) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  let current = first;
  server.use(
    http.get(base, () => HttpResponse.json(current)),
    http.put(base, async ({ request }) => {
      const body = (await request.json()) as { version: number; lines: { deliveredQuantity: number }[] };
      sent.push({ method: "PUT", url: request.url, body });
      current = report({
        ...first,
        version: body.version + 1,
        lines: first.lines.map((line) => ({ ...line, deliveredQuantity: body.lines[0]?.deliveredQuantity ?? null })),
        signature: { image: SIGNATURE, signerName: "Sara Sol", signedAt: "2026-12-06T10:00:00.000Z" },
        complete: true,
      });
      return HttpResponse.json(current);
    }),
    http.post(`${base}/mail`, async ({ request }) => {
      const body = (await request.json()) as { to?: string };
      sent.push({ method: "POST", url: request.url, body });
      if (!body.to)
        return HttpResponse.json(
          { code: "VALIDATION", message: "The customer has no email address: enter one.", field: "to" },
          { status: 400 },
        );
      return HttpResponse.json({
        to: body.to,
        file: {
          id: "f0f0f0f0-f0f0-4f0f-8f0f-000000000001",
          uploadName: "Orderrapport 1.pdf",
          contentType: "application/pdf",
          size: 10,
        },
      });
    }),
  );
  signIn();
  const session = { user, companies: [ordersCompany], selectedCompany: ordersCompany, selectCompany: () => {} };
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <MemoryRouter>
        <SessionContext value={session}>
          <OrderReport
            companyId={ordersCompany.id}
            publicationId={id}
            canReport={props.canReport ?? true}
            status={props.status ?? "inProgress"}
          />
        </SessionContext>
      </MemoryRouter>
    </Providers>,
  );
  return sent;
}

describe("the order report", () => {
  it("saves the delivered quantity, an extra line, the time, a note and the customer's drawn signature", async () => {
    const sent = renderReport(report());
    const section = await screen.findByRole("region", { name: "Order report" });
    await fill(within(section).getByRole("textbox", { name: "Delivered quantity of Sotning oljepanna" }), "1,5");
    await userEvent.click(within(section).getByRole("button", { name: "Add an extra line" }));
    await fill(within(section).getByRole("textbox", { name: "Description" }), "Extra sotlucka");
    await fill(within(section).getByRole("textbox", { name: "Hours" }), "1");
    await fill(within(section).getByRole("textbox", { name: "Minutes" }), "30");
    await fill(within(section).getByRole("textbox", { name: "Note" }), "Skorsten i gott skick");
    // Saved without a signer's name, the drawn signature is refused on the form.
    fireEvent.pointerUp(within(section).getByLabelText("Signature pad: the customer draws the signature here"));
    await userEvent.click(within(section).getByRole("button", { name: "Save report" }));
    expect(await within(section).findByText("Enter the signer's name.")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await fill(within(section).getByRole("textbox", { name: "Signer's name" }), "Sara Sol");
    await userEvent.click(within(section).getByRole("button", { name: "Save report" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      lines: [{ lineId, deliveredQuantity: 1.5 }],
      extraLines: [{ description: "Extra sotlucka", quantity: 1, unitCode: "PCS" }],
      timeMinutes: 90,
      photoFileIds: [],
      note: "Skorsten i gott skick",
      signature: { image: SIGNATURE, signerName: "Sara Sol" },
      language: "se",
      version: 0,
    });
    // Saved, the form shows the signature and that the order may be reported.
    expect(await within(section).findByRole("img", { name: "The signature of Sara Sol" })).toBeInTheDocument();
    expect(within(section).getByText("Complete: the order can be reported.")).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Download PDF" })).toBeInTheDocument();
  });

  it("refuses a quantity that is no number before saving", async () => {
    const sent = renderReport(report());
    const section = await screen.findByRole("region", { name: "Order report" });
    await fill(within(section).getByRole("textbox", { name: "Delivered quantity of Sotning oljepanna" }), "två");
    await userEvent.click(within(section).getByRole("button", { name: "Save report" }));
    expect(await within(section).findByText("Enter 0 or a quantity with at most three decimals.")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows a reported order's report read only and mails it, asking for an address when the customer has none", async () => {
    const saved = report({
      orderStatus: "reported",
      version: 3,
      complete: true,
      lines: [{ ...report().lines[0], deliveredQuantity: 2, netOre: 90_000 } as Report["lines"][number]],
      totals: {
        netOre: 90_000,
        vat: [{ rate: 25, baseOre: 90_000, vatOre: 22_500 }],
        vatOre: 22_500,
        grossOre: 112_500,
      },
      timeMinutes: 95,
      signature: { image: SIGNATURE, signerName: "Sara Sol", signedAt: "2026-12-06T10:00:00.000Z" },
    });
    const sent = renderReport(saved, { status: "reported" });
    const section = await screen.findByRole("region", { name: "Order report" });
    expect(within(section).queryByRole("button", { name: "Save report" })).toBeNull();
    expect(within(section).getByText("Time spent: 1 h 35 min")).toBeInTheDocument();
    expect(within(section).getByRole("img", { name: "The signature of Sara Sol" })).toBeInTheDocument();
    await userEvent.click(within(section).getByRole("button", { name: "Mail to customer" }));
    expect(await within(section).findByText("The customer has no email address: enter one.")).toBeInTheDocument();
    await fill(within(section).getByRole("textbox", { name: /Mail to/ }), "kund@example.test");
    await userEvent.click(within(section).getByRole("button", { name: "Mail to customer" }));
    expect(await screen.findByText("The order report was mailed to kund@example.test.")).toBeInTheDocument();
    expect(sent.map((s) => s.body)).toEqual([{}, { to: "kund@example.test" }]);
  });

  it("shows no form and no mailing to a member who does not report", async () => {
    renderReport(report({ version: 1, signature: null }), { canReport: false });
    const section = await screen.findByRole("region", { name: "Order report" });
    expect(within(section).queryByRole("button", { name: "Save report" })).toBeNull();
    expect(within(section).queryByRole("button", { name: "Mail to customer" })).toBeNull();
    expect(within(section).getByText("Not signed yet.")).toBeInTheDocument();
  });
});
