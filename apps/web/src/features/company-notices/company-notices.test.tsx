import type { CompanyNotice } from "@app/contract";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { createQueryClient } from "../../app/query-client";
import { renderApp } from "../../test/render-app";
import { bygg, nordic, server, signIn, user } from "../../test/server";
import { fill, userEvent } from "../../test/user-event";
import { CLOSED_KEY, NoticeCarousel } from "./components/notice-banner";
import { noticeStatus } from "./status";

const notices = [
  { id: "a1111111-1111-4111-8111-111111111111", text: "Welcome to the demo." },
  { id: "a2222222-2222-4222-8222-222222222222", text: "The office is closed on Friday." },
  { id: "a3333333-3333-4333-8333-333333333333", text: "New archive routines from Monday." },
];

const renderCarousel = (items = notices) =>
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <NoticeCarousel notices={items} />
    </Providers>,
  );

const shown = () => screen.getByTestId("notice-text").textContent;

/** The selected company's current notice, as GET company-notices answers it. */
const officeClosed = {
  id: notices[1]?.id,
  text: "The office is closed on Friday.",
  startsOn: null,
  endsOn: null,
  createdAt: "2026-01-01T00:00:00Z",
};

afterEach(() => vi.useRealTimers());

describe("notice banner", () => {
  it("advances every 8 seconds and wraps around", () => {
    vi.useFakeTimers();
    renderCarousel();
    expect(screen.getByRole("region", { name: "Notices" })).toBeInTheDocument();
    expect(shown()).toBe("Welcome to the demo.");
    act(() => vi.advanceTimersByTime(7999));
    expect(shown()).toBe("Welcome to the demo.");
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe("The office is closed on Friday.");
    act(() => vi.advanceTimersByTime(8000));
    expect(shown()).toBe("New archive routines from Monday.");
    act(() => vi.advanceTimersByTime(8000));
    expect(shown()).toBe("Welcome to the demo.");
  });

  it("stands still while hovered or focused, and while paused with its button", () => {
    vi.useFakeTimers();
    renderCarousel();
    const banner = screen.getByRole("region", { name: "Notices" });
    fireEvent.mouseEnter(banner);
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toBe("Welcome to the demo.");
    fireEvent.mouseLeave(banner);
    act(() => vi.advanceTimersByTime(8000));
    expect(shown()).toBe("The office is closed on Friday.");

    const pause = screen.getByRole("button", { name: "Pause the notices" });
    fireEvent.focus(pause);
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toBe("The office is closed on Friday.");
    fireEvent.click(pause);
    fireEvent.blur(pause);
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toBe("The office is closed on Friday.");
    fireEvent.click(screen.getByRole("button", { name: "Play the notices" }));
    act(() => vi.advanceTimersByTime(8000));
    expect(shown()).toBe("New archive routines from Monday.");
  });

  it("is announced politely only when it stands still (rotating text is not read out)", () => {
    vi.useFakeTimers();
    renderCarousel();
    const live = screen.getByTestId("notice-text").parentElement;
    expect(live).toHaveAttribute("aria-live", "off");
    fireEvent.mouseEnter(screen.getByRole("region", { name: "Notices" }));
    expect(live).toHaveAttribute("aria-live", "polite");
    expect(live).toHaveTextContent("Notice 1 of 3");
  });

  it("steps by hand with previous and next", async () => {
    renderCarousel();
    await userEvent.click(screen.getByRole("button", { name: "Next notice" }));
    expect(shown()).toBe("The office is closed on Friday.");
    await userEvent.click(screen.getByRole("button", { name: "Previous notice" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous notice" }));
    expect(shown()).toBe("New archive routines from Monday.");
  });

  it("closes for the session", async () => {
    const first = renderCarousel();
    await userEvent.click(screen.getByRole("button", { name: "Close the notices for this session" }));
    expect(screen.queryByRole("region", { name: "Notices" })).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(CLOSED_KEY) ?? "[]")).toHaveLength(3);
    first.unmount();

    // A reload in the same session keeps it closed; a notice it has not shown brings it back.
    const again = renderCarousel();
    expect(screen.queryByRole("region", { name: "Notices" })).not.toBeInTheDocument();
    again.unmount();
    renderCarousel([...notices, { id: "a4444444-4444-4444-8444-444444444444", text: "A new one." }]);
    expect(shown()).toBe("A new one.");
    expect(screen.queryByRole("button", { name: "Pause the notices" })).not.toBeInTheDocument();
  });

  it("is absent when there is nothing to show", () => {
    renderCarousel([]);
    expect(screen.queryByRole("region", { name: "Notices" })).not.toBeInTheDocument();
  });

  it("shows the system's notices and the selected company's current ones under the header", async () => {
    server.use(
      http.get("/api/notices", () =>
        HttpResponse.json([{ id: notices[0]?.id, text: "Welcome to the demo.", startsOn: null, endsOn: null }]),
      ),
      http.get("/api/companies/:companyId/company-notices", ({ request }) => {
        expect(new URL(request.url).searchParams.get("active")).toBe("true");
        return HttpResponse.json([officeClosed]);
      }),
    );
    signIn();
    renderApp("/");
    const banner = await screen.findByRole("region", { name: "Notices" });
    expect(within(banner).getByText("Welcome to the demo.")).toBeInTheDocument();
    await waitFor(() => expect(within(banner).getByText("Notice 1 of 2", { exact: false })).toBeInTheDocument());
  });
});

describe("the page under the banner", () => {
  it("stays unseen until the notices have come, so the banner never pushes it down", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get("/api/notices", () => HttpResponse.json([])),
      http.get("/api/companies/:companyId/company-notices", async () => {
        await answered;
        return HttpResponse.json([officeClosed]);
      }),
    );
    signIn();
    renderApp("/");
    // The start page has rendered its selected company, out of sight.
    const title = await screen.findByText(bygg.name, { selector: "h2" });
    expect(title).not.toBeVisible();

    answer();
    await waitFor(() => expect(title).toBeVisible());
    expect(screen.getByRole("region", { name: "Notices" })).toHaveTextContent("The office is closed on Friday.");
  });
});

