import type { RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { lazyPage, preloadScreens } from "./lazy-page";

const screen = () => {
  const load = vi.fn(async () => ({ Screen: () => null }));
  return { load, Page: lazyPage(load, "Screen") };
};

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
