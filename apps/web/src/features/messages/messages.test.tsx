import type { Post } from "@app/contract";
import { act, screen, waitFor, within } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { io } from "socket.io-client";
import { describe, expect, it, vi } from "vitest";
import { fakeSocket } from "../../test/fake-socket";
import { renderApp } from "../../test/render-app";
import { nordic, server, signIn, user } from "../../test/server";
import { userEvent } from "../../test/user-event";
import { excerpt } from "./components/latest-messages-list";

const thread = { id: "55555555-5555-4555-8555-555555555555", name: "Styrelsen" };
const berit = { id: "44444444-4444-4444-8444-444444444444", name: "Berit Blockerad" };

const post = (body: string, id = "88888888-8888-4888-8888-000000000001"): Post => ({
  id,
  publication: thread,
  author: berit,
  body,
  // 09:30 on the machine's clock, whatever its zone: the screen shows times in local time.
  createdAt: new Date(2026, 2, 1, 9, 30).toISOString(),
  recipients: [{ id: user.id, name: user.name }],
});

function mockPosts(answers: Post[][]) {
  const calls: URL[] = [];
  server.use(
    http.get("/api/companies/:companyId/posts", ({ request, params }) => {
      expect(params.companyId).toBe(nordic.id);
      calls.push(new URL(request.url));
      return HttpResponse.json(answers[Math.min(calls.length, answers.length) - 1] ?? []);
    }),
  );
  return calls;
}

const selectNordic = () =>
  localStorage.setItem("selectedCompanyObj", JSON.stringify({ userId: user.id, company: nordic }));

describe("latest messages", () => {
  it("lists the 7 latest messages to the user in the selected company, each opening its message object", async () => {
    const calls = mockPosts([[post("Mötet flyttas <b>till torsdag</b>.")]]);
    server.use(
      http.get("/api/companies/:companyId/publications/:publicationId", async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    signIn();
    selectNordic();
    const { location } = renderApp("/");
    await userEvent.click(await screen.findByRole("button", { name: "Latest messages" }));
    const dialog = await screen.findByRole("dialog", { name: "Latest messages" });
    const link = await within(dialog).findByRole("link", { name: /Berit Blockerad in Styrelsen/ });
    expect(link).toHaveTextContent("Mötet flyttas till torsdag.");
    expect(link).toHaveTextContent("2026-03-01 09:30");
    expect(calls[0]?.searchParams.get("me")).toBe("true");
    expect(calls[0]?.searchParams.get("limit")).toBe("7");
    await userEvent.click(link);
    await waitFor(() => expect(location()).toBe(`/companies/${nordic.id}/publications/${thread.id}`));
  });

  it("says so when there are none", async () => {
    mockPosts([[]]);
    signIn();
    selectNordic();
    renderApp("/");
    await userEvent.click(await screen.findByRole("button", { name: "Latest messages" }));
    expect(await screen.findByText("No messages to you yet")).toBeInTheDocument();
  });

  it("refreshes when a message arrives (SEND_ORDER_MESSAGE) and marks the button until opened", async () => {
    const socket = fakeSocket();
    vi.mocked(io).mockImplementation(() => socket as never);
    const calls = mockPosts([
      [post("Först.")],
      [post("Nytt!", "88888888-8888-4888-8888-000000000002"), post("Först.")],
    ]);
    signIn();
    selectNordic();
    renderApp("/");
    const button = await screen.findByRole("button", { name: "Latest messages" });
    await userEvent.click(button);
    await screen.findByText("Först.");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(socket.listenerCount("SEND_ORDER_MESSAGE")).toBe(1));
    act(() => socket.serverSends("SEND_ORDER_MESSAGE", post("Nytt!", "88888888-8888-4888-8888-000000000002")));
    await waitFor(() => expect(calls).toHaveLength(2));
    await userEvent.click(await screen.findByRole("button", { name: "Latest messages, new ones arrived" }));
    expect(await screen.findByText("Nytt!")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Latest messages" })).toBeInTheDocument();
  });

  it("shows a post's text in one line without markup", () => {
    expect(excerpt("<p>Hej</p>\n<p>på  dig</p>")).toBe("Hej på dig");
  });
});
