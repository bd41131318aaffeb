import { type Notification, type NotificationPayload, notificationTypes } from "@app/contract";
import { QueryClient } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse, http } from "msw";
import { io } from "socket.io-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeSocket } from "../../test/fake-socket";
import { renderApp } from "../../test/render-app";
import { bygg, nordic, server, signIn, user } from "../../test/server";
import type { NotificationPages } from "./api/get-notifications";
import { notificationKeys } from "./api/keys";
import { addNotification, markViewed } from "./cache";
import { receiveNotification, receiveRead } from "./use-notification-events";

const berit = { id: "44444444-4444-4444-8444-444444444444", name: "Berit Blockerad" };
const object = { id: "55555555-5555-4555-8555-555555555555", name: "Hyresavtal", type: "card" as const };

let serial = 0;
function notification(
  payload: Partial<NotificationPayload> = {},
  overrides: Partial<Omit<Notification, "data">> = {},
): Notification {
  serial += 1;
  return {
    id: `66666666-6666-4666-8666-${String(serial).padStart(12, "0")}`,
    companyId: nordic.id,
    viewed: false,
    // 09:30 on the machine's clock, whatever its zone: the bell shows times in local time.
    createdAt: new Date(2026, 2, 1, 9, 30).toISOString(),
    data: {
      notification: {
        type: "PUBLICATION_SHARED",
        sourceUser: berit,
        publication: object,
        company: { name: nordic.name },
        ...payload,
      },
    },
    ...overrides,
  };
}

/** The bell's list answers: every call is recorded with its offset. */
function mockNotifications(pages: Notification[][], unView: number) {
  const offsets: number[] = [];
  server.use(
    http.get("/api/users/:userId/notifications", ({ request }) => {
      const url = new URL(request.url);
      const offset = Number(url.searchParams.get("offset"));
      offsets.push(offset);
      expect(url.searchParams.get("limit")).toBe("51");
      return HttpResponse.json({ notifications: pages[offsets.length - 1] ?? [], unView });
    }),
  );
  return offsets;
}

const bell = () => screen.findByRole("button", { name: /^Notifications/ });
const openBell = async () => userEvent.click(await bell());

/** Opens the bell on these unread items and finds each as one button named by its sentence, company and time. */
async function expectBellItems(items: Notification[], names: string[]) {
  mockNotifications([items], items.length);
  signIn();
  renderApp("/");
  await openBell();
  const dialog = await screen.findByRole("dialog", { name: "Notifications" });
  await waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(items.length));
  for (const name of names) expect(within(dialog).getByRole("button", { name })).toBeInTheDocument();
}

afterEach(() => {
  vi.useRealTimers();
});

