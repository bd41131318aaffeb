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
import { kund, mockSubscriptionsApi, product, shirt, subsCompany, subscription } from "./test-utils";

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
      // The line goes back as the server answered it, with the new quantity.
      lines: [
        {
          productId: product.id,
          choiceIds: [],
          quantity: 3,
          unitCode: "PCS",
          manualPrice: false,
          unitPriceOre: null,
          discountPercent: 0,
          vatRate: 25,
        },
      ],
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

  it("keeps a line priced by hand and a configurable line's choice when another line's quantity changes", async () => {
    const xl = shirt.options[0]?.choices[1];
    const handPriced = {
      position: 1,
      product: { id: "88888888-8888-4888-8888-000000000003", number: "P-9", name: "Sotning" },
      choices: [],
      description: "Extra sotning",
      quantity: 1,
      unitCode: "PCS" as const,
      manualPrice: true,
      unitPriceOre: 45_000,
      discountPercent: 10,
      vatRate: 25 as const,
    };
    const configurable = {
      position: 2,
      product: { id: shirt.id, number: shirt.number, name: shirt.name },
      choices: [
        {
          id: xl?.id ?? "",
          optionId: shirt.options[0]?.id ?? null,
          optionName: "Size",
          name: "XL",
          priceChangeOre: 2_500,
        },
      ],
      description: "Tröja",
      quantity: 4,
      unitCode: "PCS" as const,
      manualPrice: false,
      unitPriceOre: null,
      discountPercent: 0,
      vatRate: 25 as const,
    };
    const base = subscription();
    const sub = subscription({ lines: [...base.lines, handPriced, configurable] });
    mockSubscriptionsApi([sub], { permissions: ["OrderCreate"] });
    const bodies: unknown[] = [];
    server.use(
      http.put("/api/companies/:companyId/order-subscriptions/:id", async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...sub, version: 2 });
      }),
    );
    renderSection(sub.id);
    const section = await screen.findByRole("region", { name: "Order subscription" }, slow);
    await userEvent.click(await within(section).findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: `Edit ${sub.name}` }, slow);

    // The hand-priced line is shown as it is, with its price; the configurable line shows its choice.
    expect(within(dialog).getByText("1 × Extra sotning: SEK 450.00 each")).toBeInTheDocument();
    expect(within(dialog).getByText(/^Priced by hand; kept as it is/)).toBeInTheDocument();
    expect(await within(dialog).findByLabelText("Size", {}, slow)).toHaveValue("XL (+SEK 25.00)");
    const quantities = within(dialog).getAllByRole("textbox", { name: "Quantity" });
    expect(quantities).toHaveLength(2);
    await userEvent.clear(quantities[0] as HTMLElement);
    await fill(quantities[0] as HTMLElement, "3");

    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const lines = (bodies[0] as { lines: unknown[] }).lines;
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ productId: product.id, quantity: 3 });
    expect(lines[1]).toMatchObject({
      product: { id: handPriced.product.id },
      description: "Extra sotning",
      quantity: 1,
      manualPrice: true,
      unitPriceOre: 45_000,
      discountPercent: 10,
    });
    expect(lines[2]).toMatchObject({ productId: shirt.id, choiceIds: [xl?.id], quantity: 4 });
  }, 60_000);

  it("sends the choice picked on a configurable line; a line priced by hand is removed with its own button", async () => {
    const wool = shirt.options[1]?.choices[0];
    const sub = subscription({
      lines: [
        {
          position: 0,
          product: { id: shirt.id, number: shirt.number, name: shirt.name },
          choices: [],
          description: "Tröja",
          quantity: 2,
          unitCode: "PCS",
          manualPrice: false,
          unitPriceOre: null,
          discountPercent: 0,
          vatRate: 25,
        },
        {
          position: 1,
          product: null,
          choices: [],
          description: "Framkörning",
          quantity: 1,
          unitCode: "PCS",
          manualPrice: true,
          unitPriceOre: 19_900,
          discountPercent: 0,
          vatRate: 25,
        },
      ],
    });
    mockSubscriptionsApi([sub], { permissions: ["OrderCreate"] });
    const bodies: unknown[] = [];
    server.use(
      http.put("/api/companies/:companyId/order-subscriptions/:id", async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...sub, version: 2 });
      }),
    );
    renderSection(sub.id);
    const section = await screen.findByRole("region", { name: "Order subscription" }, slow);
    await userEvent.click(await within(section).findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: `Edit ${sub.name}` }, slow);

    expect(within(dialog).getByText("1 × Framkörning: SEK 199.00 each")).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByLabelText("Material", {}, slow));
    await userEvent.click(await screen.findByRole("option", { name: "Wool (+SEK 50.00)" }, slow));
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove line 2" }));
    expect(within(dialog).queryByText("1 × Framkörning: SEK 199.00 each")).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0] as { lines: unknown[] }).lines).toEqual([
      {
        productId: shirt.id,
        choiceIds: [wool?.id],
        quantity: 2,
        unitCode: "PCS",
        manualPrice: false,
        unitPriceOre: null,
        discountPercent: 0,
        vatRate: 25,
      },
    ]);
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
