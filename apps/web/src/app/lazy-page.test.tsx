import { render, screen as view } from "@testing-library/react";
import { useEffect } from "react";
import { Link, MemoryRouter, type RouteObject, useRoutes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { areaTexts, i18n } from "../lib/i18n";
import { userEvent } from "../test/user-event";
import { INTENT_DELAY_MS, lazyPage, PageSuspense, preloadOnIntent, preloadScreens } from "./lazy-page";
import { Providers } from "./providers";
import { createQueryClient } from "./query-client";

const screen = () => {
  const load = vi.fn(async () => ({ Screen: () => null }));
  return { load, Page: lazyPage(load, "Screen") };
};

describe("lazyPage", () => {
  it("unmounts the screen left at once, while the next one's code still loads", async () => {
    // A list whose search still waits for a pause in typing: its timer must not outlive the screen.
    const left = vi.fn();
    function List() {
      useEffect(() => left, []);
      return <Link to="/item">Open the item</Link>;
    }
    const ListPage = lazyPage(async () => ({ List }), "List");
    const ItemPage = lazyPage<"Item", object>(() => new Promise(() => {}), "Item");
    function Screens() {
      // As in the signed-in shell: one boundary around every screen the address opens.
      const screens = useRoutes([
        { path: "/", element: <ListPage /> },
        { path: "/item", element: <ItemPage /> },
      ]);
      return <PageSuspense>{screens}</PageSuspense>;
    }
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <MemoryRouter useTransitions={false}>
          <Screens />
        </MemoryRouter>
      </Providers>,
    );

    await userEvent.click(await view.findByRole("link", { name: "Open the item" }));
    expect(left).toHaveBeenCalledTimes(1);
    expect(view.queryByRole("link", { name: "Open the item", hidden: true })).toBeNull();
    expect(view.getByRole("status")).toHaveAttribute("aria-busy", "true");
  });
});

describe("preloadScreens", () => {
  it("starts loading the code of every lazy screen the address opens, and of no other", () => {
    const gate = screen();
    const shell = screen();
    const start = screen();
    const list = screen();
    const login = screen();
    const routes: RouteObject[] = [
      {
        element: <div />,
        children: [
          { path: "login", element: <login.Page /> },
          {
            element: (
              <gate.Page>
                <shell.Page />
              </gate.Page>
            ),
            children: [
              { index: true, element: <start.Page /> },
              { path: "list", element: <list.Page /> },
            ],
          },
        ],
      },
    ];

    preloadScreens(routes, "/");
    expect([gate, shell, start, list, login].map((s) => s.load.mock.calls.length)).toEqual([1, 1, 1, 0, 0]);

    preloadScreens(routes, "/login");
    expect(login.load).toHaveBeenCalledTimes(1);
    expect(list.load).not.toHaveBeenCalled();

    preloadScreens(routes, "/nowhere");
    expect(list.load).not.toHaveBeenCalled();
  });

  it("asks for the texts of the screen's areas in the language shown with its code, without i18next waiting for them", () => {
    const texts = vi.spyOn(areaTexts, `../locales/${i18n.language}/gdpr.json`);
    const i18next = vi.spyOn(i18n, "loadNamespaces");
    const load = vi.fn(() => new Promise<Record<"Screen", () => null>>(() => undefined));
    const Page = lazyPage(load, "Screen", ["gdpr"]);
    preloadScreens([{ path: "/", element: <Page /> }], "/");
    expect(texts).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    // Areas i18next is asked for join every later load of it, the first screens' texts included.
    expect(i18next).not.toHaveBeenCalled();
  });

  it("leaves a failed load to the screen itself: nothing is thrown where nobody waits", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      // Not a vi.fn: a spy follows the promises it returns, which would handle the rejection.
      let calls = 0;
      const load = () => {
        calls++;
        return Promise.reject(new Error("offline"));
      };
      const Page = lazyPage<"Screen", object>(load, "Screen");
      preloadScreens([{ path: "/", element: <Page /> }], "/");
      expect(calls).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});

describe("preloadOnIntent", () => {
  /** Links in a part of the page of their own, listened to as main.tsx listens to the whole page. */
  function setUp() {
    const list = screen();
    const detail = screen();
    const routes: RouteObject[] = [
      { path: "list", element: <list.Page /> },
      { path: "items/:id", element: <detail.Page /> },
    ];
    // Rendered, so that the links leave the page after the test (and with them the listeners).
    const { container: page } = render(
      <div>
        <a href="/list">
          <span>List</span>
        </a>
        <a href="/items/7">Item</a>
        <a href="https://elsewhere.example/list">Elsewhere</a>
        <p>Text</p>
      </div>,
    );
    preloadOnIntent(routes, page);
    const link = (href: string) => page.querySelector(`a[href="${href}"]`) as HTMLElement;
    return { list, detail, page, link };
  }
  const pointerOver = (target: Element) => target.dispatchEvent(new Event("pointerover", { bubbles: true }));
  const pointerOut = (target: Element) => target.dispatchEvent(new Event("pointerout", { bubbles: true }));

  it("loads a screen's code once the pointer has rested on a link to it, once per address", () => {
    vi.useFakeTimers();
    try {
      const { list, detail, link } = setUp();
      pointerOver(link("/list").querySelector("span") as Element);
      vi.advanceTimersByTime(INTENT_DELAY_MS - 1);
      expect(list.load).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(list.load).toHaveBeenCalledTimes(1);
      expect(detail.load).not.toHaveBeenCalled();

      pointerOver(link("/list"));
      vi.advanceTimersByTime(INTENT_DELAY_MS);
      expect(list.load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("loads nothing for a pointer passing over, a link elsewhere or what is not a link", () => {
    vi.useFakeTimers();
    try {
      const { list, detail, page, link } = setUp();
      pointerOver(link("/list"));
      pointerOut(link("/list"));
      pointerOver(link("https://elsewhere.example/list"));
      vi.advanceTimersByTime(INTENT_DELAY_MS);
      pointerOver(page.querySelector("p") as Element);
      vi.advanceTimersByTime(INTENT_DELAY_MS);
      expect(list.load).not.toHaveBeenCalled();
      expect(detail.load).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("loads a screen's code at once when a link to it is focused or touched", () => {
    const { detail, list, link } = setUp();
    link("/items/7").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(detail.load).toHaveBeenCalledTimes(1);
    link("/list").dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(list.load).toHaveBeenCalledTimes(1);
  });
});
