import { act, screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../../lib/i18n";
import { renderApp } from "../../test/render-app";
import { bygg, server, signIn, user } from "../../test/server";
import { userEvent } from "../../test/user-event";

const exportUrl = "/api/companies/:companyId/users/:userId/gdpr-export";

/** A body that sends its first half, then waits for `release` before the rest. */
function gatedBody(size: number) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new Uint8Array(size / 2));
      await gate;
      controller.enqueue(new Uint8Array(size / 2));
      controller.close();
    },
  });
  return { body, release };
}

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => "blob:export");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe("downloading one's own data from the profile", () => {
  it("shows the bytes received against the length, keeps the button disabled, and saves under the server's name", async () => {
    const { body, release } = gatedBody(2048);
    const asked: string[] = [];
    server.use(
      http.get(exportUrl, ({ params }) => {
        asked.push(`${params.companyId}/${params.userId}`);
        return new HttpResponse(body, {
          headers: {
            "content-type": "application/zip",
            "content-length": "2048",
            "content-disposition": `attachment; filename="gdpr-export-Anna-Admin-2026-11-27.zip"; filename*=UTF-8''gdpr-export-Anna-Admin-2026-11-27.zip`,
          },
        });
      }),
    );
    signIn();
    renderApp(`/profile/${user.id}/detail`);
    // The profile's first opening loads its screens' code: a slow machine takes a while.
    const heading = await screen.findByRole("heading", { name: "Download my data" }, { timeout: 15_000 });
    const card = heading.closest("section") as HTMLElement;
    expect(within(card).getByText(/Everything Byggbolaget i Malmö AB holds about you/)).toBeInTheDocument();
    const button = within(card).getByRole("button", { name: "Download my data" });
    await userEvent.click(button);
    expect(await within(card).findByText("50 % – 1.0 kB of 2.0 kB")).toBeInTheDocument();
    expect(within(card).getByRole("progressbar", { name: "Download of the personal data" })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    expect(within(card).getByRole("button", { name: "Download my data" })).toBeDisabled();
    await act(async () => release());
    expect(await within(card).findByText("The file is downloaded.")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Download my data" })).toBeEnabled();
    expect(asked).toEqual([`${bygg.id}/${user.id}`]);
    expect(saved).toEqual(["gdpr-export-Anna-Admin-2026-11-27.zip"]);
  });

  it("shows a moving bar and the bytes received when the length is not known", async () => {
    const { body, release } = gatedBody(4096);
    server.use(http.get(exportUrl, () => new HttpResponse(body, { headers: { "content-type": "application/zip" } })));
    signIn();
    renderApp(`/profile/${user.id}/detail`);
    await userEvent.click(await screen.findByRole("button", { name: "Download my data" }));
    expect(await screen.findByText("2.0 kB received")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Download of the personal data" })).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText("The file is downloaded.")).toBeInTheDocument();
    expect(saved).toEqual(["personal-data.zip"]);
  });

  it("says why a download failed and lets the person try again", async () => {
    server.use(
      http.get(exportUrl, () =>
        HttpResponse.json({ code: "FORBIDDEN", message: "You may not do this." }, { status: 403 }),
      ),
    );
    signIn();
    renderApp(`/profile/${user.id}/detail`);
    await userEvent.click(await screen.findByRole("button", { name: "Download my data" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The download failed: You may not do this.");
    expect(screen.getByRole("button", { name: "Download my data" })).toBeEnabled();
    expect(saved).toEqual([]);
  });
});

describe("the register of processing (/settings/gdpr)", () => {
  const withGdpr = () => server.use(http.get("/api/users/:userId/permissions", () => HttpResponse.json(["Gdpr"])));

  it("lists each category with its purpose, legal basis, access and retention, under the company's name", async () => {
    withGdpr();
    signIn();
    renderApp("/settings/gdpr");
    expect(await screen.findByRole("heading", { level: 1, name: "Register of processing" })).toBeInTheDocument();
    const audit = await screen.findByRole("region", { name: "Audit log" });
    expect(screen.getAllByText("Byggbolaget i Malmö AB").length).toBeGreaterThan(0);
    expect(within(audit).getByText("How long it is kept")).toBeInTheDocument();
    expect(within(audit).getByText(/As set under company settings \(default 7 years\)/)).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(12);
    expect(screen.getByRole("region", { name: "Customer portals' contacts" })).toBeInTheDocument();
    const persons = screen.getByRole("region", { name: "Customers who are private persons" });
    expect(
      within(persons).getByText(/personal identity number \(encrypted; shown masked in lists\)/),
    ).toBeInTheDocument();
    const contacts = screen.getByRole("region", { name: "Customers' contacts" });
    expect(within(contacts).getByText(/Name, role, phone, email and notes/)).toBeInTheDocument();
  });

  it("is in Swedish for a Swedish reader", async () => {
    withGdpr();
    server.use(http.get("/api/users/:userId", () => HttpResponse.json({ ...user, language: "se" })));
    signIn();
    applyLanguage("se");
    renderApp("/settings/gdpr");
    expect(await screen.findByRole("heading", { level: 1, name: "Register över behandlingar" })).toBeInTheDocument();
    const audit = await screen.findByRole("region", { name: "Granskningslogg" });
    expect(within(audit).getByText("Rättslig grund")).toBeInTheDocument();
    expect(within(audit).getByText(/som standard 7 år/)).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Kunder som är privatpersoner" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Kunders kontaktpersoner" })).toBeInTheDocument();
  });

  it("is locked without the GDPR permission, and the settings show its card only to holders", async () => {
    signIn();
    const view = renderApp("/settings/gdpr");
    expect(await screen.findByText("No access to the register")).toBeInTheDocument();
    view.unmount();
    withGdpr();
    renderApp("/settings");
    expect(await screen.findByRole("link", { name: /GDPR register/ })).toHaveAttribute("href", "/settings/gdpr");
  });
});
