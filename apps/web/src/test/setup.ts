import "@testing-library/jest-dom/vitest";
import { cleanNotifications } from "@mantine/notifications";
import { act, cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { applyLanguage, loadStartLanguage } from "../lib/i18n";
import { clearAllStorage } from "../lib/storage";
import { server } from "./server";
import { addAllTexts } from "./texts";

// jsdom lacks what Mantine measures with. Media queries answer as a desktop-wide window does, so the
// list tables show the columns that need a wide screen.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: !/max-width|prefers/.test(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.HTMLElement.prototype.scrollIntoView = () => {};
// Mantine's autosize textarea listens for web fonts, which jsdom does not load.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// No realtime server in unit tests: sockets never connect (tests of the realtime client pass a fake).
// The test files share one module cache (isolate: false), and this file runs again for each of them:
// every file's mock hands out the one `io` the app's modules imported first.
vi.mock("socket.io-client", () => {
  const shared = globalThis as { mockedIo?: unknown };
  shared.mockedIo ??= vi.fn(() => ({ on: () => {}, off: () => {}, connect: () => {}, disconnect: () => {} }));
  return { io: shared.mockedIo };
});

// jsdom has no canvas to draw on: in every test file (one module cache, so one mock for all), a stroke on
// a signature pad is a pointer released on its canvas, and the pad then holds DRAWN_SIGNATURE.
vi.mock("signature_pad", async () => {
  const { DRAWN_SIGNATURE } = await import("./signature-pad");
  return {
    default: class {
      private strokes: (() => void)[] = [];
      constructor(canvas: HTMLCanvasElement) {
        canvas.addEventListener("pointerup", () => {
          for (const stroke of this.strokes) stroke();
        });
      }
      addEventListener(_type: string, listener: () => void) {
        this.strokes.push(listener);
      }
      toDataURL() {
        return DRAWN_SIGNATURE;
      }
      clear() {}
      off() {}
    },
  };
});

// The suite also runs on busy CI machines.
configure({ asyncUtilTimeout: 5000 });

// Every area's texts in both languages at hand, as in an app that has shown every screen in both: a
// screen then renders at once, and a switch of language is immediate (app/screen-texts.test.tsx tests
// the loading itself).
await loadStartLanguage();
addAllTexts();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => applyLanguage("en"));
afterEach(() => {
  act(() => cleanNotifications());
  cleanup();
  server.resetHandlers();
  clearAllStorage();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