describe("company notices settings", () => {
  const existing: CompanyNotice = {
    id: "b1111111-1111-4111-8111-111111111111",
    text: "The office is closed on Friday.",
    startsOn: "2026-01-01",
    endsOn: "2026-01-31",
    createdAt: "2026-01-01T00:00:00.000Z",
  };

  function mockAdmin(permissions: string[] = ["CompanyAccountAdmin"]) {
    const saved: { method: string; body: unknown }[] = [];
    const list = [existing];
    server.use(
      http.get("/api/users/:userId/permissions", () => HttpResponse.json(permissions)),
      http.get("/api/companies/:companyId/company-notices", ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get("active") === "false" ? list : []),
      ),
      http.post("/api/companies/:companyId/company-notices", async ({ request }) => {
        const body = (await request.json()) as Omit<CompanyNotice, "id" | "createdAt">;
        saved.push({ method: "POST", body });
        const created = { ...body, id: "b2222222-2222-4222-8222-222222222222", createdAt: "2026-02-01T00:00:00.000Z" };
        list.unshift(created);
        return HttpResponse.json(created, { status: 201 });
      }),
      http.put("/api/companies/:companyId/company-notices/:id", async ({ request }) => {
        const body = (await request.json()) as Omit<CompanyNotice, "id" | "createdAt">;
        saved.push({ method: "PUT", body });
        return HttpResponse.json({ ...existing, ...body });
      }),
      http.delete("/api/companies/:companyId/company-notices/:id", ({ params }) => {
        saved.push({ method: "DELETE", body: params.id });
        list.splice(0, list.length);
        return HttpResponse.json({ ok: true });
      }),
    );
    return saved;
  }

  const selectNordic = () =>
    localStorage.setItem("selectedCompanyObj", JSON.stringify({ userId: user.id, company: nordic }));

  it("is reached from the settings page by administrators", async () => {
    mockAdmin();
    signIn();
    selectNordic();
    const { location } = renderApp("/settings");
    expect(await screen.findByRole("heading", { name: "Settings", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Company information/ })).toHaveAttribute("href", "/settings/information");
    await userEvent.click(await screen.findByRole("link", { name: /Notices/ }));
    expect(location()).toBe("/settings/notices");
    expect(await screen.findByRole("heading", { name: "Notices", level: 1 })).toBeInTheDocument();
    expect((await screen.findAllByText("The office is closed on Friday.")).length).toBeGreaterThan(0);
  });

  it("is not for other users: no card, and the address goes to 403", async () => {
    mockAdmin([]);
    signIn();
    selectNordic();
    const settings = renderApp("/settings");
    expect(await screen.findByRole("link", { name: /Company information/ })).toBeInTheDocument();
    expect(screen.queryByText("Notices")).not.toBeInTheDocument();
    settings.unmount();
    const { location } = renderApp("/settings/notices");
    await waitFor(() => expect(location()).toBe("/403"));
  });

  it("validates the form: a text is required and the end may not be before the start", async () => {
    const saved = mockAdmin();
    signIn();
    selectNordic();
    renderApp("/settings/notices");
    await userEvent.click(await screen.findByRole("button", { name: "New notice" }));
    const dialog = await screen.findByRole("dialog", { name: "New notice" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Write the notice's text.")).toBeInTheDocument();

    await fill(within(dialog).getByRole("textbox", { name: "Text" }), "  Fire drill at ten.  ");
    await fill(within(dialog).getByRole("textbox", { name: "Shown from" }), "2026-05-10");
    await userEvent.tab();
    await fill(within(dialog).getByRole("textbox", { name: "Shown until" }), "2026-05-01");
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("The last day may not be before the first.")).toBeInTheDocument();
    expect(saved).toEqual([]);

    const until = within(dialog).getByRole("textbox", { name: "Shown until" });
    await userEvent.clear(until);
    await fill(until, "2026-05-20");
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(saved).toEqual([
        { method: "POST", body: { text: "Fire drill at ten.", startsOn: "2026-05-10", endsOn: "2026-05-20" } },
      ]),
    );
    expect(await screen.findByText("The notice is saved.")).toBeInTheDocument();
  });

  it("edits a notice and deletes one after asking", async () => {
    const saved = mockAdmin();
    signIn();
    selectNordic();
    renderApp("/settings/notices");
    const [edit] = await screen.findAllByRole("button", { name: "Edit the notice “The office is closed on Friday.”" });
    if (!edit) throw new Error("no edit button");
    await userEvent.click(edit);
    const dialog = await screen.findByRole("dialog", { name: "Edit notice" });
    const text = within(dialog).getByRole("textbox", { name: "Text" });
    expect(text).toHaveValue("The office is closed on Friday.");
    await userEvent.clear(text);
    await fill(text, "Closed on Friday and Monday.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(saved[0]).toEqual({
        method: "PUT",
        body: { text: "Closed on Friday and Monday.", startsOn: "2026-01-01", endsOn: "2026-01-31" },
      }),
    );

    const [remove] = await screen.findAllByRole("button", { name: /^Delete the notice/ });
    if (!remove) throw new Error("no delete button");
    await userEvent.click(remove);
    const confirm = await screen.findByRole("dialog", { name: "Delete the notice?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(saved.map((s) => s.method)).toEqual(["PUT", "DELETE"]));
    expect(await screen.findByText("No notices yet")).toBeInTheDocument();
  });

  it("tells where a notice stands on a day", () => {
    expect(noticeStatus({ startsOn: null, endsOn: null }, "2026-03-01")).toBe("current");
    expect(noticeStatus({ startsOn: "2026-03-02", endsOn: null }, "2026-03-01")).toBe("scheduled");
    expect(noticeStatus({ startsOn: null, endsOn: "2026-02-28" }, "2026-03-01")).toBe("ended");
    expect(noticeStatus({ startsOn: "2026-03-01", endsOn: "2026-03-01" }, "2026-03-01")).toBe("current");
  });
});