describe("notification bell", () => {
  it("shows the unread count on the bell and says it to screen readers", async () => {
    mockNotifications([[notification(), notification(), notification({}, { viewed: true })]], 2);
    signIn();
    renderApp("/");
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeInTheDocument();
    expect(screen.getByTestId("bell-count")).toHaveTextContent("2");
  });

  it("shows no count when everything is read", async () => {
    mockNotifications([[notification({}, { viewed: true })]], 0);
    signIn();
    renderApp("/");
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
    expect(screen.queryByTestId("bell-count")).not.toBeInTheDocument();
  });

  it("lists who did what on which object in which company, unread ones marked", async () => {
    mockNotifications(
      [
        [
          notification({ type: "PUBLICATION_SHARED" }),
          notification({ type: "ESIGN_SHARED" }, { viewed: true }),
          notification({ type: "NOTICE_DUE", sourceUser: null, text: "Förläng serviceavtal" }),
          notification({ type: "NOTICE_MANAGER", text: "Säg upp hyresavtal" }, { viewed: true }),
          notification({ type: "NOTICE_ASSIGNEE", text: "Förnya försäkring" }, { viewed: true }),
          notification({ type: "MESSAGE", message: { title: "Styrelsen" }, text: "Mötet flyttas till torsdag." }),
        ],
      ],
      3,
    );
    signIn();
    renderApp("/");
    await openBell();
    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    await waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(6));
    // Each item is one button named by its sentence, company and time (the avatar is decorative).
    const names = [
      "Unread: Berit Blockerad shared Hyresavtal with you Nordisk Handel AB · 2026-03-01 09:30",
      "Berit Blockerad sent Hyresavtal to you for e-signing Nordisk Handel AB · 2026-03-01 09:30",
      "Unread: The reminder “Förläng serviceavtal” on Hyresavtal is due Nordisk Handel AB · 2026-03-01 09:30",
      "Berit Blockerad made you manager of the reminder “Säg upp hyresavtal” on Hyresavtal Nordisk Handel AB · 2026-03-01 09:30",
      "Berit Blockerad assigned you to the reminder “Förnya försäkring” on Hyresavtal Nordisk Handel AB · 2026-03-01 09:30",
      "Unread: Berit Blockerad sent you a message in Styrelsen Mötet flyttas till torsdag. Nordisk Handel AB · 2026-03-01 09:30",
    ];
    for (const name of names) expect(within(dialog).getByRole("button", { name })).toBeInTheDocument();
    expect(within(dialog).getByText("3 unread")).toBeInTheDocument();
  });

  it("gives each kind of notification an icon of its own", async () => {
    const items = notificationTypes.map((type) => notification({ type }));
    mockNotifications([items], items.length);
    signIn();
    renderApp("/");
    await openBell();
    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    await waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(notificationTypes.length));
    const icons = within(dialog)
      .getAllByRole("listitem")
      .map((item) => item.querySelector("svg.tabler-icon")?.getAttribute("class"));
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size).toBe(notificationTypes.length);
  });

  it("tells the requester of an e-sign request who signed or declined, an outside signer by name, and when it is complete", async () => {
    await expectBellItems(
      [
        notification({ type: "ESIGN_SIGNED", sourceUser: null, sourceName: "Olle Utomstående", text: "Avtal.pdf" }),
        notification({ type: "ESIGN_DECLINED", text: "Avtal.pdf" }),
        notification({ type: "ESIGN_COMPLETED", sourceUser: null, sourceName: "Nordisk Handel AB", text: "Avtal.pdf" }),
      ],
      [
        "Unread: Olle Utomstående signed “Avtal.pdf” on Hyresavtal Nordisk Handel AB · 2026-03-01 09:30",
        "Unread: Berit Blockerad declined to sign “Avtal.pdf” on Hyresavtal Nordisk Handel AB · 2026-03-01 09:30",
        "Unread: Everyone has signed “Avtal.pdf” on Hyresavtal; the signed document is on the object Nordisk Handel AB · 2026-03-01 09:30",
      ],
    );
  });

  it("asks an approver to approve an object, and tells the requester who approved or rejected it and why", async () => {
    await expectBellItems(
      [
        notification({ type: "FLOW_REQUESTED", text: "Before Friday, please" }),
        notification({ type: "FLOW_APPROVED" }),
        notification({ type: "FLOW_REJECTED", text: "Appendix 2 is missing" }),
      ],
      [
        "Unread: Berit Blockerad asks you to approve Hyresavtal Before Friday, please Nordisk Handel AB · 2026-03-01 09:30",
        "Unread: Berit Blockerad approved Hyresavtal Nordisk Handel AB · 2026-03-01 09:30",
        "Unread: Berit Blockerad rejected Hyresavtal Appendix 2 is missing Nordisk Handel AB · 2026-03-01 09:30",
      ],
    );
  });

  it("tells an order's assigned member who moved it to which state", async () => {
    const order = { id: object.id, name: "Sotning Storgatan", type: "order" as const };
    await expectBellItems(
      [
        notification({ type: "ORDER_STATUS", publication: order, text: "inProgress" }),
        notification({ type: "ORDER_STATUS", publication: order, text: "cancelled" }),
      ],
      [
        "Unread: Berit Blockerad marked the order Sotning Storgatan in progress Nordisk Handel AB · 2026-03-01 09:30",
        "Unread: Berit Blockerad marked the order Sotning Storgatan cancelled Nordisk Handel AB · 2026-03-01 09:30",
      ],
    );
  });

  it("says so when there is nothing", async () => {
    mockNotifications([[]], 0);
    signIn();
    renderApp("/");
    await openBell();
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
  });

  it("shows 50 of the 51 fetched and loads the next 50 with “Show more”", async () => {
    const first = Array.from({ length: 51 }, () => notification({}, { viewed: true }));
    const second = Array.from({ length: 3 }, () => notification({ type: "ESIGN_SHARED" }, { viewed: true }));
    const offsets = mockNotifications([first, second], 0);
    signIn();
    renderApp("/");
    await openBell();
    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    await waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(50));
    await userEvent.click(within(dialog).getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(53));
    expect(offsets).toEqual([0, 50]);
    expect(within(dialog).queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("opening one marks it read and opens its object, switching to its company", async () => {
    const item = notification({}, { companyId: nordic.id });
    mockNotifications([[item]], 1);
    const marked: string[] = [];
    server.use(
      http.put("/api/companies/:companyId/notifications/:id", ({ params }) => {
        marked.push(`${params.companyId}/${params.id}`);
        return HttpResponse.json({ ok: true });
      }),
      http.get("/api/companies/:companyId/publications/:publicationId", async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    signIn();
    localStorage.setItem("selectedCompanyObj", JSON.stringify({ userId: user.id, company: bygg }));
    const { location } = renderApp("/");
    await openBell();
    await userEvent.click(await screen.findByRole("button", { name: /shared Hyresavtal with you/ }));
    await waitFor(() => expect(location()).toBe(`/companies/${nordic.id}/publications/${object.id}`));
    expect(marked).toEqual([`${nordic.id}/${item.id}`]);
    expect(JSON.parse(localStorage.getItem("selectedCompanyObj") ?? "{}").company.id).toBe(nordic.id);
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
  });

  it("opens an e-sign notification on its request's page, which a signer reaches without seeing the object", async () => {
    const esign = { id: "77777777-7777-4777-8777-777777777777" };
    mockNotifications([[notification({ type: "ESIGN_SHARED", esign, text: "Avtal.pdf" })]], 1);
    server.use(
      http.put("/api/companies/:companyId/notifications/:id", () => HttpResponse.json({ ok: true })),
      http.get("/api/companies/:companyId/e-signs/:esignId", async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    signIn();
    const { location } = renderApp("/");
    await openBell();
    await userEvent.click(await screen.findByRole("button", { name: /Hyresavtal/ }));
    await waitFor(() => expect(location()).toBe(`/companies/${nordic.id}/e-signs/${esign.id}`));
  });

  it("marks everything read 5 seconds after it opens, and only then", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockNotifications([[notification(), notification()]], 2);
    let markedAll = 0;
    server.use(
      http.put("/api/users/:userId/notifications", ({ params }) => {
        expect(params.userId).toBe(user.id);
        markedAll += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    signIn();
    renderApp("/");
    const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await events.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    await screen.findByRole("dialog", { name: "Notifications" });
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(markedAll).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(markedAll).toBe(1));
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
    expect(screen.queryByTestId("bell-count")).not.toBeInTheDocument();
    expect(screen.queryByText(/^Unread/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(markedAll).toBe(1);
  });

  it("does not mark anything when the bell closes before 5 seconds or nothing is unread", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockNotifications([[notification()]], 1);
    let markedAll = 0;
    server.use(
      http.put("/api/users/:userId/notifications", () => {
        markedAll += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    signIn();
    renderApp("/");
    const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const button = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    await events.click(button);
    await screen.findByRole("dialog", { name: "Notifications" });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await events.keyboard("{Escape}");
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(markedAll).toBe(0);
  });

  it("takes live notifications and read events from the socket: toast, count, list", async () => {
    const socket = fakeSocket();
    vi.mocked(io).mockImplementation(() => socket as never);
    mockNotifications([[notification({}, { viewed: true })]], 0);
    signIn();
    renderApp("/");
    await screen.findByRole("button", { name: "Notifications" });
    await waitFor(() => expect(socket.listenerCount("notification")).toBe(1));
    const live = notification({ type: "NOTICE_ASSIGNEE", text: "Förnya försäkring" }, { companyId: bygg.id });
    live.data.notification.company = { name: bygg.name };
    act(() => socket.serverSends("notification", live));
    expect(
      await screen.findByText(
        "Berit Blockerad assigned you to the reminder “Förnya försäkring” on Hyresavtal in Byggbolaget i Malmö AB",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeInTheDocument();

    act(() => socket.serverSends("SEND_READ_NOTIFICATION", { ids: [live.id] }));
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
  });
});

describe("bell cache updates", () => {
  const pages = (items: Notification[], unView: number, more = false): NotificationPages => ({
    pages: [{ notifications: items, unView, hasMore: more }],
    pageParams: [0],
  });
  const key = notificationKeys.list(user.id);

  it("puts a new notification on top and raises the count once", () => {
    const old = notification({}, { viewed: true });
    const live = notification();
    const once = addNotification(pages([old], 0), live);
    expect(once?.pages[0]?.notifications.map((n) => n.id)).toEqual([live.id, old.id]);
    expect(once?.pages[0]?.unView).toBe(1);
    expect(addNotification(once, live)).toBe(once);
    expect(addNotification(undefined, live)).toBeUndefined();
  });

  it("marks given ids or all viewed and lowers the count by those that were unread", () => {
    const a = notification();
    const b = notification();
    const c = notification({}, { viewed: true });
    const data: NotificationPages = {
      pages: [
        { notifications: [a, b], unView: 2, hasMore: true },
        { notifications: [c], unView: 2, hasMore: false },
      ],
      pageParams: [0, 50],
    };
    const some = markViewed(data, [a.id, c.id]);
    expect(some?.pages.map((p) => p.unView)).toEqual([1, 1]);
    expect(some?.pages[0]?.notifications.map((n) => n.viewed)).toEqual([true, false]);
    const all = markViewed(data);
    expect(all?.pages.flatMap((p) => p.notifications.map((n) => n.viewed))).toEqual([true, true, true]);
    expect(all?.pages[0]?.unView).toBe(0);
  });

  it("socket handlers update the query cache; ids it does not hold make it fetch again", () => {
    const client = new QueryClient();
    const held = notification();
    client.setQueryData(key, pages([held], 5));
    receiveNotification(client, user.id, { not: "a notification" });
    expect(client.getQueryData<NotificationPages>(key)?.pages[0]?.unView).toBe(5);

    receiveNotification(client, user.id, notification());
    expect(client.getQueryData<NotificationPages>(key)?.pages[0]?.unView).toBe(6);

    const invalidate = vi.spyOn(client, "invalidateQueries");
    receiveRead(client, user.id, { ids: [held.id] });
    expect(client.getQueryData<NotificationPages>(key)?.pages[0]?.unView).toBe(5);
    expect(invalidate).not.toHaveBeenCalled();

    receiveRead(client, user.id, { ids: ["77777777-7777-4777-8777-777777777777"] });
    expect(invalidate).toHaveBeenCalledTimes(1);

    receiveRead(client, user.id, {});
    const after = client.getQueryData<NotificationPages>(key);
    expect(after?.pages[0]?.unView).toBe(0);
    expect(after?.pages[0]?.notifications.every((n) => n.viewed)).toBe(true);
  });
});
