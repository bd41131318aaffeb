import { Select } from "@mantine/core";
import { render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Providers } from "../../app/providers";
import { createQueryClient } from "../../app/query-client";
import { SessionContext } from "../../lib/session";
import { server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { ObjectSubscription } from ".";
import type { CustomerField } from "./form";
import { kund, mockSubscriptionsApi, product, subsCompany, subscription } from "./test-utils";

const slow = { timeout: 15_000 };
const other = { id: "77777777-7777-4777-8777-000000000009", name: "Ny kund AB" };

/** The app's customer picker stands in as a plain select of two customers. */
const customerField: CustomerField = ({ value, onChange }) => (
  <Select
    label="Customer"
    data={[
      { value: kund.id, label: kund.name },
      { value: other.id, label: other.name },
    ]}
    value={value}
    onChange={onChange}
  />
);

function renderSection(id: string) {
  signIn();
  const session = { user, companies: [subsCompany], selectedCompany: subsCompany, selectCompany: () => {} };
  const scope = { userId: user.id, companyId: subsCompany.id };
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <MemoryRouter>
        <SessionContext value={session}>
          <ObjectSubscription scope={scope} publicationId={id} customerField={customerField} />
        </SessionContext>
      </MemoryRouter>
    </Providers>,
  );
}

describe("editing an order subscription", () => {
  it("changes the customer, the rule (said in words as it changes) and a line, saved on the version read; a stale save loads the latest", async () => {
    const sub = subscription({ rrule: "FREQ=WEEKLY;BYDAY=MO", startDate: "2027-01-04" });
    const sent = mockSubscriptionsApi([sub], { permissions: ["OrderCreate"] });
    const latest = { ...sub, horizonDays: 30, version: 2 };
    let current = sub;
    const bodies: unknown[] = [];
    server.use(
      http.get("/api/companies/:companyId/order-subscriptions/:id", () => HttpResponse.json(current)),
      http.put("/api/companies/:companyId/order-subscriptions/:id", async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1) {
          current = latest;
          return HttpResponse.json(
            { code: "STALE_VERSION", message: "Changed", current: { status: "active", version: 2 } },
            { status: 409 },
          );
        }
        current = { ...latest, customer: { ...other, number: "1009" }, version: 3 };
        return HttpResponse.json(current);
      }),
    );
    renderSection(sub.id);
    const section = await screen.findByRole("region", { name: "Order subscription" }, slow);
    await userEvent.click(await within(section).findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: `Edit ${sub.name}` }, slow);
    expect(within(dialog).getByText("Every week on Monday")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("combobox", { name: "Customer" }));
    await userEvent.click(await screen.findByRole("option", { name: other.name }));
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Frequency" }));
    await userEvent.click(await screen.findByRole("option", { name: "Monthly" }));
    expect(await within(dialog).findByText("Every month on day 4")).toBeInTheDocument();
    const every = within(dialog).getByRole("textbox", { name: "Every" });
    await userEvent.clear(every);
    await fill(every, "2");
    expect(await within(dialog).findByText("Every 2 months on day 4")).toBeInTheDocument();
    const quantity = within(dialog).getByRole("textbox", { name: "Quantity" });
    await userEvent.clear(quantity);
    await fill(quantity, "3");

    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Changed by another user while you edited")).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      customerId: other.id,
      contactId: null,
      responsibleId: user.id,
      assigneeIds: [],
      startDate: "2027-01-04",
      endDate: null,
      horizonDays: 14,
      rrule: "FREQ=MONTHLY;INTERVAL=2",
      lines: [{ productId: product.id, quantity: 3 }],
      version: 1,
    });

    // The latest version replaces the form: the rule, customer and lines as saved by the other user.
    await userEvent.click(within(dialog).getByRole("button", { name: "Load the latest version" }));
    expect(await within(dialog).findByText("Every week on Monday")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Days ahead/ })).toHaveValue("30");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Customer" }));
    await userEvent.click(await screen.findByRole("option", { name: other.name }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    // Rule and lines untouched this time: not sent, so what the form does not show is kept.
    expect(bodies[1]).toEqual({
      customerId: other.id,
      contactId: null,
      responsibleId: user.id,
      assigneeIds: [],
      startDate: "2027-01-04",
      endDate: null,
      horizonDays: 30,
      version: 2,
    });
    expect(
      await screen.findByText("The order subscription was saved. Orders made from now on follow it."),
    ).toBeInTheDocument();
    expect(await within(section).findByText("1009 Ny kund AB")).toBeInTheDocument();
    expect(sent.filter((s) => s.method === "POST")).toHaveLength(0);
  }, 60_000);

  it("has no Edit for a member without OrderCreate", async () => {
    const sub = subscription();
    mockSubscriptionsApi([sub], { permissions: ["OrderActivateCancel"] });
    renderSection(sub.id);
    const section = await screen.findByRole("region", { name: "Order subscription" }, slow);
    expect(await within(section).findByRole("button", { name: "Pause" })).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
  });
});
