import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { contact, customer, mockCustomersApi } from "./test-utils";

/** A lazy screen's or modal's first load under a busy machine (docs: cold chunks). */
const slow = { timeout: 15_000 };

describe("the customer page's personal data (GDPR) section", () => {
  it("erases a private person's data after their name is typed, and offers the export", async () => {
    const person = customer({ kind: "person", name: "Greta Gdprsson", number: "2001" });
    person.contacts.push(contact(person.id, { name: "Kalle Kontakt" }));
    mockCustomersApi([person], ["Gdpr"]);
    const erased: string[] = [];
    server.use(
      http.post("/api/companies/:companyId/customers/:id/gdpr-erase", ({ request }) => {
        erased.push(new URL(request.url).pathname);
        return HttpResponse.json({ auditEventsRewritten: 4 });
      }),
    );
    signIn();
    renderApp(`/list/customers/${person.id}`);
    const section = await screen.findByRole("region", { name: "Personal data (GDPR)" }, slow);
    expect(within(section).getByRole("button", { name: "Export personal data of Greta Gdprsson" })).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Export personal data of Kalle Kontakt" })).toBeInTheDocument();
    await userEvent.click(within(section).getByRole("button", { name: "Erase personal data of Greta Gdprsson" }));
    const dialog = await screen.findByRole("dialog", { name: "Erase the personal data of Greta Gdprsson" }, slow);
    const confirm = within(dialog).getByRole("button", { name: "Erase personal data" });
    expect(confirm).toBeDisabled();
    await fill(within(dialog).getByRole("textbox", { name: "Type Greta Gdprsson to confirm" }), "Greta Gdprsson");
    await userEvent.click(confirm);
    expect(await screen.findByText("The personal data of Greta Gdprsson was erased")).toBeInTheDocument();
    expect(erased).toHaveLength(1);
    expect(erased[0]).toMatch(new RegExp(`/customers/${person.id}/gdpr-erase$`));
  });

  it("erases a contact's data at the contact's address", async () => {
    const org = customer({ name: "Bolaget AB" });
    const kalle = contact(org.id, { name: "Kalle Kontakt" });
    org.contacts.push(kalle);
    mockCustomersApi([org], ["Gdpr"]);
    const erased: string[] = [];
    server.use(
      http.post("/api/companies/:companyId/customers/:id/contacts/:contactId/gdpr-erase", ({ request }) => {
        erased.push(new URL(request.url).pathname);
        return HttpResponse.json({ auditEventsRewritten: 2 });
      }),
    );
    signIn();
    renderApp(`/list/customers/${org.id}`);
    const section = await screen.findByRole("region", { name: "Personal data (GDPR)" }, slow);
    expect(within(section).queryByText("Bolaget AB")).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole("button", { name: "Erase personal data of Kalle Kontakt" }));
    const dialog = await screen.findByRole("dialog", { name: "Erase the personal data of Kalle Kontakt" }, slow);
    await fill(within(dialog).getByRole("textbox", { name: "Type Kalle Kontakt to confirm" }), "Kalle Kontakt");
    await userEvent.click(within(dialog).getByRole("button", { name: "Erase personal data" }));
    expect(await screen.findByText("The personal data of Kalle Kontakt was erased")).toBeInTheDocument();
    expect(erased).toEqual([
      expect.stringMatching(new RegExp(`/customers/${org.id}/contacts/${kalle.id}/gdpr-erase$`)),
    ]);
  });

  it("says an organisation is not personal data, and is not shown without the GDPR permission", async () => {
    const org = customer({ name: "Bolaget AB" });
    mockCustomersApi([org], ["Gdpr"]);
    signIn();
    const view = renderApp(`/list/customers/${org.id}`);
    const section = await screen.findByRole("region", { name: "Personal data (GDPR)" }, slow);
    expect(within(section).getByText(/An organisation is not personal data/)).toBeInTheDocument();
    view.unmount();
    mockCustomersApi([org], []);
    renderApp(`/list/customers/${org.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Bolaget AB" }, slow)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Personal data (GDPR)" })).not.toBeInTheDocument();
  });
});
