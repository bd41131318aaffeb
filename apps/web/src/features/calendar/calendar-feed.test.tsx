import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { server, signIn, user } from "../../test/server";
import { userEvent } from "../../test/user-event";

describe("calendar subscription on one's profile", () => {
  it("makes an address, copies it, and renews it after a warning that the old one stops working", async () => {
    const posts: string[] = [];
    let feed: { url: string | null; createdAt: string | null } = { url: null, createdAt: null };
    server.use(
      http.get("/api/users/:userId/calendar-feed", () => HttpResponse.json({ url: null, createdAt: feed.createdAt })),
      http.post("/api/users/:userId/calendar-feed", ({ params }) => {
        posts.push(String(params.userId));
        feed = {
          url: `https://app.example.test/api/calendar-feed/secret-${posts.length}.ics`,
          createdAt: `2026-11-2${posts.length}T10:00:00.000Z`,
        };
        return HttpResponse.json(feed);
      }),
    );
    signIn();
    renderApp(`/profile/${user.id}/detail`);
    expect(await screen.findByRole("heading", { name: "Calendar subscription" })).toBeInTheDocument();
    expect(screen.getByText(/Outlook: /)).toBeInTheDocument();
    expect(screen.getByText(/Google Calendar: /)).toBeInTheDocument();
    expect(screen.getByText(/Apple Calendar: /)).toBeInTheDocument();
    expect(await screen.findByText("You have no subscription address yet.")).toBeInTheDocument();
    expect(
      screen.getByText(/^Changing or resetting your password, or signing out everywhere else, ends this address/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Create subscription address" }));
    const address = await screen.findByRole("textbox", { name: "Subscription address" });
    expect(address).toHaveValue("https://app.example.test/api/calendar-feed/secret-1.ics");
    expect(posts).toEqual([user.id]);
    expect(screen.getByText(/^Address made 2026-11-21/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Copied")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe("https://app.example.test/api/calendar-feed/secret-1.ics");

    await userEvent.click(screen.getByRole("button", { name: "Renew address" }));
    const dialog = await screen.findByRole("dialog", { name: "Renew the subscription address?" });
    expect(within(dialog).getByText(/The old address stops working/)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole("button", { name: "Renew address" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Subscription address" })).toHaveValue(
        "https://app.example.test/api/calendar-feed/secret-2.ics",
      ),
    );
    expect(posts).toHaveLength(2);
    expect(screen.getByText(/^Address made 2026-11-22/)).toBeInTheDocument();
  });

  it("says when an address exists without showing it, and offers to renew it", async () => {
    server.use(
      http.get("/api/users/:userId/calendar-feed", () =>
        HttpResponse.json({ url: null, createdAt: "2026-10-01T08:00:00.000Z" }),
      ),
    );
    signIn();
    renderApp(`/profile/${user.id}/detail`);
    expect(await screen.findByText(/^Address made 2026-10-01/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Renew address" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Subscription address" })).not.toBeInTheDocument();
  });
});
